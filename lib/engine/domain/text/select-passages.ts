/** Passage selection: the windows of 2-4 sentences of a page that best match a claim, by BM25, with offsets. */
import { bm25Scores, tokenize } from './bm25';
import { sentencesOf, wordSpansOf } from './segment';

interface Passage {
  /** `text === pageText.slice(start, end)`. */
  text: string;
  start: number;
  end: number;
  score: number;
}

interface SelectPassagesOptions {
  /** At most this many passages (best first). */
  maxPassages: number;
  /** At most this many characters per passage (a window stops growing before it passes this). */
  maxChars: number;
}

interface Span {
  start: number;
  end: number;
}

/** Which paragraph each sentence is in, so windows never join two paragraphs. */
function paragraphIndex(text: string, spans: Span[]): number[] {
  let paragraph = 0;
  let last = 0;
  return spans.map((span) => {
    if (text.slice(last, span.start).includes('\n\n')) paragraph++;
    last = span.end;
    return paragraph;
  });
}

/** Cuts a span to `maxChars`, at the end of a word when one ends in the last 40 % (any script). */
function capSpan(text: string, span: Span, maxChars: number, lang?: string | null): Span {
  if (span.end - span.start <= maxChars) return span;
  const cut = text.slice(span.start, span.start + maxChars);
  const words = wordSpansOf(cut, lang);
  let end = maxChars;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (w.end < maxChars) {
      end = w.end > maxChars * 0.6 ? w.end : maxChars;
      break;
    }
  }
  return { start: span.start, end: span.start + end };
}

/**
 * The best passages of `text` for `query` (a claim): windows of 2-4 consecutive sentences within a paragraph,
 * ranked by BM25, non-overlapping, best first. Passages that share no term with the query are never returned.
 */
export function selectPassages(
  text: string,
  query: string,
  options: SelectPassagesOptions,
  lang?: string | null,
): Passage[] {
  const queryTerms = tokenize(query, lang);
  if (queryTerms.length === 0 || options.maxPassages <= 0) return [];
  const sentences = sentencesOf(text, lang);
  const paragraphOf = paragraphIndex(text, sentences);
  const windows: Span[] = [];
  for (let i = 0; i < sentences.length; i++) {
    let end = i;
    // Grow to up to 3 sentences (4 when short) while under maxChars and inside the paragraph.
    while (
      end + 1 < sentences.length &&
      end - i < 3 &&
      paragraphOf[end + 1] === paragraphOf[i] &&
      sentences[end + 1]!.end - sentences[i]!.start <= options.maxChars &&
      (end - i < 2 || sentences[end + 1]!.end - sentences[i]!.start <= options.maxChars / 2)
    ) {
      end++;
    }
    windows.push(
      capSpan(text, { start: sentences[i]!.start, end: sentences[end]!.end }, options.maxChars, lang),
    );
  }
  const scores = bm25Scores(
    windows.map((w) => tokenize(text.slice(w.start, w.end), lang)),
    queryTerms,
  );
  const ranked = windows
    .map((w, i) => ({ ...w, score: scores[i] ?? 0 }))
    .filter((w) => w.score > 0)
    .sort((a, b) => b.score - a.score || a.start - b.start);
  const chosen: Passage[] = [];
  for (const w of ranked) {
    if (chosen.length >= options.maxPassages) break;
    if (chosen.some((c) => w.start < c.end && c.start < w.end)) continue;
    chosen.push({ text: text.slice(w.start, w.end), start: w.start, end: w.end, score: w.score });
  }
  return chosen;
}
