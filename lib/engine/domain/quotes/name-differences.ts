/** Names a near-match quote changed: token alignment, then every changed token that is a name in any script. */
import { skeleton } from '../text/confusables';
import { wordList } from '../text/segment';
import { isUncased } from './quote-tokens';

/** Words that start sentences capitalised without being names (a changed one is a plain change, not a name). */
const SENTENCE_STARTERS = new Set(
  wordList(
    `the a an this that these those it its he she they we i you there here in on at for from by with but and or so as if
  when while after before according some many most all one two three four five der die das ein eine es er sie wir
  ich im am laut nach le la les un une il elle ils nous on selon en el los las una lo ella según por para il gli
  lo una dei che`,
  ),
);

interface Hunk {
  quote: string[];
  source: string[];
  /** Before the first or after the last common token: unpaired source tokens there are only window padding. */
  edge: 'leading' | 'trailing' | null;
}

/**
 * Problems for names (people, organisations, places) that the quote has and the source passage does not, or the
 * reverse. A token is a name when it is capitalised in the quote or the source other than as an ordinary sentence
 * start, or when its script has no case (Han, Kana, Hangul, Arabic, Devanagari…): there any changed word counts.
 */
export function nameDifferences(
  quoteTokens: readonly string[],
  windowTokens: readonly string[],
  rawQuote: string,
  rawSource: string,
): string[] {
  const isName = nameTest(rawQuote, rawSource);
  const problems: string[] = [];
  for (const hunk of hunks(quoteTokens, windowTokens)) {
    // Before the first common token the two sides meet at their ends; elsewhere at their starts.
    const source =
      hunk.edge === 'leading'
        ? hunk.source.slice(Math.max(0, hunk.source.length - hunk.quote.length))
        : hunk.source;
    const pairs = Math.min(hunk.quote.length, source.length);
    const offset = hunk.edge === 'leading' ? hunk.quote.length - pairs : 0;
    hunk.quote.forEach((q, i) => {
      const s = i - offset >= 0 && i - offset < pairs ? source[i - offset] : undefined;
      if (s !== undefined && fold(s) === fold(q)) return;
      if (isName(q) || (s !== undefined && isName(s)))
        problems.push(s ? `name "${s}" became "${q}"` : `name "${q}" is not in the source passage`);
    });
    if (hunk.edge) continue;
    for (const s of source.slice(pairs))
      if (isName(s)) problems.push(`name "${s}" from the source is missing`);
  }
  return problems;
}

function nameTest(rawQuote: string, rawSource: string): (token: string) => boolean {
  const capitalised = new Set<string>();
  const starters = new Set<string>();
  const shouting = !/\p{Ll}/u.test(rawQuote);
  for (const raw of shouting ? [rawSource] : [rawQuote, rawSource]) {
    for (const m of raw.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?/gu)) {
      const word = m[0];
      if (!/^\p{Lu}|['’]\p{Lu}/u.test(word)) continue;
      const token = skeleton(word).replace(/’/g, "'");
      const before = raw.slice(Math.max(0, m.index - 3), m.index).trimEnd();
      const initial = before === '' || /[.!?:"“”«»„\n]$/u.test(before);
      (initial ? starters : capitalised).add(token);
    }
  }
  return (token) =>
    isUncased(token) || capitalised.has(token) || (starters.has(token) && !SENTENCE_STARTERS.has(token));
}

/** Accents and letter case aside, the same word ("Sánchez" = "Sanchez"). */
function fold(token: string): string {
  return token.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The changed stretches between the two token lists' longest common subsequence. */
function hunks(a: readonly string[], b: readonly string[]): Hunk[] {
  const n = a.length;
  const m = b.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Hunk[] = [];
  let current: Hunk = { quote: [], source: [], edge: 'leading' };
  const flush = (edge: Hunk['edge']) => {
    if (current.quote.length || current.source.length) out.push({ ...current, edge: current.edge ?? edge });
    current = { quote: [], source: [], edge: null };
  };
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      flush(null);
      i += 1;
      j += 1;
    } else if (j < m && (i >= n || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) current.source.push(b[j++]!);
    else current.quote.push(a[i++]!);
  }
  flush('trailing');
  return out;
}
