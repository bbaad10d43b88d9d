/**
 * Which words a search query may carry (issue 20): the claim's and its quotes' words, the search vocabulary (counter
 * words of every language, "official statistics", years) and function words. Anything else in a query came from text
 * a page could write, so it is cut before the query leaves the browser.
 */
import { normaliseUntrusted } from '../../domain/quotes/normalise-untrusted';
import { COUNTER_WORDS } from './counter-words';
import { queryTerms } from './query-terms';

/** The words a query may use, as stems (alphabetic scripts) and as text (unspaced scripts: substrings). */
interface QueryVocabulary {
  stems: Set<string>;
  text: string;
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const YEAR = /^(?:1[5-9]\d\d|20\d\d)$/u;

/** Rebuttal vocabulary every adversarial query may use, in English (the counter words cover the other languages). */
const SEARCH_WORDS =
  'myth hoax misleading wrong refuted refutes retracted retraction disputed contradicts denied fake evidence study data report official statistics figures claim claims';

const SEARCH_TEXT = [
  SEARCH_WORDS,
  ...Object.values(COUNTER_WORDS).flatMap((w) =>
    [w.falseQ, w.factCheck, w.debunked, w.criticism, w.noEvidence, w.official].map((t) =>
      t.replace('{t}', ' '),
    ),
  ),
].join(' \n ');

/** A light stem so "vaccines"/"vaccine" meet; unspaced-script words and numbers stay whole. */
function stemOf(word: string): string {
  return /^\p{N}/u.test(word) || !/^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u.test(word)
    ? word
    : [...word].slice(0, 5).join('');
}

/** The vocabulary of `texts` (the claim, its quote, verified quotes) plus the search vocabulary. */
export function queryVocabulary(texts: readonly string[], lang: string): QueryVocabulary {
  const text = normaliseUntrusted([...texts, SEARCH_TEXT].join(' \n ')).toLowerCase();
  const stems = new Set<string>();
  for (const l of new Set([lang, 'en'])) for (const t of queryTerms(text, l, 100_000)) stems.add(stemOf(t));
  return { stems, text };
}

/** Whether `word` (a query term, lower case) is in the vocabulary. */
function allows(vocabulary: QueryVocabulary, word: string): boolean {
  if (YEAR.test(word)) return true;
  if (UNSPACED.test(word)) return vocabulary.text.includes(word);
  return vocabulary.stems.has(stemOf(word));
}

/**
 * The query's terms the vocabulary lacks, each once (function words never count). `alsoAllowed` lets a caller accept
 * words from elsewhere (e.g. a model's own words that occur nowhere in the page).
 */
export function foreignWords(
  query: string,
  vocabulary: QueryVocabulary,
  lang: string,
  alsoAllowed: (word: string) => boolean = () => false,
): string[] {
  return queryTerms(normaliseUntrusted(query), lang, 100).filter(
    (w) => !allows(vocabulary, w) && !alsoAllowed(w),
  );
}

/** `query` with the given words removed (whole words, any case), spaces tidied; null when nothing is left. */
export function withoutWords(query: string, words: readonly string[]): string | null {
  if (words.length === 0) return query;
  const drop = new Set(words);
  const kept = normaliseUntrusted(query)
    .split(/\s+/u)
    .filter((token) => {
      const terms = queryTerms(token, 'und', 10);
      return terms.length === 0 || !terms.some((t) => drop.has(t));
    })
    .join(' ')
    .trim();
  return /[\p{L}\p{N}]/u.test(kept) ? kept : null;
}

/** Whether `word` occurs in `text` (as a term, or as a substring for unspaced scripts). */
export function occursIn(text: string, lang: string): (word: string) => boolean {
  const lower = normaliseUntrusted(text).toLowerCase();
  const stems = new Set(queryTerms(lower, lang, 1_000_000).map(stemOf));
  return (word) => (UNSPACED.test(word) ? lower.includes(word) : stems.has(stemOf(word)));
}
