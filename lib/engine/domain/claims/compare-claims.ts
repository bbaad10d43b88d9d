/** The comparison of two analysed claims: weighted term overlap, then the differences that keep them apart. */
import { CLAIM_MATCH, type ClaimMatchThresholds } from '../../config';
import type { ClaimAnalysis } from './analyse-claim';
import { addedQualifier } from './claim-qualifiers';

/**
 * What keeps two related claims apart: 'qualifier' when one claim adds words that narrow or change what it is about
 * ("died of COVID-19 vaccines" / "died of COVID-19", "youth unemployment", "in mice", "rarely").
 */
type ClaimDifference = 'number' | 'negation' | 'person' | 'place' | 'year' | 'qualifier' | 'too-different';

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
  const { pairedA, pairedB } = pairTerms(a, b, config);
  let shared = 0;
  let weightA = 0;
  let weightB = 0;
  for (const w of a.terms.values()) weightA += w;
  for (const [term, w] of b.terms) {
    weightB += w;
    const partner = pairedB.get(term);
    if (partner !== undefined) shared += Math.min(w, a.terms.get(partner) ?? 0);
  }
  const score = weightA + weightB === 0 ? 0 : (2 * shared) / (weightA + weightB);
  const blocked = (blockedBy: ClaimDifference): ClaimMatch => ({ matched: false, score, blockedBy });

  // Unrelated claims are simply too different; the named differences are for claims that are otherwise alike.
  if (score < config.minScore / 2) return blocked('too-different');
  if (differ(a.years, b.years, 'both') || differ(a.months, b.months, 'both')) return blocked('year');
  if (differ(a.figures, b.figures, 'either') || differ(a.codes, b.codes, 'either')) return blocked('number');
  if (a.negated !== b.negated) return blocked('negation');
  const onlyA = [...a.terms.keys()].filter((t) => !pairedA.has(t));
  const onlyB = [...b.terms.keys()].filter((t) => !pairedB.has(t));
  const namesA = onlyA.filter((t) => a.names.has(t));
  const namesB = onlyB.filter((t) => b.names.has(t));
  if (namesA.length > 0 && namesB.length > 0) {
    const placeA = namesA.some((t) => a.names.get(t) === 'place');
    const placeB = namesB.some((t) => b.names.get(t) === 'place');
    return blocked(placeA && placeB ? 'place' : 'person');
  }
  // The same names in other roles ("Trump endorsed Biden" / "Biden endorsed Trump"): another claim.
  const rolesA = a.roles.filter((t) => b.roles.includes(t));
  const rolesB = b.roles.filter((t) => a.roles.includes(t));
  if (rolesA.length >= 2 && rolesA.join('\u0000') !== rolesB.join('\u0000')) return blocked('person');
  if (score < config.minScore) return blocked('too-different');
  // Cause and effect swapped ("poverty causes crime" / "crime causes poverty").
  if (a.causal && b.causal) {
    const crosses = (x: string[], y: string[]) => x.some((t) => y.includes(t));
    if (crosses(a.causal.cause, b.causal.effect) && crosses(a.causal.effect, b.causal.cause))
      return blocked('too-different');
  }
  // Two different known meanings, one on each side ("killed" / "protects", "female" / "male"): another predicate.
  const heavy = (x: ClaimAnalysis, t: string) =>
    x.concepts.has(t) && (x.terms.get(t) ?? 0) >= config.weights.content;
  if (onlyA.some((t) => heavy(a, t)) && onlyB.some((t) => heavy(b, t))) return blocked('too-different');
  const lostA = onlyA.reduce((sum, t) => sum + (a.terms.get(t) ?? 0), 0);
  const lostB = onlyB.reduce((sum, t) => sum + (b.terms.get(t) ?? 0), 0);
  const swapped =
    lostA >= config.swapMinWeight &&
    lostB >= config.swapMinWeight &&
    Math.min(lostA / weightA, lostB / weightB) >= config.swapShare;
  if (swapped) return blocked('too-different');
  const qualified = addedQualifier(a, b, pairedB, config.weights.content);
  if (qualified) return blocked(qualified);
  return { matched: true, score, blockedBy: null };
}

/**
 * Which terms of `a` and `b` stand for each other: the same term, or else two words that are not names or known
 * meanings and share a long beginning ("ivermectin" / "ivermectina", "fluorid" / "fluoridat"): inflections the light
 * stemmer leaves and cognates across languages.
 */
function pairTerms(
  a: ClaimAnalysis,
  b: ClaimAnalysis,
  config: ClaimMatchThresholds,
): { pairedA: Map<string, string>; pairedB: Map<string, string> } {
  const pairedA = new Map<string, string>();
  const pairedB = new Map<string, string>();
  for (const term of a.terms.keys())
    if (b.terms.has(term)) {
      pairedA.set(term, term);
      pairedB.set(term, term);
    }
  const loose = (x: ClaimAnalysis, t: string, paired: Map<string, string>) =>
    !paired.has(t) && !x.names.has(t) && !x.concepts.has(t) && !x.codes.includes(t);
  for (const ta of a.terms.keys()) {
    if (!loose(a, ta, pairedA)) continue;
    for (const tb of b.terms.keys()) {
      if (!loose(b, tb, pairedB) || !cognates(ta, tb, config)) continue;
      pairedA.set(ta, tb);
      pairedB.set(tb, ta);
      break;
    }
  }
  return { pairedA, pairedB };
}

/** Whether two words share a beginning of at least `cognatePrefix` letters and `cognateShare` of the shorter. */
function cognates(x: string, y: string, config: ClaimMatchThresholds): boolean {
  const shorter = Math.min(x.length, y.length);
  if (shorter < config.cognatePrefix) return false;
  let common = 0;
  while (common < shorter && x[common] === y[common]) common += 1;
  return common >= config.cognatePrefix && common >= config.cognateShare * shorter;
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
