/** Whether a contradicting figure is said of the claim's own subject, in the same slot: as strong as verbatim support. */
import type { FigureComparison, FigureConflict } from '../figures/compare-figures';
import { namesIn } from './entity-substitution';
import { contentTokens, stem } from '../../text/content-words';
import { quantitiesIn } from '../figures/quantities';

/** Share of the subject's terms the sentence must state: as high as for near-verbatim support. */
const SUBJECT_COVERAGE = 0.85;
/**
 * Terms that must identify the slot (the subject's words, an agreeing year, the figure's label): "Tokyo has 14
 * million residents" against "Greater Tokyo has 37 million residents" names too little to be sure it is one slot.
 */
const MIN_SLOT_TERMS = 3;

/**
 * Words of a bound or an estimate ("more than", "exceeds", "около", "超过"): part of the figure, not its subject, so a
 * sentence that gives the exact figure without them still states the subject.
 */
const BOUND_WORDS = new Set(
  [
    ...'more than over above under below about around approximately nearly almost roughly least exceeds exceeded exceed surpassed topped'.split(
      ' ',
    ),
    ...'über mehr als etwa rund plus de environ près moins más menos cerca casi'.split(' '),
    ...'более свыше около почти менее превышает превышают превысила превысило превысил превысили'.split(' '),
    ...'超过 超過 约 約 近 大约 以上 以下 넘어 넘게 이상 약'.split(' '),
    ...'أكثر أقل نحو حوالي قرابة'.split(' '),
    ...'लगभग करीब अधिक कम'.split(' '),
  ].map((w) => w.toLowerCase()),
);

/** Content terms of a text as stems, numbers and words of a bound left out. */
function termsOf(text: string): Set<string> {
  return new Set(
    contentTokens(text)
      .filter((t) => !/^\p{N}/u.test(t) && !BOUND_WORDS.has(t))
      .map(stem),
  );
}

/** Fewer subject terms than this before the figure: the claim opens with its figure and says what it counts after. */
const MIN_TERMS_BEFORE = 2;

/**
 * The claim's words before its figure: what the figure is said of ("Максимальная глубина Байкала" [2500 метров]).
 * A claim that opens with its figure ("A record 742,000 people were in work in Northvale …") says it after the
 * figure: then the first word after the figure and its label is part of the subject too, or "A record 15,000 people
 * visited the Northvale winter fair" would be its rival.
 */
function subjectTermsOf(claim: string, conflict: FigureConflict): Set<string> {
  const { mine } = conflict;
  const before = termsOf(claim.slice(0, mine.index));
  if (before.size >= MIN_TERMS_BEFORE) return before;
  const label = mine.noun ? stem(mine.noun.toLowerCase()) : '';
  const head = [...termsOf(claim.slice(mine.index + mine.raw.length))].find((t) => t !== label);
  return head ? new Set([...before, head]) : before;
}

/** Whether `sentence` states the subject of `conflict`'s claim figure (near-verbatim) and names every claim name. */
function statesSubject(claim: string, sentence: string, conflict: FigureConflict, years: number): boolean {
  const subject = subjectTermsOf(claim, conflict);
  const label = conflict.labelled ? 1 : 0;
  if (subject.size === 0 || subject.size + years + label < MIN_SLOT_TERMS) return false;
  const stated = termsOf(sentence);
  let hit = 0;
  for (const t of subject) if (stated.has(t)) hit++;
  if (hit / subject.size < SUBJECT_COVERAGE) return false;
  return namesIn(claim).every((name) => [...termsOf(name)].every((t) => stated.has(t)));
}

/** A figure of a known kind: a count of a named thing, a measure in a unit, or a large amount ("150 करोड़", "5 млрд"). */
const sameKind = (c: FigureConflict) =>
  c.labelled || (c.mine.unit === '' && c.mine.value >= 1e6 && c.theirs.every((t) => t.value >= 1e6));

const yearsIn = (text: string) =>
  quantitiesIn(text)
    .filter((q) => q.unit === 'year')
    .map((q) => q.value);
const mayBeYears = (text: string) =>
  quantitiesIn(text).some(
    (q) => q.unit === 'year' || (q.unit === '' && /^(?:1[89]|20)\d\d$/.test(q.raw.trim())),
  );

/**
 * The sentence's figures lie close on both sides of the claim's ("between 1.4 million and 1.6 million" / 1.5 million):
 * a range that holds it. Far figures ("1億3012万人 …, 前年より12万人増加" / 1億2435万人) are no range.
 */
const RANGE_FACTOR = 1.5;
const around = (c: FigureConflict) =>
  c.theirs.some((t) => t.value < c.mine.value && t.value * RANGE_FACTOR >= c.mine.value) &&
  c.theirs.some((t) => t.value > c.mine.value && t.value <= c.mine.value * RANGE_FACTOR);

/**
 * The figure conflict that makes `sentence` strong evidence against `claim`, or null: a figure of the same kind
 * (same counted thing or unit, or a large amount) that differs, said of the claim's subject near-verbatim, in the
 * claim's year(s) when it names any, with no claim figure agreeing and no other year than the claim's. Weak cues (a
 * figure in a loose sentence, another or no year, a small unlabelled number) stay at the ordinary heuristic ceiling.
 */
export function sameSlotContradiction(
  claim: string,
  sentence: string,
  figures: FigureComparison,
): FigureConflict | null {
  if (figures.agree.length > 0 || figures.yearsConflict.length > 0) return null;
  const claimYears = new Set(yearsIn(claim));
  const years = figures.yearsAgree.length;
  if (years < claimYears.size) return null;
  // The claim names no year and the sentence dates its figure ("was 128 million people in 2010"): another period's
  // figure may be the one meant, at most a weak cue. A four-digit number that may be a year counts ("In 2010 Japan").
  if (claimYears.size === 0 && mayBeYears(sentence)) return null;
  return (
    figures.conflicts.find((c) => sameKind(c) && !around(c) && statesSubject(claim, sentence, c, years)) ??
    null
  );
}
