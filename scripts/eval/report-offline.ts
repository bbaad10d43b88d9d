/** bench/EVAL.md: the offline section (check-worthiness, lexical stance, aggregation + calibration). */
import type { AggregationResult } from './aggregation';
import { FACTUALITY } from './aggregation';
import type { WORTHY } from './check-worthiness';
import { PIPELINE_THRESHOLDS, type WorthinessResult } from './check-worthiness';
import { confusionTable, num, reliabilityTable, table } from './format';
import type { Classification } from './metrics';
import type { Stance3 } from './stance';

export interface OfflineResults {
  sentences: WorthinessResult;
  claims: WorthinessResult;
  lexical: Classification<Stance3>;
  aggregation: AggregationResult;
  /** The no-model stance section (scripts/eval/stance-report.ts). */
  stanceSection: string;
  /** Further issue 12 sections (check-worthiness sweep, quotes, claims per language …), appended in order. */
  extraSections?: readonly string[];
}

function worthinessSection(r: WorthinessResult): string {
  const counts = Object.entries(r.goldCounts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const row = (label: string, c: Classification<(typeof WORTHY)[number]>) => [
    label,
    num(c.accuracy),
    num(c.macroF1),
    num(c.perClass.checkworthy.f1),
    num(c.perClass.not.f1),
  ];
  return `### 1. Check-worthiness, no model — Factcheck-Bench ${r.name} (${r.items.length}: ${counts})

Gold: ${r.name.startsWith('subtask 1') ? '`yes`' : '`factual`'} = checkworthy, everything else = not. Predicted checkworthy when
\`scoreCheckWorthiness(text) ≥ threshold\`.

${table(
  ['scorer', 'accuracy', 'macro-F1', 'F1 checkworthy', 'F1 not'],
  [
    row(
      `pre-filter threshold ${PIPELINE_THRESHOLDS.prefilter} (ENGINE_CONFIG.claims.prefilterThreshold)`,
      r.atPrefilter.result,
    ),
    row(`heuristic extraction threshold ${PIPELINE_THRESHOLDS.heuristicExtraction}`, r.atExtraction.result),
    row(`best of the sweep (${r.best.threshold})`, r.best.result),
    row('"all yes" baseline', r.allYes),
  ],
)}

Threshold sweep:

${table(
  [
    'threshold',
    'predicted checkworthy',
    'accuracy',
    'macro-F1',
    'recall checkworthy',
    'F1 checkworthy',
    'F1 not',
    'recall not',
  ],
  r.sweep.map((s) => [
    s.threshold,
    s.result.confusion.checkworthy.checkworthy + s.result.confusion.not.checkworthy,
    num(s.result.accuracy),
    num(s.result.macroF1),
    num(s.result.perClass.checkworthy.recall),
    num(s.result.perClass.checkworthy.f1),
    num(s.result.perClass.not.f1),
    num(s.result.perClass.not.recall),
  ]),
)}
`;
}

export function offlineSection(
  r: OfflineResults,
  meta: { date: string; dataDir: string; seconds: number },
): string {
  const a = r.aggregation;
  return `## Offline tasks (no model, no network)

Run ${meta.date}, \`npx tsx scripts/eval.ts\`, ${num(meta.seconds, 1)} s. Data: \`${meta.dataDir}\`.

${worthinessSection(r.sentences)}
${worthinessSection(r.claims)}
${r.stanceSection}
### 3. Aggregation given gold stances → verdict (subtasks 3+4, ${a.claims} claims, ${a.pairs} pairs), \`judgeClaim\`

Same mapping as \`npm run eval:judge\`: completely support → supports 0.9, partially support → supports 0.6, refute →
refutes 0.9, irrelevant → irrelevant; every item on its own synthetic unlisted domain (tier unknown). Verdict
supported / likely_true → true, refuted / likely_false → false, anything else → not_enough_evidence.

${table(
  ['metric', 'judge', '"always true" baseline'],
  [
    ['accuracy', num(a.judge.accuracy), num(a.alwaysTrue.accuracy)],
    ['macro-F1 (3 classes)', num(a.judge.macroF1), num(a.alwaysTrue.macroF1)],
    ['false-claim F1', num(a.judge.perClass.false.f1), num(a.alwaysTrue.perClass.false.f1)],
    ['true-claim F1', num(a.judge.perClass.true.f1), num(a.alwaysTrue.perClass.true.f1)],
    [
      'not-enough-evidence F1',
      num(a.judge.perClass.not_enough_evidence.f1),
      num(a.alwaysTrue.perClass.not_enough_evidence.f1),
    ],
  ],
)}

${confusionTable(FACTUALITY, a.judge)}

Seed 003 metrics on this task (given gold stances, so an upper bound for the aggregation, not for the whole pipeline):

${table(
  ['metric', 'value', 'seed 003 target'],
  [
    [
      `false-claim detection rate (recall on the ${a.seed003.falseClaims} false claims)`,
      num(a.seed003.falseClaimDetection),
      '≥ 0.95',
    ],
    [
      `false-positive rate on the ${a.seed003.trueClaims} true claims (predicted false)`,
      num(a.seed003.falsePositiveOnTrue),
      '≤ 0.05',
    ],
    ['false-claim F1', num(a.seed003.falseClaimF1), '(published best 0.63, full pipeline)'],
    [
      'calibration: ECE of `confidence`, 10 bins (correct = predicted class equals gold)',
      num(a.calibration.ece),
      '≤ 0.10',
    ],
  ],
)}

Reliability table (the judge's \`confidence\` against whether its 3-way verdict is right):

${reliabilityTable(a.calibration)}
${(r.extraSections ?? []).join('\n')}
`;
}
