/** Node-side ingest for the CLI and tests: an article from a URL (guarded fetch) or an HTML file, via linkedom + extractArticle. */
import { readFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { decodeBody, looksBinary } from '../engine/adapters/fetch/decode-body';
import { downloadPage, type ResolveHost } from '../engine/adapters/fetch/download-page';
import { parseAllowedOrigins } from '../engine/adapters/fetch/public-address';
import { systemClock } from '../engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../engine/config';
import { EngineError, isEngineError } from '../engine/errors';
import type { Clock } from '../engine/ports';
import type { ExtractionResult } from '../engine/schemas';
import { extractArticle } from '../extraction';

/** Parses HTML and extracts the article (or the reason it cannot be checked). */
export function articleFromHtml(html: string, url: string): ExtractionResult {
  const { document } = parseHTML(html);
  return extractArticle(document as unknown as Document, { url, htmlBytes: Buffer.byteLength(html) });
}

export interface ArticleFetchOptions {
  signal?: AbortSignal;
  /** Exact origins the guard lets through besides the article's own (`CARTOGRAPHER_ALLOW_ORIGINS`). */
  allowOrigins?: readonly string[];
  /** Name resolution for the guard (Node's `dns.lookup` by default in the CLI). */
  resolveHost?: ResolveHost;
  timeoutMs?: number;
  /** Bytes read at most (default: the extraction's size limit). */
  maxBytes?: number;
  clock?: Clock;
}

/**
 * Fetches `url` with the evidence fetcher's guarded download (timeout, byte cap, each redirect hop checked) and
 * extracts its article. The address the user typed is their choice, so its own origin is allowed; a redirect to
 * any other private address is refused. Failures become `fetch/*` errors a user can act on.
 */
export async function articleFromUrl(
  url: string,
  fetchFn: typeof globalThis.fetch,
  signalOrOptions?: AbortSignal | ArticleFetchOptions,
): Promise<ExtractionResult> {
  const options: ArticleFetchOptions =
    signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
  const maxBytes = options.maxBytes ?? ENGINE_CONFIG.extraction.maxHtmlBytes;
  let own: string[] = [];
  try {
    own = [new URL(url).origin];
  } catch {
    own = [];
  }
  let downloaded;
  try {
    downloaded = await downloadPage(
      url,
      {
        fetch: fetchFn,
        clock: options.clock ?? systemClock,
        timeoutMs: options.timeoutMs ?? ENGINE_CONFIG.fetch.timeoutMs,
        maxBytes,
        headers: { accept: 'text/html,application/xhtml+xml' },
        allowOrigins: parseAllowedOrigins([...own, ...(options.allowOrigins ?? [])]),
        ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
        checkType: (mime) => {
          if (/pdf/.test(mime)) throw new EngineError('fetch/not-html', PDF_MESSAGE);
        },
      },
      options.signal,
    );
  } catch (error) {
    if (isEngineError(error) && error.message === PDF_MESSAGE)
      return { ok: false, reason: 'pdf', message: PDF_MESSAGE };
    if (isEngineError(error) && error.code === 'fetch/too-large')
      return {
        ok: false,
        reason: 'too-large',
        message: `This page is larger than ${Math.round(maxBytes / 1_000_000)} MB, so it was not checked.`,
      };
    throw error;
  }
  const { text } = decodeBody(downloaded.bytes, downloaded.contentType);
  if (text.trim() === '' || looksBinary(text))
    return {
      ok: false,
      reason: 'not-article',
      message:
        'This address answered with no readable text (empty or binary data): open the article page instead.',
    };
  return articleFromHtml(text, downloaded.finalUrl);
}

const PDF_MESSAGE = 'This is a PDF, not a web article: open the article page instead.';

/** Reads an HTML file; the article URL is `file://…` unless the page declares a canonical URL. */
export async function articleFromFile(
  path: string,
  url = `https://local.file/${encodeURIComponent(path.split('/').pop() ?? 'page')}`,
): Promise<ExtractionResult> {
  let html: string;
  try {
    html = await readFile(path, 'utf8');
  } catch (error) {
    throw new EngineError('input/invalid', `Could not read the file ${path}: check the path.`, {
      cause: error,
    });
  }
  return articleFromHtml(html, url);
}
