/** Word tokens for quote matching in every script: combining marks kept, unspaced scripts (CJK, Thai…) cut by the segmenter. */
import { wordSpansOf } from '../text/segment';

interface QuoteToken {
  token: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['.,:%][\p{L}\p{M}\p{N}]+)*%?/gu;
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

/** Tokens of (normalised) text with [start, end) offsets; numbers keep inner '.', ',' and ':'. */
export function quoteTokens(text: string): QuoteToken[] {
  const out: QuoteToken[] = [];
  for (const m of text.matchAll(WORD)) {
    if (!UNSPACED.test(m[0])) {
      out.push({ token: m[0], start: m.index, end: m.index + m[0].length });
      continue;
    }
    // Han and Kana are cut by the Chinese/Japanese dictionary whatever the page's language tag says.
    for (const w of wordSpansOf(m[0], 'zh'))
      out.push({ token: w.text, start: m.index + w.start, end: m.index + w.end });
  }
  return out;
}

/** True when the token's letters have no upper/lower case (Han, Kana, Hangul, Arabic, Hebrew, Devanagari…). */
export function isUncased(token: string): boolean {
  const letters = token.match(/\p{L}/gu);
  return !!letters && letters.every((c) => c.toLowerCase() === c.toUpperCase());
}
