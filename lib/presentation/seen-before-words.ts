/** What the panel and reports say of a claim checked in earlier runs: when, what it was found, and what this run did. */
import type { SeenBefore } from '../engine/schemas';
import { LABEL_WORDS } from './verdict-words';

const DAY_MS = 24 * 60 * 60 * 1000;

const FRESHNESS_WORDS: Record<SeenBefore['freshness'], string> = {
  figures: 'figures',
  current: 'current events',
  settled: 'settled claims',
};

/** "12 Nov" (this year) or "12 Nov 2025", in UTC so every reader sees the same day. */
export function checkedOnWords(checkedAt: number, now: number): string {
  const date = new Date(checkedAt);
  const sameYear = date.getUTCFullYear() === new Date(now).getUTCFullYear();
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/**
 * How the line opens: "You checked this on", or, when the earlier claim was stated for another time, "You checked
 * this claim for another time on" (it is not the same claim, only its telling at another time).
 */
export function seenBeforeLead(seen: Pick<SeenBefore, 'why'>): string {
  return seen.why === 'other-time' ? 'You checked this claim for another time on' : 'You checked this on';
}

/**
 * "You checked this on 12 Nov: refuted (fullfact.org, who.int)": the newest earlier check, its verdict and the sources
 * that counted; "and 2 times before" when older checks found it too.
 */
export function seenBeforeLine(seen: SeenBefore): { date: string; rest: string } {
  const newest = seen.earlier[0]!;
  // The run that found it was made `ageDays` after the newest check: its year decides whether the year is said.
  const now = newest.checkedAt + seen.ageDays * DAY_MS;
  const sources = newest.sources.length > 0 ? ` (${newest.sources.join(', ')})` : ' (no source counted)';
  const older = seen.earlier.length - 1;
  return {
    date: checkedOnWords(newest.checkedAt, now),
    rest: `: ${LABEL_WORDS[newest.label].toLowerCase()}${sources}${older > 0 ? `; checked ${older === 1 ? 'once' : `${older} times`} before that` : ''}`,
  };
}

/** What this run did with the earlier check, and why. */
export function seenBeforeDecision(seen: SeenBefore): string {
  const kind = FRESHNESS_WORDS[seen.freshness];
  const age = seen.ageDays === 0 ? 'today' : `${days(seen.ageDays)} ago`;
  switch (seen.why) {
    case 'fresh':
      return `Its evidence from then is reused: that check was ${age}, and ${kind} stay current for ${days(seen.freshForDays)}.`;
    case 'stale':
      return `Checked again: that check was ${age}, and ${kind} are checked again after ${days(seen.freshForDays)}.`;
    case 'weak':
      return 'Checked again: that verdict did not rest on enough evidence to reuse.';
    case 'gone':
      return "Checked again: that check's evidence is no longer in History.";
    case 'other-time':
      return 'Checked again: that check was of the claim at another time (a year one of them names and the other does not), so its evidence does not answer this one.';
  }
}
