/**
 * What the reader sees, the one normaliser for matching, quoting, copy detection and prompts: invisible characters
 * removed, bidi controls resolved to reading order, NFKC; and which hidden characters a text carried.
 */
import { BIDI_CONTROL, readingOrder, readingText, type ReadingOrder } from './bidi-display';
import type { HiddenKind } from '../../schemas/claim';
import { foldLookalikeWords, skeleton } from './confusables';

/**
 * Characters a reader cannot see, bidi controls aside: zero-width space and joiners, word joiner and invisible
 * operators, soft hyphen, combining grapheme joiner, Mongolian and Khmer invisibles, variation selectors (they only
 * choose a glyph's style), Hangul fillers, BOM, and the Unicode tag block ("ASCII smuggling").
 */
const INVISIBLE_CHARS =
  /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200D\u2060-\u2065\u206A-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;
const INVISIBLE = new RegExp(INVISIBLE_CHARS.source, 'u');
const BIDI_CONTROLS = new RegExp(BIDI_CONTROL.source, 'gu');
const TAG_CHARS = /[\u{E0000}-\u{E007F}]/u;
const ZERO_WIDTH_IN_WORD = /[\p{L}\p{N}][\u00AD\u200B-\u200D\u2060\uFEFF]+[\p{L}\p{N}]/gu;

/** `text` with invisible characters (not bidi controls) removed. */
function withoutInvisible(text: string): string {
  return INVISIBLE.test(text) ? text.replace(INVISIBLE_CHARS, '') : text;
}

/** The text as its reader sees it: invisible characters out, bidi controls resolved ("\u202E97\u202C" → "79"), NFKC. */
export function readerView(text: string): string {
  const visible = readingText(withoutInvisible(text));
  // ASCII is its own NFKC form: skip the normalisation pass for it.
  return /^[\x00-\x7f]*$/.test(visible) ? visible : visible.normalize('NFKC');
}

/** The characters in stored order, invisible characters and bidi controls dropped, NFKC: what a raw reading takes. */
export function storedView(text: string): string {
  const stripped = withoutInvisible(text).replace(BIDI_CONTROLS, '');
  return /^[\x00-\x7f]*$/.test(stripped) ? stripped : stripped.normalize('NFKC');
}

/**
 * `readerView` before NFKC, with each UTF-16 unit's index in `text`: for finding a quote as the reader sees it and
 * answering with offsets into the page's own text. Callers apply NFKC per character.
 */
export function readerOrder(text: string): ReadingOrder {
  const order = readingOrder(text);
  if (!INVISIBLE.test(order.text)) return order;
  let out = '';
  const origin: number[] = [];
  let i = 0;
  for (const ch of order.text) {
    if (!INVISIBLE.test(ch)) {
      out += ch;
      for (let u = 0; u < ch.length; u += 1) origin.push(order.origin[i + u]!);
    }
    i += ch.length;
  }
  return { text: out, origin };
}

/** The key two texts are compared by: what the reader sees, then the confusables skeleton (lower case). */
export function matchText(text: string): string {
  return skeleton(readerView(text));
}

/**
 * The kinds of hidden or disguised characters `text` carries: bidi controls that change what is read (a mark
 * that changes nothing does not count), invisible characters inside words, Unicode tag characters, and words that
 * mix Latin with look-alike letters of other scripts.
 */
export function hiddenKinds(text: string): HiddenKind[] {
  const kinds: HiddenKind[] = [];
  const visible = withoutInvisible(text);
  if (BIDI_CONTROL.test(visible) && readingText(visible) !== visible.replace(BIDI_CONTROLS, ''))
    kinds.push('bidi-reordered');
  if ((text.match(ZERO_WIDTH_IN_WORD) ?? []).length > 0) kinds.push('invisible-characters');
  if (TAG_CHARS.test(text)) kinds.push('tag-characters');
  const view = readerView(text);
  if (foldLookalikeWords(view) !== view) kinds.push('look-alike-letters');
  return kinds;
}
