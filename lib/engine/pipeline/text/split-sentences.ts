/** Sentence splitter with exact offsets, for every script: the heuristics' name for the segmenter's sentences. */
import { sentencesOf, type TextSpan } from '../../domain/text/segment';

export type SentenceSpan = TextSpan;

/** Splits text into sentences; offsets satisfy `text.slice(start, end) === sentence.text`. */
export function splitSentences(text: string, lang?: string | null): SentenceSpan[] {
  return sentencesOf(text, lang);
}
