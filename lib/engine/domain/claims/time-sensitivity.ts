/** Whether a claim's truth moves with time (a figure, current events, who holds an office): only then does age count. */
import type { ClaimKind, TimeAnchor } from '../../schemas';
import type { EngineConfig } from '../../config';

/** Why a claim is time-sensitive; null when it is timeless (a source's age says nothing about it). */
export type TimeSensitivity = 'figure' | 'current-events' | 'office-holder' | null;

/** What time sensitivity reads of a claim. */
export interface TimedClaim {
  text: string;
  kind?: ClaimKind;
  timeAnchor?: TimeAnchor | null;
}

/** Numbers written in digits ("3.4", "12,000", "79"), with the word before them. */
const NUMBER = /(?:(\S+)\s+)?(?<![\d.,])(\d+(?:[.,]\d+)*)/gu;
/** A bare year (1000–2099): a date, not a figure. */
const YEAR = /^(?:1\d|20)\d\d$/u;
/** A capitalised word: before a number, part of a name ("Apollo 11", "Boeing 737"), unless it starts the text. */
const CAPITALISED = /^\p{Lu}/u;

/** Words that put a claim in the present: it is about now, and a page from years ago may no longer say how things are. */
const NOW =
  /\b(?:currently|current|now|nowadays|today|at present|presently|this (?:year|month|week)|so far|as of|latest|ongoing|still|incumbent|aktuell|derzeit|zurzeit|heute|momentan|actuellement|aujourd'hui|en ce moment|actualmente|hoy|ahora|attualmente|oggi|atualmente|hoje)\b/iu;

/** An office someone holds (a head of state or government, a minister, a mayor, a company's head). */
const OFFICE =
  /\b(?:president|prime minister|premier|chancellor|minister|secretary(?:-general)? of|governor|mayor|ceo|chief executive|chair(?:man|woman|person)?|head of|leader of|speaker of|king|queen|pope|präsident(?:in)?|bundeskanzler(?:in)?|kanzler(?:in)?|bürgermeister(?:in)?|président(?:e)?|ministre|maire|presidente|alcalde(?:sa)?|primer ministro|sindaco)\b/iu;

/** A present-tense link that makes an office a current fact ("X is president"), not history ("X was president"). */
const PRESENT = /\b(?:is|are|serves as|heads|leads|runs|remains|ist|sind|est|sont|es|son|è)\b/iu;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Why the claim is time-sensitive, or null. A figure or statistic (its kind, or a number in it that is not a year),
 * current events (present-time words, or a time window ending within `credibility.currentEventsDays` of `now`), or who
 * holds an office now. A timeless claim ("measles is caused by a virus") is none of these.
 */
export function timeSensitivityOf(
  claim: TimedClaim,
  now: Date | undefined,
  config: EngineConfig,
): TimeSensitivity {
  const text = claim.text;
  if (claim.kind === 'statistical' || hasFigure(text)) return 'figure';
  if (NOW.test(text) || recentWindow(claim.timeAnchor ?? null, now, config)) return 'current-events';
  if (OFFICE.test(text) && PRESENT.test(text)) return 'office-holder';
  return null;
}

/** A number in the text that is neither a year nor part of a name ("3.4 million", "79%", "12,000 cases"). */
function hasFigure(text: string): boolean {
  for (const match of text.matchAll(NUMBER)) {
    const [, before, digits = ''] = match;
    if (YEAR.test(digits)) continue;
    const first = (match.index ?? 0) === 0;
    if (before && !first && CAPITALISED.test(before)) continue;
    return true;
  }
  return false;
}

/** The claim's time window ends (or, open-ended, starts) within the configured number of days before `now`. */
function recentWindow(anchor: TimeAnchor | null, now: Date | undefined, config: EngineConfig): boolean {
  if (!anchor || !now) return false;
  const edge = anchor.to ?? anchor.from;
  if (!edge) return false;
  const t = Date.parse(edge);
  if (Number.isNaN(t)) return false;
  return now.getTime() - t <= config.credibility.currentEventsDays * DAY_MS;
}
