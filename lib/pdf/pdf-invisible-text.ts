/**
 * Invisible PDF text: text drawn with render mode 3 or 7 (no paint: OCR layers, planted text), filled white or fully
 * transparent, or too small to read never reaches the article. pdf.js's `getTextContent` keeps all of it, so the
 * page's operator list is walked for the text state of every show-text operation and matched to the text items in
 * order. A text item the walk cannot place is kept (the reader fails open, and says what it read).
 */
import type { PdfTextItem } from './pdf-page-text';

/** The operator codes this reader needs (pdf.js's `OPS`). */
interface PdfOpCodes {
  save: number;
  restore: number;
  setGState: number;
  setTextRenderingMode: number;
  setFillRGBColor: number;
  setFillTransparent: number;
  showText: number;
  showSpacedText: number;
  nextLineShowText: number;
  nextLineSetSpacingShowText: number;
}

/** pdf.js `getOperatorList()`: parallel arrays of operator codes and their arguments. */
interface PdfOperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

interface TextPaint {
  mode: number;
  fill: string;
  fillAlpha: number;
}

/** How far (characters) ahead a text item is looked for before it is kept unplaced. */
const SEARCH_WINDOW = 4000;
/** Fill colours (pdf.js gives `#rrggbb`) a reader cannot see on a white page. */
const NEAR_WHITE = /^#(?:f[89a-f]){3}$/i;

const compact = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');

function glyphText(args: unknown): string {
  const glyphs = Array.isArray(args) ? (args[0] as unknown) : undefined;
  if (!Array.isArray(glyphs)) return '';
  return glyphs
    .map((g: unknown) =>
      g && typeof g === 'object' && 'unicode' in g ? String((g as { unicode: unknown }).unicode) : '',
    )
    .join('');
}

function hides(paint: TextPaint): boolean {
  if (paint.mode === 3 || paint.mode === 7) return true;
  const fills = paint.mode === 0 || paint.mode === 4;
  return fills && (paint.fillAlpha <= 0.05 || NEAR_WHITE.test(paint.fill));
}

/** Every shown character of the page (whitespace dropped, NFKC), with whether a reader can see it. */
function shownCharacters(ops: PdfOperatorList, OPS: PdfOpCodes): { text: string; hidden: boolean[] } {
  const shows = new Set([
    OPS.showText,
    OPS.showSpacedText,
    OPS.nextLineShowText,
    OPS.nextLineSetSpacingShowText,
  ]);
  const stack: TextPaint[] = [];
  let paint: TextPaint = { mode: 0, fill: '#000000', fillAlpha: 1 };
  let text = '';
  const hidden: boolean[] = [];
  for (let i = 0; i < ops.fnArray.length; i += 1) {
    const fn = ops.fnArray[i];
    const args = ops.argsArray[i];
    if (fn === OPS.save) stack.push({ ...paint });
    else if (fn === OPS.restore) paint = stack.pop() ?? paint;
    else if (fn === OPS.setTextRenderingMode && Array.isArray(args)) paint.mode = Number(args[0]);
    else if (fn === OPS.setFillRGBColor && Array.isArray(args)) paint.fill = String(args[0]);
    else if (fn === OPS.setFillTransparent) paint.fillAlpha = 0;
    else if (fn === OPS.setGState && Array.isArray(args) && Array.isArray(args[0])) {
      for (const entry of args[0] as unknown[])
        if (Array.isArray(entry) && entry[0] === 'ca') paint.fillAlpha = Number(entry[1]);
    } else if (fn !== undefined && shows.has(fn)) {
      const shown = compact(glyphText(args));
      text += shown;
      const invisible = hides(paint);
      for (let k = 0; k < shown.length; k += 1) hidden.push(invisible);
    }
  }
  return { text, hidden };
}

/** Font size of a text item in points: the vertical scale of its transform. */
function fontSizeOf(item: PdfTextItem): number {
  const [, , c = 0, d = 0] = item.transform;
  return Math.hypot(c, d);
}

/**
 * The text items a reader can see: drops items drawn invisible, white or transparent (read from the operator list)
 * and items smaller than `minFontSize` points.
 */
export function visibleTextItems<T extends PdfTextItem>(
  items: readonly T[],
  ops: PdfOperatorList | null,
  OPS: PdfOpCodes | null,
  minFontSize: number,
): T[] {
  const shown = ops && OPS ? shownCharacters(ops, OPS) : null;
  let cursor = 0;
  return items.filter((item) => {
    const key = compact(item.str);
    if (key === '') return true;
    if (fontSizeOf(item) < minFontSize) return false;
    if (!shown) return true;
    let at = shown.text.startsWith(key, cursor) ? cursor : shown.text.indexOf(key, cursor);
    if (at < 0 || at - cursor > SEARCH_WINDOW) at = -1;
    if (at < 0) return true;
    cursor = at + key.length;
    const flags = shown.hidden.slice(at, at + key.length);
    return flags.filter(Boolean).length * 2 < flags.length;
  });
}
