/** A fixed-length numeric description of (claim, passage) built from what the stance rules compute, any language. */
import type { Stance } from '../../../lib/engine/schemas';
import { compareFigures } from '../../../lib/engine/pipeline/stance/figures/compare-figures';
import { CONFIRMATION, cueRegex, REFUTATION, STOPWORDS } from '../../../lib/engine/pipeline/text/cue-words';
import { dateMismatch, yearInSameSlot } from '../../../lib/engine/pipeline/stance/reading/date-mismatch';
import {
  entitySubstitution,
  kindSubstitution,
  namesIn,
} from '../../../lib/engine/pipeline/stance/reading/entity-substitution';
import { stem } from '../../../lib/engine/pipeline/text/content-words';
import { antonymMismatch, negationMismatch } from '../../../lib/engine/pipeline/stance/reading/polarity';
import { quantitiesIn } from '../../../lib/engine/pipeline/stance/figures/quantities';
import { roleSwap } from '../../../lib/engine/pipeline/stance/reading/role-swap';
import { splitSentences } from '../../../lib/engine/pipeline/text/split-sentences';
import {
  claimCoverage,
  COMMON_WORD,
  nameIn,
  stems,
} from '../../../lib/engine/pipeline/stance/reading/claim-coverage';
import { uniqueRoleHolder } from '../../../lib/engine/pipeline/stance/reading/unique-role';
import { affixNegation, rankQualifier } from '../../../lib/engine/pipeline/stance/reading/one-word-opposites';
import { bestClause } from '../../../lib/engine/pipeline/stance/reading/claim-clauses';

/** The rule families whose firing is a feature: each rationale of `lexicalStance` falls in exactly one. */
const RULE_FAMILIES: ReadonlyArray<readonly [string, RegExp]> = [
  ['rule: irrelevant', /few of the claim's words/],
  ['rule: refutation cue', /refutation cue/],
  ['rule: different figures', /different figures/],
  ['rule: opposite wording', /negates|opposite wording|roles swapped|another rank/],
  ['rule: another name', /gives the role|says it of/],
  ['rule: another date', /different date|different year/],
  ['rule: states it near-verbatim', /near-verbatim/],
  ['rule: the same figures', /same figures/],
  ['rule: terms occur together', /terms occur together/],
];

/** Feature names, in vector order (the weights file is keyed by them). */
export const FEATURE_NAMES: readonly string[] = [
  'best sentence coverage',
  'second sentence coverage',
  'sentences about the claim',
  'figures agreeing in the sentence',
  'figures conflicting in the sentence',
  'labelled figure conflict',
  'figures agreeing in the passage',
  'figures conflicting in the passage',
  'years agreeing',
  'years conflicting',
  'another year in the same slot',
  'another date',
  'negation mismatch',
  'antonym',
  'negating prefix',
  'another name',
  'another thing of the kind',
  'another holder of the role',
  'roles swapped',
  'another rank',
  'refutation words near the claim',
  'refutation words anywhere',
  'confirmation words near the claim',
  'confirmation words anywhere',
  'a question about the claim',
  "claim's names in the sentence",
  "claim's names in the passage",
  'superlative or ordinal in the claim',
  'superlative or ordinal in the passage',
  'contrast words',
  'other names in the sentence',
  'passage length',
  'the claim has figures',
  'the claim is negated',
  ...RULE_FAMILIES.map(([name]) => name),
];

/** Words that mark a superlative ("the most", "the largest", 最, 가장 …) in the languages the rules support. */
const SUPERLATIVE = cueRegex(
  (
    'most least largest biggest smallest highest lowest oldest youngest longest best worst ' +
    'meisten größte größten höchste älteste plus moins más menos mayor più maggiore mais maior ' +
    'самый самая самое наибольший крупнейший 最 가장 최대 최고 أكبر أعلى أول सबसे'
  ).split(' '),
);
/** Contrast connectives per language: the passage turns against something. */
const CONTRAST = cueRegex(
  (
    'but however although though whereas instead actually rather ' +
    'aber jedoch obwohl sondern mais cependant pourtant plutôt pero sin embargo sino però tuttavia invece ' +
    'porém contudo maar echter но однако а не しかし 但是 然而 但 하지만 그러나 لكن بينما लेकिन परंतु'
  ).split(' '),
);

const cap = (n: number, max = 3) => Math.min(n, max) / max;
const has = (x: unknown) => (x ? 1 : 0);
const shareOf = (names: readonly string[], text: string) =>
  names.length === 0 ? 1 : names.filter((n) => nameIn(n, text)).length / names.length;
const superlative = (text: string) =>
  has(SUPERLATIVE.test(text) || quantitiesIn(text).some((q) => q.unit === 'ordinal'));

/**
 * The feature vector of (claim, passage), with the rules' own verdict on it (`stance` and `rationale` of
 * `lexicalStance`) as a one-hot over rule families. Every value lies in [0, 1] except the length (log of characters).
 */
export function stanceFeatures(
  claim: string,
  passage: string,
  rule: { stance: Stance; rationale: string },
): number[] {
  const all = splitSentences(passage)
    .map((s) => ({ text: s.text, coverage: claimCoverage(claim, s.text) }))
    .sort((a, b) => b.coverage - a.coverage);
  const ranked = all.filter((s) => !/\?\s*$/.test(s.text));
  const best = ranked[0] ?? { text: '', coverage: 0 };
  const about = ranked.filter((s) => s.coverage >= Math.max(0.5, best.coverage - 0.2)).slice(0, 5);
  const loose = ranked.filter((s) => s.coverage >= 0.3).slice(0, 3);
  const top = compareFigures(claim, best.text);
  const whole = compareFigures(claim, passage);
  const claimStems = stems(claim);
  const bearsOnClaim = (word: string) => claimStems.has(stem(word.toLowerCase()));
  const clause = bestClause(best.text, (c) => claimCoverage(claim, c));
  const names = namesIn(claim).filter((n) => !COMMON_WORD.test(n));
  const any = <T>(list: readonly { text: string }[], test: (s: string) => T) =>
    has(list.some((s) => test(s.text)));
  const isContent = (w: string) => w.length > 2 && !STOPWORDS.has(w) && !/^\p{N}/u.test(w);
  const claimDebunks = REFUTATION.test(claim);
  const family = rule.rationale.replace(/^heuristic: /, '');
  return [
    best.coverage,
    ranked[1]?.coverage ?? 0,
    cap(about.length, 5),
    cap(top.agree.length),
    cap(top.conflict.length),
    has(loose.some((s) => compareFigures(claim, s.text).labelledConflict.length > 0)),
    cap(whole.agree.length),
    cap(whole.conflict.length),
    cap(top.yearsAgree.length),
    cap(top.yearsConflict.length),
    has(top.yearsConflict.length > 0 && yearInSameSlot(claim, best.text, isContent, stem)),
    any(about, (s) => dateMismatch(claim, s, passage)),
    has(best.coverage >= 0.5 && negationMismatch(claim, clause, bearsOnClaim)),
    any(about, (s) => antonymMismatch(claim, s)),
    any(about, (s) => affixNegation(claim, s, stem)),
    any(loose, (s) => entitySubstitution(claim, passage, s)),
    any(loose, (s) => kindSubstitution(claim, passage, s)),
    any(loose, (s) => uniqueRoleHolder(claim, s, passage)),
    any(about, (s) => roleSwap(claim, s)),
    any(about, (s) => rankQualifier(claim, s, stem)),
    has(!claimDebunks && about.some((s) => REFUTATION.test(s.text))),
    has(!claimDebunks && REFUTATION.test(passage)),
    any(about, (s) => CONFIRMATION.test(s)),
    has(CONFIRMATION.test(passage)),
    has(all.some((s) => s.coverage >= 0.3 && /\?\s*$/.test(s.text))),
    shareOf(names, best.text),
    shareOf(names, passage),
    superlative(claim),
    superlative(passage),
    has(CONTRAST.test(best.text)),
    cap(
      namesIn(best.text).filter(
        (n) => !COMMON_WORD.test(n) && !names.some((m) => nameIn(n, m) || nameIn(m, n)),
      ).length,
    ),
    Math.log1p(passage.length) / 10,
    has(quantitiesIn(claim).some((q) => /\d/.test(q.raw))),
    has(negationMismatch(claim, '')),
    ...RULE_FAMILIES.map(([, re]) => has(re.test(family))),
  ];
}
