/** Derived History fields of a run: lower-cased search words (for the `*searchTerms` index) and its site. */
import type { Claim, Run } from '../engine/schemas';
import { siteOf } from '../engine/domain/url';

/** Words too common in URLs to be worth indexing. */
const URL_NOISE = new Set(['http', 'https', 'www', 'html', 'htm', 'php', 'aspx']);
/** Cap so one huge run cannot blow up the multi-entry index. */
const MAX_TERMS = 400;

/** Lower-cases, strips diacritics (so "zurich" finds "Zürich") and splits into words of ≥ 2 characters. */
export function tokenize(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 2);
}

/** Unique search words for a run: title, site name, host, URL words, statement and claim texts. */
export function searchTermsFor(run: Run, claims: readonly Pick<Claim, 'text' | 'quote'>[]): string[] {
  const terms = new Set<string>();
  const add = (words: Iterable<string>) => {
    for (const word of words) if (terms.size < MAX_TERMS) terms.add(word);
  };
  const site = siteOf(run.article.url);
  if (site) terms.add(site);
  add(tokenize(run.article.title));
  add(tokenize(run.article.siteName ?? ''));
  add(tokenize(run.article.url).filter((word) => !URL_NOISE.has(word)));
  add(tokenize(run.statement ?? ''));
  for (const claim of claims) add(tokenize(claim.text));
  return [...terms];
}
