/** Page gate: rejects browser-internal pages and oversized HTML, and hands PDFs to the PDF reader, before any parsing happens. */
import type { UncheckableReason } from '../engine/schemas';
import { isPdfUrl } from '../engine/domain/url';

interface ExtractionFailure {
  ok: false;
  reason: UncheckableReason;
  message: string;
}

export function fail(reason: UncheckableReason, message: string): ExtractionFailure {
  return { ok: false, reason, message };
}

const BROWSER_SCHEMES = ['chrome:', 'edge:', 'about:', 'brave:', 'opera:', 'vivaldi:', 'devtools:'];
const EXTENSION_SCHEMES = ['chrome-extension:', 'moz-extension:', 'extension:', 'safari-web-extension:'];
/** Stores where browsers forbid extensions from reading the page. */
const EXTENSION_STORES: Array<{ host: string; path?: string }> = [
  { host: 'chromewebstore.google.com' },
  { host: 'chrome.google.com', path: '/webstore' },
  { host: 'microsoftedge.microsoft.com', path: '/addons' },
  { host: 'addons.mozilla.org' },
];

/** Why the browser will not let us (or it makes no sense to) read this URL, or null when it is a web page. */
export function checkRestrictedUrl(url: string): ExtractionFailure | null {
  const lower = url.trim().toLowerCase();
  const scheme = /^[a-z][a-z0-9+.-]*:/.exec(lower)?.[0] ?? '';
  if (scheme === 'view-source:') {
    return fail('restricted-url', 'This is a view-source page: open the page itself and try again.');
  }
  if (BROWSER_SCHEMES.includes(scheme)) {
    return fail(
      'restricted-url',
      `This is one of the browser's own pages (${scheme}), which extensions are not allowed to read: open an article on a website and try again.`,
    );
  }
  if (EXTENSION_SCHEMES.includes(scheme)) {
    return fail(
      'restricted-url',
      'This page belongs to a browser extension, which Cartographer is not allowed to read: open an article on a website and try again.',
    );
  }
  if (scheme === 'file:') {
    return fail(
      'restricted-url',
      'This is a file on your computer, and Cartographer only checks pages on the web: open the article from its web address and try again.',
    );
  }
  if (scheme !== 'http:' && scheme !== 'https:') {
    return fail(
      'restricted-url',
      `Cartographer can only check web pages (http or https), not "${scheme || url}" addresses: open an article on a website and try again.`,
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(
      'restricted-url',
      'This page address is not valid: open an article on a website and try again.',
    );
  }
  const store = EXTENSION_STORES.find(
    (s) => parsed.hostname === s.host && (s.path === undefined || parsed.pathname.startsWith(s.path)),
  );
  if (store) {
    return fail(
      'restricted-url',
      "The browser's extension store does not let extensions read its pages: open an article on another website and try again.",
    );
  }
  return null;
}

/** True when the URL's path ends in `.pdf` or the document says it is a PDF. */
function isPdf(url: string, contentType: string | null | undefined): boolean {
  if (contentType && /^application\/(x-)?pdf\b/i.test(contentType.trim())) return true;
  return isPdfUrl(url);
}

/**
 * A PDF is not read through its DOM: the background downloads it from its address and reads it with pdf.js
 * (lib/pdf). This message is shown only when that download found no PDF (a PDF made for this tab alone).
 */
const PDF_MESSAGE =
  'This PDF could not be downloaded again from its address (it may have been made for this tab only, or need a login): download the file and check it with `npm run check`, or select a sentence and use “Challenge this claim”.';

function tooLargeMessage(bytes: number, limit: number): string {
  return `This page is too large to check (${formatMb(bytes)}; the limit is ${formatMb(limit)}): open the article on its own page, without comments or endless scrolling, and try again.`;
}

function formatMb(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** UTF-8 byte length of a string without allocating an encoded copy. */
function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Restricted URL, PDF or oversized HTML: the first reason this page cannot be checked, or null. */
export function gatePage(
  doc: Document,
  url: string,
  htmlBytes: number | undefined,
  maxHtmlBytes: number,
): ExtractionFailure | null {
  const restricted = checkRestrictedUrl(url);
  if (restricted) return restricted;
  const contentType = (doc as { contentType?: string }).contentType;
  if (isPdf(url, contentType)) return fail('pdf', PDF_MESSAGE);
  const bytes = htmlBytes ?? utf8ByteLength(doc.documentElement?.outerHTML ?? '');
  if (bytes > maxHtmlBytes) return fail('too-large', tooLargeMessage(bytes, maxHtmlBytes));
  return null;
}
