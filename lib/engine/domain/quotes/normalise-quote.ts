/** Text normalisation for quote matching, keeping a map from each normalised character back to the original. */
import { skeleton } from '../text/confusables';
import { readerOrder } from '../text/reader-view';

const DOUBLE_QUOTES = /["“”„‟″‶«»‹›〝〞＂「」『』]/u;
const SINGLE_QUOTES = /['‘’‚‛′`´]/u;
const DASHES = /[‐‑‒–—―−﹘﹣－]/u;

interface Normalised {
  text: string;
  /** For each character of `text`, the index of the original character it came from. */
  origin: number[];
}

/**
 * The text as its reader sees it (`readerOrder`: invisible characters dropped, bidi controls resolved), lower case,
 * NFKC, look-alike letters as their Latin prototype (`skeleton`), typographic quotes removed (apostrophes inside
 * words kept as '), dashes as '-' with no space around them, ellipses as '...', whitespace collapsed to one space.
 */
export function normaliseForQuote(input: string): Normalised {
  const chars: string[] = [];
  const origin: number[] = [];
  const push = (c: string, at: number): void => {
    chars.push(c);
    origin.push(at);
  };
  const read = readerOrder(input);
  let index = 0;
  for (const raw of read.text) {
    const at = read.origin[index] ?? index;
    index += raw.length;
    if (DOUBLE_QUOTES.test(raw)) continue;
    if (raw === '…') {
      for (const c of '...') push(c, at);
      continue;
    }
    if (SINGLE_QUOTES.test(raw)) push("'", at);
    else if (DASHES.test(raw)) push('-', at);
    else if (/\s/u.test(raw)) push(' ', at);
    else for (const c of skeleton(raw.normalize('NFKC'))) push(c, at);
  }
  // Second pass: drop quote-like apostrophes (not between letters/digits), spaces around dashes, repeated spaces.
  const outChars: string[] = [];
  const outOrigin: number[] = [];
  for (let i = 0; i < chars.length; i += 1) {
    const c = chars[i] as string;
    const prev = outChars[outChars.length - 1];
    const next = chars[i + 1];
    if (c === "'" && !(isWordChar(prev) && isWordChar(next))) continue;
    if (
      c === ' ' &&
      (prev === undefined ||
        prev === ' ' ||
        prev === '-' ||
        next === '-' ||
        next === ' ' ||
        next === undefined)
    )
      continue;
    outChars.push(c);
    outOrigin.push(origin[i] as number);
  }
  return { text: outChars.join(''), origin: outOrigin };
}

function isWordChar(c: string | undefined): boolean {
  return c !== undefined && /[\p{L}\p{N}]/u.test(c);
}

/** Splits a normalised quote at ellipses ('...', '[...]', '(...)') marking omitted text; trims edge punctuation. */
export function quoteSegments(normalisedQuote: string): string[] {
  return normalisedQuote
    .split(/\s?[[(]?\.\.\.[\])]?\s?/u)
    .map((s) => s.replace(/^[\s.,;:!?-]+|[\s.,;:!?]+$/gu, ''))
    .filter((s) => s.length > 0);
}
