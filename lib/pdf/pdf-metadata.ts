/** Title, author and date of a PDF from its Info dictionary, falling back to its XMP metadata. */
import { normalizeDate } from '../extraction/published-date';
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
export interface PdfMetadataSource {
  info: Record<string, unknown>;
  xmp: { get(name: string): unknown } | null;
}

/**
 * A PDF date (`D:YYYYMMDDHHmmSSOHH'mm'`, every part after the year optional) or an XMP date as ISO 8601 UTC;
 * null when it is not a date.
 */
export function parsePdfDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  const pdf =
    /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?\s*(?:(Z)|([+-])(\d{2})'?(?:(\d{2})'?)?)?/.exec(
      v,
    );
  if (pdf && !/^\d{4}-/.test(v)) {
    const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', z, sign, oh, om = '00'] = pdf;
    const zone = z || !sign ? 'Z' : `${sign}${oh}:${om}`;
    return normalizeDate(`${y}-${mo}-${d}T${h}:${mi}:${s}${zone}`);
  }
  return normalizeDate(v);
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
      parsePdfDate(info.CreationDate) ??
      parsePdfDate(read('xmp:createdate')) ??
      parsePdfDate(info.ModDate) ??
      parsePdfDate(read('xmp:modifydate')),
    lang: text(info.Language),
  };
}
