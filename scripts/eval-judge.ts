/** Offline evaluation of the judge on Factcheck-Bench: gold stances (subtask 3) aggregated per claim vs subtask 4 labels. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateAggregation, FACTUALITY } from './eval/aggregation';
import { FILES, readJsonl, REPO_DIR, type FactualityRow, type StanceRow } from './eval/datasets';
import { confusionTable, num } from './eval/format';

function main(): void {
  const stances = readJsonl<StanceRow>(FILES.stances);
  const labels = readJsonl<FactualityRow>(FILES.factuality);
  const result = evaluateAggregation(stances, labels);
  const j = result.judge;
  const b = result.alwaysTrue;
  const date = new Date().toISOString().slice(0, 10);
  const section = `## Judge evaluation

Run: ${date}, \`npm run eval:judge\` (\`scripts/eval-judge.ts\`). Dataset: Factcheck-Bench (Apache-2.0) — subtask 3 gold
stance per claim–evidence pair (${result.pairs} pairs), aggregated per claim by \`judgeClaim\` and scored against subtask 4
labels (${result.claims} claims; ${result.missing} without stance rows). No model involved: this measures the aggregation (tiers,
sigmoid impact, one vote per source, caps, labels) given gold stances.

Mapping: completely support → supports, strength 0.9; partially support → supports, strength 0.6; refute → refutes,
strength 0.9; irrelevant → irrelevant. The evidence has no URLs, so each item gets a distinct synthetic URL on an
unlisted domain (\`fcb-claimN-evidenceM.example\`, each its own registrable domain): every source is tier \`unknown\`, recency neutral, and identical
passages still collapse to one vote by shingle similarity. Verdict labels: supported / likely_true → true;
refuted / likely_false → false; contested / unverified / not_checkable → not_enough_evidence.

| metric | judge | "always true" baseline |
|---|---|---|
| accuracy | ${num(j.accuracy)} | ${num(b.accuracy)} |
| macro-F1 (3 classes) | ${num(j.macroF1)} | ${num(b.macroF1)} |
| false-claim F1 | ${num(j.perClass.false.f1)} | ${num(b.perClass.false.f1)} |
| true-claim F1 | ${num(j.perClass.true.f1)} | ${num(b.perClass.true.f1)} |
| not-enough-evidence F1 | ${num(j.perClass.not_enough_evidence.f1)} | ${num(b.perClass.not_enough_evidence.f1)} |

Confusion (rows gold, columns predicted):

${confusionTable(FACTUALITY, j)}

Reference: the best published false-claim F1 on this set is 0.63 (web-searching GPT-4 agent, full pipeline).
Calibration, the seed 003 metrics and the other eval tasks: \`npm run eval\` (bench/EVAL.md).
`;
  console.log(section);
  const resultsPath = join(REPO_DIR, 'bench/RESULTS.md');
  const current = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
  const pattern = /## Judge evaluation\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(resultsPath, next);
  console.log(`Wrote the "Judge evaluation" section of ${resultsPath}`);
}

main();
