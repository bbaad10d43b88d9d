/**
 * Whether two claims state the same thing: one matcher for the fact-check index and for claims seen in earlier runs.
 * Survives paraphrase, word order and (word for word) another language; never crosses a different figure, negation,
 * person, place or year.
 */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import { analyseClaim, type ClaimAnalysis, type ClaimText } from './analyse-claim';
import { matchAnalysed, type ClaimMatch } from './compare-claims';

export type { ClaimText } from './analyse-claim';
export { analyseClaim, type ClaimAnalysis } from './analyse-claim';
export { createClaimIndex } from './claim-index';
export { matchAnalysed } from './compare-claims';

/**
 * Index terms of a claim: shared forms of its words (normalised, stop words out, stemmed, known words of other
 * languages in their English form), names, then figures and years as `#5`, `#30%`, `#2020`. Deterministic, no
 * duplicates, at most `claimMatch.maxIndexTerms`, heaviest first.
 */
export function claimIndexTerms(claim: ClaimText, thresholds: ClaimMatchThresholds = CLAIM_MATCH): string[] {
  return indexTermsOf(analyseClaim(claim, thresholds), thresholds);
}

/** `claimIndexTerms` of an analysis already made. */
export function indexTermsOf(a: ClaimAnalysis, thresholds: ClaimMatchThresholds = CLAIM_MATCH): string[] {
  const max = thresholds.maxIndexTerms;
  const ranked = a.order
    .map((term, i) => ({ term, weight: a.terms.get(term) ?? 0, i }))
    .sort((x, y) => y.weight - x.weight || x.i - y.i)
    .map((x) => x.term);
  const figures = [...a.figures, ...a.years].map((f) => `#${f}`);
  return [...new Set([...ranked.slice(0, max - Math.min(figures.length, max / 2)), ...figures])].slice(
    0,
    max,
  );
}

/** Whether two claims state the same thing (see the module comment). */
export function matchClaims(
  a: ClaimText,
  b: ClaimText,
  thresholds: ClaimMatchThresholds = CLAIM_MATCH,
): ClaimMatch {
  return matchAnalysed(analyseClaim(a, thresholds), analyseClaim(b, thresholds), thresholds);
}
