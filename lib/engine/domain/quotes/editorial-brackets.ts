/** Editorial [insertions] in a quote: the quoter's words, skipped when matching, but they may not bring in names or numbers. */
import { normaliseForQuote } from './normalise-quote';
import { isUncased } from './quote-tokens';

interface Brackets {
  /** The quote with each insertion replaced by an ellipsis (a gap the source may fill with anything). */
  quote: string;
  notes: string[];
}

const BRACKET = /\[([^\][]{1,80})\]/gu;
const ELLIPSIS_ONLY = /^\s*(?:…|\.{3})\s*$/u;

/** Splits editorial insertions ("he [the minister] said", "[sic]") out of a quote. */
export function editorialBrackets(quote: string): Brackets {
  const notes: string[] = [];
  const stripped = quote.replace(BRACKET, (whole, note: string) => {
    if (ELLIPSIS_ONLY.test(note)) return whole;
    notes.push(note);
    return ' … ';
  });
  return { quote: stripped, notes };
}

/** Names (capitalised or uncased-script words) and numbers in the insertions that the source never mentions. */
export function bracketProblems(notes: readonly string[], normalisedSource: string): string[] {
  const problems: string[] = [];
  for (const note of notes) {
    for (const m of note.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’.,][\p{L}\p{M}\p{N}]+)*/gu)) {
      const raw = m[0];
      const nameOrNumber = /^\p{Lu}/u.test(raw) || /\p{N}/u.test(raw) || isUncased(raw);
      if (!nameOrNumber || /^sic$/iu.test(raw)) continue;
      if (mentions(normalisedSource, normaliseForQuote(raw).text)) continue;
      problems.push(`the bracketed insertion "[${note}]" adds "${raw}", which the source does not mention`);
    }
  }
  return problems;
}

/** The word occurs in the source as a word of its own (or, in unspaced and uncased scripts, as a substring). */
function mentions(source: string, word: string): boolean {
  if (isUncased(word)) return source.includes(word);
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'u').test(source);
}
