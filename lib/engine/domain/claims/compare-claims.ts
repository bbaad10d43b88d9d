/** The comparison of two analysed claims: weighted term overlap, then the differences that keep them apart. */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import type { ClaimAnalysis } from './analyse-claim';

/** What keeps two related claims apart. */
export type ClaimDifference = 'number' | 'negation' | 'person' | 'place' | 'year' | 'too-different';

/** The verdict on a pair: matched, its score (0..1, weighted term overlap), and why not when blocked. */
export interface ClaimMatch {
  matched: boolean;
  score: number;
  /** Why not, when blocked. */
  blockedBy: ClaimDifference | null;
}

/** `matchClaims` on analyses already made (the index keeps one per entry). */
export function matchAnalysed(
  a: ClaimAnalysis,
  b: ClaimAnalysis,
  config: ClaimMatchThresholds = CLAIM_MATCH,
): ClaimMatch {
  let shared = 0;
  let weightA = 0;
  let weightB = 0;
  for (const [term, w] of a.terms) {
    weightA += w;
    const other = b.terms.get(term);
    if (other !== undefined) shared += Math.min(w, other);
  }
  for (const w of b.terms.values()) weightB += w;
  const score = weightA + weightB === 0 ? 0 : (2 * shared) / (weightA + weightB);
  const blocked = (blockedBy: ClaimDifference): ClaimMatch => ({ matched: false, score, blockedBy });

  // Unrelated claims are simply too different; the named differences are for claims that are otherwise alike.
  const onlyA = unmatched(a, b);
  const onlyB = unmatched(b, a);
  const related = score >= config.minScore / 2;
  if (!related) return blocked('too-different');
  if (differ(a.years, b.years, 'both') || differ(a.months, b.months, 'both')) return blocked('year');
  if (differ(a.figures, b.figures, 'either') || differ(a.codes, b.codes, 'both')) return blocked('number');
  if (a.negated !== b.negated) return blocked('negation');
  const namesA = onlyA.filter((t) => a.names.has(t));
  const namesB = onlyB.filter((t) => b.names.has(t));
  if (namesA.length > 0 && namesB.length > 0) {
    const placeA = namesA.some((t) => a.names.get(t) === 'place');
    const placeB = namesB.some((t) => b.names.get(t) === 'place');
    return blocked(placeA && placeB ? 'place' : 'person');
  }
  if (score < config.minScore) return blocked('too-different');
  const lostA = onlyA.reduce((sum, t) => sum + (a.terms.get(t) ?? 0), 0);
  const lostB = onlyB.reduce((sum, t) => sum + (b.terms.get(t) ?? 0), 0);
  const swapped =
    lostA >= config.swapMinWeight &&
    lostB >= config.swapMinWeight &&
    Math.min(lostA / weightA, lostB / weightB) >= config.swapShare;
  if (swapped) return blocked('too-different');
  return { matched: true, score, blockedBy: null };
}

/** Terms of `a` that `b` lacks. */
function unmatched(a: ClaimAnalysis, b: ClaimAnalysis): string[] {
  return [...a.terms.keys()].filter((t) => !b.terms.has(t));
}

/**
 * Whether two sorted lists differ: 'both' only when each has one the other lacks (a year stated on one side only is
 * a detail), 'either' when they are not the same list (a figure on one side only changes the claim).
 */
function differ(a: readonly string[], b: readonly string[], mode: 'both' | 'either'): boolean {
  const onlyA = a.some((x) => !b.includes(x));
  const onlyB = b.some((x) => !a.includes(x));
  return mode === 'both' ? onlyA && onlyB : onlyA || onlyB;
}
