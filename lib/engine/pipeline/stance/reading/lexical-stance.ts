/**
 * No-model stance: the passage sentence that best covers the claim, then contradiction (figures, years, negation,
 * antonyms, substituted names, debunking words, a denying frame) before agreement; topic overlap alone is never
 * support, and neither is a sentence its source does not assert as its own (reported, quoted, labelled, asked).
 */
import type { Stance } from '../../../schemas/index';
import { compareFigures } from '../figures/compare-figures';
import { sameSlotContradiction } from './contradiction-strength';
import { dateMismatch, yearInSameSlot } from './date-mismatch';
import { CONFIRMATION, REFUTATION, STOPWORDS } from '../../text/cue-words';
import { debunkCue } from '../framing/debunk-phrasing';
import { entitySubstitution, kindSubstitution, namesIn } from './entity-substitution';
import { stem } from '../../text/content-words';
import { antonymMismatch, negatedWords, negationMismatch } from './polarity';
import { affixNegation, rankQualifier } from './one-word-opposites';
import { bestClause } from './claim-clauses';
import { splitSentences } from '../../text/split-sentences';
import { quantitiesIn } from '../figures/quantities';
import { roleSwap } from './role-swap';
import { uniqueRoleHolder } from './unique-role';
import { claimCoverage, COMMON_WORD, nameIn, stems } from './claim-coverage';
import { frameInPage, type PageOfPassage } from '../framing/frame-in-page';
import { SPEECH_CLAIM } from '../framing/frame-cues';
import type { SentenceFrame } from '../framing/sentence-frame';

export { claimCoverage } from './claim-coverage';

/**
 * What decided a rules' reading. The hard contradictions (`HARD_BASES`: another figure, date, negation, name, role,
 * or the source's own denial) may overrule a model; agreement never does.
 */
export type LexicalBasis =
  | 'refutation-cue'
  | 'denied'
  | 'headline'
  | 'figures'
  | 'negation'
  | 'date'
  | 'rank'
  | 'wording'
  | 'role'
  | 'name'
  | 'year'
  | 'verbatim'
  | 'same-figures'
  | 'terms'
  | 'framed'
  | 'question'
  | 'topic'
  | 'none';

/** The bases of a rules' reading that contradict a claim on a fact, not on shared words. */
export const HARD_BASES: ReadonlySet<LexicalBasis> = new Set([
  'refutation-cue',
  'denied',
  'headline',
  'figures',
  'negation',
  'date',
  'rank',
  'wording',
  'role',
  'name',
]);

export interface LexicalStance {
  stance: Stance;
  strength: number;
  relevance: number;
  quote: string;
  rationale: string;
  basis: LexicalBasis;
  heuristic: true;
}

/** Ordinary lexical cues never exceed this strength: they are weak evidence. */
export const MAX_HEURISTIC_STRENGTH = 0.4;
/**
 * A sentence that states the claim (near-)verbatim, every name and figure agreeing, is real support even without a
 * model: it may reach this strength (still marked heuristic).
 */
export const VERBATIM_HEURISTIC_STRENGTH = 0.7;

/** A reported sentence (a named speaker's words, not taken up) supports a claim at most this much. */
const REPORTED_STRENGTH = 0.3;

/**
 * Stance of `passage` towards `claim`; the quote is the passage's sentence that decided it. With `page` (the text the
 * passage was cut from and its headline), each sentence is framed by its neighbours and heading on the page.
 */
export function lexicalStance(claim: string, passage: string, page?: PageOfPassage): LexicalStance {
  const all = splitSentences(passage)
    .map((s) => ({ text: s.text, coverage: claimCoverage(claim, s.text) }))
    .sort((a, b) => b.coverage - a.coverage);
  const relevance = round(all[0]?.coverage ?? 0);
  // A question asserts nothing ("Why can't copper displace zinc?"): it neither supports nor refutes.
  const ranked = all.filter((s) => !/\?\s*$/.test(s.text));
  const best = ranked[0] ?? { text: all[0]?.text ?? '', coverage: 0 };
  if (ranked.length === 0 && all.length > 0 && all[0]!.coverage >= 0.3)
    return {
      stance: 'context',
      strength: 0.2,
      relevance,
      quote: all[0]!.text,
      rationale: 'heuristic: the passage only asks about the claim',
      basis: 'question',
      heuristic: true,
    };
  const result = (
    stance: Stance,
    strength: number,
    rationale: string,
    quote = best.text,
    basis: LexicalBasis = 'none',
  ): LexicalStance => ({
    stance,
    strength: round(strength),
    relevance,
    quote: stance === 'irrelevant' ? '' : quote,
    rationale: `heuristic: ${rationale}`,
    basis,
    heuristic: true,
  });
  if (best.coverage < 0.3) return result('irrelevant', 0.1, "few of the claim's words occur in the passage");
  const frames = new Map<string, SentenceFrame>();
  const frameOfSentence = (text: string) => {
    const known = frames.get(text);
    if (known) return known;
    const frame = frameInPage(text, passage, page);
    frames.set(text, frame);
    return frame;
  };

  // Sentences about the claim (most of its terms): where contradiction and agreement are looked for.
  const about = ranked.filter((s) => s.coverage >= Math.max(0.5, best.coverage - 0.2));
  const claimDebunks = REFUTATION.test(claim);
  // A negated claim ("X does not cure Y") is what a debunk of "X cures Y" says: its phrasing is no refutation of it.
  const readsDebunks = !claimDebunks && !negates(claim) && debunkCue(claim) === undefined;
  for (const s of about) {
    const cue = !claimDebunks && REFUTATION.exec(s.text)?.[0];
    if (cue)
      return result('refutes', MAX_HEURISTIC_STRENGTH, `refutation cue "${cue}"`, s.text, 'refutation-cue');
    const debunk = readsDebunks && debunkCue(s.text);
    if (debunk)
      return result(
        'refutes',
        MAX_HEURISTIC_STRENGTH,
        `debunk phrasing "${debunk}"`,
        s.text,
        'refutation-cue',
      );
    const frame = readsDebunks ? frameOfSentence(s.text) : null;
    if (frame?.denied)
      return result(
        'refutes',
        MAX_HEURISTIC_STRENGTH,
        `the source denies it (${frame.cue ?? frame.kind})`,
        s.text,
        'denied',
      );
  }
  // A headline that answers the claim with a verdict against it ("No, …", "… a 50-year low, not a 50-year high")
  // denies every mention of the claim on its page.
  const headline = readsDebunks && page?.title ? headlineDenies(claim, page.title) : null;
  if (headline)
    return result(
      'refutes',
      MAX_HEURISTIC_STRENGTH,
      `the page's headline denies it (${headline})`,
      best.text,
      'headline',
    );

  // A sentence the source says in its own voice or reports; attributed, quoted, asked, labelled or supposed
  // sentences are someone else's: they neither support nor contradict the claim for this source.
  const speaks = (text: string) => {
    const kind = frameOfSentence(text).kind;
    return kind === 'own' || kind === 'reported';
  };
  // A claim about what someone declared is stated by a report of their words.
  // (The speech verb opens the claim — "The WHO declared that …" — not a trailing ", one MP told a rally".)
  const speech = SPEECH_CLAIM.exec(claim);
  const reportStatesIt = speech !== null && speech.index < claim.length * 0.6;
  const loose = ranked.filter((s) => s.coverage >= 0.3 && speaks(s.text));
  if (loose.length === 0)
    return result(
      'context',
      0.2,
      `the source mentions the claim but does not assert it (${frameWords(frameOfSentence(best.text))})`,
      best.text,
      'framed',
    );
  const figures = loose.map((s) => ({ s, f: compareFigures(claim, s.text) }));
  // Agreeing figures are part of what the sentence covers: "2023 … 5,9 Prozent" in other words still states it.
  const claimFigures = quantitiesIn(claim).filter((q) => /\d/.test(q.raw)).length;
  const claimSize = stems(claim).size;
  const withFigures = (coverage: number, agree: number) =>
    (coverage * claimSize + agree) / Math.max(1, claimSize + claimFigures);
  const agreeing = figures.find(
    ({ s, f }) =>
      withFigures(s.coverage, f.agree.length + f.yearsAgree.length) >= 0.5 &&
      f.agree.length > 0 &&
      f.conflict.length === 0,
  );
  // Another figure agreeing ("two doses") does not cancel a rival in the same slot ("79 percent effective" vs 97).
  const conflicting = figures.find(
    ({ s, f }) =>
      (f.agree.length === 0 || s.coverage >= 0.5) &&
      (f.labelledConflict.length > 0 || (s.coverage >= 0.5 && f.agree.length === 0 && f.conflict.length > 0)),
  );
  // A figure of the claim that the passage states somewhere, in any sentence, is not contradicted by it. A rival in
  // the same slot is settled only by that figure stated elsewhere, not by another ("two doses" beside "97 percent").
  const passageFigures = compareFigures(claim, passage);
  const rivalled = conflicting?.f.conflicts.filter((c) => c.labelled).map((c) => c.mine.raw) ?? [];
  const settles = (agree: readonly string[]) =>
    rivalled.length > 0 ? rivalled.every((raw) => agree.includes(raw)) : agree.length > 0;
  const statedSomewhere = settles(passageFigures.agree);
  if (conflicting && !(agreeing && settles(agreeing.f.agree)) && !statedSomewhere) {
    const { s, f } = conflicting;
    return result(
      'refutes',
      sameSlotContradiction(claim, s.text, f) ? VERBATIM_HEURISTIC_STRENGTH : MAX_HEURISTIC_STRENGTH,
      `different figures (${f.conflict.slice(0, 2).join('; ')})`,
      s.text,
      'figures',
    );
  }

  const top = agreeing?.s ?? loose[0]!;
  const claimStems = stems(claim);
  const bearsOnClaim = (word: string) => claimStems.has(stem(word.toLowerCase()));
  // Negation is read in the clause that states the claim ("no overall charge …, but a negative charge on …").
  // The sentence that states the claim first, then the others about it that the source says itself.
  for (const s of [top, ...loose.filter((x) => x !== top)]) {
    const clause = bestClause(s.text, (c) => claimCoverage(claim, c));
    if (s.coverage < 0.6 || !negationMismatch(claim, clause, bearsOnClaim)) continue;
    const claimNegated = negates(claim);
    // "without a solid surface" is contradicted only by a sentence that has the solid surface.
    const denied = negatedWords(claim).filter((w) => bearsOnClaim(w));
    const stated = stems(clause);
    if (!claimNegated || (denied.length > 0 && denied.every((w) => stated.has(stem(w.toLowerCase())))))
      return result(
        'refutes',
        0.35,
        claimNegated ? 'the claim negates the passage' : 'the passage negates the claim',
        s.text,
        'negation',
      );
  }
  const claimNames = namesIn(claim).filter((n) => !COMMON_WORD.test(n));
  for (const s of about.filter((x) => speaks(x.text))) {
    const date = dateMismatch(claim, s.text, passage);
    if (date) return result('refutes', 0.35, `different date (${date})`, s.text, 'date');
    // Only said of the claim's own subject (a name before the title in the claim): "Harris … vice president".
    const rank = rankQualifier(claim, s.text, stem);
    const office = rank ? claim.toLowerCase().search(rank.split(' ')[1]!.slice(0, 4)) : -1;
    if (rank && claimNames.some((n) => claim.indexOf(n) < office && nameIn(n, s.text)))
      return result('refutes', 0.35, `another rank ("${rank}")`, s.text, 'rank');
    const prefixed = affixNegation(claim, s.text, stem);
    if (prefixed) return result('refutes', 0.35, `opposite wording (${prefixed})`, s.text, 'wording');
    const antonym = antonymMismatch(claim, s.text);
    if (antonym) return result('refutes', 0.35, `opposite wording (${antonym})`, s.text, 'wording');
    const swapped = roleSwap(claim, s.text);
    if (swapped) return result('refutes', 0.35, `roles swapped (${swapped})`, s.text, 'role');
  }
  for (const s of loose.slice(0, 3)) {
    const role = uniqueRoleHolder(claim, s.text, passage);
    if (role)
      return result(
        'refutes',
        0.35,
        `gives the role to "${role.instead}", not "${role.missing}"`,
        s.text,
        'role',
      );
    const substitution =
      entitySubstitution(claim, passage, s.text) ?? kindSubstitution(claim, passage, s.text);
    if (substitution)
      return result(
        'refutes',
        0.35,
        `says it of "${substitution.instead}", not "${substitution.missing}"`,
        s.text,
        'name',
      );
  }
  const years = figures.find(({ s }) => s === top)?.f ?? compareFigures(claim, top.text);
  // Another year than the claim's, and the claim's year nowhere in the passage: refutes in the claim year's own slot,
  // and elsewhere (a life span, another event) at least keeps the sentence from reading as support.
  const yearClash =
    years.yearsConflict.length > 0 && years.yearsAgree.length === 0 && passageFigures.yearsAgree.length === 0;
  if (
    yearClash &&
    top.coverage >= 0.8 &&
    yearInSameSlot(claim, top.text, (w) => w.length > 2 && !STOPWORDS.has(w) && !/^\p{N}/u.test(w), stem)
  )
    return result('refutes', 0.3, `different year (${years.yearsConflict[0]})`, top.text, 'year');
  if (yearClash) return result('context', 0.2, 'same topic, another year than the claim’s', top.text, 'year');

  // A named speaker's words the source reports without taking them up: weak support at most, and said so.
  const reported = (text: string, strength: number, why: string, basis: LexicalBasis): LexicalStance => {
    const frame = frameOfSentence(text);
    return frame.kind === 'own' || (frame.kind === 'reported' && reportStatesIt)
      ? result('supports', strength, why, text, basis)
      : result(
          'supports',
          Math.min(strength, REPORTED_STRENGTH),
          `${why}, but only as what someone said (${frameWords(frame)})`,
          text,
          'terms',
        );
  };

  const namesPresent = namesIn(claim).every((n) => nameIn(n, top.text));
  const figuresAgree = agreeing !== undefined && agreeing.s === top;
  const claimHasFigures = figures.some(({ f }) => f.agree.length + f.conflict.length > 0);
  if (namesPresent && top.coverage >= 0.85 && (figuresAgree || !claimHasFigures))
    return reported(
      top.text,
      VERBATIM_HEURISTIC_STRENGTH,
      'the passage states the claim near-verbatim',
      'verbatim',
    );
  if (agreeing) {
    const figs = agreeing.f.agree.slice(0, 2).join(', ');
    return namesPresent
      ? reported(agreeing.s.text, 0.5, `the same figures in the same terms (${figs})`, 'same-figures')
      : reported(
          agreeing.s.text,
          MAX_HEURISTIC_STRENGTH,
          `the same figures in similar terms (${figs})`,
          'same-figures',
        );
  }
  if (namesPresent && top.coverage >= 0.7)
    return reported(
      top.text,
      CONFIRMATION.test(top.text) ? 0.35 : 0.3,
      "most of the claim's terms occur together",
      'terms',
    );
  return result('context', 0.2, 'same topic, but the passage does not state the claim', best.text, 'topic');
}

/** A frame in the words of a rationale: "reported: said", "labelled: Myth:". */
function frameWords(frame: SentenceFrame): string {
  return frame.cue ? `${frame.kind}: "${frame.cue}"` : frame.kind;
}

/**
 * Whether a page's headline answers the claim with a verdict against it: a debunking opener or predicate in a
 * headline about the claim, or a headline whose own reading contradicts the claim on a fact. The words that show it.
 */
function headlineDenies(claim: string, title: string): string | null {
  const headline = title.replace(/\s+[-–—|]\s+[^-–—|]{2,40}$/u, '').trim();
  if (claimCoverage(claim, headline) < 0.5) return null;
  // A headline about another year or figure is another claim's verdict ("Nein, 2023 …" over a 2022 figure).
  const figures = compareFigures(claim, headline);
  if (figures.yearsConflict.length > 0 && figures.yearsAgree.length === 0) return null;
  if (figures.conflict.length > 0 && figures.agree.length === 0) return null;
  const cue = debunkCue(headline) ?? REFUTATION.exec(headline)?.[0];
  if (cue) return `"${cue}"`;
  // A headline negating the claim answers it; one that names another figure or date is a topic, not a verdict.
  const read = lexicalStance(claim, headline);
  return read.stance === 'refutes' && (read.basis === 'negation' || read.basis === 'wording')
    ? `"${headline}"`
    : null;
}

const negates = (text: string) => negationMismatch(text, '');

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
