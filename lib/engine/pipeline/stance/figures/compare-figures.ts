/** Figures of a claim against a sentence: like compared with like (%, years, money, counts of the same thing). */
import { STOPWORDS } from '../../text/cue-words';
import { contentTokens, stem } from '../../text/content-words';
import { quantitiesIn, valuesAgree, type Quantity } from './quantities';
import { baseUnitOf, inBaseUnit } from './units';

export interface FigureComparison {
  /** Claim figures the sentence states too (within tolerance), as written in the claim. */
  agree: string[];
  /** Claim figures the sentence states differently: "97% vs 64%". */
  conflict: string[];
  /** Conflicts between counts of the same named thing ("42 ships" vs "18 ships"): telling even in a loose sentence. */
  labelledConflict: string[];
  /** The same for years. */
  yearsAgree: string[];
  yearsConflict: string[];
  /** Each non-year conflict as quantities: the claim's figure, the sentence's figures of its kind, same label or not. */
  conflicts: FigureConflict[];
}

export interface FigureConflict {
  mine: Quantity;
  theirs: Quantity[];
  /** A count of the same named thing, or a measure in the same unit (%, money, metres): the same slot. */
  labelled: boolean;
}

/** The counted noun, singular and stemmed ("stars" and "star" meet; "ships" and "shipments" do not). */
const nounKey = (q: Quantity) =>
  q.noun && !STOPWORDS.has(q.noun) ? stem(q.noun.replace(/(?<=\p{L}{3})s$/u, '')) : '';

/**
 * Whether a sentence figure measures the same kind of thing as a claim figure. `claimTerms` (the claim's stems)
 * lets "won the cup once" meet "won three cups": a count of times against a count of the claim's own thing.
 */
function comparable(c: Quantity, s: Quantity, claimTerms: ReadonlySet<string>): boolean {
  if (c.unit !== s.unit) return false;
  if (c.unit !== '') return true;
  const cn = nounKey(c);
  const sn = nounKey(s);
  if (c.noun === 'times' && sn && s.noun !== 'times') return claimTerms.has(sn) && s.value < 1000;
  if (cn && sn) return cn === sn;
  // Large amounts (4.5 billion vs 65B) are compared by size when one of them is unlabelled; small bare numbers are not.
  if (c.value >= 1e6 && s.value >= 1e6) return !cn || !sn;
  return c.value >= 1000 && s.value >= 1000 && !cn && !sn;
}

/** The claim names a period (two years or more) and the sentence states no year inside it. */
function outsidePeriod(claim: readonly Quantity[], sentence: readonly Quantity[]): boolean {
  const years = claim.filter((q) => q.unit === 'year').map((q) => q.value);
  if (years.length < 2) return false;
  const [from, to] = [Math.min(...years), Math.max(...years)];
  return !sentence.some((q) => q.unit === 'year' && q.value >= from && q.value <= to);
}

/** The claim names its year(s) and the sentence speaks only of others: its figures are another year's, not rivals. */
function otherYear(claim: readonly Quantity[], sentence: readonly Quantity[]): boolean {
  const mine = new Set(claim.filter((q) => q.unit === 'year').map((q) => q.value));
  const theirs = sentence.filter((q) => q.unit === 'year');
  return mine.size > 0 && theirs.length > 0 && theirs.every((q) => !mine.has(q.value));
}

/** Word numbers ("one", "first") only count when they qualify a noun; bare digits always count. */
const usable = (q: Quantity) => (/\d/.test(q.raw) || nounKey(q) !== '') && !CALENDAR_PART.test(q.noun);
/** A one-character CJK counter after a number ("人", "명", "件"): it says things are counted, not which. */
const COUNTER = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
/** "10月1日", "3월 5일": parts of a date (dates are compared as dates), not figures. */
const CALENDAR_PART = /^(?:月|日|号|월|일)$/u;

/**
 * "not 2,500", "n'est pas de 2 500", "no es de 2500", "а не 2500 метров", "不是2500米", "150 करोड़ नहीं",
 * "2500メートルではない": a figure the sentence denies is not one it states.
 */
const NEGATED_BEFORE =
  /(?:^|[\s,;(])(?:not|nicht|pas|non|no|а не|и не|не|ni|ليس|وليس|لا)(?:\s+(?:es|est|is|ist|son|sont))?(?:\s+(?:de|d'|of|von|di))?\s+$|(?:不是|并非|並非|而非|而不是)\s*$/iu;
const NEGATED_AFTER =
  /^[\s\p{L}\p{M}]{0,12}?\s(?:नहीं|नही)(?![\p{L}\p{M}])|^[\p{Script=Katakana}\p{Script=Han}ー]{0,8}(?:では|じゃ)な/u;
const denied = (sentence: string, q: Quantity) =>
  NEGATED_BEFORE.test(sentence.slice(Math.max(0, q.index - 20), q.index)) ||
  NEGATED_AFTER.test(sentence.slice(q.index + q.raw.length, q.index + q.raw.length + 24));

export function compareFigures(claim: string, sentence: string, tolerance = 0.02): FigureComparison {
  const out: FigureComparison = {
    agree: [],
    conflict: [],
    labelledConflict: [],
    yearsAgree: [],
    yearsConflict: [],
    conflicts: [],
  };
  // Units are converted ("160 miles" / "257 km") only where both sides measure in known units of the same kind;
  // otherwise nouns are compared as words ("Kilometer" / "Kilometern").
  const [theirsRaw, mineRaw] = [
    quantitiesIn(sentence).filter((q) => usable(q) && !denied(sentence, q)),
    quantitiesIn(claim).filter(usable),
  ];
  const basesOf = (qs: Quantity[]) => new Set(qs.map(baseUnitOf).filter((b) => b !== null));
  const [theirBases, myBases] = [basesOf(theirsRaw), basesOf(mineRaw)];
  const convert = (others: ReadonlySet<string | null>) => (q: Quantity) =>
    others.has(baseUnitOf(q)) ? inBaseUnit(q) : q;
  const theirs = theirsRaw.map(convert(myBases));
  const claimFigures = mineRaw.map(convert(theirBases));
  const claimTerms = new Set(contentTokens(claim).map(stem));
  // "first finger on the first fret …, second finger on the second fret": the claim lists several values of the same
  // thing, and a sentence that states one step of the list does not contradict the others.
  const others = (q: Quantity) =>
    nounKey(q) === ''
      ? []
      : claimFigures.filter(
          (o) => o !== q && o.unit === q.unit && nounKey(o) === nounKey(q) && o.value !== q.value,
        );
  for (const mine of claimFigures) {
    // A value of a listed thing is judged only against sentence figures that are no other step of the list
    // ("1億2435万人 …, 59万5千人減少" against "1億3435万人 …, 59万5千人減少": the population conflicts).
    const steps = others(mine);
    const ofList = (t: Quantity) => steps.some((o) => valuesAgree(o, t, tolerance));
    const stepsOnly = steps.length > 0 && theirs.every((t) => !comparable(mine, t, claimTerms) || ofList(t));
    if (stepsOnly) continue;
    const year = mine.unit === 'year';
    // Large amounts agree even when counted in other words ("19 millones de habitantes" / "de personas").
    // The amount itself, not a bound: "more than 12 million births" does not meet "1.26 trillion yuan".
    const sameAmount = theirs.find(
      (t) =>
        t.unit === mine.unit &&
        mine.value >= 1e4 &&
        valuesAgree({ ...mine, bound: null }, { ...t, bound: null }, tolerance),
    );
    const candidates = theirs.filter((t) => comparable(mine, t, claimTerms) && !ofList(t));
    if (candidates.length === 0 && !sameAmount) continue;
    const match = sameAmount ?? candidates.find((t) => valuesAgree(mine, t, year ? 0 : tolerance));
    // Ordinals ("first", "45th") are weak alone: they never make agreement, and contradict only for the same noun.
    const ordinal = mine.unit === 'ordinal';
    if (match) {
      if (!ordinal) (year ? out.yearsAgree : out.agree).push(mine.raw);
      continue;
    }
    if (ordinal && !candidates.some((t) => nounKey(t) !== '' && nounKey(t) === nounKey(mine))) continue;
    const detail = `${mine.raw} vs ${candidates
      .slice(0, 2)
      .map((t) => t.raw)
      .join(', ')}`;
    // A count over a period the sentence does not speak of ("won 10 trophies between 1989 and 2005" / "won 47
    // trophies in our history") is no contradiction.
    if (!year && (outsidePeriod(claimFigures, theirs) || otherYear(claimFigures, theirs))) continue;
    (year ? out.yearsConflict : out.conflict).push(detail);
    // Ordinals are weak: "second single" vs "first single" alone, in a loose sentence, says little; centuries are
    // dates ("2nd century BCE" vs "sixth century B.C.").
    const strong = !ordinal || /^(?:centu|mille)/.test(nounKey(mine));
    const labelled =
      !year && strong && nounKey(mine) !== '' && candidates.some((t) => nounKey(t) === nounKey(mine));
    // A CJK counter ("人", "명", "件") says only that people or things are counted, not which: telling in a sentence
    // about the claim, not in a loose one ("15歳未満人口は1417万人" is no rival to a total population).
    if (labelled && !COUNTER.test(mine.noun)) out.labelledConflict.push(detail);
    if (!year)
      out.conflicts.push({ mine, theirs: candidates, labelled: labelled || (!ordinal && mine.unit !== '') });
  }
  return out;
}
