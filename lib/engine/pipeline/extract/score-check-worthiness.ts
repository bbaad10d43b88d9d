/** Heuristic check-worthiness of one sentence (0..1): the no-model claim detector and the model's pre-filter. */
import { asciiDigits, countWords } from '../../domain/text/segment';
import { ATTRIBUTION, CAUSAL, COMPARISON, HEDGES, OPINION, PREDICTION } from '../text/cue-words';
import { isInstructionLike } from '../text/detect-injection';
import { boilerplateKind, datelineLength } from './boilerplate';
import { ASSERTION, EVALUATIVE, IMPERATIVE, TALK } from './assertion-markers';

const NUMBER =
  /\d|(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|million|billion|half|third|quarter|dozen|zwei|drei|vier|fünf|zehn|hundert|tausend|Million(?:en)?|Milliarde(?:n)?|Hälfte|Drittel|deux|trois|quatre|cinq|dix|cent|mille|millions?|milliards?|moitié)(?![\p{L}])/iu;
const PERCENT_OR_UNIT =
  /%|\bper ?cent\b|\bprozent\b|\bpour ?cent\b|\b(?:km|kg|mg|ml|usd|eur|€|\$|£)\b|[€$£]/iu;
const YEAR = /\b(?:1[89]\d\d|20\d\d)\b/;

/**
 * Score in 0..1; page furniture (bylines, captions…), sentences under 6 words and questions score (near) 0.
 * `within`: the sentence a clause was split from — its length, not the clause's, decides "too short".
 * Words are counted by the segmenter, so Chinese and Japanese sentences are counted too.
 */
export function scoreCheckWorthiness(sentence: string, within?: string, lang?: string | null): number {
  if (boilerplateKind(sentence)) return 0;
  const trimmed = sentence.trim();
  const text = asciiDigits(trimmed.slice(datelineLength(trimmed)));
  const wordCount = countWords(within ?? text, lang);
  if (wordCount < 6) return 0;
  if (isInstructionLike(text)) return 0;
  let score = 0.1;
  if (NUMBER.test(text)) score += 0.25;
  if (PERCENT_OR_UNIT.test(text)) score += 0.1;
  if (YEAR.test(text)) score += 0.05;
  const entities = namedEntities(text).length;
  score += Math.min(0.25, entities * 0.1);
  if (COMPARISON.test(text)) score += 0.12;
  if (ATTRIBUTION.test(text)) score += 0.12;
  if (CAUSAL.test(text)) score += 0.12;
  if (HEDGES.test(text)) score -= 0.12;
  if (OPINION.test(text)) score -= 0.3;
  if (PREDICTION.test(text)) score -= 0.08;
  if (ASSERTION.test(text)) score += 0.08;
  if (EVALUATIVE.test(text)) score -= 0.15;
  if (TALK.test(text)) score -= 0.2;
  if (IMPERATIVE.test(text)) score -= 0.2;
  if (/[?？؟]\s*$/.test(text)) score -= 0.3;
  if (/[!！]\s*$/.test(text)) score -= 0.1;
  if (/^\s*(?:I|we|ich|wir|je|nous)\b/iu.test(text)) score -= 0.1;
  if (wordCount > 60) score -= 0.1;
  return Math.round(Math.max(0, Math.min(1, score)) * 1000) / 1000;
}

/** Capitalised words or runs that are not the sentence's first word (a cheap named-entity guess). */
export function namedEntities(sentence: string): string[] {
  const out: string[] = [];
  const re =
    /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’.-]*(?:\s+(?:of|de|der|von|la|le|du)?\s*\p{Lu}[\p{L}\p{N}'’.-]*)*)/gu;
  const firstWord = /^\W*([\p{L}\p{N}'’.-]+)/u.exec(sentence)?.[1] ?? '';
  for (const match of sentence.matchAll(re)) {
    const value = (match[1] ?? '').replace(/[.'’-]+$/, '');
    if (!value) continue;
    if (match.index === sentence.indexOf(firstWord) && !/\s/.test(value) && !/^\p{Lu}{2,}$/u.test(value))
      continue;
    if (!out.includes(value)) out.push(value);
  }
  return out;
}
