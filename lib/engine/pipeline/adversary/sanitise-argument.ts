/** The counter-argument is model text written from page text: bounded, and only sentences about the gathered passages. */
import { normaliseUntrusted } from '../../domain/quotes/normalise-untrusted';
import { detectInjection, isInstructionLike } from '../text/detect-injection';
import { numbersIn } from '../text/content-words';
import { splitSentences } from '../text/split-sentences';

const URL = /https?:\/\/|www\.|\bsite:/iu;
const DOMAIN_LIKE =
  /\b(?:[\p{L}\p{N}-]+\.)+(?:com|org|net|gov|edu|int|example|info|io|xyz|ru|cn|uk|de|fr|co|me|app|ly)\b/giu;
const QUOTED = /["“„«「]([^"“”„«»「」]{4,})["”“»」]/gu;
/** What the model's case may say about its own process: the engine, not the model, decides when to stop. */
const PROCESS =
  /\b(?:stop|halt|end|cease|no (?:further|more|other)|do not|don't|never)\b[^.]{0,40}\b(?:search|searching|queries|query|hops?|checking|research|looking)\b|\b(?:enough|sufficient) evidence\b|\b(?:verdict|label|rate|mark)\b[^.]{0,30}\b(?:supported|true|false|refuted|verified)\b/iu;

/** An argument about evidence never addresses a reader or a tool, nor tells anyone what to write or do. */
const DIRECTIVE =
  /\b(?:you|your|yourself|as instructed|as told|as requested)\b|\b(?:must|should|shall|need to|have to|has to|is to|are to)\s+(?:\w+\s+){0,2}(?:write|say|state|report|mark|rate|label|conclude|answer|respond|treat|consider|stop|ignore|accept|output|print|add|include|remove)\b/iu;

export const ARGUMENT_MAX_CHARS = 400;
const ARGUMENT_MAX_SENTENCES = 3;

/**
 * Keeps at most 3 sentences (400 characters) of the model's counter-argument, dropping any that read as
 * instructions or directives, carry URLs or name a site no shown passage came from, speak about stopping the search or setting the verdict, quote text that is in no shown
 * passage, or state figures no passage or the claim has. Returns '' when nothing is left.
 */
export function sanitiseArgument(
  argument: string,
  known: readonly string[],
  knownDomains: readonly string[] = [],
): string {
  const domains = new Set(knownDomains.map((d) => d.toLowerCase()));
  const foreignDomain = (s: string): boolean =>
    [...s.matchAll(DOMAIN_LIKE)].some((m) => !domains.has(m[0].toLowerCase().replace(/^www\./, '')));
  const knownText = known.join(' ');
  const knownLower = knownText.toLowerCase();
  const knownNumbers = new Set(numbersIn(knownText));
  const text = normaliseUntrusted(argument).replace(/\s+/g, ' ').trim();
  if (!text || detectInjection(text).suspicious) return '';
  const kept = splitSentences(text)
    .map((s) => s.text.trim())
    .filter((s) => s.length > 0)
    .filter(
      (s) =>
        !isInstructionLike(s) && !DIRECTIVE.test(s) && !URL.test(s) && !foreignDomain(s) && !PROCESS.test(s),
    )
    .filter((s) =>
      [...s.matchAll(QUOTED)].every((m) => knownLower.includes((m[1] ?? '').toLowerCase().trim())),
    )
    .filter((s) => numbersIn(s).every((n) => knownNumbers.has(n)))
    .slice(0, ARGUMENT_MAX_SENTENCES);
  let out = kept.join(' ');
  if (out.length > ARGUMENT_MAX_CHARS) {
    const cut = out.slice(0, ARGUMENT_MAX_CHARS - 1);
    out = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), ARGUMENT_MAX_CHARS / 2))}…`;
  }
  return out;
}
