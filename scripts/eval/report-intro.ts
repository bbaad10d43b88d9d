/** bench/EVAL.md: the header — what is measured, on which data, how to reproduce. */

export function introSection(date: string): string {
  return `# Evaluation (\`npm run eval\`)

Last offline run: ${date}. Reproduce with \`npm run eval\` (= \`npx tsx scripts/eval.ts\`; \`--help\` lists the flags).

| dataset | licence | used for |
|---|---|---|
| Factcheck-Bench subtask 1 (311 sentences) and 2 (678 claims), github.com/yuxiaw/Factcheck-GPT | Apache-2.0 | check-worthiness |
| Factcheck-Bench subtask 3 (3,305 claim–evidence pairs) | Apache-2.0 | stance given evidence; aggregation |
| Factcheck-Bench subtask 4 (661 claims: 472 true, 159 false, 30 not enough evidence) | Apache-2.0 | aggregation; full verification |
| FacTool knowledge-QA (233 claims: 177 true, 56 false), github.com/GAIR-NLP/factool | Apache-2.0 | full verification |

- **Offline** (no model, no network, always run, well under 3 minutes): the heuristic check-worthiness scorer, the
  lexical stance cues, and the judge's aggregation of gold stances into verdicts, with the seed 003 metrics
  (false-claim detection rate, false-positive rate on true claims, ECE and a reliability table of \`confidence\`).
- **Configured model** (\`OPENAI_API_KEY\` / \`OPENAI_BASE_URL\` / \`CARTOGRAPHER_MODEL\`): the pipeline's own extract and
  stance stages on dataset items (default a stratified sample of 300 per task, \`--limit\`), citation integrity of the
  model's quotes, and — with search (Wikipedia and OpenAlex by default; \`BRAVE_API_KEY\`, \`SEARXNG_URL\`, …) — a
  challenge-style run per claim (\`--verify-limit\`, default 50 per dataset). Without a model these print
  "skipped: no model configured (set OPENAI_API_KEY …)" and the section below says so.
- **\`--sandbox-model\`**: the same model tasks against the local sandbox model and search (test/sandbox). Those figures
  check that the harness works end to end; the sandbox model cannot know these datasets.

Samples are deterministic (seeded), so two runs of the same model see the same items.
`;
}
