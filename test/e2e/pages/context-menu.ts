/** "Challenge this claim" from the page's context menu (the native menu cannot be clicked by automation). */
import type { ExtensionHarness } from '../fixtures';

/** Runs the worker's own menu handler on `selectionText` in tab `tabId`; resolves the started run's id, or null. */
export async function challengeFromMenu(
  harness: ExtensionHarness,
  tabId: number,
  selectionText: string,
): Promise<string | null> {
  const sw = await harness.worker();
  return sw.evaluate(
    async ({ selectionText, tabId }) => {
      const tab = await chrome.tabs.get(tabId);
      const scope = globalThis as unknown as {
        cartographer: { onMenuClick(info: object, tab: object): Promise<string | null> };
      };
      return scope.cartographer.onMenuClick({ menuItemId: 'cartographer-challenge', selectionText }, tab);
    },
    { selectionText, tabId },
  );
}
