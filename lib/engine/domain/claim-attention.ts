/**
 * The one order of claims by what most needs attention: what was found false, contested or contradicted first (whoever
 * says it), then decided claims, then unverified ones; the main claim first among equals, then danger × doubt.
 */
import { isAsserted, UNCHECKABLE_KINDS, type Claim, type Verdict, type VerdictLabel } from '../schemas';

type RankableClaim = Pick<Claim, 'id' | 'kind' | 'checkWorthiness' | 'start'> &
  Partial<Pick<Claim, 'articleStance' | 'role'>>;
type RankableVerdict = Pick<Verdict, 'claimId' | 'label' | 'rgba' | 'confidence'> &
  Partial<Pick<Verdict, 'reasons'>>;

export interface RankedClaim<C extends RankableClaim = Claim, V extends RankableVerdict = Verdict> {
  claim: C;
  verdict: V | null;
  /** r × (1 − confidence); null while the claim has no verdict yet. */
  attention: number | null;
}

/**
 * Groups in the order shown, the same whether the article asserts, reports or rebuts the claim (a reported claim says
 * so on its card and never counts against the article: `article-outcome.ts`): claims judged false or contested, then
 * unverified claims that a counted source not known as unreliable contradicts, then claims judged true, then the
 * other unverified claims, then claims still being checked, then opinions, predictions and satire.
 */
const GROUP: Readonly<Record<VerdictLabel, number>> = {
  refuted: 0,
  likely_false: 0,
  contested: 0,
  likely_true: 2,
  supported: 2,
  unverified: 3,
  not_checkable: 5,
};
const CONTRADICTED = 1;
const CHECKING = 4;

/** The labels of a doubtful claim: the summary's "most doubtful" is always one of these, and ranked first. */
const DOUBTFUL_LABELS: readonly VerdictLabel[] = ['refuted', 'likely_false', 'contested'];

/** An undecided verdict with a counted source against it that is not on the known-unreliable list. */
function isContradicted(verdict: Pick<RankableVerdict, 'label' | 'reasons'>): boolean {
  return (
    verdict.label === 'unverified' &&
    (verdict.reasons ?? []).some(
      (r) =>
        r.kind === 'sides' && r.refute.some((side) => side.tier !== 'unreliable' && side.sites.length > 0),
    )
  );
}

/** Danger × doubt of one verdict. */
export function attentionOf(verdict: Pick<Verdict, 'rgba' | 'confidence'>): number {
  return verdict.rgba.r * (1 - verdict.confidence);
}

/** Claims in attention order; within a group the main claim first, then danger × doubt, check-worthiness, article order. */
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
        : isContradicted(item.verdict)
          ? CONTRADICTED
          : GROUP[item.verdict.label];
  const main = (item: RankedClaim<C, V>) => (item.claim.role === 'thesis' ? 0 : 1);
  return ranked.sort(
    (x, y) =>
      group(x) - group(y) ||
      main(x) - main(y) ||
      (y.attention ?? 0) - (x.attention ?? 0) ||
      y.claim.checkWorthiness - x.claim.checkWorthiness ||
      x.claim.start - y.claim.start,
  );
}

/**
 * The claim the summary names as most doubtful: the first in attention order whose verdict is doubtful and that the
 * article asserts (a claim it reports or rebuts, though listed first, is never named as the article's).
 */
export function mostDoubtful<C extends RankableClaim, V extends RankableVerdict>(
  ranked: readonly RankedClaim<C, V>[],
): RankedClaim<C, V> | null {
  return (
    ranked.find(
      (item) => !!item.verdict && DOUBTFUL_LABELS.includes(item.verdict.label) && isAsserted(item.claim),
    ) ?? null
  );
}
