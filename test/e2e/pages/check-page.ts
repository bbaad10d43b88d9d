/** Page object for the Check tab of a panel attached to one tab: its article, its run and the run's one button. */
import type { Locator } from 'playwright-core';
import type { CommandResult } from '../../../lib/messaging/protocol';
import { SidePanelPage } from './side-panel-page';

export class CheckPage extends SidePanelPage {
  checkButton(): Locator {
    return this.page.getByRole('button', { name: 'Check this article' });
  }

  cancelButton(): Locator {
    return this.page.getByRole('button', { name: 'Cancel' });
  }

  rerunButton(): Locator {
    return this.page.getByRole('button', { name: 'Re-run' });
  }

  runView(): Locator {
    return this.page.getByTestId('run-view');
  }

  runStatus(): Locator {
    return this.page.getByTestId('run-status');
  }

  outcome(): Locator {
    return this.page.getByTestId('run-outcome');
  }

  headline(): Locator {
    return this.page.getByTestId('headline');
  }

  otherPageNote(): Locator {
    return this.page.getByTestId('other-page');
  }

  /** Text of the whole panel. */
  async text(): Promise<string> {
    return (await this.page.locator('body').textContent()) ?? '';
  }

  /**
   * Sends a command to the background as the panel's messenger does (the wire format of @webext-core/messaging),
   * bypassing the buttons: how a second window or a double click would reach it.
   */
  async sendCommand<T>(type: string, data: unknown): Promise<CommandResult<T>> {
    return this.page.evaluate(
      async ({ type, data }) => {
        const answer = (await chrome.runtime.sendMessage({
          id: Math.random(),
          type,
          data,
          timestamp: Date.now(),
        })) as {
          res?: unknown;
          err?: { message?: string };
        };
        if (answer?.err) throw new Error(answer.err.message ?? 'messaging error');
        return answer?.res as never;
      },
      { type, data },
    );
  }
}
