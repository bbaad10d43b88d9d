/**
 * Text with bidi controls as its reader reads it: embeddings, overrides and isolates resolved to display order.
 *
 * "\u202E97\u202C percent" displays as "79 percent": the override lays 9 and 7 out right to left. Each line that
 * carries a control is laid out by the Unicode Bidirectional Algorithm (`bidi-levels`, rule L2), then read back as a
 * reader reads what is shown, which is the same algorithm applied to the displayed characters without controls: so
 * Hebrew or Arabic words, and numbers inside them, come back in their reading order, and only what the controls
 * changed stays changed. Lines without a control are returned as they are.
 *
 * Left out of UAX #9, and why that is safe here: bracket pairs (N0), which place a neutral bracket beside its pair
 * when both sides disagree; mirrored glyphs (L4: "(" shown as ")" in right-to-left runs), since they read the same;
 * combining marks kept after their base (L3); the paragraph direction comes from the first strong letter (P2–P3),
 * not from markup (`dir`), which the extracted text no longer has; character classes come from ranges
 * (`bidi-class`), exact for everything an override or isolate is used on in practice.
 */
import { lineLevels } from './bidi-levels';

/** The bidi formatting characters: LRE RLE PDF LRO RLO, LRI RLI FSI PDI, and the marks LRM RLM ALM. */
export const BIDI_CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const PARAGRAPH_END = /[\n\r\u001C-\u001E\u0085\u2029]/u;

/** Text as read, with each UTF-16 unit's index in the original (for offsets back into the page's text). */
export interface ReadingOrder {
  text: string;
  origin: number[];
}

/** Rule L2: code point indices in visual order (left to right); X9-removed controls (level -1) left out. */
function visualOrder(levels: readonly number[]): number[] {
  const order = levels.flatMap((l, i) => (l >= 0 ? [i] : []));
  const lv = order.map((i) => levels[i]!);
  const highest = Math.max(0, ...lv);
  const lowestOdd = Math.min(...lv.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let k = 0; k < lv.length; k += 1) {
      if (lv[k]! < level) continue;
      let end = k;
      while (end < lv.length && lv[end]! >= level) end += 1;
      order.splice(k, end - k, ...order.slice(k, end).reverse());
      lv.splice(k, end - k, ...lv.slice(k, end).reverse());
      k = end;
    }
  }
  return order;
}

/** The code point indices of one line in reading order, controls left out. */
function readLine(chars: readonly string[]): number[] {
  const { paragraphLevel, levels } = lineLevels(chars);
  const shownOrder = visualOrder(levels).filter((i) => !BIDI_CONTROL.test(chars[i]!));
  const shown = shownOrder.map((i) => chars[i]!);
  return visualOrder(lineLevels(shown, paragraphLevel).levels).map((k) => shownOrder[k]!);
}

/** `text` in reading order with origins; every line without a bidi control unchanged. */
export function readingOrder(text: string): ReadingOrder {
  if (!BIDI_CONTROL.test(text)) return { text, origin: Array.from({ length: text.length }, (_, i) => i) };
  const units: number[] = [];
  let out = '';
  const chars: string[] = [];
  const starts: number[] = [];
  let index = 0;
  const flushLine = () => {
    const order = chars.some((c) => BIDI_CONTROL.test(c)) ? readLine(chars) : chars.map((_, i) => i);
    for (const i of order) {
      out += chars[i]!;
      for (let u = 0; u < chars[i]!.length; u += 1) units.push(starts[i]! + u);
    }
    chars.length = 0;
    starts.length = 0;
  };
  for (const ch of text) {
    if (PARAGRAPH_END.test(ch)) {
      flushLine();
      out += ch;
      units.push(index);
    } else {
      chars.push(ch);
      starts.push(index);
    }
    index += ch.length;
  }
  flushLine();
  return { text: out, origin: units };
}

/** `text` as its reader reads it (bidi controls resolved and removed); unchanged when it carries none. */
export function readingText(text: string): string {
  return BIDI_CONTROL.test(text) ? readingOrder(text).text : text;
}
