/** `npm run eval`: Factcheck-Bench and FacTool evaluation of the engine — offline tasks always, model tasks when configured. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateAggregation } from './eval/aggregation';
import { evaluateClaims, evaluateSentences } from './eval/check-worthiness';
import { noModelExtractionReport } from './eval/check-worthiness-report';
import { loadDatasets, REPO_DIR, stratifiedSample, type Datasets } from './eval/datasets';
import { mergeSections } from './eval/eval-doc';
import { num } from './eval/format';
import { evaluateModelWorthiness } from './eval/model-extraction';
import { configuredModel, NO_MODEL_MESSAGE, sandboxModel, type ModelSetup } from './eval/model-setup';
import { introSection } from './eval/report-intro';
import { modelSection, skippedModelSection, type ModelResults } from './eval/report-model';
import { offlineSection } from './eval/report-offline';
import { evaluateLexical, evaluateModelStance, goldStance3, refuteReadAsSupport } from './eval/stance';
import { evaluateHeldOut, noModelStanceSection, type HeldOutResult } from './eval/stance-report';
import { learnedStanceSection } from './eval/stance-learned-report';
import { evaluateVerification, type LabelledClaim } from './eval/verification';

const USAGE = `Usage: npx tsx scripts/eval.ts [--limit N] [--verify-limit N] [--concurrency N] [--sandbox-model] [--offline] [--no-verify] [--no-write]

  --limit N         items per model task (stratified sample; default 300)
  --verify-limit N  claims per dataset for full verification (default 50)
  --concurrency N   model calls / runs in flight (default 4)
  --sandbox-model   run the model tasks against the local sandbox model (harness check, not quality)
  --offline         skip the model tasks even when a model is configured
  --no-verify       skip full claim verification
  --no-write        print only; do not update bench/EVAL.md
Model: OPENAI_API_KEY, OPENAI_BASE_URL, CARTOGRAPHER_MODEL. Search: Wikipedia + OpenAlex by default, BRAVE_API_KEY,
TAVILY_API_KEY, SEARXNG_URL, GOOGLE_FACTCHECK_KEY. Data: CARTOGRAPHER_DATA_DIR (default ../shared/data).`;

const positive = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, not "${value}".\n\n${USAGE}`);
  return n;
};

async function runModelTasks(
  setup: ModelSetup,
  data: Datasets,
  o: { limit: number; verifyLimit: number; concurrency: number; verify: boolean },
): Promise<ModelResults> {
  const started = performance.now();
  const log = (m: string) => process.stderr.write(`[${setup.kind} model] ${m}\n`);
  const sentences = evaluateSentences(stratifiedSample(data.sentences, (r) => r.checkworthy, o.limit)).items;
  const claims = evaluateClaims(stratifiedSample(data.claims, (r) => r.checkworthy, o.limit)).items;
  log(`check-worthiness: ${sentences.length} sentences, ${claims.length} claims`);
  const worthiness = [
    await evaluateModelWorthiness(setup.deps, 'subtask 1 — sentences', sentences, o.concurrency),
    await evaluateModelWorthiness(setup.deps, 'subtask 2 — claims', claims, o.concurrency),
  ];
  log(`stance: ${Math.min(o.limit, data.stances.length)} pairs`);
  const stance = await evaluateModelStance(
    setup.deps,
    stratifiedSample(data.stances, (r) => r.stance, o.limit),
    o.concurrency,
  );
  let verification: ModelResults['verification'] = [];
  let verificationSkipped: string | null = null;
  if (!o.verify) verificationSkipped = 'Skipped (--no-verify).';
  else {
    const fcb: LabelledClaim[] = stratifiedSample(data.factuality, (r) => r.label, o.verifyLimit).map(
      (r) => ({ claim: r.claim, gold: r.label }),
    );
    const factoolAll: LabelledClaim[] = data.factool.flatMap((r) =>
      r.claims.map((c) => ({ claim: c.claim, gold: c.label ? ('true' as const) : ('false' as const) })),
    );
    const factool = stratifiedSample(factoolAll, (r) => r.gold, o.verifyLimit);
    log(`verification: ${fcb.length} Factcheck-Bench + ${factool.length} FacTool claims`);
    verification = [
      await evaluateVerification(setup.deps, 'Factcheck-Bench subtask 4', fcb, {
        binary: false,
        concurrency: o.concurrency,
      }),
      await evaluateVerification(setup.deps, 'FacTool knowledge-QA', factool, {
        binary: true,
        concurrency: o.concurrency,
      }),
    ];
  }
  return {
    label: setup.label,
    search: setup.search,
    kind: setup.kind,
    date: new Date().toISOString().slice(0, 10),
    seconds: (performance.now() - started) / 1000,
    limit: o.limit,
    worthiness,
    stance,
    verification,
    verificationSkipped,
  };
}

/**
 * Issue 12's further offline sections, one call line per section, in this order: check-worthiness threshold sweep
 * and quote interrogator rates (scripts/eval/check-worthiness*, scripts/eval/quotes*), claims per language, the
 * learned layer of the no-model stance (scripts/eval/stance-learned-report.ts).
 */
function issue12Sections(data: Datasets): string[] {
  return [learnedStanceSection(data.stances)];
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      limit: { type: 'string' },
      'verify-limit': { type: 'string' },
      concurrency: { type: 'string' },
      'sandbox-model': { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      'no-verify': { type: 'boolean', default: false },
      'no-write': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return (console.log(USAGE), 0);
  const limit = positive(values.limit, '--limit', 300);
  const verifyLimit = positive(values['verify-limit'], '--verify-limit', 50);
  const concurrency = positive(values.concurrency, '--concurrency', 4);
  const date = new Date().toISOString().slice(0, 10);

  const started = performance.now();
  const data = loadDatasets();
  const lexical = evaluateLexical(data.stances);
  const heldOut = evaluateHeldOut();
  const stanceRows = data.stances.map((r) => ({ ...r, gold: goldStance3(r.stance) }));
  const offline = {
    sentences: evaluateSentences(data.sentences),
    claims: evaluateClaims(data.claims),
    lexical,
    heldOut,
    aggregation: evaluateAggregation(data.stances, data.factuality),
    stanceSection: noModelStanceSection(lexical, stanceRows, heldOut),
    extraSections: issue12Sections(data),
  };
  const sections: Parameters<typeof mergeSections>[1] = {
    intro: introSection(date),
    offline: offlineSection(offline, {
      date,
      dataDir: data.dir,
      seconds: (performance.now() - started) / 1000,
    }),
  };
  console.log(summaryLine(offline));
  console.log(noModelExtractionReport(data, date, !values['no-write']));

  const setup = values['sandbox-model'] ? await sandboxModel() : values.offline ? null : configuredModel();
  if (!setup) {
    console.log(values.offline ? 'Model tasks skipped (--offline).' : NO_MODEL_MESSAGE);
    if (!values.offline) sections.configured = skippedModelSection(NO_MODEL_MESSAGE, date);
  } else {
    try {
      const results = await runModelTasks(setup, data, {
        limit,
        verifyLimit,
        concurrency,
        verify: !values['no-verify'],
      });
      sections[setup.kind] = modelSection(results);
      console.log(modelSummary(results));
    } finally {
      await setup.close();
    }
  }
  const path = join(REPO_DIR, 'bench/EVAL.md');
  if (values['no-write']) {
    console.log(Object.values(sections).join('\n'));
    return 0;
  }
  writeFileSync(path, mergeSections(existsSync(path) ? readFileSync(path, 'utf8') : '', sections));
  console.log(`Wrote ${path}`);
  return 0;
}

function summaryLine(o: {
  sentences: ReturnType<typeof evaluateSentences>;
  claims: ReturnType<typeof evaluateClaims>;
  lexical: ReturnType<typeof evaluateLexical>;
  heldOut: HeldOutResult;
  aggregation: ReturnType<typeof evaluateAggregation>;
}): string {
  const a = o.aggregation;
  return [
    `check-worthiness (sentences, t=${o.sentences.atPrefilter.threshold}): accuracy ${num(o.sentences.atPrefilter.result.accuracy)}, macro-F1 ${num(o.sentences.atPrefilter.result.macroF1)} ("all yes" ${num(o.sentences.allYes.accuracy)} / ${num(o.sentences.allYes.macroF1)})`,
    `check-worthiness (claims, t=${o.claims.atPrefilter.threshold}): accuracy ${num(o.claims.atPrefilter.result.accuracy)}, macro-F1 ${num(o.claims.atPrefilter.result.macroF1)}`,
    `lexical stance (${o.lexical.n} pairs): accuracy ${num(o.lexical.accuracy)}, macro-F1 ${num(o.lexical.macroF1)}, refute F1 ${num(o.lexical.perClass.refute.f1)}, refuting read as support ${num(refuteReadAsSupport(o.lexical))}`,
    `lexical stance, blind pairs (${o.heldOut.blind.n}): accuracy ${num(o.heldOut.blind.accuracy)}, refute F1 ${num(o.heldOut.blind.perClass.refute.f1)}, refuting read as support ${num(refuteReadAsSupport(o.heldOut.blind))}; second blind group (${o.heldOut.blind2.all.n}): refute F1 ${num(o.heldOut.blind2.all.perClass.refute.f1)}, refuting read as support ${num(refuteReadAsSupport(o.heldOut.blind2.all))}; development pairs (${o.heldOut.all.n}): accuracy ${num(o.heldOut.all.accuracy)}`,
    `aggregation (${a.claims} claims): macro-F1 ${num(a.judge.macroF1)}, false-claim F1 ${num(a.judge.perClass.false.f1)}, detection ${num(a.seed003.falseClaimDetection)}, FPR on true ${num(a.seed003.falsePositiveOnTrue)}, ECE ${num(a.calibration.ece)}`,
  ].join('\n');
}

function modelSummary(r: ModelResults): string {
  const lines = [`${r.kind} model ${r.label}:`];
  for (const w of r.worthiness)
    lines.push(
      `  check-worthiness ${w.name}: model macro-F1 ${num(w.model.macroF1)}, pipeline macro-F1 ${num(w.pipeline.macroF1)} (${w.failures} failures)`,
    );
  if (r.stance)
    lines.push(
      `  stance: accuracy ${num(r.stance.final.accuracy)}, macro-F1 ${num(r.stance.final.macroF1)}, refute F1 ${num(r.stance.final.perClass.refute.f1)}, citation integrity ${r.stance.quotes.verified}/${r.stance.quotes.total}`,
    );
  for (const v of r.verification)
    lines.push(
      `  verification ${v.name}: accuracy ${num(v.result.accuracy)}, false-claim F1 ${num(v.seed003.falseClaimF1)}, ECE ${num(v.calibration.ece)}`,
    );
  if (r.verificationSkipped) lines.push(`  verification: ${r.verificationSkipped}`);
  return lines.join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
