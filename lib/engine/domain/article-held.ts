/** Whether what an article asserts was checked and held: the one condition for reading the article as true. */
import type { Claim, VerdictLabel } from '../schemas';
import type { EngineConfig } from '../config';

const TRUE_LABELS: readonly VerdictLabel[] = ['supported', 'likely_true'];

/** A checkable claim the article asserts, with its verdict's label (undefined: not judged). */
type AssertedClaim = Pick<Claim, 'role'> &
  Partial<Pick<Claim, 'checkWorthiness'>> & { label: VerdictLabel | undefined };

type HeldConfig = { article: Pick<EngineConfig['article'], 'roleWeight' | 'heldShare'> };

/**
 * True when the claims judged true carry at least `heldShare` of the weight (role × check-worthiness; 1 for runs
 * stored without it) of the checkable claims the article asserts and no main claim (thesis) is left undecided or
 * judged otherwise. One supported claim of seven, the rest unverified, never holds. (A claim judged false is the
 * outcome's own news: the headline and label name it before asking whether the rest held.)
 */
export function assertionsHeld(claims: readonly AssertedClaim[], config: HeldConfig): boolean {
  const mine = claims.filter((c) => c.label !== 'not_checkable');
  if (mine.length === 0) return false;
  if (mine.some((c) => c.role === 'thesis' && !(c.label && TRUE_LABELS.includes(c.label)))) return false;
  const weight = (c: AssertedClaim) => config.article.roleWeight[c.role] * (c.checkWorthiness ?? 1);
  const total = mine.reduce((sum, c) => sum + weight(c), 0);
  const held = mine
    .filter((c) => c.label && TRUE_LABELS.includes(c.label))
    .reduce((s, c) => s + weight(c), 0);
  if (total <= 0) return held > 0 && mine.every((c) => c.label && TRUE_LABELS.includes(c.label));
  return held / total >= config.article.heldShare;
}
