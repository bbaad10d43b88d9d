/** Passage selection: the windows of 2-4 sentences of a page that best match a claim, by BM25, with offsets. */
import { bm25Scores, tokenize } from './bm25';

export interface Passage {
  /** `text === pageText.slice(start, end)`. */
  text: string;
  start: number;
  end: number;
  score: number;
}

export interface SelectPassagesOptions {
  /** At most this many passages (best first). */
  maxPassages: number;
  /** At most this many characters per passage (a window stops growing before it passes this). */
  maxChars: number;
}

interface Span {
  start: number;
  end: number;
}

const ABBREVIATIONS =
  /\b(?:mr|mrs|ms|dr|prof|st|no|vs|etc|e\.g|i\.e|u\.s|inc|ltd|jr|sr|fig|approx|z\.b|bzw|ca|nr)\.$/i;

/** Sentence spans of `text`, never crossing a paragraph break ("\n\n"). */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  const paragraphRe = /[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g;
  for (const para of text.matchAll(paragraphRe)) {
    const base = para.index;
    const body = para[0];
    let start = 0;
    const boundary = /[.!?…]+["'”’)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;
    for (const m of body.matchAll(boundary)) {
      const end = m.index + m[0].trimEnd().length;
      if (ABBREVIATIONS.test(body.slice(Math.max(start, end - 8), end))) continue;
      pushTrimmed(spans, body, base, start, end);
      start = m.index + m[0].length;
    }
    pushTrimmed(spans, body, base, start, body.length);
  }
  return spans;
}

function pushTrimmed(spans: Span[], body: string, base: number, start: number, end: number): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(body[s]!)) s++;
  while (e > s && /\s/.test(body[e - 1]!)) e--;
  if (e > s) spans.push({ start: base + s, end: base + e });
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

/** Cuts a span to `maxChars`, at a word boundary when one is near. */
function capSpan(text: string, span: Span, maxChars: number): Span {
  if (span.end - span.start <= maxChars) return span;
  const cut = text.slice(span.start, span.start + maxChars);
  const space = cut.lastIndexOf(' ');
  return { start: span.start, end: span.start + (space > maxChars * 0.6 ? space : maxChars) };
}

/**
 * The best passages of `text` for `query` (a claim): windows of 2-4 consecutive sentences within a paragraph,
 * ranked by BM25, non-overlapping, best first. Passages that share no term with the query are never returned.
 */
export function selectPassages(text: string, query: string, options: SelectPassagesOptions): Passage[] {
  const queryTerms = tokenize(query);
  if (queryTerms.length === 0 || options.maxPassages <= 0) return [];
  const sentences = splitSentences(text);
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
    windows.push(capSpan(text, { start: sentences[i]!.start, end: sentences[end]!.end }, options.maxChars));
  }
  const scores = bm25Scores(
    windows.map((w) => tokenize(text.slice(w.start, w.end))),
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
