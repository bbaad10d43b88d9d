/**
 * The search terms of one claim, from its own content words only (issue 22 item 6): discourse and filler words
 * ("look at", "the number of", "since") dropped, figures written with a slash or hyphen kept whole ("9/11",
 * "COVID-19"), and — when there are more words than fit — names, figures and specific words kept before common ones,
 * in the claim's own order.
 */
import { queryTerms } from './query-terms';
import { withoutWebAddresses } from '../text/web-address';

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** A figure joined by a slash or hyphen ("9/11", "24/7", "COVID-19", "G-20"): searched as one term. */
const COMPOUND_FIGURE = /^(?=[\p{L}\p{N}/-]*\p{N})[\p{L}\p{N}]+(?:[/-][\p{L}\p{N}]+)+$/u;

/**
 * English words a claim carries that say nothing about its subject: imperatives of discourse, vague quantities and
 * connectives the stopword lists keep. A search on them finds pages about anything ("look number americans killed
 * since 11" found measles death counts).
 */
const FILLER = new Set(
  (
    'look looking see seen consider remember imagine note notice think know say says said saying tell told ' +
    'according since just also even really actually indeed well still already ever yet ago lot lots number ' +
    'numbers amount kind sort type way thing things something anything everything fact today now here there'
  ).split(' '),
);

/** How specific a term is: figures and names first, long words next, common short words last. */
function specificity(term: string, named: boolean): number {
  if (/\p{N}/u.test(term)) return 3;
  if (named) return 3;
  return [...term].length >= 7 ? 2 : 1;
}

/** Words written with a capital inside the sentence (not its first word): names of people, places, bodies. */
function namedWords(text: string): Set<string> {
  const named = new Set<string>();
  const words = text.split(/\s+/u);
  for (const [i, raw] of words.entries()) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const sentenceStart = i === 0 || /[.!?:]["”’)]*$/u.test(words[i - 1] ?? '');
    if (!sentenceStart && /^\p{Lu}/u.test(word)) for (const t of queryTerms(word, 'und', 4)) named.add(t);
  }
  return named;
}

/** The claim's terms in order, compound figures whole, function and filler words dropped, each once. */
function termsInOrder(text: string, lang: string): string[] {
  if (UNSPACED.test(text)) return queryTerms(text, lang, 1000);
  const out: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.normalize('NFC').split(/\s+/u)) {
    const token = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '').toLowerCase();
    const terms = COMPOUND_FIGURE.test(token) ? [token] : queryTerms(raw, lang, 100);
    for (const t of terms) {
      if (seen.has(t) || FILLER.has(t)) continue;
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

/**
 * Up to `max` search terms of `text` (a claim), in the claim's order: when it has more, its names, figures and
 * longer words are kept before its common short words.
 */
export function claimSearchTerms(claimText: string, lang: string, max = 8): string[] {
  // A web address in a claim is where the page points, not what it says: no query may carry it (or its words).
  const text = withoutWebAddresses(claimText);
  const terms = termsInOrder(text, lang);
  if (terms.length <= max) return terms;
  const named = namedWords(text);
  const ranked = terms
    .map((term, position) => ({ term, position, score: specificity(term, named.has(term)) }))
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, max)
    .sort((a, b) => a.position - b.position);
  return ranked.map((r) => r.term);
}

/** The claim's text with its compound figures taken out (so "9/11" is not read as the numbers 9 and 11). */
export function withoutCompoundFigures(text: string): string {
  return text
    .split(/(\s+)/u)
    .map((raw) => (COMPOUND_FIGURE.test(raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}%]+$/gu, '')) ? ' ' : raw))
    .join('');
}
