/** Claim caps per profile: a run checks the most check-worthy claims up to its limit and counts the rest, aloud. */
import { UNCHECKABLE_KINDS, type Claim } from '../../../schemas';
import { addNotice, type RunContext } from '../../context/run-context';

/**
 * Keeps every not-checkable claim (shown, never scored) and the `limit` most check-worthy checkable ones (article
 * order on ties), in article order; records how many checkable claims were left out and says so in a notice.
 */
export function capClaims(ctx: RunContext, claims: Claim[]): Claim[] {
  const limit = ctx.run.claimLimit ?? ctx.config.claims.checkLimit[ctx.run.profile];
  const checkable = claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  const left = checkable.length - limit;
  ctx.run.claimsNotChecked = Math.max(0, left);
  if (left <= 0) return claims;
  const kept = new Set(
    checkable
      .map((claim, index) => ({ claim, index }))
      .sort((a, b) => b.claim.checkWorthiness - a.claim.checkWorthiness || a.index - b.index)
      .slice(0, limit)
      .map(({ claim }) => claim.id),
  );
  addNotice(
    ctx,
    // The words of the panel's counts (presentation/claim-counts.ts): "left unchecked", "Check 12 of the 15 left".
    `${left} claim${left === 1 ? '' : 's'} left unchecked: this check took the ${limit} most check-worthy. ${nextWords(left, Math.min(left, ctx.config.claims.checkLimit[ctx.run.profile]))} checks the next ones.`,
  );
  return claims.filter((c) => UNCHECKABLE_KINDS.includes(c.kind) || kept.has(c.id));
}

/** The button's words in the panel: "Check 12 of the 15 left", or "Check the 3 claims left". */
function nextWords(left: number, next: number): string {
  return next === left
    ? `“Check the ${left} claim${left === 1 ? '' : 's'} left”`
    : `“Check ${next} of the ${left} left”`;
}
