/** No-model claim extraction: the most check-worthy sentences of an article, with exact offsets and a guessed kind. */
import type { Article, ClaimKind } from '../schemas';
import { ATTRIBUTION, CAUSAL, OPINION, PREDICTION } from './cues';
import { isInstructionLike } from './detect-injection';
import { namedEntities, scoreCheckWorthiness } from './score-check-worthiness';
import { splitSentences } from './split-sentences';

export interface HeuristicClaim {
  quote: string;
  start: number;
  end: number;
  text: string;
  kind: ClaimKind;
  checkWorthiness: number;
  harm: number;
  entities: string[];
}

export interface ScoredSentence {
  text: string;
  start: number;
  end: number;
  score: number;
}

/** Every sentence of the article with its check-worthiness score, in article order. */
export function scoreSentences(text: string): ScoredSentence[] {
  return splitSentences(text).map((s) => ({ ...s, score: scoreCheckWorthiness(s.text) }));
}

/** Top sentences (score ≥ threshold, at most maxClaims) as claims, returned in article order. */
export function extractClaimsHeuristically(
  article: Pick<Article, 'text'>,
  options: { maxClaims?: number; threshold?: number } = {},
): HeuristicClaim[] {
  const maxClaims = options.maxClaims ?? 12;
  const threshold = options.threshold ?? 0.4;
  const top = scoreSentences(article.text)
    .filter((s) => s.score >= threshold && !isInstructionLike(s.text))
    .sort((a, b) => b.score - a.score || a.start - b.start)
    .slice(0, maxClaims)
    .sort((a, b) => a.start - b.start);
  return top.map((s) => ({
    quote: s.text,
    start: s.start,
    end: s.end,
    text: claimTextOf(s.text),
    kind: guessKind(s.text),
    checkWorthiness: s.score,
    harm: guessHarm(s.text),
    entities: namedEntities(s.text).slice(0, 6),
  }));
}

const CLAIM_FRAME =
  /^(?:.{0,80}?\b(?:claims?|claimed|alleges?|alleged|insists?|insisted|asserts?|asserted|behauptet|behaupten|affirme|prétend)\b,?\s+(?:that|dass|que|qu')\s*)(.{20,})$/iu;

/** The statement to check: "A video claims that X." → "X." (the attribution itself is rarely what matters). */
export function claimTextOf(sentence: string): string {
  const m = CLAIM_FRAME.exec(sentence.trim());
  const inner = m?.[1]?.trim();
  if (!inner) return sentence.trim();
  return inner.charAt(0).toUpperCase() + inner.slice(1);
}

/** Claim kind from surface cues. */
export function guessKind(sentence: string): ClaimKind {
  if (OPINION.test(sentence)) return 'opinion';
  if (PREDICTION.test(sentence) && !/\b(?:was|were|war|waren|était)\b/i.test(sentence)) return 'prediction';
  if (CAUSAL.test(sentence)) return 'causal';
  if (
    /\d/.test(sentence) &&
    /%|percent|prozent|pour ?cent|\d[\d,.]*\s*(?:million|billion|Millionen|Milliarden|millions)/i.test(
      sentence,
    )
  )
    return 'statistical';
  if (/["“„«]/.test(sentence) || ATTRIBUTION.test(sentence)) return 'attribution';
  if (/\d/.test(sentence)) return 'statistical';
  return 'factual';
}

const HARM_CUES =
  /\b(?:death|deaths|died|kill|vaccine|vaccin|cancer|disease|virus|outbreak|drug|dose|children|Tote|Impf|Krebs|Krankheit|décès|mort|maladie|election|Wahl|élection|fraud|Betrug)/i;

/** Harm 1-5 from topic cues: health, safety and elections weigh more. */
export function guessHarm(sentence: string): number {
  return HARM_CUES.test(sentence) ? 4 : 2;
}
