/** Sentences and words of any script (spaced or not) by Intl.Segmenter: the one place text is split or counted. */
import { readerView } from './reader-view';

export interface TextSpan {
  /** `text === source.slice(start, end)`. */
  text: string;
  start: number;
  end: number;
}

type Granularity = 'sentence' | 'word';

const FALLBACK_LOCALE = 'en';
const segmenters = new Map<string, Intl.Segmenter>();

/** One Segmenter per (locale, granularity), built on first use; an unknown or malformed tag uses the fallback. */
function segmenter(lang: string | null | undefined, granularity: Granularity): Intl.Segmenter {
  const locale = (lang ?? '').trim() || FALLBACK_LOCALE;
  const key = `${granularity}:${locale}`;
  let found = segmenters.get(key);
  if (!found) {
    try {
      found = new Intl.Segmenter(locale, { granularity });
    } catch {
      found = segmenter(FALLBACK_LOCALE, granularity);
    }
    segmenters.set(key, found);
  }
  return found;
}

/** Words that end in a full stop without ending the sentence ("Dr. Olsen", "z.B. im", "p. 12"). */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof st vs etc e.g i.e inc ltd co corp jr sr jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'no fig approx u.s u.k u.n e.u z.b bzw ca usw vgl dt nr mio mrd mme mlle env p pp vol al ' +
    'г гг т.е т.д т.п др им ул млн млрд тыс руб'
  ).split(' '),
);

/** Whether a sentence segment ends in an abbreviation or an initial rather than at a real sentence end. */
function endsInAbbreviation(segment: string): boolean {
  const m = /([\p{L}.]*\p{L})\.\s*$/u.exec(segment);
  if (!m) return false;
  const word = (m[1] ?? '').replace(/^\.+/, '');
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  // A single capital initial ("J. Smith").
  return /^\p{Lu}$/u.test(word);
}

/** Whether a segment continues the previous one: it starts (after spaces and quotes) with a lower-case letter. */
function continuesSentence(segment: string): boolean {
  return /^[\s"'“‘„«(\[]*\p{Ll}/u.test(segment);
}

const count = (text: string, marks: RegExp) => text.match(marks)?.length ?? 0;

/**
 * Whether a CJK sentence so far has a quotation still open (「人口は増えた。 … 」と述べた, “…。…”): its full stops end the
 * quoted sentences, not the one that quotes them. Bounded, so an unclosed bracket cannot swallow a page.
 */
function insideCjkQuote(previous: string): boolean {
  if (previous.length > 400) return false;
  if (count(previous, /[「『]/gu) > count(previous, /[」』]/gu)) return true;
  return /\p{Script=Han}/u.test(previous) && count(previous, /“/gu) > count(previous, /”/gu);
}

/** Longest quotation kept whole across sentence ends: an unclosed quote mark cannot swallow a paragraph. */
const MAX_QUOTE_CHARS = 600;

/**
 * Whether a sentence so far has a quotation still open ("We will not stop. The numbers are clear," she said): the
 * quoted full stops end the quoted sentences, not the one that quotes them, so a quotation is never split mid-quote.
 * German „…“, English “…” and "…", French «…»; bounded like the CJK rule.
 */
function insideQuote(previous: string): boolean {
  if (insideCjkQuote(previous)) return true;
  if (previous.length > MAX_QUOTE_CHARS) return false;
  const low = count(previous, /„/gu);
  if (low > 0) return low > count(previous, /[“”]/gu);
  if (count(previous, /“/gu) > count(previous, /”/gu)) return true;
  if (count(previous, /«/gu) > count(previous, /»/gu)) return true;
  // A straight quote after a digit is inches (5 feet 11"), not a quotation mark.
  return count(previous, /(?<!\d)"/gu) % 2 === 1;
}

/**
 * The sentences of `text` in order, with exact offsets and no surrounding whitespace. Boundaries are Unicode's
 * (。！？ । ؟ … as well as . ! ?); a line break always ends a sentence; abbreviations, initials, a following
 * lower-case word and a quotation still open do not.
 */
export function sentencesOf(text: string, lang?: string | null): TextSpan[] {
  const out: TextSpan[] = [];
  let start = -1;
  let end = -1;
  const flush = () => {
    if (start >= 0) pushTrimmed(out, text, start, end);
    start = -1;
  };
  for (const piece of segmenter(lang, 'sentence').segment(text)) {
    const pieceEnd = piece.index + piece.segment.length;
    if (start >= 0) {
      const previous = text.slice(start, end);
      const joins =
        !/\n\s*$/.test(previous) &&
        (endsInAbbreviation(previous) || continuesSentence(piece.segment) || insideQuote(previous)) &&
        piece.segment.trim() !== '';
      if (!joins) flush();
    }
    if (start < 0) start = piece.index;
    end = pieceEnd;
  }
  flush();
  return out;
}

function pushTrimmed(out: TextSpan[], text: string, from: number, to: number): void {
  let s = from;
  let e = to;
  while (s < e && /\s/u.test(text[s]!)) s++;
  while (e > s && /\s/u.test(text[e - 1]!)) e--;
  if (e > s) out.push({ text: text.slice(s, e), start: s, end: e });
}

/**
 * The entries of a word-list literal in source code (a lexicon, not page text), as written: separated by white
 * space, so multi-word-looking entries such as Japanese "なかっ" stay whole.
 */
export function wordList(literal: string): string[] {
  return literal.split(/\s+/).filter(Boolean);
}

/** Scripts the segmenter cuts by dictionary (no spaces) or by its own rules (Hangul next to digits). */
const UNSPACED =
  /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/**
 * Unicode's word rule for spaced scripts (UAX #29 as the segmenter applies it): letters, marks and digits, joined
 * by an inner apostrophe, full stop, comma or colon ("don't", "U.S", "1,274", "3.5"). Several times faster than
 * iterating the segmenter, which matters on long pages; the result is the same for text without unspaced scripts.
 */
const SPACED_WORD = /[\p{L}\p{M}\p{N}_]+(?:['’.,:·][\p{L}\p{M}\p{N}_]+)*/gu;

/** The word-like segments of `text` (words and numbers, no punctuation or spaces), as written, with offsets. */
export function wordSpansOf(text: string, lang?: string | null): TextSpan[] {
  const out: TextSpan[] = [];
  if (!UNSPACED.test(text)) {
    for (const m of text.matchAll(SPACED_WORD))
      out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
    return out;
  }
  for (const piece of segmenter(lang, 'word').segment(text)) {
    if (!piece.isWordLike) continue;
    out.push({ text: piece.segment, start: piece.index, end: piece.index + piece.segment.length });
  }
  return out;
}

/** Zero of each decimal digit block other than ASCII (full-width digits are folded by NFKC). */
const DIGIT_ZEROS = [
  0x660, 0x6f0, 0x7c0, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xde6, 0xe50, 0xed0,
  0xf20, 0x1040, 0x1090, 0x17e0, 0x1810,
];
const DIGITS = new RegExp(
  `[${DIGIT_ZEROS.map((z) => `\\u{${z.toString(16)}}-\\u{${(z + 9).toString(16)}}`).join('')}\\u066B\\u066C]`,
  'gu',
);

/** ASCII digits for any script's digits ("١٢٠٠" → "1200", "२०२३" → "2023"; Arabic ٫ ٬ → . ,). */
export function asciiDigits(text: string): string {
  return text.replace(DIGITS, (ch) => {
    const code = ch.codePointAt(0)!;
    if (code === 0x66b) return '.';
    if (code === 0x66c) return ',';
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9)!;
    return String(code - zero);
  });
}

/** Text folded for matching: as the reader sees it (`readerView`: invisibles out, bidi resolved, NFKC), ASCII digits, lower case. */
function foldText(text: string): string {
  return asciiDigits(readerView(text)).toLowerCase();
}

/**
 * The words of `text` for counting and matching: word-like segments only, folded (as the reader sees them, NFKC,
 * ASCII digits, lower case). Chinese, Japanese, Thai and other unspaced scripts are split into words by the segmenter's dictionary.
 */
export function wordsOf(text: string, lang?: string | null): string[] {
  return wordSpansOf(foldText(text), lang).map((w) => w.text);
}

/** How many words `text` has, in any script; a date or range of numbers ("2024-03-10", "9/11") counts once. */
export function countWords(text: string, lang?: string | null): number {
  const joined = text.replace(/(\d)[-/–](?=\d)/g, '$1');
  if (!UNSPACED.test(joined)) return joined.match(SPACED_WORD)?.length ?? 0;
  let n = 0;
  for (const piece of segmenter(lang, 'word').segment(joined)) if (piece.isWordLike) n++;
  return n;
}
