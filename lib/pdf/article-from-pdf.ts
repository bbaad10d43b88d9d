/** A PDF's text as an Article: pages of paragraphs joined with "\n\n", each page's span kept, metadata as title/byline/date. */
import type { EngineConfig } from '../engine/config';
import { siteOf } from '../engine/domain/url';
import type { ArticlePage, ExtractionResult, Paragraph } from '../engine/schemas';
import { countWords, PARAGRAPH_SEPARATOR } from '../extraction/paragraph-text';
import type { PdfMetadata } from './pdf-metadata';

/** What the reader took from a PDF: paragraphs per page read (page 1 first) and the document's metadata. */
export interface PdfContent {
  /** Paragraphs of each page read, in page order (empty for a page without text). */
  pages: string[][];
  /** Pages in the document (more than `pages.length` when the page limit cut it). */
  pageCount: number;
  metadata: PdfMetadata;
}

/** The run's PDF limits (`config.extraction`). */
type PdfLimits = Pick<
  EngineConfig['extraction'],
  'minWords' | 'maxTextChars' | 'maxPdfPages' | 'pdfMinFontSize'
>;

export interface PdfArticleOptions {
  url: string;
  limits: PdfLimits;
  /** Default `limits.minWords`. */
  minWords?: number;
  /** Default `limits.maxTextChars`. */
  maxTextChars?: number;
}

export const NO_TEXT_LAYER_MESSAGE =
  'This PDF has no text layer (it is probably scanned), so there is no text to check: find a version with selectable text (or the publisher’s web page) and check that.';

/** Fewer words than this per page, on average, means the pages are images with at most a stray page number. */
const MIN_WORDS_PER_PAGE = 5;

export function articleFromPdf(content: PdfContent, options: PdfArticleOptions): ExtractionResult {
  const minWords = options.minWords ?? options.limits.minWords;
  const maxTextChars = options.maxTextChars ?? options.limits.maxTextChars;
  let text = '';
  const paragraphs: Paragraph[] = [];
  const pages: ArticlePage[] = [];
  let truncated = content.pages.length < content.pageCount;
  content.pages.forEach((pageParagraphs, index) => {
    const page: ArticlePage = { number: index + 1, start: text.length, end: text.length };
    for (const paragraph of pageParagraphs) {
      const start = text.length + (text ? PARAGRAPH_SEPARATOR.length : 0);
      const room = maxTextChars - start;
      if (room <= 0) {
        truncated = true;
        break;
      }
      const piece = paragraph.length > room ? paragraph.slice(0, room) : paragraph;
      if (piece.length < paragraph.length) truncated = true;
      text = text ? `${text}${PARAGRAPH_SEPARATOR}${piece}` : piece;
      if (page.end === page.start) page.start = start;
      page.end = text.length;
      paragraphs.push({ start, end: text.length });
    }
    if (page.end === page.start) page.start = page.end = text.length;
    pages.push(page);
  });

  const wordCount = countWords(text);
  const pagesRead = Math.max(1, content.pages.length);
  if (wordCount === 0 || (wordCount < minWords && wordCount / pagesRead < MIN_WORDS_PER_PAGE)) {
    return { ok: false, reason: 'pdf', message: NO_TEXT_LAYER_MESSAGE };
  }
  if (wordCount < minWords) {
    return {
      ok: false,
      reason: 'too-short',
      message: `This PDF is too short to check (${wordCount} words; at least ${minWords} are needed): open a longer document and try again.`,
    };
  }
  const { metadata } = content;
  const firstLine = content.pages.flat()[0] ?? '';
  return {
    ok: true,
    article: {
      url: options.url,
      canonicalUrl: options.url,
      title: metadata.title ?? (firstLine.length <= 160 ? firstLine : fileName(options.url)),
      byline: metadata.author,
      siteName: publisherOf(options.url),
      publishedAt: metadata.publishedAt,
      lang: metadata.lang ?? 'und',
      text,
      paragraphs,
      wordCount,
      truncated,
      pages,
    },
  };
}

function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split('/').pop() || url);
  } catch {
    return url;
  }
}

/** The host that serves the PDF (without `www.`), null for a local file. */
function publisherOf(url: string): string | null {
  const host = siteOf(url);
  return !host || host === 'local.file' || url.startsWith('file:') ? null : host;
}
