/** Title, author and date of a PDF from its Info dictionary, falling back to its XMP metadata. */
import { pdfDate } from '../engine/domain/dates/read-date';
import { normalizeWhitespace } from '../extraction/paragraph-text';

export interface PdfMetadata {
  title: string | null;
  author: string | null;
  /** ISO 8601 (UTC), or null when the PDF gives no readable date. */
  publishedAt: string | null;
  /** BCP 47 tag from the catalog's /Lang, or null. */
  lang: string | null;
}

/** What pdf.js `getMetadata()` returns: the Info dictionary and an XMP reader (keys lower-cased, e.g. `dc:title`). */
interface PdfMetadataSource {
  info: Record<string, unknown>;
  xmp: { get(name: string): unknown } | null;
}

function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value.filter((v) => typeof v === 'string').join(', '));
  if (typeof value !== 'string') return null;
  const clean = normalizeWhitespace(value);
  return clean ? clean.slice(0, 300) : null;
}

/** Titles that name the file or the program that wrote it, not the document ("Microsoft Word - draft.docx"). */
function isJunkTitle(title: string): boolean {
  return (
    /^(microsoft (word|powerpoint|excel) - |untitled\b)/i.test(title) ||
    /\.(docx?|pdf|pptx?|odt|rtf|tex|indd)$/i.test(title)
  );
}

export function pdfMetadata({ info, xmp }: PdfMetadataSource): PdfMetadata {
  const read = (name: string) => (xmp ? xmp.get(name) : null);
  const titles = [text(info.Title), text(read('dc:title'))].filter((t): t is string => t !== null);
  return {
    title: titles.find((t) => !isJunkTitle(t)) ?? null,
    author: text(info.Author) ?? text(read('dc:creator')),
    publishedAt:
      pdfDate(info.CreationDate) ??
      pdfDate(read('xmp:createdate')) ??
      pdfDate(info.ModDate) ??
      pdfDate(read('xmp:modifydate')),
    lang: text(info.Language),
  };
}
