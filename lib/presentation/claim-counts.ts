/**
 * One set of counts for the claims of a check — found, checked, not checkable, left for a later check, settled — and
 * their words: the progress card, "Check more", the Markdown report and the CLI's JSON all say the same numbers.
 */
import { UNCHECKABLE_KINDS, type Claim, type Run, type Verdict, type VerdictLabel } from '../engine/schemas';
import { count, noun } from './plural';

const SETTLED: readonly VerdictLabel[] = ['supported', 'likely_true', 'contested', 'likely_false', 'refuted'];

interface ClaimCounts {
  /** Every claim the extraction found: those in the run and those left beyond its cap. */
  found: number;
  /** Checkable claims this check weighed evidence for. */
  checked: number;
  /** Opinions, predictions and satire: shown, never checked. */
  notCheckable: number;
  /** Checkable claims found beyond the run's cap, left for a later check ("Check 12 of the 15 left"). */
  left: number;
  /** Checked claims with a verdict either way (not unverified). */
  settled: number;
  /** How many the next check of this article would take: min(left, the profile's cap). */
  next: number;
  /** The cap this check ran with: it took the `limit` most check-worthy checkable claims. */
  limit: number;
}

export function claimCounts(
  claims: readonly Pick<Claim, 'id' | 'kind'>[],
  verdicts: readonly Pick<Verdict, 'claimId' | 'label'>[],
  run: Pick<Run, 'claimsNotChecked' | 'claimLimit'>,
  cap: number,
): ClaimCounts {
  const labelOf = new Map(verdicts.map((v) => [v.claimId, v.label]));
  const checkable = claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  const left = run.claimsNotChecked ?? 0;
  return {
    found: claims.length + left,
    checked: checkable.length,
    notCheckable: claims.length - checkable.length,
    left,
    settled: checkable.filter((c) => SETTLED.includes(labelOf.get(c.id) ?? 'unverified')).length,
    next: Math.min(left, cap),
    limit: run.claimLimit ?? cap,
  };
}

/** "30 claims found: 12 checked, 15 left unchecked, 3 not checkable (opinion or prediction)"; while running, "to check". */
export function claimsFoundLine(counts: ClaimCounts, active = false): string {
  const parts = [
    counts.checked > 0 ? `${counts.checked} ${active ? 'to check' : 'checked'}` : '',
    counts.left > 0 ? `${counts.left} left unchecked` : '',
    counts.notCheckable > 0 ? `${counts.notCheckable} not checkable (opinion or prediction)` : '',
  ].filter(Boolean);
  const head = count(counts.found, 'claim');
  if (parts.length === 0) return `${head} found`;
  if (parts.length === 1 && counts.checked === counts.found && !active) return `${head} found, all checked`;
  return `${head} found: ${parts.join(', ')}`;
}

/** "15 claims left unchecked: this check took the 12 most check-worthy." — null when none was left. */
export function claimsLeftLine(counts: ClaimCounts): string | null {
  if (counts.left === 0) return null;
  return `${count(counts.left, 'claim')} left unchecked: this check took the ${counts.limit} most check-worthy.`;
}

/** The button that checks the next ones: "Check 12 of the 15 left", or "Check the 3 left". */
export function checkLeftWords(counts: ClaimCounts): string {
  return counts.next === counts.left
    ? `Check the ${counts.left} ${noun(counts.left, 'claim')} left`
    : `Check ${counts.next} of the ${counts.left} left`;
}
