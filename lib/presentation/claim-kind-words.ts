/** Claim kinds in words a reader knows ("a figure", "an opinion — not checked"), never the schema's tags. */
import type { ClaimKind } from '../engine/schemas';
import { UNCHECKABLE_KINDS } from '../engine/schemas';

const KIND_WORDS: Readonly<Record<ClaimKind, string>> = {
  factual: 'Statement of fact',
  statistical: 'Figure or statistic',
  causal: 'Cause and effect',
  attribution: 'What someone said',
  prediction: 'Prediction',
  opinion: 'Opinion',
  satire: 'Satire',
};

/** "Figure or statistic"; kinds that are never scored say so: "Opinion, not checked". */
export function claimKindWords(kind: ClaimKind): string {
  const words = KIND_WORDS[kind];
  return UNCHECKABLE_KINDS.includes(kind) ? `${words}, not checked` : words;
}
