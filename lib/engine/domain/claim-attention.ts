/** The one order of claims by what most needs attention: doubtful verdicts first, then danger × doubt within each. */
import { isAsserted, UNCHECKABLE_KINDS, type Claim, type Verdict, type VerdictLabel } from '../schemas';

type RankableClaim = Pick<Claim, 'id' | 'kind' | 'checkWorthiness' | 'start'> &
  Partial<Pick<Claim, 'articleStance'>>;
type RankableVerdict = Pick<Verdict, 'claimId' | 'label' | 'rgba' | 'confidence'>;

export interface RankedClaim<C extends RankableClaim = Claim, V extends RankableVerdict = Verdict> {
  claim: C;
  verdict: V | null;
  /** r × (1 − confidence); null while the claim has no verdict yet. */
  attention: number | null;
}

/**
 * Groups in the order shown: claims judged false or contested (the doubtful ones the summary names), then claims
 * with no verdict either way, then claims judged true, then the claims the article only reports or rebuts (checked,
 * never the article's doubtful claims), then claims still being checked, then opinions, predictions and satire.
 */
const GROUP: Readonly<Record<VerdictLabel, number>> = {
  refuted: 0,
  likely_false: 0,
  contested: 0,
  unverified: 1,
  likely_true: 2,
  supported: 2,
  not_checkable: 5,
};
const REPORTED = 3;
const CHECKING = 4;

/** The labels of a doubtful claim: the summary's "most doubtful" is always one of these, and ranked first. */
const DOUBTFUL_LABELS: readonly VerdictLabel[] = ['refuted', 'likely_false', 'contested'];

/** Danger × doubt of one verdict. */
export function attentionOf(verdict: Pick<Verdict, 'rgba' | 'confidence'>): number {
  return verdict.rgba.r * (1 - verdict.confidence);
}

/** Claims in attention order; ties by check-worthiness, then article order. */
export function rankClaims<C extends RankableClaim, V extends RankableVerdict>(
  claims: readonly C[],
  verdicts: readonly V[],
): RankedClaim<C, V>[] {
  const byClaim = new Map(verdicts.map((verdict) => [verdict.claimId, verdict]));
  const ranked = claims.map((claim) => {
    const verdict = byClaim.get(claim.id) ?? null;
    return { claim, verdict, attention: verdict ? attentionOf(verdict) : null };
  });
  const group = (item: RankedClaim<C, V>) =>
    UNCHECKABLE_KINDS.includes(item.claim.kind)
      ? GROUP.not_checkable
      : !item.verdict
        ? CHECKING
        : isAsserted(item.claim) || item.verdict.label === 'not_checkable'
          ? GROUP[item.verdict.label]
          : REPORTED;
  return ranked.sort(
    (x, y) =>
      group(x) - group(y) ||
      (y.attention ?? 0) - (x.attention ?? 0) ||
      y.claim.checkWorthiness - x.claim.checkWorthiness ||
      x.claim.start - y.claim.start,
  );
}

/**
 * The claim the summary names as most doubtful: the first in attention order, when its verdict is doubtful and the
 * article asserts it (a claim it reports or rebuts is never named as the article's).
 */
export function mostDoubtful<C extends RankableClaim, V extends RankableVerdict>(
  ranked: readonly RankedClaim<C, V>[],
): RankedClaim<C, V> | null {
  const first = ranked[0];
  return first?.verdict && DOUBTFUL_LABELS.includes(first.verdict.label) && isAsserted(first.claim)
    ? first
    : null;
}
