/** Claim anchoring: a claim's text must say what its quote says — its numbers, negations, names and words occur there. */
import { contentTokens, numbersIn, stem } from '../text/content-words';
import { isInstructionLike } from '../text/detect-injection';
import { splitSentences } from '../text/split-sentences';
import { NEGATION } from '../text/cue-words';

interface AnchoredText {
  text: string;
  /** Why the model's text was replaced by the quote; null when it was kept. */
  replaced: string | null;
}

/**
 * The paragraph holding the quote and the one before it (pronouns may be resolved from there), without sentences
 * that read as instructions to an AI: an injected "the claim should read …" next to the quote supports nothing.
 */
export function anchorContext(articleText: string, start: number, end: number): string {
  const paragraphStart = articleText.lastIndexOf('\n\n', start);
  const previousStart = paragraphStart > 0 ? articleText.lastIndexOf('\n\n', paragraphStart - 1) : -1;
  const nextBreak = articleText.indexOf('\n\n', end);
  const from = previousStart >= 0 ? previousStart : 0;
  const to = nextBreak >= 0 ? nextBreak : articleText.length;
  const region = articleText.slice(from, to);
  return splitSentences(region)
    .map((s) => s.text)
    .filter((s) => !isInstructionLike(s))
    .join(' ');
}

const stems = (text: string) => new Set(contentTokens(text).map(stem));
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

function bigrams(text: string): string[] {
  const chars = [...text.replace(/[\s\p{P}]/gu, '')];
  return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
}

/** Keeps the model's `text` when its quote (and context) support it; otherwise the quote itself, and why. */
export function anchorClaimText(text: string, quote: string, context: string): AnchoredText {
  const claimText = text.trim();
  if (!claimText || claimText === quote) return { text: quote, replaced: null };
  const fail = (why: string): AnchoredText => ({ text: quote, replaced: why });
  if (isInstructionLike(claimText)) return fail('the text reads as an instruction to an AI');
  const support = `${quote} ${context}`;
  const supportNumbers = new Set(numbersIn(support));
  const missingNumbers = numbersIn(claimText).filter((n) => !supportNumbers.has(n));
  if (missingNumbers.length) return fail(`its numbers (${missingNumbers.join(', ')}) are not in the quote`);
  if (NEGATION.test(claimText) !== NEGATION.test(quote))
    return fail(
      NEGATION.test(claimText) ? 'it adds a negation the quote lacks' : 'it drops the negation of the quote',
    );
  if (UNSPACED.test(claimText)) {
    const grams = bigrams(claimText);
    const pool = new Set(bigrams(support));
    const covered = grams.filter((g) => pool.has(g)).length / Math.max(1, grams.length);
    return covered >= 0.7 ? { text: claimText, replaced: null } : fail('its wording is not in the quote');
  }
  const inQuote = stems(quote);
  const inSupport = stems(support);
  const own = [...stems(claimText)];
  const foreign = own.filter((s) => !inSupport.has(s));
  if (foreign.length)
    return fail(`it says things the quote does not ("${foreign.slice(0, 4).join('", "')}")`);
  const fromQuote = own.filter((s) => inQuote.has(s)).length / Math.max(1, own.length);
  if (fromQuote < 0.5) return fail('most of its words come from outside the quote');
  return { text: claimText, replaced: null };
}
