/** Calendar dates in text ("October 22, 1767", "5 July 1767", "22. Oktober 1767", "le 5 juillet"): day, month, year. */
import { MONTH_OF, MONTH_PATTERN } from '../../../domain/dates/month-names';
import { wordSpansOf } from '../../../domain/text/segment';

interface CalendarDate {
  raw: string;
  day: number | null;
  month: number;
  year: number | null;
}

const DAY_MONTH = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\d{1,2})(?:st|nd|rd|th|er|\\.|º)?\\s+(?:de\\s+|of\\s+)?(${MONTH_PATTERN})\\.?(?![\\p{L}])(?:,?\\s+(?:de\\s+)?(\\d{4}))?`,
  'giu',
);
const MONTH_DAY = new RegExp(
  `(?<![\\p{L}])(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\p{N}])(?:,?\\s+(\\d{4}))?`,
  'giu',
);
/** "in May 2019": a month and year without a day (a capitalised month, so "may" the verb is left alone). */
const MONTH_YEAR = new RegExp(`(?<![\\p{L}])(${MONTH_PATTERN})\\.?\\s+(\\d{4})(?![\\p{N}])`, 'giu');
/** Month abbreviations that are also words ("may", "mar"): months only when capitalised. */
const AMBIGUOUS = /^(?:may|mar|jan|feb|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;

const day = (s: string) => {
  const d = Number(s);
  return d >= 1 && d <= 31 ? d : null;
};

/** Every calendar date with at least a month and a day or year, in order of appearance (overlaps dropped). */
export function datesIn(text: string): CalendarDate[] {
  const found: Array<CalendarDate & { index: number; end: number }> = [];
  const add = (index: number, raw: string, d: number | null, monthName: string, year: string | undefined) => {
    const month = MONTH_OF.get(monthName.toLowerCase());
    if (!month || found.some((f) => index < f.end && index + raw.length > f.index)) return;
    if (AMBIGUOUS.test(monthName) && !/^\p{Lu}/u.test(monthName)) return;
    found.push({ raw, day: d, month, year: year ? Number(year) : null, index, end: index + raw.length });
  };
  for (const m of text.matchAll(DAY_MONTH)) add(m.index, m[0], day(m[1]!), m[2]!, m[3]);
  for (const m of text.matchAll(MONTH_DAY)) add(m.index, m[0], day(m[2]!), m[1]!, m[3]);
  for (const m of text.matchAll(MONTH_YEAR)) add(m.index, m[0], null, m[1]!, m[2]);
  return found
    .sort((a, b) => a.index - b.index)
    .map(({ raw, day: d, month, year }) => ({ raw, day: d, month, year }));
}

/** Whether two dates can be the same day: month agrees, and day and year agree wherever both give them. */
function sameDate(a: CalendarDate, b: CalendarDate): boolean {
  return (
    a.month === b.month &&
    (a.day === null || b.day === null || a.day === b.day) &&
    (a.year === null || b.year === null || a.year === b.year)
  );
}

/**
 * A date of the claim that `sentence` gives differently (another month or day, in the same year when both say
 * one), as "October 22, 1767 vs 5 July 1767", unless `passage` states the claim's date somewhere.
 */
export function dateMismatch(claim: string, sentence: string, passage = sentence): string | null {
  const theirs = datesIn(sentence);
  const stated = datesIn(passage);
  for (const mine of datesIn(claim)) {
    if (mine.day === null) continue;
    if (stated.some((d) => sameDate(mine, d))) continue;
    const other = theirs.find(
      (d) =>
        d.day !== null &&
        (mine.year === null || d.year === null || d.year === mine.year) &&
        !sameDate(mine, d),
    );
    if (other) return `${mine.raw} vs ${other.raw}`;
  }
  return null;
}

const YEAR = /(?<![\p{L}\p{N}])(1\d{3}|20\d{2})(?![\p{L}\p{N}])/gu;
const wordList = (text: string) => wordSpansOf(text).map((w) => ({ w: w.text.toLowerCase(), at: w.start }));

/**
 * Whether `sentence` gives another year in the claim year's own slot: the content word that leads to the year in the
 * claim ("released in 2016", "opened to traffic in 1947") stands at most five words before a different year in the
 * sentence ("released on September 28, 2019"). A year elsewhere (a life span, another event) is not its slot.
 */
export function yearInSameSlot(
  claim: string,
  sentence: string,
  isContent: (word: string) => boolean,
  stemOf: (word: string) => string,
): boolean {
  const claimWords = wordList(claim);
  const sentenceWords = wordList(sentence);
  for (const y of claim.matchAll(YEAR)) {
    const before = claimWords.filter((x) => x.at < y.index && isContent(x.w) && !MONTH_OF.has(x.w));
    const lead = before[before.length - 1];
    if (!lead) continue;
    for (const t of sentence.matchAll(YEAR)) {
      if (t[1] === y[1]) continue;
      const k = sentenceWords.findIndex((x) => x.at === t.index);
      const same = (x: { w: string }) => stemOf(x.w) === stemOf(lead.w);
      if (sentenceWords.slice(Math.max(0, k - 6), k).some(same)) return true;
      // A fronted time ("In September 1666, the fire broke out …") dates the whole clause after it.
      const fronted = k <= 4 && /^[^\p{L}\p{N}]*,/u.test(sentence.slice(t.index + t[0].length));
      if (fronted && sentenceWords.slice(k + 1).some(same)) return true;
    }
  }
  return false;
}
