/** Node-side ingest for the CLI and tests: an article from a URL (guarded fetch) or a file, HTML via linkedom + extractArticle, PDF via pdf.js. */
import { readFile } from 'node:fs/promises';
import { parseHTML } from 'linkedom';
import { decodeBody, looksBinary } from '../engine/adapters/fetch/decode-body';
import { downloadPage } from '../engine/adapters/fetch/download-page';
import { ENGINE_CONFIG } from '../engine/config';
import { EngineError, isEngineError } from '../engine/errors';
import type { ExtractionResult } from '../engine/schemas';
import { extractArticle } from '../extraction';
import { looksLikePdf, pdfTooLargeMessage } from '../pdf/read-pdf';
import { documentDownloadOptions, type DocumentNetwork } from './document-download';
import { nodePdfJs } from './node-pdfjs';
import { articleFromPdfBytes, isPdfDownload } from './pdf-article';

/** Parses HTML and extracts the article (or the reason it cannot be checked). */
function articleFromHtml(html: string, url: string): ExtractionResult {
  const { document } = parseHTML(html);
  return extractArticle(document as unknown as Document, {
    url,
    htmlBytes: Buffer.byteLength(html),
    config: ENGINE_CONFIG.extraction,
  });
}

interface ArticleFetchOptions extends Omit<DocumentNetwork, 'fetch'> {
  signal?: AbortSignal;
  /** Bytes read at most (default: the extraction's size limit, the PDF limit for a PDF). */
  maxBytes?: number;
}

/**
 * Fetches `url` with the evidence fetcher's guarded download (timeout, byte cap, each redirect hop checked) and
 * extracts its article; a PDF (by content type, or an untyped body starting with `%PDF-`) is read with pdf.js. The address the user typed is their choice, so its own origin is allowed; a redirect to
 * any other private address is refused. Failures become `fetch/*` errors a user can act on.
 */
export async function articleFromUrl(
  url: string,
  fetchFn: typeof globalThis.fetch,
  signalOrOptions?: AbortSignal | ArticleFetchOptions,
): Promise<ExtractionResult> {
  const options: ArticleFetchOptions =
    signalOrOptions instanceof AbortSignal ? { signal: signalOrOptions } : (signalOrOptions ?? {});
  const { maxHtmlBytes, maxPdfBytes } = ENGINE_CONFIG.extraction;
  // One request for either kind: a PDF (or an untyped body, which may be one) may be as large as the PDF limit.
  let maxBytes = options.maxBytes ?? maxHtmlBytes;
  const pdfLimit = options.maxBytes ?? maxPdfBytes;
  let downloaded;
  let pdfTyped = false;
  try {
    downloaded = await downloadPage(
      url,
      documentDownloadOptions(
        url,
        { ...options, fetch: fetchFn },
        {
          maxBytes,
          accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9',
          checkType: (mime) => {
            if (/pdf|octet-stream|^$/.test(mime)) maxBytes = pdfLimit;
            pdfTyped = /pdf/.test(mime);
            return maxBytes;
          },
        },
      ),
      options.signal,
    );
  } catch (error) {
    if (isEngineError(error) && error.code === 'fetch/too-large')
      return {
        ok: false,
        reason: 'too-large',
        message: pdfTyped
          ? pdfTooLargeMessage(null, maxBytes)
          : `This page is larger than ${Math.round(maxBytes / 1_000_000)} MB, so it was not checked.`,
      };
    throw error;
  }
  if (isPdfDownload(downloaded)) {
    const { pdfjs, cMapUrl } = await nodePdfJs();
    return articleFromPdfBytes(downloaded.bytes, downloaded.finalUrl, {
      pdfjs,
      cMapUrl,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }
  const htmlLimit = options.maxBytes ?? maxHtmlBytes;
  if (downloaded.bytes.byteLength > htmlLimit)
    return {
      ok: false,
      reason: 'too-large',
      message: `This page is larger than ${Math.round(htmlLimit / 1_000_000)} MB, so it was not checked.`,
    };
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

/**
 * Reads an HTML or PDF file (a PDF by its first bytes, whatever its name); the article URL is
 * `https://local.file/<name>` unless an HTML page declares a canonical URL.
 */
export async function articleFromFile(
  path: string,
  url = `https://local.file/${encodeURIComponent(path.split('/').pop() ?? 'page')}`,
): Promise<ExtractionResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw new EngineError('input/invalid', `Could not read the file ${path}: check the path.`, {
      cause: error,
    });
  }
  if (looksLikePdf(bytes)) {
    const { pdfjs, cMapUrl } = await nodePdfJs();
    return articleFromPdfBytes(new Uint8Array(bytes), url, { pdfjs, cMapUrl });
  }
  return articleFromHtml(bytes.toString('utf8'), url);
}
