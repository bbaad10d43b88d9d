/** bench/EVAL.md: the second blind group of the no-model stance (round 4), overall and per language. */
import { confusionTable, num, table } from './format';
import { classify, type Classification } from './metrics';
import { engineStance3, refuteReadAsSupport, STANCE3, type Stance3 } from './stance';
import { BLIND_PAIRS_2 } from './stance-blind-2';
import type { HeldOutPair } from './stance-heldout';
import { lexicalStance } from '../../lib/engine/pipeline/stance/reading/lexical-stance';

/**
 * The first scoring of BLIND_PAIRS_2 (branch learn at e881cb5, 2026-11-23, the pairs committed before it): the
 * honest blind figure, as the predicted class of each pair in order (S support, R refute, I irrelevant), six per
 * language. Anything measured after rules were fixed from this set is "after fixing from this set".
 */
export const BLIND_2_FIRST_RUN = [
  'SIRRII', // en
  'RSRRII', // de
  'SIRRIS', // fr
  'IIIRII', // es
  'SSRRII', // ja
  'SIIRRI', // zh
  'ISRRIR', // ru
  'SIRRIS', // ar
].join('');

const LETTER: Record<string, Stance3> = { S: 'support', R: 'refute', I: 'irrelevant' };

export interface Blind2Result {
  all: Classification<Stance3>;
  byLang: Array<{ lang: string; result: Classification<Stance3> }>;
}

/**
 * Scores the second blind group with the no-model stance, overall and per language; with `predicted` (one class
 * letter per pair), scores those recorded predictions instead.
 */
export function evaluateBlind2(
  predicted?: string,
  pairs: readonly HeldOutPair[] = BLIND_PAIRS_2,
): Blind2Result {
  const scored = pairs.map(
    (r, i) =>
      [
        r.lang,
        r.gold,
        predicted ? LETTER[predicted[i]!]! : engineStance3(lexicalStance(r.claim, r.evidence).stance),
      ] as const,
  );
  const of = (rows: typeof scored) =>
    classify(
      STANCE3,
      rows.map(([, g, p]) => [g, p] as const),
    );
  const langs = [...new Set(scored.map(([lang]) => lang))];
  return {
    all: of(scored),
    byLang: langs.map((lang) => ({ lang, result: of(scored.filter(([l]) => l === lang)) })),
  };
}

const row = (label: string, c: Classification<Stance3>) => [
  label,
  num(c.accuracy),
  num(c.perClass.refute.precision),
  num(c.perClass.refute.recall),
  num(c.perClass.refute.f1),
  `${num(refuteReadAsSupport(c))} (${c.confusion.refute.support} / ${c.perClass.refute.support})`,
  num(c.perClass.support.precision),
];

const HEADER = [
  '',
  'accuracy',
  'refute precision',
  'refute recall',
  'refute F1',
  'refuting read as support',
  'support precision',
];

export function blind2Section(result: Blind2Result = evaluateBlind2()): string {
  const first = evaluateBlind2(BLIND_2_FIRST_RUN);
  const same = STANCE3.every((g) =>
    STANCE3.every((p) => first.all.confusion[g][p] === result.all.confusion[g][p]),
  );
  return `#### Second blind group (round 4): ${result.all.n} pairs in ${result.byLang.length} languages

\`scripts/eval/stance-blind-2.ts\`: written by another engineer and committed before anything was run on them (not from
Factcheck-Bench, not from the pairs above), 6 per language in ${result.byLang.map((l) => l.lang).join(', ')}, two of each
gold class; refutations of four kinds (another value in the claim's slot, negation, another holder or place, a
debunking sentence), supports worded otherwise than the claim, irrelevant passages that share many of its words.
"First run" is the honest blind figure (its predictions recorded, \`BLIND_2_FIRST_RUN\`); ${
    same
      ? 'no rule has been changed from this set since, so "now" is the same run.'
      : '"now" is **after fixing from this set** (general rule gaps only, each with a unit test), no longer blind.'
  }

${table(HEADER, [
  row(`**second blind group (${first.all.n}), first run**`, first.all),
  ...first.byLang.map((l) => row(`first run, ${l.lang} (${l.result.n})`, l.result)),
  row(`second blind group (${result.all.n}), now`, result.all),
  ...result.byLang.map((l) => row(`now, ${l.lang} (${l.result.n})`, l.result)),
])}

First run / now:

${confusionTable(STANCE3, first.all)}

${confusionTable(STANCE3, result.all)}
`;
}
