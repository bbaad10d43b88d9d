/** Page object for the side panel opened as a tab. */
import type { Locator, Page } from 'playwright-core';

export class SidePanelPage {
  constructor(readonly page: Page) {}

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }

  async openTab(name: 'Check' | 'Battlegrounds' | 'Map' | 'History' | 'Settings'): Promise<void> {
    await this.tab(name).click();
  }

  articleTitle(): Locator {
    return this.page.getByTestId('article-card').getByRole('heading');
  }

  wordCount(): Locator {
    return this.page.getByTestId('article-words');
  }

  uncheckable(): Locator {
    return this.page.getByTestId('uncheckable');
  }

  async readAgain(): Promise<void> {
    await this.page.getByRole('button', { name: 'Read this page again' }).click();
  }

  onboarding(): Locator {
    return this.page.getByTestId('onboarding');
  }

  /** Completes the first-run onboarding if it is shown. */
  async finishOnboarding(): Promise<void> {
    const start = this.onboarding().getByRole('button', { name: 'Hide this welcome' });
    await start.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    if (await start.isVisible()) await start.click();
    await this.onboarding().waitFor({ state: 'detached' });
  }

  /** Width of the document's content beyond the viewport (0 = no horizontal overflow). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
}
