/**
 * Query templates (the no-model path, and the floor under model queries): one neutral query and adversarial
 * counter-queries, all in the claim's own language with that language's counter words. Without a model nothing is
 * translated: a German claim is searched in German, and the reasons say so.
 */
import type { PlannedQuery } from '../../schemas';
import { claimSearchTerms, withoutCompoundFigures } from './claim-search-terms';
import { numbersIn } from '../text/content-words';
import { COUNTER_WORDS, fill, type CounterWords } from './counter-words';

/** Primary language subtag ("de-CH" → "de"); "und"/empty → "en". */
export function primaryLang(lang: string | undefined): string {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return primary && primary !== 'und' ? primary : 'en';
}

/** The counter words for `lang`, and whether they are that language's own (English stands in otherwise). */
export function counterWordsFor(lang: string): { words: CounterWords; own: boolean } {
  const own = COUNTER_WORDS[lang];
  return own ? { words: own, own: true } : { words: COUNTER_WORDS.en!, own: false };
}

function inLanguage(lang: string): string {
  return lang === 'en' ? '' : ` (in the article's language, ${lang}: no model to translate)`;
}

/** The neutral query: the claim's own content words (`claimSearchTerms`), in its language. */
export function neutralQuery(claim: { text: string; lang?: string }): PlannedQuery {
  const lang = primaryLang(claim.lang);
  return {
    text: claimSearchTerms(claim.text, lang, 8).join(' '),
    intent: 'neutral',
    lang,
    reason: `neutral: key terms of the claim${inLanguage(lang)}`,
  };
}

/** Counter-queries (opposing number when the claim has one, negation, fact check, debunked, criticism) in its language. */
export function counterQueries(claim: { text: string; lang?: string }, max = 6): PlannedQuery[] {
  const lang = primaryLang(claim.lang);
  const terms = claimSearchTerms(claim.text, lang, 6).join(' ');
  if (!terms) return [];
  const { words, own } = counterWordsFor(lang);
  const note = own ? inLanguage(lang) : ` (no counter words for ${lang}: English ones used)`;
  const make = (template: string, t: string, why: string): PlannedQuery => ({
    text: fill(template, t),
    intent: 'counter',
    lang,
    reason: `counter: ${why}${note}`,
  });
  const out: PlannedQuery[] = [];
  const figures = withoutCompoundFigures(claim.text);
  const numbers = numbersIn(figures).filter((n) => !/^(?:19|20)\d\d$/.test(n));
  const withoutNumbers = claimSearchTerms(figures.replace(/\d+(?:[.,]\d+)*\s*%?/g, ' '), lang, 6).join(' ');
  // A claim of figures is checked by the figure others give: that query first (the first hop's budget keeps it).
  if (numbers.length > 0 && withoutNumbers)
    out.push(make(words.noEvidence, withoutNumbers, `opposing number (not ${numbers[0]})`));
  out.push(
    make(words.falseQ, terms, 'negation ("false")'),
    make(words.factCheck, terms, 'existing fact-checks'),
  );
  out.push(make(words.debunked, terms, 'debunked'));
  out.push(make(words.criticism, claimSearchTerms(claim.text, lang, 4).join(' '), 'criticism'));
  return dedupeQueries(out).slice(0, max);
}

/** Drops queries whose normalised text was seen already (case, spacing, word order). */
export function dedupeQueries<T extends { text: string }>(queries: T[], seen: Set<string> = new Set()): T[] {
  const out: T[] = [];
  for (const q of queries) {
    const key = queryKey(q.text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

/** Order-insensitive key of a query text. */
export function queryKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}
