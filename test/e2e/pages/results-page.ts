/** Page object for a run's results: the Check tab's run view, claim detail, Battlegrounds and Map. */
import type { Locator } from 'playwright-core';
import { SidePanelPage } from './side-panel-page';

export class ResultsPage extends SidePanelPage {
  runView(): Locator {
    return this.page.getByTestId('run-view');
  }

  claimRows(): Locator {
    return this.page.getByTestId('claim-row');
  }

  async openClaim(text: string | RegExp): Promise<void> {
    await this.claimRows().getByRole('button', { name: text }).click();
  }

  claimDetail(): Locator {
    return this.page.getByTestId('claim-detail');
  }

  battlegrounds(): Locator {
    return this.page.getByTestId('battleground');
  }

  graph(): Locator {
    return this.page.getByTestId('graph');
  }

  node(label: string): Locator {
    return this.graph().getByRole('button', { name: label });
  }
}
