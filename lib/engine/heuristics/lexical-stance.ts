/** No-model stance: lexical cues (refutation words, negation, number agreement) — always low strength. */
import type { Stance } from '../schemas';
import { CONFIRMATION, NEGATION, REFUTATION } from './cues';
import { numbersIn, termOverlap } from './key-terms';
import { splitSentences } from './split-sentences';

export interface LexicalStance {
  stance: Stance;
  strength: number;
  relevance: number;
  quote: string;
  rationale: string;
  heuristic: true;
}

/** Heuristic strength never exceeds this: lexical cues are weak evidence. */
export const MAX_HEURISTIC_STRENGTH = 0.4;

const isYear = (n: string) => /^(?:19|20)\d\d$/.test(n);

/** Stance of `passage` towards `claim` from lexical cues; the quote is the passage's best-matching sentence. */
export function lexicalStance(claim: string, passage: string): LexicalStance {
  const sentences = splitSentences(passage);
  let best = { text: '', overlap: 0 };
  for (const s of sentences) {
    const overlap = termOverlap(claim, s.text);
    if (overlap > best.overlap) best = { text: s.text, overlap };
  }
  const relevance = round(Math.min(1, best.overlap));
  const result = (stance: Stance, strength: number, rationale: string): LexicalStance => ({
    stance,
    strength: round(Math.min(MAX_HEURISTIC_STRENGTH, strength)),
    relevance,
    quote: stance === 'irrelevant' ? '' : best.text,
    rationale: `heuristic: ${rationale}`,
    heuristic: true,
  });
  if (best.overlap < 0.3) return result('irrelevant', 0.1, "few of the claim's words occur in the passage");
  const sentence = best.text;
  if (REFUTATION.test(sentence) && !REFUTATION.test(claim)) {
    return result('refutes', 0.4, `refutation cue "${REFUTATION.exec(sentence)?.[0] ?? ''}"`);
  }
  const claimNumbers = numbersIn(claim).filter((n) => !isYear(n));
  const passageNumbers = numbersIn(sentence).filter((n) => !isYear(n));
  const negatedHere = NEGATION.test(sentence);
  const negatedInClaim = NEGATION.test(claim);
  if (negatedHere !== negatedInClaim && best.overlap >= 0.5) {
    return result(
      'refutes',
      0.3,
      negatedHere ? 'the passage negates the claim' : 'the claim negates the passage',
    );
  }
  if (claimNumbers.length > 0 && passageNumbers.length > 0) {
    const agree = claimNumbers.filter((n) => passageNumbers.includes(n)).length;
    if (agree === 0)
      return result(
        'refutes',
        0.3,
        `different figures (${passageNumbers.slice(0, 2).join(', ')} vs ${claimNumbers.slice(0, 2).join(', ')})`,
      );
    if (agree === claimNumbers.length) return result('supports', 0.35, 'the same figures occur');
  }
  if (best.overlap >= 0.6) {
    return result(
      'supports',
      CONFIRMATION.test(sentence) ? 0.35 : 0.3,
      "most of the claim's terms occur together",
    );
  }
  return result('context', 0.2, 'related wording without a clear stance');
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
