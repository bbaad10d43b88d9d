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
    return fail(
      'no-access',
      `Cartographer could not read this page (${error instanceof Error ? error.message : String(error)}). Reload the page and try again.`,
    );
  }
}

function fail(reason: Extract<ExtractionResult, { ok: false }>['reason'], message: string): ExtractionResult {
  return { ok: false, reason, message };
}
