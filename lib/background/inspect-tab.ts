/** Extracts the article of a tab: refuses restricted pages, injects the content script on demand, asks it. */
import type { ExtractionResult } from '../engine/schemas';
import { sendMessage } from '../messaging/messenger';
import { checkRestrictedUrl } from '../extraction/page-gate';

const CONTENT_SCRIPT = '/content-scripts/content.js';

export async function inspectTab(
  tabId: number,
  isBlocked: (url: string) => boolean,
): Promise<ExtractionResult> {
  let url: string | undefined;
  try {
    url = (await browser.tabs.get(tabId)).url;
  } catch {
    return fail('no-access', 'This tab is gone. Switch to the article you want to check and try again.');
  }
  if (!url) {
    // Tab URLs are hidden from extensions only on pages they may not read (chrome://, other extensions' pages).
    return fail(
      'restricted-url',
      "This tab shows one of the browser's own pages, which extensions are not allowed to read: open an article on a website and try again.",
    );
  }
  const restricted = checkRestrictedUrl(url);
  if (restricted) return restricted;
  if (isBlocked(url)) {
    return fail('blocked-site', 'This site is on your list of sites never to check (Settings → Privacy).');
  }
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT] });
    return await sendMessage('extractArticle', undefined, tabId);
  } catch (error) {
    return fail('no-access', unreadableMessage(error instanceof Error ? error.message : String(error)));
  }
}

/** The browser's reason a page could not be read, in words a reader can act on (never the raw API message). */
export function unreadableMessage(detail: string): string {
  if (/showing error page|ERR_[A-Z_]+/i.test(detail)) {
    return 'This page did not load (the browser shows its own error page, perhaps because you are offline). Reload it once you are connected, then try again.';
  }
  if (/cannot access|cannot be scripted|extensions gallery|permission/i.test(detail)) {
    return 'The browser does not let extensions read this page. Open the article on its own website and try again.';
  }
  if (/no tab with id|tab.*(closed|gone)/i.test(detail)) {
    return 'This tab is gone. Switch to the article you want to check and try again.';
  }
  if (/receiving end does not exist|could not establish connection/i.test(detail)) {
    return 'The page is still loading or was just replaced. Wait for it to finish loading, then try again.';
  }
  return 'Cartographer could not read this page. Reload the page and try again.';
}

function fail(reason: Extract<ExtractionResult, { ok: false }>['reason'], message: string): ExtractionResult {
  return { ok: false, reason, message };
}
