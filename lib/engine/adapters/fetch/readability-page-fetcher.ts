/** PageFetcher over an injected fetch and article reader: timeout, byte cap, content-type and charset checks. */
import { ENGINE_CONFIG } from '../../config';
import { hostOf, isPdfUrl } from '../../domain/url';
import { EngineError } from '../../errors';
import type { Clock, PageFetcher, PageReader } from '../../ports';
import type { Page } from '../../schemas';
import { BodyTooLarge, decodeBody, readCapped } from './decode-body';
import { cancelledError, httpError, networkError, timeoutError } from './fetch-errors';

export interface PageFetcherOptions {
  fetch: typeof globalThis.fetch;
  clock: Clock;
  /** Reads the downloaded body (the host passes lib/extraction's `readPage`: Readability on linkedom). */
  readPage: PageReader;
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  /** Text beyond this many characters is cut. */
  maxTextChars?: number;
}

const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (compatible; Cartographer/0.1; +https://github.com/cartographer/fact-checker)';
const HTML_TYPES = /^(text\/html|application\/xhtml\+xml)$/;

function mimeType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Timeout merged with the caller's signal; `timedOut()` tells the two apart after an abort. */
function deadline(timeoutMs: number, outer: AbortSignal | undefined) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired && !outer?.aborted,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}

export function createPageFetcher(options: PageFetcherOptions): PageFetcher {
  const timeoutMs = options.timeoutMs ?? ENGINE_CONFIG.fetch.timeoutMs;
  const maxBytes = options.maxBytes ?? ENGINE_CONFIG.fetch.maxBytes;
  const maxTextChars = options.maxTextChars ?? ENGINE_CONFIG.extraction.maxTextChars;
  const userAgent = options.userAgent ?? DEFAULT_USER_AGENT;

  async function download(url: string, signal: AbortSignal) {
    const response = await options.fetch(url, {
      redirect: 'follow',
      signal,
      headers: {
        'user-agent': userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.1',
      },
    });
    const finalUrl = response.url || url;
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw httpError(response, finalUrl, options.clock.now());
    }
    const contentType = response.headers.get('content-type');
    const mime = mimeType(contentType);
    if (/^application\/(x-)?pdf$/.test(mime) || (!mime && isPdfUrl(finalUrl))) {
      await response.body?.cancel().catch(() => undefined);
      throw new EngineError(
        'fetch/not-html',
        `The page at ${hostOf(finalUrl)} is a PDF, which Cartographer cannot read as evidence yet.`,
      );
    }
    if (mime && !HTML_TYPES.test(mime) && mime !== 'text/plain') {
      await response.body?.cancel().catch(() => undefined);
      throw new EngineError(
        'fetch/not-html',
        `The page at ${hostOf(finalUrl)} is not a web page (it is ${mime}), so it cannot be read as evidence.`,
      );
    }
    const declared = Number(response.headers.get('content-length') ?? NaN);
    if (declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    const bytes = await readCapped(response, maxBytes);
    return { finalUrl, contentType: mime || 'text/html', bytes, rawContentType: contentType };
  }

  async function fetchPage(url: string, fetchOptions: { signal?: AbortSignal } = {}): Promise<Page> {
    const outer = fetchOptions.signal;
    if (outer?.aborted) throw cancelledError(url, outer.reason);
    const guard = deadline(timeoutMs, outer);
    let downloaded: Awaited<ReturnType<typeof download>>;
    try {
      downloaded = await download(url, guard.signal);
    } catch (error) {
      if (error instanceof EngineError) throw error;
      if (error instanceof BodyTooLarge) {
        throw new EngineError(
          'fetch/too-large',
          `The page at ${hostOf(url)} is larger than ${(maxBytes / 1_000_000).toFixed(1)} MB, so it was skipped.`,
        );
      }
      if (outer?.aborted) throw cancelledError(url, outer.reason);
      if (guard.timedOut()) throw timeoutError(url, timeoutMs, error);
      throw networkError(url, error);
    } finally {
      guard.dispose();
    }
    const { finalUrl, contentType, bytes, rawContentType } = downloaded;
    const { text: source } = decodeBody(bytes, rawContentType);
    const base = {
      url,
      finalUrl,
      fetchedAt: new Date(options.clock.now()).toISOString(),
      contentType,
      byteLength: bytes.byteLength,
    };
    const read = options.readPage({ source, contentType, url: finalUrl, maxTextChars });
    if (!read) throw emptyPage(finalUrl);
    return { ...base, ...read };
  }

  return { fetchPage };
}

function emptyPage(url: string): EngineError {
  return new EngineError('fetch/not-article', `The page at ${hostOf(url)} has no readable text.`);
}
