/** bench/EVAL.md: the model sections (configured model, or the sandbox model as a harness check), or why skipped. */
import { FACTUALITY } from './aggregation';
import type { WORTHY } from './check-worthiness';
import { confusionTable, num, reliabilityTable, table } from './format';
import type { Classification } from './metrics';
import type { ModelWorthinessResult } from './model-extraction';
import { MNLI_BASELINE, STANCE3, type ModelStanceResult } from './stance';
import type { VerificationResult } from './verification';

export interface ModelResults {
  label: string;
  search: string;
  kind: 'configured' | 'sandbox';
  date: string;
  seconds: number;
  limit: number;
  worthiness: ModelWorthinessResult[];
  stance: ModelStanceResult | null;
  verification: VerificationResult[];
  /** Why verification did not run, when it did not. */
  verificationSkipped: string | null;
}

const SANDBOX_NOTE = `**Sandbox figures — they demonstrate that the harness drives the real pipeline end to end (openai SDK, prompts,
schemas, interrogator, search, fetch, judge); they say nothing about quality.** The sandbox model answers only from
its own corpus annotations and cannot know these datasets: it finds no claims in dataset sentences and answers
\`context\`/\`irrelevant\` for passages it does not know.`;

const ratio = (x: { total: number; verified: number }) =>
  x.total ? `${num(x.verified / x.total)} (${x.verified}/${x.total})` : 'n/a (no quotes)';

function worthiness(w: ModelWorthinessResult): string {
  const row = (label: string, c: Classification<(typeof WORTHY)[number]>) => [
    label,
    c.n,
    num(c.accuracy),
    num(c.macroF1),
    num(c.perClass.checkworthy.f1),
    num(c.perClass.not.f1),
  ];
  return `Factcheck-Bench ${w.name}: ${w.n} items (stratified), ${w.calls} model calls, ${w.failures} failed calls left out.

${table(
  ['extractor', 'n', 'accuracy', 'macro-F1', 'F1 checkworthy', 'F1 not'],
  [row('model alone (pre-filter off)', w.model), row('pipeline: pre-filter AND model', w.pipeline)],
)}
`;
}

function stance(s: ModelStanceResult): string {
  const row = (label: string, c: Classification<(typeof STANCE3)[number]>) => [
    label,
    num(c.accuracy),
    num(c.macroF1),
    num(c.perClass.refute.f1),
  ];
  return `### Stance given evidence (subtask 3), the pipeline's stance stage

${s.n} pairs (stratified by gold stance), passages of one claim in one call as in a run; ${s.calls} model calls;
${s.fallbacks} passages fell back to lexical cues (model answer unusable).

${table(
  ['', 'accuracy', 'macro-F1', 'refute F1'],
  [
    row('model, after the interrogator (what the pipeline uses)', s.final),
    row('model, raw answer', s.raw),
    row('lexicalStance on the same sample', s.lexicalOnSample),
    [
      'roberta-large-mnli (published, full set)',
      MNLI_BASELINE.accuracy,
      MNLI_BASELINE.macroF1,
      MNLI_BASELINE.refuteF1,
    ],
  ],
)}

${confusionTable(STANCE3, s.final)}

Citation integrity (seed 003): model quotes found verbatim in the evidence by \`verifyQuote\`: all non-empty quotes
${ratio(s.quotes)}; quotes carrying a decisive stance (supports / refutes / mixed) ${ratio(s.decisiveQuotes)}.
`;
}

function verification(v: VerificationResult): string {
  const per = v.n || 1;
  return `#### ${v.name}: ${v.n} claims

Verdicts: ${Object.entries(v.labels)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ')}; ${v.failedRuns} runs failed or gave no verdict.
Per claim: ${num(v.usage.modelCalls / per, 1)} model calls, ${num(v.usage.tokens / per, 0)} tokens, ${num(v.usage.searches / per, 1)} searches, ${num(v.usage.fetches / per, 1)} page fetches.

${table(
  ['metric', 'value'],
  [
    ['accuracy', num(v.result.accuracy)],
    [`macro-F1 (${v.classes.join(' / ')})`, num(v.result.macroF1)],
    ['false-claim F1', num(v.seed003.falseClaimF1)],
    [
      `false-claim detection rate (${v.seed003.falseClaims} false claims)`,
      num(v.seed003.falseClaimDetection),
    ],
    [`false-positive rate on true claims (${v.seed003.trueClaims})`, num(v.seed003.falsePositiveOnTrue)],
    ['ECE of verdict confidence (10 bins)', num(v.calibration.ece)],
  ],
)}

${confusionTable(v.classes, v.result)}

${reliabilityTable(v.calibration)}
`;
}

export function modelSection(r: ModelResults): string {
  const title =
    r.kind === 'sandbox' ? '## Sandbox model (harness check, not a quality figure)' : '## Configured model';
  return `${title}

Run ${r.date}, model \`${r.label}\`, search: ${r.search}; sample size (\`--limit\`) ${r.limit}; ${num(r.seconds, 1)} s.
${r.kind === 'sandbox' ? `\n${SANDBOX_NOTE}\n` : ''}
### Check-worthiness with the model (subtasks 1-2): does the extract stage yield a checkable claim?

Each item is an article of one sentence; the pipeline's extract stage runs (prompt \`extract_claims\`, quotes located in
the text); checkworthy = at least one claim whose kind is not opinion / prediction / satire.

${r.worthiness.map(worthiness).join('\n')}
${r.stance ? stance(r.stance) : ''}
### Full claim verification (challenge-style run per claim, profile quick, small budget)

${
  r.verificationSkipped
    ? r.verificationSkipped
    : `Published references: Factcheck-Bench best false-claim F1 0.63 (web-searching GPT-4 agent); FacTool
knowledge-QA, FIRE with gpt-4o, false-claim F1 0.68. FacTool is scored true/false (a verdict that is not false counts as
"true"); Factcheck-Bench 3-way (${FACTUALITY.join(' / ')}).

${r.verification.map(verification).join('\n')}`
}
`;
}

export function skippedModelSection(message: string, date: string): string {
  return `## Configured model

Run ${date}: ${message}. The model tasks are check-worthiness with the model extractor (subtasks 1-2), stance given
evidence through the pipeline's stance stage with citation integrity (subtask 3), and full claim verification
(subtask 4, FacTool knowledge-QA) with false-claim F1, detection rate, false-positive rate and calibration.
`;
}
