/** PageFetcher over an injected fetch and article reader: timeout, byte cap, content-type and charset checks. */
import { hostOf, isPdfUrl } from '../../domain/url';
import { EngineError } from '../../errors';
import type { Clock, PageFetcher, PageReader, PageText } from '../../ports';
import type { Page } from '../../schemas';
import { decodeBody, looksBinary } from './decode-body';
import { downloadPage, type DownloadOptions, type ResolveHost } from './download-page';
import { checkUrl, parseAllowedOrigins } from './public-address';

interface PageFetcherOptions {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  /** Reads the downloaded body (the host passes lib/extraction's `readPage`: Readability on linkedom). */
  readPage: PageReader;
  /** The run's `fetch.timeoutMs`. */
  timeoutMs: number;
  /** The run's `fetch.maxBytes`. */
  maxBytes: number;
  userAgent?: string;
  /** Text beyond this many characters is cut (the run's `extraction.maxTextChars`). */
  maxTextChars: number;
  /**
   * Exact origins (`scheme://host:port`) that may be fetched although private: the tests' sandbox, or the CLI's
   * `CARTOGRAPHER_ALLOW_ORIGINS`. Fixed when the fetcher is built; nothing a page or search result says adds to it.
   */
  allowOrigins?: readonly string[];
  /** Name resolution (Node): hosts resolving to a non-public address are refused. Absent in browsers. */
  resolveHost?: ResolveHost;
}

const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; Cartographer/0.1; +https://github.com/cartographer/fact-checker)';
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

/** Refuses PDFs and anything that is not HTML or plain text before its body is read. */
function refuseNonText(mime: string, finalUrl: string): void {
  if (/^application\/(x-)?pdf$/.test(mime) || (!mime && isPdfUrl(finalUrl)))
    throw new EngineError(
      'fetch/not-html',
      `The page at ${hostOf(finalUrl)} is a PDF, which Cartographer cannot read as evidence yet.`,
    );
  if (mime && !HTML_TYPES.test(mime) && mime !== 'text/plain')
    throw new EngineError(
      'fetch/not-html',
      `The page at ${hostOf(finalUrl)} is not a web page (it is ${mime}), so it cannot be read as evidence.`,
    );
}

/** The decoded text of a body, or a plain refusal when it is empty or binary data served as a web page. */
function readableSource(bytes: Uint8Array, contentType: string | null, finalUrl: string): string {
  const { text } = decodeBody(bytes, contentType);
  if (text.trim() === '') throw emptyPage(finalUrl);
  if (looksBinary(text))
    throw new EngineError(
      'fetch/not-html',
      `The page at ${hostOf(finalUrl)} is binary data, not text, so it cannot be read as evidence.`,
    );
  return text;
}

export function createPageFetcher(options: PageFetcherOptions): PageFetcher {
  const { maxTextChars } = options;
  const allowOrigins = parseAllowedOrigins(options.allowOrigins);
  const download: DownloadOptions = {
    fetch: options.fetch,
    clock: options.clock,
    timeoutMs: options.timeoutMs,
    maxBytes: options.maxBytes,
    headers: {
      'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
      accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
    },
    allowOrigins,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
    checkType: refuseNonText,
  };

  async function fetchPage(url: string, fetchOptions: { signal?: AbortSignal } = {}): Promise<Page> {
    const {
      finalUrl,
      mime,
      contentType: rawContentType,
      bytes,
    } = await downloadPage(url, download, fetchOptions.signal);
    const contentType = mime || 'text/html';
    const source = readableSource(bytes, rawContentType, finalUrl);
    const base = {
      url,
      finalUrl,
      fetchedAt: new Date(options.clock.now()).toISOString(),
      contentType,
      byteLength: bytes.byteLength,
    };
    let read: PageText | null;
    try {
      read = options.readPage({ source, contentType, url: finalUrl, maxTextChars });
    } catch (error) {
      // A document the reader cannot build (no root element, binary soup) has nothing it could read.
      throw new EngineError('fetch/not-article', `The page at ${hostOf(finalUrl)} has no readable text.`, {
        cause: error,
      });
    }
    if (!read) throw emptyPage(finalUrl);
    return { ...base, ...read };
  }

  const refusal = (url: string) => {
    const verdict = checkUrl(url, allowOrigins);
    return verdict.ok ? null : verdict.message;
  };

  return { fetchPage, refusal };
}

function emptyPage(url: string): EngineError {
  return new EngineError('fetch/not-article', `The page at ${hostOf(url)} has no readable text.`);
}
