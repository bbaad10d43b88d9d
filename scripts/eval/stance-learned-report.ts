/** bench/EVAL.md: the learned-stance experiment (not shipped) — dev-trained weights on each half, cross-fitting. */
import { FEATURE_NAMES } from './stance-learned/stance-features';
import { STANCE_TRAINING, STANCE_WEIGHTS } from './stance-learned/stance-weights';
import type { StanceRow } from './datasets';
import { num, table } from './format';
import { classify, type Classification } from './metrics';
import { engineStance3, refuteReadAsSupport, STANCE3, type Stance3 } from './stance';
import { rowsOfHalf } from './stance-split';
import { evaluateModel, examplesOf, train } from './train-stance';

const plus = (a: Classification<Stance3>, b: Classification<Stance3>) => {
  const pairs: Array<[Stance3, Stance3]> = [];
  for (const c of [a, b])
    for (const g of STANCE3)
      for (const p of STANCE3) for (let i = 0; i < c.confusion[g][p]; i++) pairs.push([g, p]);
  return classify(STANCE3, pairs);
};

const row = (label: string, c: Classification<Stance3>) => [
  label,
  `${num(c.perClass.refute.f1)} (${num(c.perClass.refute.precision)} / ${num(c.perClass.refute.recall)})`,
  `${num(refuteReadAsSupport(c))} (${c.confusion.refute.support} / ${c.perClass.refute.support})`,
  num(c.perClass.support.precision),
];

/** Scores the dev-trained weights on both halves and a second model trained on the test half on the development half. */
export function learnedStanceSection(stances: readonly StanceRow[]): string {
  const dev = examplesOf(rowsOfHalf(stances, 'dev'));
  const test = examplesOf(rowsOfHalf(stances, 'test'));
  const rulesOf = (examples: typeof dev) =>
    classify(
      STANCE3,
      examples.map((e) => [e.gold, engineStance3(e.rule.stance)] as const),
    );
  const trainedDev = evaluateModel(dev, STANCE_WEIGHTS);
  const trainedTest = evaluateModel(test, STANCE_WEIGHTS);
  const cross = train(test);
  const crossDev = evaluateModel(dev, cross.model);
  const t = STANCE_TRAINING;
  const on = t.learnedLayerOn;
  return `### 4. An experiment, not shipped: a learned layer over the no-model stance (issue 12 round 3), Factcheck-Bench subtask 3

The extension runs the rules alone: this layer never beat them in cross-validation (below), so the lead took it out
of the engine; it lives in \`scripts/eval/stance-learned/\` to keep the finding reproducible.

${FEATURE_NAMES.length} features per (claim, passage) from what the rules compute (\`scripts/eval/stance-learned/stance-features.ts\`:
sentence coverage, figures, years and dates, negation and opposite wording, substituted names and roles, cue words,
and which rule fired), an L2-regularised logistic regression for refute vs not (\`scripts/eval/logistic-regression.ts\`,
Newton's method, deterministic). Trained on the **development half only** (${t.pairs} pairs, ${t.refutes} refutes); the penalty,
standardisation and how the probability combines with the rules (promote a context / irrelevant / weak-support
reading to a refute of strength 0.3 at p ≥ t; demote a weak-rule refute below p < d) chosen together by 5-fold
cross-validation by claim within that half, and used only if it beats the rules alone by ≥ 0.01 CV refute F1.
\`npx tsx scripts/eval/train-stance.ts --write\` regenerates \`scripts/eval/stance-learned/stance-weights.ts\`.

Development-half cross-validation (refute F1): rules alone ${num(t.cvRulesRefuteF1)}, best combination that changes a
reading ${num(t.cvBestLearnedRefuteF1)}, the model on its own ${num(t.cvModelAloneRefuteF1)} (AUC ${num(t.cvAuc)}; lambda ${t.lambda}). ${
    on
      ? 'These weights would switch the layer on; the extension still does not run it.'
      : '**These weights switch the layer off**, and the extension does not carry it: nothing beat the rules on the development half, whose rules were written from its own errors.'
  }
Cross-fitting: a second model trained the same way on the test half (CV refute F1 ${num(cross.cvF1)} against the rules'
${num(cross.cvRulesF1)} there; AUC ${num(cross.cvAuc)}; ${cross.model.promoteFrom.length > 0 ? `promotes ${cross.model.promoteFrom.join(', ')} at p ≥ ${num(cross.model.promoteAt, 3)}` : 'off'}), scored on the development half;
the whole-set estimate sums the two out-of-half confusions.

${table(
  ['no-model stance', 'refute F1 (P / R)', 'refuting read as support', 'support precision'],
  [
    row('development half, rules alone', rulesOf(dev)),
    row('development half, dev-trained layer (in sample)', trainedDev),
    row('development half, test-trained model (out of half)', crossDev),
    row('test half, rules alone', rulesOf(test)),
    row('**test half, dev-trained layer**', trainedTest),
    row('whole, rules alone', plus(rulesOf(dev), rulesOf(test))),
    row('**whole, cross-fitted** (test-trained on dev + dev-trained on test)', plus(crossDev, trainedTest)),
  ],
)}
`;
}
