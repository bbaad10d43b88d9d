/** Extracts the article of a tab: refuses restricted pages, injects the content script on demand, asks it; downloads PDFs itself (read offscreen in Chrome). */
import { engineConfig } from '../composition';
import type { ExtractionResult } from '../engine/schemas';
import { isPdfUrl } from '../engine/domain/url';
import { sendMessage } from '../messaging/messenger';
import { checkRestrictedUrl } from '../extraction/page-gate';
import { articleFromPdfUrl, pdfTabArticle, type PdfReader } from '../composition/pdf-article';
import { chromeOffscreenHost, createOffscreenPdfReader } from './offscreen-pdf';
import { createPdfTabReads } from './pdf-tab-reads';

/** The PDF a tab's address serves, read in the worker (null when it serves no PDF, or a probe's download fails). */
type ReadPdfTab = (url: string, expectPdf: boolean) => Promise<ExtractionResult | null>;

let pdfReader: Promise<PdfReader> | undefined;
/**
 * Who parses a tab's PDF. Chrome: the offscreen document (the service worker can start no Web Worker, and pdf.js
 * would weigh 1.7 MB on each of its wake-ups). Firefox has no offscreen API, but its background is a page: it reads
 * with pdf.js itself (the build-time branch keeps pdf.js out of Chrome's bundle).
 */
function backgroundPdfReader(): Promise<PdfReader> {
  pdfReader ??= import.meta.env.FIREFOX
    ? import('../pdf/browser-pdfjs').then(({ browserPdfJs }) => ({ pdfjs: browserPdfJs() }))
    : Promise.resolve({
        readPdf: createOffscreenPdfReader(
          chromeOffscreenHost(),
          engineConfig().extraction.offscreenPdfTimeoutMs,
        ),
      });
  return pdfReader;
}

/** The worker's PDF reads, one per tab and address (the start of the background drops them on navigation). */
export const pdfTabReads = createPdfTabReads(async (url) =>
  articleFromPdfUrl(url, { fetch: (input, init) => fetch(input, init), ...(await backgroundPdfReader()) }),
);

const CONTENT_SCRIPT = '/content-scripts/content.js';
/** Script failures that say the tab shows an error page, is gone or is still loading: no PDF to look for. */
const NOT_A_VIEWER =
  /showing error page|ERR_[A-Z_]+|no tab with id|tab.*(closed|gone)|receiving end does not exist|could not establish connection/i;

/**
 * A PDF tab (Chrome's viewer, Firefox's pdf.js viewer) cannot be read through its DOM: its address is downloaded
 * again and read with pdf.js when the URL ends in `.pdf`, when the page says its content type is a PDF, or when
 * the browser refuses the content script and the address answers with a PDF (the content type decides).
 */
export async function inspectTab(
  tabId: number,
  isBlocked: (url: string) => boolean,
  readPdf: ReadPdfTab = (url, expectPdf) => pdfTabArticle(pdfTabReads.read(tabId, url), expectPdf),
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
  if (isPdfUrl(url)) {
    const pdf = await readPdf(url, true);
    if (pdf) return pdf;
  }
  let result: ExtractionResult;
  try {
    await browser.scripting.executeScript({ target: { tabId }, files: [CONTENT_SCRIPT] });
    result = await sendMessage('extractArticle', undefined, tabId);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // Refused scripts may mean a PDF viewer: ask the address (not for error pages, closed or loading tabs).
    const pdf = NOT_A_VIEWER.test(detail) ? null : await readPdf(url, false);
    return pdf ?? fail('no-access', unreadableMessage(detail));
  }
  if (!result.ok && result.reason === 'pdf' && !isPdfUrl(url)) return (await readPdf(url, true)) ?? result;
  return result;
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
