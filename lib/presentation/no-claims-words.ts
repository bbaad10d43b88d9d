/**
 * What a check that found nothing to check says (issue 31): never "Check complete." over nothing. When the model
 * found no check-worthy claim but the built-in rules find some, it says so and offers to check the rules' claims.
 */
import type { NoClaims, Run } from '../engine/schemas';
import { count } from './plural';

interface NoClaimsWords {
  /** The status line in place of "Check complete.". */
  status: string;
  /** What the user can do next, or null. */
  advice: string | null;
  /** The button that checks the rules' claims ("Check the rules' 30 claims"), or null when there are none. */
  offer: string | null;
  /** The rules' checkable claims (what the offer would check). */
  ruleClaims: number;
}

/** The words for a run whose extraction left nothing to check; null for any other run. */
export function noClaimsWords(run: {
  noClaims?: NoClaims;
  claimsBy?: Run['claimsBy'];
}): NoClaimsWords | null {
  const empty = run.noClaims;
  if (!empty) return null;
  if (empty.by === 'model' && empty.ruleClaims > 0)
    return {
      status: `The model found no check-worthy claims; the rules found ${empty.ruleClaims}.`,
      advice: `The built-in rules pick sentences by their form (figures, names, dates); check the ${count(empty.ruleClaims, 'claim')} they found to see what the evidence says.`,
      offer: `Check the rules' ${count(empty.ruleClaims, 'claim')}`,
      ruleClaims: empty.ruleClaims,
    };
  if (empty.by === 'model')
    return {
      status:
        'Nothing was checked: neither the model nor the rules found a check-worthy claim in this article.',
      advice: null,
      offer: null,
      ruleClaims: 0,
    };
  return {
    status:
      run.claimsBy === 'rules'
        ? 'Nothing was checked: the rules found no check-worthy claim in this article either.'
        : 'Nothing was checked: the rules found no check-worthy claim in this article.',
    advice: run.claimsBy === 'rules' ? null : 'A model reads paraphrase and may find claims the rules miss.',
    offer: null,
    ruleClaims: 0,
  };
}
