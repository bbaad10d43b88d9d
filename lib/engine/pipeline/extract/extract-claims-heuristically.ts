/** No-model claim extraction: the most check-worthy atomic clauses of an article, with exact offsets and a guessed kind. */
import type { Article, ClaimKind } from '../../schemas';
import { boilerplateKind, CREDIT, datelineLength, isHeading } from './clauses/boilerplate';
import { ATTRIBUTION, CAUSAL, OPINION, PREDICTION } from '../text/cue-words';
import { isInstructionLike } from '../text/detect-injection';
import { isSearchOrder } from './worthiness/search-order';
import { isOpinionByStructure } from './opinion-structure';
import { namedEntities, scoreCheckWorthiness } from './worthiness/score-check-worthiness';
import { articleNames } from './worthiness/named-entities';
import { claimTextOf } from './worthiness/reported-speech';
import { splitCompound } from './clauses/split-compound';
import { splitUnspaced } from './clauses/split-unspaced';
import { splitSentences } from '../text/split-sentences';
import { readerView } from '../../domain/text/reader-view';

interface HeuristicClaim {
  quote: string;
  start: number;
  end: number;
  text: string;
  kind: ClaimKind;
  checkWorthiness: number;
  harm: number;
  entities: string[];
}

interface ScoredSentence {
  text: string;
  start: number;
  end: number;
  score: number;
}

/** Every sentence of the article with its check-worthiness score, in article order. */
export function scoreSentences(text: string): ScoredSentence[] {
  return splitSentences(text).map((s) => ({ ...s, score: scoreCheckWorthiness(s.text) }));
}

/** A claim candidate: an atomic clause (or a whole sentence) with its exact span and its statement. */
interface Candidate extends ScoredSentence {
  claimText: string;
}

/**
 * The article's claim candidates in order: page furniture skipped (bylines, datelines, headings, captions and
 * credits, share/subscribe lines), compound sentences split into atomic clauses, each scored on its own.
 */
function claimCandidates(
  text: string,
  /** Skip heading-like lines; by default only in a text of several lines (a challenged statement is one line). */
  headings = text.trim().includes('\n'),
): Candidate[] {
  const captions = captionParagraphs(text);
  const sentences = splitSentences(text);
  const names = articleNames(sentences.map((s) => s.text));
  const out: Candidate[] = [];
  for (const s of sentences) {
    if (captions.some(([a, b]) => s.start >= a && s.end <= b)) continue;
    if (boilerplateKind(s.text)) continue;
    if (headings && standsAlone(text, s) && isHeading(s.text)) continue;
    const skip = datelineLength(s.text);
    const sentence = s.text.slice(skip);
    const clauses = splitUnspaced(sentence, s.start + skip) ?? splitCompound(sentence, s.start + skip);
    // Scored and stated as the reader sees it: bidi controls that show "97" as "79" make it a claim about 79.
    const shown = readerView(sentence);
    for (const c of clauses) {
      const split = clauses.length > 1;
      const claimText = readerView(split ? c.text : claimTextOf(sentence));
      out.push({
        text: c.quote,
        start: c.start,
        end: c.end,
        score: split
          ? scoreCheckWorthiness(claimText, shown, null, names)
          : scoreCheckWorthiness(shown, undefined, null, names),
        claimText,
      });
    }
  }
  return out;
}

/** The best claim score of a text read as one paragraph of an article (what the no-model extraction would keep). */
export function paragraphScore(text: string): number {
  return Math.max(0, ...claimCandidates(text, true).map((c) => c.score));
}

/** The sentence is a line of its own (a paragraph or a line break either side). */
function standsAlone(text: string, s: { start: number; end: number }): boolean {
  return /(?:^|\n)[^\S\n]*$/u.test(text.slice(0, s.start)) && /^[^\S\n]*(?:\n|$)/u.test(text.slice(s.end));
}

/** [start, end) of short paragraphs that carry a photo credit: captions, whose every sentence is furniture. */
function captionParagraphs(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of text.matchAll(/[^\n]+(?:\n(?!\n)[^\n]*)*/gu)) {
    const p = m[0];
    if (CREDIT.test(p) && p.split(/\s+/u).length <= 60) out.push([m.index, m.index + p.length]);
  }
  return out;
}

/** Top clauses (score ≥ threshold, at most maxClaims: the run's `claims` config) as claims, returned in article order. */
export function extractClaimsHeuristically(
  article: Pick<Article, 'text'>,
  options: { maxClaims: number; threshold: number },
): HeuristicClaim[] {
  const { maxClaims, threshold } = options;
  const top = claimCandidates(article.text)
    // An instruction or a search order ("search for: …", a pointer to a web address) is never a claim.
    .filter((s) => s.score >= threshold && !isInstructionLike(s.text) && !isSearchOrder(s.text))
    .sort((a, b) => b.score - a.score || a.start - b.start)
    .slice(0, maxClaims)
    .sort((a, b) => a.start - b.start);
  return top.map((s) => ({
    quote: s.text,
    start: s.start,
    end: s.end,
    text: s.claimText,
    kind: guessKind(s.claimText),
    checkWorthiness: s.score,
    harm: guessHarm(s.claimText),
    entities: namedEntities(s.claimText).slice(0, 6),
  }));
}

/**
 * German "wird"/"werden" as the passive's auxiliary, not the future's: the clause ends on a participle ("… wird ein
 * Code verlangt.", "… wurde erweitert") or opens with one ("Unterstützt wird …"); the future ends on an infinitive.
 */
const GERMAN_PASSIVE =
  /^\s*\p{Lu}\p{Ll}+(?:t|en)\s+(?:wird|werden)(?![\p{L}])|(?<![\p{L}])(?:wird|werden)(?![\p{L}])[^.!?]*?(?<![\p{L}])(?:ge\p{Ll}{2,}(?:t|en)|\p{Ll}{3,}(?:iert|t))[\s"“”»)]*[.!?]?\s*$/u;

/**
 * A future or forecast that carries a figure is a projection someone published (a budget office, a study: "interest
 * will eat up 13 percent of spending"): checkable against that source, so it is counted as a figure, not a prediction.
 */
function isPrediction(sentence: string): boolean {
  if (!PREDICTION.test(sentence.replace(GERMAN_PASSIVE, ' '))) return false;
  if (/\b(?:was|were|war|waren|était)\b/i.test(sentence)) return false;
  return !/\p{N}/u.test(sentence);
}

/** Claim kind from surface cues. */
function guessKind(sentence: string): ClaimKind {
  // An opinion cue ("I believe", "should") around a figure still leaves the figure to check.
  if ((OPINION.test(sentence) && !/\p{N}/u.test(sentence)) || isOpinionByStructure(sentence))
    return 'opinion';
  if (isPrediction(sentence)) return 'prediction';
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
function guessHarm(sentence: string): number {
  return HARM_CUES.test(sentence) ? 4 : 2;
}
