/** Page object for the History tab. */
import type { Locator } from 'playwright-core';
import { SidePanelPage } from './side-panel-page';

export class HistoryPage extends SidePanelPage {
  rows(): Locator {
    return this.page.getByTestId('history-row');
  }

  row(title: string): Locator {
    return this.rows().filter({ hasText: title });
  }

  count(): Locator {
    return this.page.getByTestId('history-count');
  }

  importOutcome(): Locator {
    return this.page.getByTestId('import-outcome');
  }

  async importFile(path: string): Promise<void> {
    await this.page.getByTestId('import-file').setInputFiles(path);
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Search title, URL or claim').fill(text);
  }

  async filterLabel(label: string): Promise<void> {
    await this.page.getByLabel('Label').selectOption({ label });
  }

  async filterSite(site: string): Promise<void> {
    await this.page.getByLabel('Site').selectOption(site);
  }

  /** Titles of the rows shown, top to bottom. */
  async titles(): Promise<string[]> {
    return this.rows().locator('.history-title').allTextContents();
  }
}
