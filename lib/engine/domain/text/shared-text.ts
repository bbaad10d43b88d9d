/** Whether two sources share their text though paraphrased: content words per sentence and over the whole, claim words aside. */
import { tokenize } from './bm25';
import { sentencesOf } from './segment';

/** The thresholds of `sharedText` (`belief.copies` in the engine config). */
interface SharedTextThresholds {
  /** A sentence takes part only with at least this many content words (a short line is common phrasing). */
  minSentenceTerms: number;
  /** A sentence is carried by another when that one has this share of its content words (3 swaps in 11: 0.73). */
  sentenceContainment: number;
  /** Shared text by sentences: at least this many sentences carried… */
  minCarriedSentences: number;
  /** …and at least this share of the shorter text's sentences. */
  carriedShare: number;
  /** Shared text by words: at least this many content words in common, the claim's own words aside… */
  minSharedTerms: number;
  /** …and at least this share of the smaller text's words (overlap coefficient, claim words aside). */
  termOverlap: number;
}

/** A text's content words (stems) as `sharedText` compares them: per sentence and over the whole. */
interface TextProfile {
  sentences: Set<string>[];
  /** The whole text's content words without the claim's own. */
  bag: Set<string>;
}

/** How much two texts share, beyond the words of the claim they are about. */
interface TextOverlap {
  /** Sentences of the text with fewer sentences that the other carries, and their share of its sentences. */
  carried: number;
  carriedShare: number;
  /** Content words in common (claim words aside), and their share of the smaller text's. */
  sharedTerms: number;
  termOverlap: number;
}

/** The profile of `text`; `claimWords` are left out everywhere (every source on the claim has them). */
export function textProfile(
  text: string,
  thresholds: Pick<SharedTextThresholds, 'minSentenceTerms'>,
  claimWords: ReadonlySet<string> = new Set(),
  lang?: string | null,
): TextProfile {
  const sentences = sentencesOf(text, lang)
    .map((s) => new Set(tokenize(s.text, lang).filter((w) => !claimWords.has(w))))
    .filter((s) => s.size >= thresholds.minSentenceTerms);
  const bag = new Set(tokenize(text, lang).filter((w) => !claimWords.has(w)));
  return { sentences, bag };
}

/** The claim's content words, to leave out of the comparison. */
export function claimWordsOf(claimText: string, lang?: string | null): Set<string> {
  return new Set(tokenize(claimText, lang));
}

/**
 * How much `a` and `b` share. Sentences: the text with fewer sentences is compared, each of its sentences carried when
 * one sentence of the other has `sentenceContainment` of its words (so reordered sentences, inserted words and a few
 * synonyms do not hide a copy). Words: the overlap coefficient of the two bags, claim words aside, so two honest reports
 * of one fact share its words but not the rest of their story.
 */
export function textOverlap(a: TextProfile, b: TextProfile, thresholds: SharedTextThresholds): TextOverlap {
  const [few, many] = a.sentences.length <= b.sentences.length ? [a, b] : [b, a];
  let carried = 0;
  for (const sentence of few.sentences)
    if (many.sentences.some((other) => containment(sentence, other) >= thresholds.sentenceContainment))
      carried += 1;
  let sharedTerms = 0;
  const [small, large] = a.bag.size <= b.bag.size ? [a.bag, b.bag] : [b.bag, a.bag];
  for (const w of small) if (large.has(w)) sharedTerms += 1;
  return {
    carried,
    carriedShare: few.sentences.length === 0 ? 0 : carried / few.sentences.length,
    sharedTerms,
    termOverlap: small.size === 0 ? 0 : sharedTerms / small.size,
  };
}

/** Whether an overlap is shared text at these thresholds (by sentences, or by words). */
export function isSharedText(overlap: TextOverlap, thresholds: SharedTextThresholds): boolean {
  const bySentences =
    overlap.carried >= thresholds.minCarriedSentences && overlap.carriedShare >= thresholds.carriedShare;
  const byWords =
    overlap.sharedTerms >= thresholds.minSharedTerms && overlap.termOverlap >= thresholds.termOverlap;
  return bySentences || byWords;
}

/** Share of `sentence`'s words that `other` has. */
function containment(sentence: ReadonlySet<string>, other: ReadonlySet<string>): number {
  let shared = 0;
  for (const w of sentence) if (other.has(w)) shared += 1;
  return shared / sentence.size;
}
