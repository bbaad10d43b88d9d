/**
 * The seen-before index's keys for a claim: selective keys, so that a lookup reads short postings however common
 * the claim's words are. A claim's signature (its content terms, figures, years and negation, in any order) finds
 * every repeat of it; its figures and years with one of its terms, or (without figures) pairs of its terms within
 * its years, find paraphrases. A paraphrase that drops or adds the year (which the matcher allows) is not found: a
 * known gap. Which terms make the keys is chosen by a hash of the term (a bottom-k sample), never by word order, so
 * a reordered or reworded telling of the claim samples the terms it shares with the earlier one alike.
 */
import { CLAIM_MATCH, SEEN_BEFORE } from '../engine/config';
import type { ClaimAnalysis } from '../engine/domain/claims/claim-match';

/** Keys a stored row carries (the multi-entry `terms` index). */
export function seenKeysOf(a: ClaimAnalysis): string[] {
  return [...new Set([signatureOf(a), ...sampleKeys(a, sampledTerms(a, SEEN_BEFORE.keyTermsStored))])];
}

/**
 * Keys a lookup reads for a claim, most selective first: its signature, then its figures with its first sampled
 * terms or, without figures, pairs of its first sampled terms; at most `SEEN_BEFORE.keysPerLookup`. An earlier
 * telling that the matcher would match has the same figures (a different figure never matches) and most of its
 * terms, so it carries one of these keys unless the two share almost no words.
 */
export function lookupKeysOf(a: ClaimAnalysis): string[] {
  const keys = [signatureOf(a), ...sampleKeys(a, sampledTerms(a, SEEN_BEFORE.keyTermsLooked))];
  return [...new Set(keys)].slice(0, SEEN_BEFORE.keysPerLookup);
}

/**
 * A claim with figures: its figures and years with each sampled term (a claim with other figures never matches, so
 * it needs no other key). Without figures: its years with each pair of sampled terms.
 */
function sampleKeys(a: ClaimAnalysis, sample: readonly string[]): string[] {
  const years = [...a.years, ...a.months].join(' ');
  const figures = [...a.figures, ...a.codes];
  if (figures.length > 0) return sample.map((t) => `#${figures.join(' ')}|${years}&${t}`);
  const keys: string[] = [];
  for (let i = 0; i < sample.length; i += 1)
    for (let j = i + 1; j < sample.length; j += 1) keys.push(pairKey(years, sample[i]!, sample[j]!));
  return keys;
}

/** The claim as a set: content terms, figures, codes, years and negation, in no order (hashed, short). */
function signatureOf(a: ClaimAnalysis): string {
  const parts = [
    contentTerms(a).sort().join(' '),
    [...a.figures, ...a.codes].join(' '),
    a.years.join(' '),
    a.months.join(' '),
    a.negated ? '!' : '',
  ];
  return `=${hash(parts.join('\u0001'))}`;
}

function pairKey(years: string, x: string, y: string): string {
  return x < y ? `${years}&${x}&${y}` : `${years}&${y}&${x}`;
}

/** Content terms and names (light words such as "say" are left out: paraphrases add and drop them). */
function contentTerms(a: ClaimAnalysis): string[] {
  const terms = [...a.terms].filter(([, w]) => w >= CLAIM_MATCH.weights.content).map(([t]) => t);
  return terms.length > 0 ? terms : [...a.terms.keys()];
}

/** The `k` content terms with the lowest hash: the same terms for any telling that has them. */
function sampledTerms(a: ClaimAnalysis, k: number): string[] {
  return contentTerms(a)
    .map((t) => ({ t, h: hash(t) }))
    .sort((x, y) => (x.h < y.h ? -1 : x.h > y.h ? 1 : 0))
    .slice(0, k)
    .map((x) => x.t);
}

/** FNV-1a over UTF-16 units, twice with two seeds: 16 hex digits. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193 + 2);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
