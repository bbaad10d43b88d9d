/** Page object for the fact-check index's offer (onboarding and Settings) and what the store holds. */
import type { Locator, Page } from 'playwright-core';
import type { FactIndexStateRow } from '../../../lib/db/fact-index-rows';

export class FactIndexPanel {
  constructor(
    readonly page: Page,
    /** Where the offer is: onboarding's card or Settings' section. */
    readonly within: Locator,
  ) {}

  offer(): Locator {
    return this.within.getByTestId('fact-index');
  }

  /** `none`, `downloading`, `interrupted`, `failed` or `ready`; null when the offer is not shown. */
  async state(): Promise<string | null> {
    const offer = this.offer().first();
    return (await offer.count()) > 0 ? offer.getAttribute('data-state') : null;
  }

  /** The sentence a failed command left, if any. */
  async error(): Promise<string | null> {
    const error = this.within.getByTestId('fact-index-error');
    return (await error.count()) > 0 ? error.textContent() : null;
  }

  downloadButton(): Locator {
    return this.within.getByTestId('fact-index-download');
  }

  progressText(): Promise<string | null> {
    return this.within.getByTestId('fact-index-progress').getByRole('status').textContent();
  }

  /** Rows in the index's table (all downloads) and the state row, read from the extension's IndexedDB. */
  async stored(): Promise<{ rows: number; state: FactIndexStateRow | null }> {
    return this.page.evaluate(
      () =>
        new Promise<{ rows: number; state: FactIndexStateRow | null }>((resolve, reject) => {
          const open = indexedDB.open('cartographer');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            const tx = db.transaction(['factChecks', 'factIndex'], 'readonly');
            const count = tx.objectStore('factChecks').count();
            const state = tx.objectStore('factIndex').get('state');
            tx.oncomplete = () => {
              db.close();
              resolve({ rows: count.result, state: (state.result as FactIndexStateRow | undefined) ?? null });
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
  }
}
