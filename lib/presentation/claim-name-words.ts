/** A claim's accessible name: its verdict first, then its text ("Refuted: The MMR vaccine causes autism."). */
import type { Verdict } from '../engine/schemas';
import { LABEL_WORDS } from './verdict-words';

/** The tag on the card of the article's main claim (the one the headline's "the main claim" means). */
export const MAIN_CLAIM_TAG = 'Main claim';

/** After a headline that speaks of the main claim, in the panel: where to find it. */
export const MAIN_CLAIM_POINTER = `(marked “${MAIN_CLAIM_TAG}” below)`;

/**
 * What a screen reader announces for a claim's button: the verdict a sighted reader sees beside it, then the claim.
 * A provisional reading says so; a claim without a verdict yet is "Still being checked"; the article's main claim
 * says so first, as its card's tag does.
 */
export function claimButtonName(
  text: string,
  verdict: (Pick<Verdict, 'label'> & { provisional?: true }) | null | undefined,
  main = false,
): string {
  const tag = main ? `${MAIN_CLAIM_TAG}, ` : '';
  if (!verdict) return `${tag}Still being checked: ${text}`;
  const label = LABEL_WORDS[verdict.label];
  return `${tag}${verdict.provisional ? `${label} (provisional)` : label}: ${text}`;
}
