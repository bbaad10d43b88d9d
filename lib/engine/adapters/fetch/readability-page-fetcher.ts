/** PageFetcher over an injected fetch: timeout, byte cap, content-type and charset checks, Readability on linkedom. */
import { parseHTML } from 'linkedom';
import { readArticle } from '../../../extraction/extract-article';
import { isPdf } from '../../../extraction/page-gate';
import { readPageMetadata } from '../../../extraction/page-metadata';
import { findPageLanguage } from '../../../extraction/page-language';
import { findPublishedDate } from '../../../extraction/published-date';
import { normalizeWhitespace } from '../../../extraction/paragraph-text';
import { readVisibleText } from '../../../extraction/visible-text';
import { ENGINE_CONFIG } from '../../config';
import { EngineError } from '../../errors';
import type { Clock, PageFetcher } from '../../ports';
import type { Page } from '../../schemas';
import { decodeBody, looksBinary } from './decode-body';
import { downloadPage, type DownloadOptions, type ResolveHost } from './download-page';
import { hostOf } from './fetch-errors';
import { checkUrl, parseAllowedOrigins } from './public-address';

export interface PageFetcherOptions {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** Text beyond this many characters is cut. */
  maxTextChars?: number;
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
  if (/^application\/(x-)?pdf$/.test(mime) || (!mime && isPdf(finalUrl, null)))
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
  const maxTextChars = options.maxTextChars ?? ENGINE_CONFIG.extraction.maxTextChars;
  const allowOrigins = parseAllowedOrigins(options.allowOrigins);
  const download: DownloadOptions = {
    fetch: options.fetch,
    clock: options.clock,
    timeoutMs: options.timeoutMs ?? ENGINE_CONFIG.fetch.timeoutMs,
    maxBytes: options.maxBytes ?? ENGINE_CONFIG.fetch.maxBytes,
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
    if (contentType === 'text/plain') {
      const text = source
        .split(/\n\s*\n/)
        .map(normalizeWhitespace)
        .filter(Boolean)
        .join('\n\n')
        .slice(0, maxTextChars);
      if (!text) throw emptyPage(finalUrl);
      const title = normalizeWhitespace(text.split('\n')[0] ?? '').slice(0, 200);
      return {
        ...base,
        title,
        siteName: hostOf(finalUrl),
        byline: null,
        publishedAt: null,
        lang: 'und',
        text,
      };
    }
    try {
      return { ...base, ...readHtml(source, finalUrl, maxTextChars) };
    } catch (error) {
      if (error instanceof EngineError) throw error;
      // A document linkedom cannot build (no root element, binary soup) has nothing Readability could read.
      throw new EngineError('fetch/not-article', `The page at ${hostOf(finalUrl)} has no readable text.`, {
        cause: error,
      });
    }
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

/** Readability's article, or the visible text of a short non-article page (a post, a notice). */
function readHtml(source: string, finalUrl: string, maxTextChars: number) {
  const doc = parseHTML(source).document as unknown as Document;
  const article =
    readArticle(doc, { url: finalUrl, maxTextChars }) ??
    readArticle(doc, { url: finalUrl, maxTextChars, force: true });
  if (article && article.wordCount >= 20) {
    const { title, siteName, byline, publishedAt, lang, text } = article;
    return { title, siteName, byline, publishedAt, lang, text };
  }
  const text = readVisibleText(doc, maxTextChars).text;
  if (!text) throw emptyPage(finalUrl);
  const meta = readPageMetadata(doc, finalUrl);
  return {
    title: meta.title,
    siteName: meta.siteName,
    byline: meta.byline,
    publishedAt: findPublishedDate(doc),
    lang: findPageLanguage(doc),
    text,
  };
}
