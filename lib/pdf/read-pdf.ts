/** Reads a PDF's bytes with pdf.js (the caller's build: legacy in Node, modern in the browser) into an Article. */
import type { getDocument, OPS } from 'pdfjs-dist';
import type { ExtractionResult } from '../engine/schemas';
import { articleFromPdf, type PdfArticleOptions, type PdfContent } from './article-from-pdf';
import { pdfMetadata } from './pdf-metadata';
import { pageParagraphs } from './pdf-page-text';
import { visibleTextItems } from './pdf-invisible-text';

/** The part of a pdfjs-dist module this reader needs (both builds have it). */
export interface PdfJs {
  getDocument: typeof getDocument;
  /** Operator codes, to read the text state (render mode, fill) of the text a page shows. */
  OPS: typeof OPS;
}

interface ReadPdfOptions extends PdfArticleOptions {
  /** Pages read at most (the rest is cut and the article marked truncated; default `limits.maxPdfPages`). */
  maxPages?: number;
  /** Directory URL of pdf.js's packed CMaps (CJK fonts), when the host can serve them. */
  cMapUrl?: string;
  signal?: AbortSignal;
}

/** True when the bytes start like a PDF (`%PDF-` within the first 1 KB, as viewers accept). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

/** The PDF's text as an Article, or why it cannot be checked (damaged, password, no text layer, too short). */
export async function readPdfArticle(
  pdfjs: PdfJs,
  bytes: Uint8Array,
  options: ReadPdfOptions,
): Promise<ExtractionResult> {
  let content: PdfContent;
  try {
    content = await readPdfContent(pdfjs, bytes, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return { ok: false, reason: 'pdf', message: pdfErrorMessage(error) };
  }
  return articleFromPdf(content, options);
}

async function readPdfContent(pdfjs: PdfJs, bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfContent> {
  const maxPages = options.maxPages ?? options.limits.maxPdfPages;
  const task = pdfjs.getDocument({
    // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    disableAutoFetch: true,
    disableStream: true,
    verbosity: 0,
    ...(options.cMapUrl ? { cMapUrl: options.cMapUrl, cMapPacked: true } : {}),
  });
  const abort = () => void task.destroy();
  options.signal?.addEventListener('abort', abort, { once: true });
  try {
    const doc = await task.promise;
    const meta = await doc.getMetadata().catch(() => null);
    const pages: string[][] = [];
    const last = Math.min(doc.numPages, maxPages);
    for (let number = 1; number <= last; number++) {
      options.signal?.throwIfAborted();
      const page = await doc.getPage(number);
      const text = await page.getTextContent();
      // Text a reader cannot see (render mode 3, white or transparent fill, tiny) never reaches the article.
      const ops = await page.getOperatorList().catch(() => null);
      const items = text.items.flatMap((item) => ('str' in item ? [item] : []));
      pages.push(
        pageParagraphs(visibleTextItems(items, ops, ops ? pdfjs.OPS : null, options.limits.pdfMinFontSize)),
      );
      page.cleanup();
    }
    return {
      pages,
      pageCount: doc.numPages,
      metadata: pdfMetadata({
        info: (meta?.info ?? {}) as Record<string, unknown>,
        xmp: meta?.metadata ?? null,
      }),
    };
  } finally {
    options.signal?.removeEventListener('abort', abort);
    await task.destroy().catch(() => undefined);
  }
}

/** pdf.js failures (named exceptions) in words a reader can act on. */
function pdfErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'PasswordException')
    return 'This PDF is protected by a password, so Cartographer cannot read it: open an unprotected copy and try again.';
  if (name === 'InvalidPDFException' || name === 'FormatError')
    return 'This file is not a readable PDF (it is damaged or not a PDF at all): download it again or open the publisher’s web page.';
  return `Cartographer could not read this PDF (${error instanceof Error ? error.message : String(error)}): download it again or open the publisher’s web page.`;
}

/** The size limit's message, for PDFs refused before they are read. */
export function pdfTooLargeMessage(bytes: number | null, limit: number): string {
  const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  return `This PDF is too large to check (${bytes === null ? 'over' : `${mb(bytes)};`} the limit is ${mb(limit)}): open a shorter version (a chapter or the summary) and try again.`;
}
