/** Offline evaluation of the judge on Factcheck-Bench: gold stances (subtask 3) aggregated per claim vs subtask 4 labels. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeClaim, type JudgeEvidenceInput } from '../lib/engine/domain';
import type { VerdictLabel as VerdictLabelOf } from '../lib/engine/schemas';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const dataDir = process.env.CARTOGRAPHER_DATA_DIR ?? resolve(repo, '../shared/data');
const STANCE_FILE = 'factcheckbench_subtask3_claim_evidence_stance.jsonl';
const LABEL_FILE = 'factcheckbench_subtask4_claim_factuality.jsonl';
const CLASSES = ['true', 'false', 'not_enough_evidence'] as const;
type Gold = (typeof CLASSES)[number];

function readJsonl<T>(file: string): T[] {
  const path = join(dataDir, file);
  if (!existsSync(path))
    throw new Error(`Dataset not found: ${path}. Set CARTOGRAPHER_DATA_DIR to the folder holding ${file}.`);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/** Gold stance → judge evidence stance and strength (documented in bench/RESULTS.md). */
function mapStance(stance: string): Pick<JudgeEvidenceInput, 'stance' | 'strength'> {
  switch (stance) {
    case 'completely support':
    case 'completely-support':
      return { stance: 'supports', strength: 0.9 };
    case 'partially support':
    case 'partially-support':
      return { stance: 'supports', strength: 0.6 };
    case 'refute':
      return { stance: 'refutes', strength: 0.9 };
    default:
      return { stance: 'irrelevant', strength: 0 };
  }
}

function toGold(label: VerdictLabelOf): Gold {
  if (label === 'supported' || label === 'likely_true') return 'true';
  if (label === 'refuted' || label === 'likely_false') return 'false';
  return 'not_enough_evidence';
}

function f1(tp: number, fp: number, fn: number): number {
  const p = tp + fp === 0 ? 0 : tp / (tp + fp);
  const r = tp + fn === 0 ? 0 : tp / (tp + fn);
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

function score(pairs: Array<[Gold, Gold]>) {
  const confusion = new Map<string, number>();
  for (const [g, p] of pairs) confusion.set(`${g}|${p}`, (confusion.get(`${g}|${p}`) ?? 0) + 1);
  const cell = (g: Gold, p: Gold): number => confusion.get(`${g}|${p}`) ?? 0;
  const perClass = Object.fromEntries(
    CLASSES.map((c) => {
      const tp = cell(c, c);
      const fp = CLASSES.filter((g) => g !== c).reduce((s, g) => s + cell(g, c), 0);
      const fn = CLASSES.filter((p) => p !== c).reduce((s, p) => s + cell(c, p), 0);
      return [c, f1(tp, fp, fn)];
    }),
  ) as Record<Gold, number>;
  const accuracy = pairs.filter(([g, p]) => g === p).length / pairs.length;
  const macroF1 = CLASSES.reduce((s, c) => s + perClass[c], 0) / CLASSES.length;
  return { accuracy, macroF1, perClass, cell };
}

function main(): void {
  const stances = readJsonl<{ claim: string; evidence: string; stance: string }>(STANCE_FILE);
  const labels = readJsonl<{ claim: string; label: Gold }>(LABEL_FILE);
  const byClaim = new Map<string, Array<{ evidence: string; stance: string }>>();
  for (const s of stances) byClaim.set(s.claim, [...(byClaim.get(s.claim) ?? []), s]);

  const judged: Array<[Gold, Gold]> = [];
  const baseline: Array<[Gold, Gold]> = [];
  let missing = 0;
  labels.forEach((row, i) => {
    const items = byClaim.get(row.claim);
    if (!items) missing += 1;
    // No URLs in the dataset: each item gets a distinct synthetic URL on an unlisted domain (tier 'unknown').
    const evidence: JudgeEvidenceInput[] = (items ?? []).map((e, j) => ({
      url: `https://fcb-claim${i}-evidence${j}.example/`,
      text: e.evidence,
      relevance: 1,
      ...mapStance(e.stance),
    }));
    const verdict = judgeClaim({ claim: { id: `c${i}`, text: row.claim }, evidence });
    judged.push([row.label, toGold(verdict.label)]);
    baseline.push([row.label, 'true']);
  });

  const result = score(judged);
  const base = score(baseline);
  const date = new Date().toISOString().slice(0, 10);
  const pct = (x: number): string => x.toFixed(3);
  const table = [
    '| gold \\ predicted | true | false | not_enough_evidence |',
    '|---|---|---|---|',
    ...CLASSES.map((g) => `| ${g} | ${CLASSES.map((p) => result.cell(g, p)).join(' | ')} |`),
  ].join('\n');
  const section = `## Judge evaluation

Run: ${date}, \`npm run eval:judge\` (\`scripts/eval-judge.ts\`). Dataset: Factcheck-Bench (Apache-2.0) — subtask 3 gold
stance per claim–evidence pair (${stances.length} pairs), aggregated per claim by \`judgeClaim\` and scored against subtask 4
labels (${labels.length} claims; ${missing} without stance rows). No model involved: this measures the aggregation (tiers,
sigmoid impact, one vote per source, caps, labels) given gold stances.

Mapping: completely support → supports, strength 0.9; partially support → supports, strength 0.6; refute → refutes,
strength 0.9; irrelevant → irrelevant. The evidence has no URLs, so each item gets a distinct synthetic URL on an
unlisted domain (\`fcb-claimN-evidenceM.example\`, each its own registrable domain): every source is tier \`unknown\`, recency neutral, and identical
passages still collapse to one vote by shingle similarity. Verdict labels: supported / likely_true → true;
refuted / likely_false → false; contested / unverified / not_checkable → not_enough_evidence.

| metric | judge | "always true" baseline |
|---|---|---|
| accuracy | ${pct(result.accuracy)} | ${pct(base.accuracy)} |
| macro-F1 (3 classes) | ${pct(result.macroF1)} | ${pct(base.macroF1)} |
| false-claim F1 | ${pct(result.perClass.false)} | ${pct(base.perClass.false)} |
| true-claim F1 | ${pct(result.perClass.true)} | ${pct(base.perClass.true)} |
| not-enough-evidence F1 | ${pct(result.perClass.not_enough_evidence)} | ${pct(base.perClass.not_enough_evidence)} |

Confusion (rows gold, columns predicted):

${table}

Reference: the best published false-claim F1 on this set is 0.63 (web-searching GPT-4 agent, full pipeline).
`;
  console.log(section);
  const resultsPath = join(repo, 'bench/RESULTS.md');
  const current = existsSync(resultsPath) ? readFileSync(resultsPath, 'utf8') : '# Benchmark results\n';
  const pattern = /## Judge evaluation\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current)
    ? current.replace(pattern, section.trimEnd() + '\n')
    : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(resultsPath, next);
  console.log(`Wrote the "Judge evaluation" section of ${resultsPath}`);
}

main();
