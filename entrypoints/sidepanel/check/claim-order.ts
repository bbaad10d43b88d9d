/** Orders claims by what most needs attention: danger × doubt, r × (1 − confidence). */
import { UNCHECKABLE_KINDS, type Claim, type Verdict } from '@/lib/engine';

export interface RankedClaim {
  claim: Claim;
  verdict: Verdict | null;
  /** r × (1 − confidence); null while the claim has no verdict yet. */
  attention: number | null;
}

/** Danger × doubt of one verdict. */
export function attentionOf(verdict: Pick<Verdict, 'rgba' | 'confidence'>): number {
  return verdict.rgba.r * (1 - verdict.confidence);
}

/**
 * Claims with verdicts first (highest danger × doubt first), then claims still being checked
 * (most check-worthy first), then opinions, predictions and satire; ties keep article order.
 */
export function rankClaims(claims: readonly Claim[], verdicts: readonly Verdict[]): RankedClaim[] {
  const byClaim = new Map(verdicts.map((verdict) => [verdict.claimId, verdict]));
  const ranked = claims.map((claim) => {
    const verdict = byClaim.get(claim.id) ?? null;
    return { claim, verdict, attention: verdict ? attentionOf(verdict) : null };
  });
  const group = (item: RankedClaim) =>
    UNCHECKABLE_KINDS.includes(item.claim.kind) || item.verdict?.label === 'not_checkable'
      ? 2
      : item.attention === null
        ? 1
        : 0;
  return ranked.sort(
    (x, y) =>
      group(x) - group(y) ||
      (y.attention ?? 0) - (x.attention ?? 0) ||
      y.claim.checkWorthiness - x.claim.checkWorthiness ||
      x.claim.start - y.claim.start,
  );
}
