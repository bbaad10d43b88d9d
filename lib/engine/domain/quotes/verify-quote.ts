/** verifyQuote: the citation interrogator — tolerant of typography, strict about numbers, negations, names, qualifiers. */
import { ratcliffObershelp } from '../text/ratcliff-obershelp';
import { normaliseForQuote, quoteSegments } from './normalise-quote';
import { criticalDifferences, droppedLeadingHedge } from './critical-differences';
import { bracketProblems, editorialBrackets } from './editorial-brackets';
import { quoteTokens as tokensWithOffsets } from './quote-tokens';

interface QuoteCheck {
  found: boolean;
  /** The quote occurs character for character in the source. */
  exact: boolean;
  /** 1 when found after normalisation; otherwise token similarity of the closest passage (0-1). */
  similarity: number;
  /** [start, end) of the matching passage in the original source text. */
  span?: [number, number];
  /** Why a near match was rejected ("number 12 became 21"), when it was. */
  problems?: string[];
}

export function verifyQuote(quote: string, sourceText: string, nearSimilarity: number): QuoteCheck {
  const rawAt = quote.trim() ? sourceText.indexOf(quote.trim()) : -1;
  const brackets = editorialBrackets(quote);
  const trimmed = brackets.quote.trim();
  if (!trimmed || !sourceText) return { found: false, exact: false, similarity: 0 };
  const source = normaliseForQuote(sourceText);
  const added = rawAt >= 0 ? [] : bracketProblems(brackets.notes, source.text);
  if (added.length > 0) return { found: false, exact: false, similarity: 0, problems: added };
  const segments = quoteSegments(normaliseForQuote(trimmed).text);
  if (segments.length === 0) return { found: false, exact: false, similarity: 0 };
  const quoteTokens = tokensWithOffsets(segments.join(' ')).map((t) => t.token);

  const span = findSegmentsInOrder(segments, source.text);
  if (span) {
    const before = tokensWithOffsets(source.text.slice(Math.max(0, span[0] - 40), span[0])).pop()?.token;
    const hedge = droppedLeadingHedge(quoteTokens, before);
    if (hedge) return { found: false, exact: false, similarity: 1, problems: [hedge] };
    if (rawAt >= 0)
      return { found: true, exact: true, similarity: 1, span: [rawAt, rawAt + quote.trim().length] };
    return { found: true, exact: false, similarity: 1, span: toOriginal(span, source.origin, sourceText) };
  }
  return nearMatch(segments.join(' '), trimmed, source, sourceText, nearSimilarity);
}

function findSegmentsInOrder(segments: string[], text: string): [number, number] | undefined {
  let from = 0;
  let start = -1;
  for (const segment of segments) {
    const at = text.indexOf(segment, from);
    if (at < 0) return undefined;
    if (start < 0) start = at;
    from = at + segment.length;
  }
  return [start, from];
}

/** The span's extent in the raw text (bidi reordering can put its characters out of order there). */
function toOriginal([start, end]: [number, number], origin: number[], raw: string): [number, number] {
  let first = origin[start] ?? 0;
  let lastIndex = first;
  for (let i = start; i < end; i += 1) {
    const at = origin[i] ?? first;
    if (at < first) first = at;
    if (at > lastIndex) lastIndex = at;
  }
  const lastChar = raw.codePointAt(lastIndex) ?? 0;
  return [first, lastIndex + (lastChar > 0xffff ? 2 : 1)];
}

/** Closest passage by token overlap, refined with Ratcliff/Obershelp; accepted only with no critical change. */
function nearMatch(
  normalisedQuote: string,
  rawQuote: string,
  source: ReturnType<typeof normaliseForQuote>,
  sourceText: string,
  nearSimilarity: number,
): QuoteCheck {
  const q = tokensWithOffsets(normalisedQuote).map((t) => t.token);
  const s = tokensWithOffsets(source.text);
  if (q.length === 0 || s.length === 0) return { found: false, exact: false, similarity: 0 };
  const starts = candidateStarts(
    q,
    s.map((t) => t.token),
  );
  let best = { similarity: 0, from: 0, to: 0 };
  for (const start of starts) {
    for (let size = Math.max(1, q.length - 3); size <= q.length + 3; size += 1) {
      const to = Math.min(s.length, start + size);
      const window = s.slice(start, to).map((t) => t.token);
      const similarity = ratcliffObershelp(q, window);
      if (similarity > best.similarity) best = { similarity, from: start, to };
    }
  }
  const windowTokens = s.slice(best.from, best.to);
  const first = windowTokens[0];
  const last = windowTokens[windowTokens.length - 1];
  if (!first || !last) return { found: false, exact: false, similarity: 0 };
  const around = (n: number) =>
    s.slice(Math.max(0, best.from - n), Math.min(s.length, best.to + n)).map((t) => t.token);
  const problems = criticalDifferences(
    rawQuote,
    q,
    windowTokens.map((t) => t.token),
    { contextTokens: around(2), nameTokens: around(4), rawSource: sourceText },
  );
  const found = best.similarity >= nearSimilarity && problems.length === 0;
  const result: QuoteCheck = { found, exact: false, similarity: round(best.similarity) };
  if (found) result.span = toOriginal([first.start, last.end], source.origin, sourceText);
  if (problems.length > 0) result.problems = problems;
  return result;
}

/** Start positions of the windows (quote length) sharing the most tokens with the quote; a few, deterministic. */
function candidateStarts(q: string[], s: string[]): number[] {
  const want = new Map<string, number>();
  for (const t of q) want.set(t, (want.get(t) ?? 0) + 1);
  const have = new Map<string, number>();
  let overlap = 0;
  const scored: Array<[number, number]> = [];
  const size = Math.min(q.length, s.length);
  for (let i = 0; i < s.length; i += 1) {
    const add = s[i] as string;
    const n = (have.get(add) ?? 0) + 1;
    have.set(add, n);
    if (n <= (want.get(add) ?? 0)) overlap += 1;
    if (i >= size) {
      const drop = s[i - size] as string;
      const m = have.get(drop) ?? 0;
      if (m <= (want.get(drop) ?? 0)) overlap -= 1;
      have.set(drop, m - 1);
    }
    if (i >= size - 1) scored.push([overlap, i - size + 1]);
  }
  scored.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const out: number[] = [];
  for (const [, start] of scored) {
    for (const shift of [-2, -1, 0, 1, 2]) {
      const at = start + shift;
      if (at >= 0 && at < s.length && !out.includes(at)) out.push(at);
    }
    if (out.length >= 25) break;
  }
  return out;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
