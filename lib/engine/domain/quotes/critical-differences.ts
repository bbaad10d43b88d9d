/** What a near-match quote may not change: numbers, negations, names, and hedging qualifiers. */
import { nameDifferences } from './name-differences';

/** Words that negate what they govern, in the languages the engine reads (lower case, as written). */
const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nobody',
  'nothing',
  'neither',
  'nor',
  'cannot',
  'without',
  'nowhere',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'nie',
  'niemals',
  'ne',
  'pas',
  'jamais',
  'aucun',
  'aucune',
  'nunca',
  'ningún',
  'ninguna',
  'nada',
  'non',
  'mai',
  'nessuno',
  'não',
  'nem',
  'niet',
  'geen',
  'nooit',
]);

const QUALIFIERS = new Set([
  'some',
  'most',
  'many',
  'few',
  'several',
  'may',
  'might',
  'could',
  'possibly',
  'probably',
  'likely',
  'unlikely',
  'perhaps',
  'about',
  'approximately',
  'around',
  'nearly',
  'almost',
  'roughly',
  'only',
  'just',
  'allegedly',
  'reportedly',
  'apparently',
  'least',
  'than',
  'partly',
  'partially',
  'often',
  'sometimes',
  'rarely',
  'usually',
  'mostly',
  'largely',
  'slightly',
  'estimated',
  'suspected',
  'up',
  'over',
  'under',
  'below',
  'above',
  'less',
  'more',
  'etwa',
  'rund',
  'fast',
  'möglicherweise',
  'vielleicht',
  'environ',
  'presque',
  'peut-être',
  'casi',
  'quizás',
]);

/** What surrounds the matched passage: qualifiers just outside it still count; names are aligned a little wider. */
interface Surroundings {
  /** The window plus a couple of tokens either side. */
  contextTokens: string[];
  /** The window plus a few more tokens either side, so a name swapped at the quote's edge is still seen. */
  nameTokens: string[];
  /** The whole source: where a word is capitalised mid-sentence tells whether it is a name. */
  rawSource: string;
}

/** Problems in words, or [] when the near match changes nothing that matters. */
export function criticalDifferences(
  rawQuote: string,
  quoteTokens: string[],
  windowTokens: string[],
  around: Surroundings,
): string[] {
  const problems: string[] = [];
  const q = multiset(quoteTokens);
  const w = multiset(windowTokens);

  const qNumbers = quoteTokens.filter(hasDigit);
  const wNumbers = windowTokens.filter(hasDigit);
  if (!sameMultiset(qNumbers, wNumbers)) {
    problems.push(`numbers differ: quote has ${list(qNumbers)}, source has ${list(wNumbers)}`);
  }
  const qNeg = countNegations(quoteTokens);
  const wNeg = countNegations(windowTokens);
  if (qNeg !== wNeg) problems.push(`negation differs: ${qNeg} in the quote, ${wNeg} in the source`);

  problems.push(...nameDifferences(quoteTokens, around.nameTokens, rawQuote, around.rawSource));

  const c = multiset(around.contextTokens);
  for (const word of around.contextTokens) {
    if (QUALIFIERS.has(word) && (q.get(word) ?? 0) < (c.get(word) ?? 0))
      problems.push(`qualifier "${word}" was dropped`);
  }
  for (const word of quoteTokens) {
    if (QUALIFIERS.has(word) && (w.get(word) ?? 0) < (q.get(word) ?? 0))
      problems.push(`qualifier "${word}" was added`);
  }
  return [...new Set(problems)];
}

/** Hedges that change a verbatim fragment's meaning when they sit just before it ("at least 12", "only 5"). */
const LEADING_HEDGES = new Set([
  'least',
  'only',
  'nearly',
  'almost',
  'roughly',
  'approximately',
  'reportedly',
  'allegedly',
  'possibly',
  'probably',
  'may',
  'might',
  'could',
  'some',
  'most',
  'partly',
  'estimated',
  'than',
]);

/** A hedge immediately before a matched fragment that the quote left out, or null. */
export function droppedLeadingHedge(quoteTokens: string[], tokenBefore: string | undefined): string | null {
  if (!tokenBefore || !LEADING_HEDGES.has(tokenBefore) || quoteTokens.includes(tokenBefore)) return null;
  return `qualifier "${tokenBefore}" just before the quoted words was dropped`;
}

function hasDigit(token: string): boolean {
  return /\p{N}/u.test(token);
}

/** Whether a lower-case token negates ("not", "kein", "jamais", "doesn't"). */
export function isNegation(token: string): boolean {
  return NEGATIONS.has(token) || token.endsWith("n't");
}

function countNegations(tokens: string[]): number {
  return tokens.filter(isNegation).length;
}

function multiset(tokens: string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

function sameMultiset(a: string[], b: string[]): boolean {
  return a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');
}

function list(items: string[]): string {
  return items.length === 0 ? 'none' : items.join(', ');
}
