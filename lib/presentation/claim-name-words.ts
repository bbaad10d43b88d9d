/** A claim's accessible name: its verdict first, then its text ("Refuted: The MMR vaccine causes autism."). */
import type { Verdict } from '../engine/schemas';
import { LABEL_WORDS } from './verdict-words';

/**
 * What a screen reader announces for a claim's button: the verdict a sighted reader sees beside it, then the claim.
 * A provisional reading says so; a claim without a verdict yet is "Still being checked".
 */
export function claimButtonName(
  text: string,
  verdict: (Pick<Verdict, 'label'> & { provisional?: true }) | null | undefined,
): string {
  if (!verdict) return `Still being checked: ${text}`;
  const label = LABEL_WORDS[verdict.label];
  return `${verdict.provisional ? `${label} (provisional)` : label}: ${text}`;
}
