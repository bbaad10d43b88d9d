/** The written summary keeps only sentences about the checked claims: no instructions, URLs, quotes or figures from elsewhere. */
import { isInstructionLike } from '../text/detect-injection';
import { numbersIn } from '../text/content-words';
import { splitSentences } from '../text/split-sentences';
import type { Claim } from '../../schemas';

const URL_LIKE = /https?:\/\/|www\.|\b[\p{L}\p{N}-]+\.(?:com|org|net|example|info|io|xyz|ru|cn)\b/iu;
const QUOTED = /["“„«「]([^"“”„«»「」]{4,})["”“»」]/gu;

/**
 * Drops summary sentences that read as instructions, carry URLs, quote text that is in no claim, or state figures
 * no claim has; returns `fallback` (the template summary) when nothing is left.
 */
export function sanitiseSummary(summary: string, claims: Claim[], fallback: string): string {
  const known = claims.map((c) => `${c.text} ${c.quote}`).join(' ');
  const knownLower = known.toLowerCase();
  const knownNumbers = new Set(numbersIn(known));
  const kept = splitSentences(summary)
    .map((s) => s.text)
    .filter((s) => !isInstructionLike(s) && !URL_LIKE.test(s))
    .filter((s) =>
      [...s.matchAll(QUOTED)].every((m) => knownLower.includes((m[1] ?? '').toLowerCase().trim())),
    )
    .filter((s) => numbersIn(s).every((n) => knownNumbers.has(n) || Number(n) <= claims.length));
  return kept.length ? kept.join(' ') : fallback;
}
