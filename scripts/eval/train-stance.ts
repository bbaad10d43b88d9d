/**
 * An experiment, not shipped (the extension runs the rules alone: this layer never beat them in cross-validation).
 * Trains the learned layer of the no-model stance on one half of Factcheck-Bench subtask 3 (split by claim):
 * `npx tsx scripts/eval/train-stance.ts [--train dev|test] [--write]`. L2 logistic regression, refute vs not;
 * the penalty, standardisation and how the probability combines with the rules are chosen by 5-fold
 * cross-validation within the training half (folds by claim). With --write (dev only) it writes
 * scripts/eval/stance-learned/stance-weights.ts (then `npx prettier --write` it). With --score-other it also prints the
 * figures on the other half with the trained model; --ablate retrains without each feature group.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { lexicalStance } from '../../lib/engine/pipeline/stance/reading/lexical-stance';
import { FEATURE_NAMES, stanceFeatures } from './stance-learned/stance-features';
import { learnedDecision, type StanceModel } from './stance-learned/stance-learned';
import type { Stance } from '../../lib/engine/schemas';
import { FILES, readJsonl, type StanceRow } from './datasets';
import { fitLogistic, probability, type LogisticModel } from './logistic-regression';
import { classify, type Classification } from './metrics';
import { engineStance3, goldStance3, refuteReadAsSupport, STANCE3, type Stance3 } from './stance';
import { halfOf, type StanceHalf } from './stance-split';

interface Example {
  claim: string;
  gold: Stance3;
  rule: { stance: Stance; strength: number; rationale: string };
  x: number[];
}

export interface Combination {
  promoteAt: number;
  promoteFrom: readonly Stance[];
  demoteBelow: number;
}

const LAMBDAS = [0.003, 0.01, 0.03, 0.1, 0.3, 1, 3] as const;
const PROMOTE_FROM: ReadonlyArray<readonly Stance[]> = [
  ['context'],
  ['context', 'irrelevant'],
  ['context', 'supports'],
  ['context', 'irrelevant', 'supports'],
];
const PROMOTE_AT = Array.from({ length: 37 }, (_, i) => 0.1 + i * 0.025);
const DEMOTE_BELOW = [0, 0.02, 0.05, 0.1, 0.15, 0.2] as const;
const FOLDS = 5;
/**
 * The learned layer is used only if it beats the rules alone by this much cross-validated refute F1 (about one more
 * right refute on the development half): smaller gains are within the noise of 85 refutes over 310 claims.
 */
const MIN_GAIN = 0.01;

/** The rows of one half as examples: the rules' reading and the feature vector. */
export function examplesOf(rows: readonly StanceRow[]): Example[] {
  return rows.map((r) => {
    const rule = lexicalStance(r.claim, r.evidence);
    return {
      claim: r.claim,
      gold: goldStance3(r.stance),
      rule,
      x: stanceFeatures(r.claim, r.evidence, rule),
    };
  });
}

/** Fold of a claim: claims ordered by SHA-256, dealt round-robin (every pair of a claim in one fold). */
function foldsOf(examples: readonly Example[]): number[] {
  const hash = (c: string) => createHash('sha256').update(`fold:${c}`).digest('hex');
  const claims = [...new Set(examples.map((e) => e.claim))].sort((a, b) => hash(a).localeCompare(hash(b)));
  const fold = new Map(claims.map((c, i) => [c, i % FOLDS]));
  return examples.map((e) => fold.get(e.claim)!);
}

const toModel = (m: LogisticModel, c: Combination): StanceModel => ({
  features: FEATURE_NAMES,
  mean: m.mean,
  scale: m.scale,
  weights: m.weights,
  bias: m.bias,
  ...c,
});

/** The combined stance (3 ways) of each example under a model and a combination. */
function combined(examples: readonly Example[], p: readonly number[], c: Combination): Stance3[] {
  const model: StanceModel = { ...toModel({ mean: [], scale: [], weights: [], bias: 0 }, c) };
  return examples.map((e, i) => {
    // The probability is given: a model whose bias alone yields it (no features), so learnedDecision decides.
    const bias = Math.log(p[i]! / (1 - p[i]!));
    const d = learnedDecision(e.rule, [], { ...model, features: [], bias });
    if (d.action === 'refutes') return 'refute';
    if (d.action === 'context') return 'irrelevant';
    return engineStance3(e.rule.stance);
  });
}

const score = (examples: readonly Example[], predicted: readonly Stance3[]) =>
  classify(
    STANCE3,
    examples.map((e, i) => [e.gold, predicted[i]!] as const),
  );

const acceptable = (c: Classification<Stance3>) =>
  refuteReadAsSupport(c) <= 0.15 && c.perClass.support.precision >= 0.65;

export interface Trained {
  model: StanceModel;
  lambda: number;
  standardise: boolean;
  cvF1: number;
  cvRulesF1: number;
  /** The model on its own (refute when p ≥ the best threshold, rules' readings ignored), best over the grid. */
  cvModelAloneF1: number;
  /** Area under the ROC curve of the out-of-fold probabilities, best over the grid. */
  cvAuc: number;
  /** The best combination that changes any reading, whether or not it cleared MIN_GAIN. */
  cvBestLearnedF1: number;
}

const changesSomething = (c: Combination) => c.promoteFrom.length > 0 || c.demoteBelow > 0;

/** Best refute F1 of the bare model over thresholds (out-of-fold probabilities). */
function modelAlone(p: readonly number[], y: readonly number[]): { f1: number; threshold: number } {
  let best = { f1: 0, threshold: 0 };
  for (const t of PROMOTE_AT) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    p.forEach((q, i) => {
      if (q >= t) {
        if (y[i]) tp++;
        else fp++;
      } else if (y[i]) fn++;
    });
    const f = tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
    if (f > best.f1) best = { f1: f, threshold: t };
  }
  return best;
}

/** Probability that a random refute pair scores above a random other pair (ties count half). */
function auc(p: readonly number[], y: readonly number[]): number {
  const pos = p.filter((_, i) => y[i]);
  const neg = p.filter((_, i) => !y[i]);
  let sum = 0;
  for (const a of pos) for (const b of neg) sum += a > b ? 1 : a === b ? 0.5 : 0;
  return pos.length * neg.length === 0 ? 0.5 : sum / (pos.length * neg.length);
}

/** Chooses the hyper-parameters and the combination by cross-validation, then fits on every example. */
export function train(examples: readonly Example[]): Trained {
  const folds = foldsOf(examples);
  const y = examples.map((e) => (e.gold === 'refute' ? 1 : 0));
  const rulesOnly = score(
    examples,
    examples.map((e) => engineStance3(e.rule.stance)),
  );
  let best: Pick<Trained, 'lambda' | 'standardise' | 'cvF1' | 'cvRulesF1'> & { combination: Combination } = {
    lambda: LAMBDAS[LAMBDAS.length - 1]!,
    standardise: true,
    cvF1: rulesOnly.perClass.refute.f1,
    cvRulesF1: rulesOnly.perClass.refute.f1,
    combination: { promoteAt: 2, promoteFrom: [], demoteBelow: 0 },
  };
  let modelOnly = { f1: 0, threshold: 0 };
  let bestLearned = 0;
  let modelAuc = 0;
  for (const standardise of [true, false])
    for (const lambda of LAMBDAS) {
      const p = new Array<number>(examples.length).fill(0);
      for (let k = 0; k < FOLDS; k++) {
        const inFold = (i: number) => folds[i] === k;
        const trainX = examples.filter((_, i) => !inFold(i)).map((e) => e.x);
        const trainY = y.filter((_, i) => !inFold(i));
        const m = fitLogistic(trainX, trainY, { lambda, standardise });
        examples.forEach((e, i) => {
          if (inFold(i)) p[i] = probability(m, e.x);
        });
      }
      for (const promoteFrom of PROMOTE_FROM)
        for (const promoteAt of PROMOTE_AT)
          for (const demoteBelow of DEMOTE_BELOW) {
            const combination = { promoteAt, promoteFrom, demoteBelow };
            const c = score(examples, combined(examples, p, combination));
            const f = c.perClass.refute.f1;
            if (acceptable(c) && changesSomething(combination) && f > bestLearned) bestLearned = f;
            if (acceptable(c) && f >= best.cvRulesF1 + MIN_GAIN && f > best.cvF1 + 1e-9)
              best = {
                lambda,
                standardise,
                cvF1: c.perClass.refute.f1,
                cvRulesF1: best.cvRulesF1,
                combination,
              };
          }
      const alone = modelAlone(p, y);
      if (alone.f1 > modelOnly.f1) modelOnly = alone;
      modelAuc = Math.max(modelAuc, auc(p, y));
    }
  const fitted = fitLogistic(
    examples.map((e) => e.x),
    y,
    { lambda: best.lambda, standardise: best.standardise },
  );
  return {
    ...best,
    model: toModel(fitted, best.combination),
    cvModelAloneF1: modelOnly.f1,
    cvAuc: modelAuc,
    cvBestLearnedF1: bestLearned,
  };
}

/** The combined 3-way confusion of a trained model on examples. */
export function evaluateModel(examples: readonly Example[], model: StanceModel): Classification<Stance3> {
  return score(
    examples,
    examples.map((e) => {
      const d = learnedDecision(e.rule, e.x, model);
      if (d.action === 'refutes') return 'refute';
      if (d.action === 'context') return 'irrelevant';
      return engineStance3(e.rule.stance);
    }),
  );
}

const r4 = (x: number) => Math.round(x * 1e4) / 1e4;

function weightsFile(t: Trained, half: StanceHalf, n: number, positives: number): string {
  const m = t.model;
  const list = (xs: readonly number[]) => `[${xs.map(r4).join(', ')}]`;
  const weights = m.features.map((f, j) => `    ${r4(m.weights[j]!)}, // ${f}`).join('\n');
  return `/**
 * Generated by scripts/eval/train-stance.ts — do not edit. An experiment: the extension does not run this layer.
 * Data: Factcheck-Bench subtask 3, ${half === 'dev' ? 'development' : 'test'}
 * half only (${n} pairs, ${positives} gold refutes; split by claim, scripts/eval/stance-split.ts). Trained ${new Date().toISOString().slice(0, 10)}.
 * L2 logistic regression, refute vs not: lambda ${t.lambda}, standardised ${t.standardise}; chosen with the combination
 * by 5-fold cross-validation by claim: CV refute F1 ${t.cvF1.toFixed(3)} (rules alone ${t.cvRulesF1.toFixed(3)}; best
 * combination that changes a reading ${t.cvBestLearnedF1.toFixed(3)}; the model alone ${t.cvModelAloneF1.toFixed(3)}, AUC ${t.cvAuc.toFixed(3)}).
 * ${changesSomething(m) ? `Promotes ${m.promoteFrom.join(', ')} at p ≥ ${r4(m.promoteAt)}; demotes weak refutes below p ${m.demoteBelow}.` : `The learned layer is off: no combination beat the rules by ${MIN_GAIN} cross-validated F1 (MIN_GAIN).`}
 */
import type { StanceModel } from './stance-learned';

export const STANCE_WEIGHTS: StanceModel = {
  features: ${JSON.stringify(m.features)},
  mean: ${list(m.mean)},
  scale: ${list(m.scale)},
  weights: [
${weights}
  ],
  bias: ${r4(m.bias)},
  promoteAt: ${r4(m.promoteAt)},
  promoteFrom: ${JSON.stringify(m.promoteFrom)},
  demoteBelow: ${m.demoteBelow},
};

/** How the weights above were chosen (for the report). */
export const STANCE_TRAINING = {
  half: '${half}',
  pairs: ${n},
  refutes: ${positives},
  lambda: ${t.lambda},
  standardised: ${t.standardise},
  cvRefuteF1: ${r4(t.cvF1)},
  cvRulesRefuteF1: ${r4(t.cvRulesF1)},
  cvBestLearnedRefuteF1: ${r4(t.cvBestLearnedF1)},
  cvModelAloneRefuteF1: ${r4(t.cvModelAloneF1)},
  cvAuc: ${r4(t.cvAuc)},
  learnedLayerOn: ${changesSomething(m)},
} as const;
`;
}

const n3 = (x: number) => x.toFixed(3);
export const figures = (c: Classification<Stance3>) =>
  `refute P ${n3(c.perClass.refute.precision)} R ${n3(c.perClass.refute.recall)} F1 ${n3(c.perClass.refute.f1)}, refute→support ${n3(refuteReadAsSupport(c))}, support P ${n3(c.perClass.support.precision)} ${JSON.stringify(c.confusion)}`;

/** Feature groups (by name) for the ablation: what each group adds to the cross-validated F1. */
const GROUPS: Record<string, RegExp> = {
  coverage: /coverage|sentences about|question|names|passage length/,
  figures: /figures|labelled|claim has figures/,
  'years and dates': /year|date/,
  'negation and wording': /negation|negated|antonym|prefix|rank|swapped/,
  'substituted names': /another name|another thing|holder/,
  'cue words': /refutation words|confirmation words|contrast|superlative/,
  'rule families': /^rule: /,
};

function without(examples: readonly Example[], group: RegExp): Example[] {
  const drop = FEATURE_NAMES.map((f) => group.test(f));
  return examples.map((e) => ({ ...e, x: e.x.map((v, j) => (drop[j] ? 0 : v)) }));
}

function main() {
  const args = process.argv.slice(2);
  const half: StanceHalf =
    args.includes('--train') && args[args.indexOf('--train') + 1] === 'test' ? 'test' : 'dev';
  const other: StanceHalf = half === 'dev' ? 'test' : 'dev';
  const rows = readJsonl<StanceRow>(FILES.stances);
  const mine = examplesOf(rows.filter((r) => halfOf(r.claim) === half));
  const t = train(mine);
  const positives = mine.filter((e) => e.gold === 'refute').length;
  console.log(
    `trained on ${half}: lambda ${t.lambda}, standardised ${t.standardise}, CV refute F1 ${n3(t.cvF1)} (rules ${n3(t.cvRulesF1)}; best learned combination ${n3(t.cvBestLearnedF1)}; model alone ${n3(t.cvModelAloneF1)}, AUC ${n3(t.cvAuc)}), promote ${t.model.promoteFrom.join('+')} at p ≥ ${t.model.promoteAt}, demote below ${t.model.demoteBelow}`,
  );
  console.log(`in-sample ${half}: ${figures(evaluateModel(mine, t.model))}`);
  if (args.includes('--ablate'))
    for (const [group, re] of Object.entries(GROUPS)) {
      const a = train(without(mine, re));
      const only = train(without(mine, new RegExp(`^(?!.*(?:${re.source}))`)));
      console.log(
        `  without ${group}: with rules ${n3(a.cvF1)}, model alone ${n3(a.cvModelAloneF1)} (AUC ${n3(a.cvAuc)}); ${group} alone: with rules ${n3(only.cvF1)}, model alone ${n3(only.cvModelAloneF1)} (AUC ${n3(only.cvAuc)})`,
      );
    }
  if (args.includes('--score-other')) {
    const theirs = examplesOf(rows.filter((r) => halfOf(r.claim) === other));
    console.log(`scored on ${other}: ${figures(evaluateModel(theirs, t.model))}`);
  }
  if (args.includes('--write')) {
    if (half !== 'dev') throw new Error('Ship weights trained on the development half only.');
    writeFileSync(
      new URL('./stance-learned/stance-weights.ts', import.meta.url),
      weightsFile(t, half, mine.length, positives),
    );
    console.log('wrote scripts/eval/stance-learned/stance-weights.ts');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
