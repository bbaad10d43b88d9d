/** A PDF at a web address: downloaded under the network guard (its content type decides, not the `.pdf` suffix) and read with pdf.js. */
import { downloadPage, type Downloaded } from '../engine/adapters/fetch/download-page';
import { ENGINE_CONFIG } from '../engine/config';
import { isEngineError } from '../engine/errors';
import type { ExtractionResult } from '../engine/schemas';
import { looksLikePdf, pdfTooLargeMessage, readPdfArticle, type PdfJs } from '../pdf/read-pdf';
import { documentDownloadOptions, type DocumentNetwork } from './document-download';

/** Reads one PDF's bytes (already downloaded under the network guard) into an ExtractionResult. */
export type PdfBytesReader = (
  bytes: Uint8Array,
  url: string,
  signal?: AbortSignal,
) => Promise<ExtractionResult>;

/** Who parses the PDF: pdf.js in this thread, or a reader elsewhere (Chrome's offscreen document). */
export type PdfReader = { pdfjs: PdfJs; cMapUrl?: string } | { readPdf: PdfBytesReader };

type PdfUrlOptions = DocumentNetwork & PdfReader & { signal?: AbortSignal };

/** MIME types servers use for PDFs. */
function isPdfMime(mime: string): boolean {
  return /^application\/(x-)?pdf$/i.test(mime.trim());
}

/** True when a download is a PDF: its content type says so, or an untyped/binary body starts with `%PDF-`. */
export function isPdfDownload(downloaded: Pick<Downloaded, 'mime' | 'bytes'>): boolean {
  if (isPdfMime(downloaded.mime)) return true;
  return /^(|application\/octet-stream|binary\/octet-stream|application\/download)$/.test(downloaded.mime)
    ? looksLikePdf(downloaded.bytes)
    : false;
}

/** Reads a downloaded PDF (size limit first) as an Article. */
export function articleFromPdfBytes(
  bytes: Uint8Array,
  url: string,
  options: PdfReader & { signal?: AbortSignal },
): Promise<ExtractionResult> {
  const limit = ENGINE_CONFIG.extraction.maxPdfBytes;
  if (bytes.byteLength > limit)
    return Promise.resolve({
      ok: false,
      reason: 'too-large',
      message: pdfTooLargeMessage(bytes.byteLength, limit),
    });
  if ('readPdf' in options) return options.readPdf(bytes, url, options.signal);
  return readPdfArticle(options.pdfjs, bytes, {
    url,
    limits: ENGINE_CONFIG.extraction,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.cMapUrl ? { cMapUrl: options.cMapUrl } : {}),
  });
}

const NOT_PDF = 'not-a-pdf';

/**
 * The PDF served at `url` as an Article, or null when the address serves something else (an HTML page). The
 * request goes through the evidence fetcher's guard (timeout, byte cap, each redirect hop checked); the
 * document's own origin is allowed (the user opened it), other private addresses are refused.
 */
export async function articleFromPdfUrl(
  url: string,
  options: PdfUrlOptions,
): Promise<ExtractionResult | null> {
  const maxBytes = ENGINE_CONFIG.extraction.maxPdfBytes;
  let downloaded: Downloaded;
  try {
    downloaded = await downloadPage(
      url,
      documentDownloadOptions(url, options, {
        maxBytes,
        accept: 'application/pdf,*/*;q=0.5',
        // An HTML or text answer is not read at all: the caller reads the page itself.
        checkType: (mime) => {
          if (/^(text\/|application\/(xhtml\+)?xml|application\/json)/.test(mime)) throw new Error(NOT_PDF);
        },
      }),
      options.signal,
    );
  } catch (error) {
    if (error instanceof Error && error.message === NOT_PDF) return null;
    if (isEngineError(error) && error.code === 'fetch/too-large')
      return { ok: false, reason: 'too-large', message: pdfTooLargeMessage(null, maxBytes) };
    throw error;
  }
  if (!isPdfDownload(downloaded)) return null;
  return articleFromPdfBytes(downloaded.bytes, downloaded.finalUrl, options);
}

/**
 * What an open tab's PDF read (`articleFromPdfUrl`'s answer) means for the tab: null when the address serves no PDF.
 * When the tab is known to show a PDF (`expectPdf`), a failed download becomes a message; otherwise (only probing)
 * it is null too.
 */
export async function pdfTabArticle(
  reading: Promise<ExtractionResult | null>,
  expectPdf: boolean,
): Promise<ExtractionResult | null> {
  try {
    return await reading;
  } catch (error) {
    if (!expectPdf) return null;
    return {
      ok: false,
      reason: 'pdf',
      message: `Cartographer could not download this PDF from its address (${error instanceof Error ? error.message : String(error)}): reload the tab and try again, or download the file and check it with \`npm run check\`.`,
    };
  }
}
