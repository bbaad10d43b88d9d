/** One PDF page's text items (pdf.js `getTextContent`) as paragraphs: lines joined by a space, gaps split paragraphs. */
import { normalizeWhitespace } from '../extraction/paragraph-text';

/** The part of a pdf.js `TextItem` this reader uses. */
export interface PdfTextItem {
  str: string;
  /** `[a, b, c, d, e, f]`: `f` is the baseline's y (PDF units, up is positive). */
  transform: number[];
  height: number;
  hasEOL?: boolean;
}

/** A vertical gap larger than this many line heights starts a new paragraph. */
const PARAGRAPH_GAP = 1.6;

interface Line {
  y: number;
  height: number;
  text: string;
}

function linesOf(items: readonly PdfTextItem[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let breakAfter = false;
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
    const sameLine = current !== null && !breakAfter && Math.abs(current.y - y) < height * 0.5;
    if (!sameLine && (item.str.trim() !== '' || current === null)) {
      current = { y, height, text: item.str };
      lines.push(current);
    } else if (current) {
      current.text += item.str;
      current.height = Math.max(current.height, height);
    }
    breakAfter = item.hasEOL === true;
  }
  return lines.filter((line) => line.text.trim() !== '');
}

/**
 * Paragraphs of one page: items on one baseline form a line, lines follow each other with a space, and a gap of
 * more than 1.6 line heights (or a jump upwards: a new column) ends a paragraph. Whitespace is collapsed.
 */
export function pageParagraphs(items: readonly PdfTextItem[]): string[] {
  const paragraphs: string[] = [];
  let parts: string[] = [];
  let previous: Line | null = null;
  for (const line of linesOf(items)) {
    if (previous) {
      const gap = previous.y - line.y;
      if (gap > PARAGRAPH_GAP * Math.max(previous.height, line.height) || gap < -previous.height) {
        paragraphs.push(parts.join(' '));
        parts = [];
      }
    }
    parts.push(line.text);
    previous = line;
  }
  if (parts.length) paragraphs.push(parts.join(' '));
  return paragraphs.map(normalizeWhitespace).filter(Boolean);
}
