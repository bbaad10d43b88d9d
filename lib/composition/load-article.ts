/** Node-side ingest for the CLI and tests: an article from a URL (fetched) or an HTML file, via linkedom + extractArticle. */
import { readFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { EngineError } from '../engine/errors';
import type { ExtractionResult } from '../engine/schemas';
import { extractArticle } from '../extraction';
import { hostOf } from '../engine/domain/url';

/** Parses HTML and extracts the article (or the reason it cannot be checked). */
export function articleFromHtml(html: string, url: string): ExtractionResult {
  const { document } = parseHTML(html);
  return extractArticle(document as unknown as Document, { url, htmlBytes: Buffer.byteLength(html) });
}

/** Fetches `url` and extracts its article. Network and HTTP failures become `fetch/*` errors a user can act on. */
export async function articleFromUrl(
  url: string,
  fetchFn: typeof globalThis.fetch,
  signal?: AbortSignal,
): Promise<ExtractionResult> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      redirect: 'follow',
      headers: { accept: 'text/html,application/xhtml+xml' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new EngineError(
      'fetch/blocked',
      `Could not reach ${hostOf(url)}: check the address and your connection.`,
      { cause: error, retryable: true },
    );
  }
  if (!response.ok)
    throw new EngineError(
      'fetch/http',
      `The page answered ${response.status} ${response.statusText}: check the address.`,
    );
  const type = response.headers.get('content-type') ?? '';
  if (/pdf/i.test(type))
    return {
      ok: false,
      reason: 'pdf',
      message: 'This is a PDF, not a web article: open the article page instead.',
    };
  return articleFromHtml(await response.text(), response.url || url);
}

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
