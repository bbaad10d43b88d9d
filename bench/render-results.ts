/** bench/results.json → bench/RESULTS.md (tables), keeping the "Judge evaluation" section written by eval:judge. */
import type { BundleResults } from './bundle-bench';
import type { EngineResults } from './engine-bench';
import type { ExtractionSample } from './extraction-bench';
import {
  bundleGoals,
  extractionGoals,
  factCheckGoals,
  floorMs,
  historyGoals,
  seenGoals,
  pipelineGoals,
  type GoalRow,
} from './goals';
import type { FactCheckBenchResults } from './factcheck-bench';
import { historyMedians, type HistoryEntry } from './history-bench';
import type { SeenBenchRow } from './seen-bench';
import type { MachineInfo } from './lib/machine';
import { median, round } from './lib/stats';
import { LATENCY, MODEL_CONCURRENCY, PRICES, resourceWords, type PipelineSample } from './pipeline-bench';

/** When one section was last measured: a section kept from an earlier run keeps its own date. */
export interface SectionRun {
  date: string;
  durationS: number;
  loadAverage: number[];
  /** `--fast` smoke run (fewer articles, repetitions, History sizes). */
  fast?: boolean;
}

export type SectionName = 'engine' | 'pipeline' | 'extraction' | 'bundle' | 'history' | 'factchecks' | 'seen';

export interface BenchResults {
  /** The machine of the latest `npm run bench` (its `date` is that run's, not every section's). */
  machine: MachineInfo;
  durationS?: number;
  /** Per section: when it was measured. */
  sections?: Partial<Record<SectionName, SectionRun>>;
  pipeline?: PipelineSample[];
  engine?: EngineResults;
  extraction?: ExtractionSample[];
  /** One entry per History size (1k, 10k, 50k runs). An older results.json held one object. */
  history?: HistoryEntry[];
  bundle?: BundleResults;
  /** The local fact-check index on a generated feed of the real one's size (issue 30). */
  factChecks?: FactCheckBenchResults;
  /** History's seen-before index in Chromium at 1k, 10k and 50k runs (issue 33). */
  seen?: SeenBenchRow[];
}

/** "Measured …" line of a section: its own date, never the latest run's. */
function measured(r: BenchResults, section: SectionName): string {
  const run = r.sections?.[section];
  if (!run) return '_Measured: date not recorded (kept from a run before sections were dated)._';
  return `_Measured: ${run.date.slice(0, 16).replace('T', ' ')} UTC, ${Math.round(run.durationS)} s, load average at start ${run.loadAverage.join(' / ')}${run.fast ? ', `--fast` smoke run' : ''}._`;
}

const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
const ms = (v: number | null | undefined) =>
  v === null || v === undefined ? '–' : `${Math.round(v).toLocaleString('en-US')} ms`;
const s = (v: number) => `${(v / 1000).toFixed(1)} s`;

export interface CostRow {
  profile: string;
  cache: string;
  runs: number;
  checkedClaims: number;
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
  queries: number;
  searchRequests: number;
  pageFetches: number;
  usdPer100Claims: number;
}

/** Totals over the articles of one profile and cache state, divided by the checked claims. */
export function costRows(samples: PipelineSample[]): CostRow[] {
  const rows: CostRow[] = [];
  for (const profile of ['quick', 'deep']) {
    for (const cache of ['cold', 'warm']) {
      const group = samples.filter((x) => x.profile === profile && x.cache === cache && !x.checkAll);
      if (group.length === 0) continue;
      const sum = (f: (x: PipelineSample) => number) => group.reduce((n, x) => n + f(x), 0);
      const claims = Math.max(
        1,
        sum((x) => x.checkedClaims),
      );
      const prompt = sum((x) => x.network.promptTokens);
      const completion = sum((x) => x.network.completionTokens);
      rows.push({
        profile,
        cache,
        runs: group.length,
        checkedClaims: sum((x) => x.checkedClaims),
        modelCalls: round(sum((x) => x.network.modelCalls) / claims),
        promptTokens: round(prompt / claims, 0),
        completionTokens: round(completion / claims, 0),
        queries: round(sum((x) => x.usage.searches) / claims),
        searchRequests: round(sum((x) => x.network.searches) / claims),
        pageFetches: round(sum((x) => x.network.pageFetches) / claims),
        usdPer100Claims: round(
          ((prompt * PRICES.inputPerM + completion * PRICES.outputPerM) / 1e6 / claims) * 100,
          4,
        ),
      });
    }
  }
  return rows;
}

/** Time on the critical chain beyond the sandbox's nominal latency: waits in limiters and queues, plus local work. */
export function chainWaitMs(x: PipelineSample): number {
  const nominal: Record<string, number> = {
    model: LATENCY.modelMs + LATENCY.modelJitterMs / 2,
    search: LATENCY.searchMs,
    fetch: LATENCY.pageMs,
  };
  return x.chain.reduce(
    (n, c) => n + (c.kind in nominal && c.ms > 0 ? Math.max(0, c.ms - nominal[c.kind]!) : 0),
    0,
  );
}

function pipelineSection(samples: PipelineSample[], when: string): string[] {
  const out: string[] = [];
  out.push('## Critical path and time to first result', '', when, '');
  out.push(
    `Sandbox model (\`annotated\` scenario) through the real openai SDK; latency model ${LATENCY.modelMs} ms + up to ${LATENCY.modelJitterMs} ms jitter, ` +
      `search ${LATENCY.searchMs} ms, page ${LATENCY.pageMs} ms; the sandbox serves ${MODEL_CONCURRENCY} model requests at once (more would wait in its queue). ` +
      "The sandbox runs in a process of its own (`bench/lib/sandbox-process.ts`), so its scripted answers do not run on the engine's event loop; each run records the machine's load average and the engine's CPU time (`loadAverage`, `engineCpuMs` in `results.json`). " +
      '**Concurrency limits of the engine:** at most 4 model calls of a run in flight (`config.model.concurrency`), 2 page fetches per host (`config.fetch.perHostConcurrency`), 4 requests per search provider host (adapter limiter); every claim is researched concurrently. ' +
      "Stance: one model call per source (batched across the claims that asked about it; on the first hop a source waits until every claim has queued its passages, at most 3 s; a source's call waiting for a model slot takes in the passages about that source queued meanwhile), at most 1 source per claim and hop on Quick (3 on Deep), ranked by share of the claim's terms × tier authority (a source carrying instructions is read alone and never takes another's place); off-topic passages and settling fact-check ratings by rule; on Quick a follow-up hop's sources are read by rules and reach the model only when one contradicts what the model read before (or the model has no side yet: `stance.followupReadsOnConflictOnly`); an independent source read by a strong rule (near-verbatim, same or contradicting figure, fact-check rating) counts toward \"enough\", never the article's own site, a copy of it or a page carrying instructions; the sufficiency model (counter-arguer) only when sources conflict, and on Quick only when the model read both sides (`sufficiency.counterArguerOnModelConflict`; otherwise the side only the rules read is searched first on the next hop); the summary from a template on Quick, by the model on Deep (`summary.byModel`). " +
      'Search providers a keyless user would switch on: SearXNG + Wikipedia + OpenAlex + Google Fact Check (each adapter has its own per-host limiter of 4, so ' +
      'sharing 127.0.0.1 in the sandbox does not throttle them against each other; evidence pages keep their own host names). Store: `InMemoryResearchStore`. ' +
      'One cold run per article × profile, then a warm run of the same article with the same store. ' +
      "**Ratio** = wall time of `executeRun` / `criticalPath(trace).chainMs` from the run's own trace (1.00 = nothing waited that did not have to). " +
      'First claim / first verdict: from `executeRun` to the first progress event whose counts show a stored claim / verdict (for politics-de the first verdicts are `not_checkable` ones, stored with the claims). ' +
      '"Chain beyond nominal latency": on the critical chain, the time each call took beyond its latency (model 1,650 ms mean, search 600 ms, page 400 ms). ' +
      "**Queue waits are off the chain:** a model call waits for one of the run's model slots before it is traced, a page fetch records its wait for a per-host slot (`queuedMs`), a search records the wait of its providers' per-host limiters (`queuedMs` on the search entry: its traced time minus the longest provider path with that provider's own wait taken out, `pipeline/search/search-queue.ts`), `criticalPath` subtracts both, and the stance batch wait is untraced — so a concurrency bottleneck raises the ratio instead of hiding in a longer chain. A stance call shared by several claims is on each claim's chain from that claim's own inputs only (`criticalPath`), so a passage that joined the call does not thread another claim's path into the chain. Search requests follow their routes, and a follow-up goes only to the providers that returned something about its claim on an earlier hop (`earned-providers.ts`). " +
      '**Queue-free ratio** = wall / that chain: the goal\'s figure. "Ratio, search waits on chain" is the same run\'s wall over a chain that puts the search waits back (what the bench reported before searches recorded them), kept only to show the difference. "Queued" is the total of the recorded waits, "search queued" the part waited in search limiters. ' +
      '**First checkable verdict**: from `executeRun` to the store write of the first verdict of a checkable claim (`not_checkable` rows are not verdicts), with the model calls answered before it (extraction included; "sent" also counts calls in flight); "first verdict (any row)" is the old figure, which counts `not_checkable` rows stored with the claims. ' +
      '"long (all claims)" is the long article with all 30 checkable claims checked on Quick (the run asks for 30 claims, as "Check more" does; its budget scales with the claim count).',
    '',
  );
  out.push(
    '| article | profile | cache | status | claims (checked, not checked) | wall | critical chain (queue-free) | queue-free ratio | ratio, search waits on chain | chain beyond nominal latency | queued (search) | first claim | first checkable verdict | model calls answered (sent) before it | first verdict (any row) | queries per checked claim | model calls per checked claim | max model calls in flight |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const x of samples) {
    const f = x.firstVerdict;
    out.push(
      `| ${x.article}${x.checkAll ? ' (all claims)' : ''} | ${x.profile} | ${x.cache} | ${x.status} | ${x.claims} (${x.checkedClaims}, ${x.claimsNotChecked ?? 0}) | ${s(x.wallMs)} | ${s(x.chainMs)} | **${(x.queueFreeRatio ?? x.ratio).toFixed(3)}** | ${x.queueFreeRatio === undefined ? '–' : x.ratio.toFixed(3)} | ${ms(chainWaitMs(x))} | ${ms(x.queuedMs ?? 0)} (${ms(x.searchQueuedMs)}) | ${ms(x.firstClaimMs)} | ${ms(f?.ms)} | ${f?.modelCalls ?? '–'} (${f?.modelCallsSent ?? '–'}) | ${ms(x.firstVerdictMs)} | ${x.queriesPerClaim ?? '–'} | ${x.modelCallsPerClaim ?? '–'} | ${x.maxModelInFlight} |`,
    );
  }
  const ratios = (f: (x: PipelineSample) => boolean) =>
    samples
      .filter((x) => x.cache === 'cold' || x.network.modelCalls > 0)
      .filter((x) => !x.checkAll)
      .filter(f)
      .map((x) => x.queueFreeRatio ?? x.ratio);
  out.push(
    '',
    `Median queue-free ratio over the articles (pooled: context only, no goal is judged from it): quick cold ${round(median(ratios((x) => x.profile === 'quick' && x.cache === 'cold')), 3)}, deep cold ${round(median(ratios((x) => x.profile === 'deep' && x.cache === 'cold')), 3)}, ` +
      `quick warm ${round(median(ratios((x) => x.profile === 'quick' && x.cache === 'warm')), 3)}, deep warm ${round(median(ratios((x) => x.profile === 'deep' && x.cache === 'warm')), 3)}; ` +
      `max ${round(Math.max(...samples.map((x) => x.queueFreeRatio ?? x.ratio)), 3)}.`,
    '',
  );
  const example =
    samples.find((x) => x.cache === 'cold' && x.profile === 'deep' && x.article === 'health') ?? samples[0];
  if (example) {
    out.push(`Critical chain of ${example.article}/${example.profile}/cold (${s(example.chainMs)}):`, '');
    out.push(
      example.chain
        .filter((c) => c.kind !== 'decision')
        .map(
          (c) => `${c.kind} "${c.purpose.length > 60 ? `${c.purpose.slice(0, 57)}…` : c.purpose}" ${c.ms} ms`,
        )
        .join(' → '),
      '',
    );
  }

  out.push(...longArticleSection(samples));
  out.push('## Cost per checked claim', '');
  out.push(
    'Pooled totals (context only: goals are judged per article, in "Goals" and the per-article table below). ' +
      `Totals over the ${new Set(samples.map((x) => x.article)).size} articles divided by the claims that got a scored verdict (not \`not_checkable\`). ` +
      '"Queries" are the run\'s own searches (`run.usage.searches`); "search requests" are HTTP requests that reached a provider (one query goes to every enabled provider: 4 here; cache hits send none); ' +
      '"model calls" and "page fetches" are requests that reached the sandbox. ' +
      `Dollars at ${PRICES.model} list prices: $${PRICES.inputPerM} per 1M input and $${PRICES.outputPerM} per 1M output tokens. ` +
      'The sandbox model counts tokens like a real server (prompt length), so token figures are realistic for these prompts; the search APIs cost nothing keyless.',
    '',
  );
  out.push(
    '| profile | cache | runs | checked claims | model calls | prompt tokens | completion tokens | queries | search requests | page fetches | $ per 100 claims |',
  );
  out.push('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of costRows(samples)) {
    out.push(
      `| ${r.profile} | ${r.cache} | ${r.runs} | ${r.checkedClaims} | ${r.modelCalls} | ${r.promptTokens} | ${r.completionTokens} | ${r.queries} | ${r.searchRequests} | ${r.pageFetches} | $${r.usdPer100Claims.toFixed(4)} |`,
    );
  }
  out.push(
    '',
    'Per article (cold):',
    '',
    '| article | profile | checked claims | model calls | per checked claim | queries | per checked claim | search requests | prompt tokens | completion tokens | $ per 100 claims | wall |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const x of samples.filter((y) => y.cache === 'cold'))
    out.push(
      `| ${x.article}${x.checkAll ? ' (all claims)' : ''} | ${x.profile} | ${x.checkedClaims} | ${x.network.modelCalls} | ${round(x.network.modelCalls / Math.max(1, x.checkedClaims))} | ${x.usage.searches} | ${round(x.usage.searches / Math.max(1, x.checkedClaims))} | ${x.network.searches} | ${x.network.promptTokens.toLocaleString('en-US')} | ${x.network.completionTokens.toLocaleString('en-US')} | $${x.usdPer100Claims.toFixed(4)} | ${s(x.wallMs)} |`,
    );
  out.push(
    '',
    'Anchors (DESIGN.md): FIRE ≈ $0.06 per 100 claims with a mini model; SAFE ≈ 8 model calls per fact. ' +
      "Warm runs re-check the same article with the same store: model answers are cached for 7 days by (provider and endpoint, model, schema, prompt with the run's ids masked), searches for 1 day and pages for 7 days, so a warm run sends nothing.",
    '',
  );
  return out;
}

/** The real-size article on its own: wall time, calls, tokens, ratio and what the claim cap left out. */
function longArticleSection(samples: PipelineSample[]): string[] {
  const long = samples.filter((x) => x.article === 'long');
  if (long.length === 0) return [];
  const out = [
    '## Long article (real size)',
    '',
    '`long` (test/sandbox/corpus/long-article.ts): a regional year-in-review of 2,500+ words with 30 check-worthy claims in six themes; per theme an official bulletin and a newspaper report speak to all five claims. Quick checks the 12 most check-worthy claims and Deep 30 (claim caps); the rest are counted ("not checked") and can be checked with a "check more" run. Warm ratios are not meaningful (almost nothing on the chain).',
    '',
    "**Slot floor** (issue 30 item 4): the least wall time any schedule of the run's requests could reach at the sandbox's nominal latencies under each provider's documented limits — a resource with n requests on s slots and a budget of r a minute takes at least its head (extraction) + max(n × latency ÷ s, (n − 1) × 60,000 ÷ r + latency); a budget shared by several providers (all Wikimedia hosts, `search.wikimedia`: 150 a minute, in series) is one resource; the model is one with its 4 slots, and no model call starts before its inputs could have arrived nor ends later than what must follow it allows (for any set of calls released at a or later with at least b of work after them: a + their calls × latency ÷ 4 + b; a stance call needs a search and a page first, Deep's summary follows every other call) — and never less than the chain at nominal latencies (`bench/lib/slot-floor.ts`). Where the dependencies raise the model's floor, \"slots alone\" gives it without them. \"Wall ÷ floor\" is the goal's figure (≤ 1.25 on the 30-claim runs). Reference lookups go by subject: one Wikipedia search per named subject of the run, shared by every claim about it (`search.subjectLookup`).",
    '',
    '| profile | cache | status | checked | not checked | wall | critical chain (queue-free) | queue-free ratio | slot floor (what sets it) | wall ÷ floor | queued | model calls | model calls per checked claim | prompt tokens | completion tokens | search requests | by provider | page fetches |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const x of long) {
    const floor = x.slotFloor ? floorMs(x.slotFloor) : null;
    const by = x.requestsByProvider
      ? Object.entries(x.requestsByProvider)
          .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
          .map(([p, n]) => `${p} ${n}`)
          .join(', ')
      : '–';
    const what =
      x.slotFloor && floor !== null
        ? floor === x.slotFloor.nominalChainMs
          ? 'nominal chain'
          : resourceWords(x.slotFloor.bottleneck)
        : '';
    out.push(
      `| ${x.profile}${x.checkAll ? ' (all claims)' : ''} | ${x.cache} | ${x.status} | ${x.checkedClaims} | ${x.claimsNotChecked ?? 0} | ${s(x.wallMs)} | ${s(x.chainMs)} | **${(x.queueFreeRatio ?? x.ratio).toFixed(3)}** | ${floor === null ? '–' : `${s(floor)} (${what})`} | ${floor === null || x.cache === 'warm' ? '–' : `**${(x.wallMs / floor).toFixed(3)}**`} | ${ms(x.queuedMs ?? 0)} | ${x.network.modelCalls} | ${round(x.network.modelCalls / Math.max(1, x.checkedClaims))} | ${x.network.promptTokens.toLocaleString('en-US')} | ${x.network.completionTokens.toLocaleString('en-US')} | ${x.network.searches} | ${by} | ${x.network.pageFetches} |`,
    );
  }
  out.push('');
  return out;
}

function engineSection(e: EngineResults, when: string): string[] {
  return [
    '## Engine',
    '',
    when,
    '',
    `Seeded builders (\`test/builders.ts\`), Node ${process.version}, median of ${e.judgeArticle.reps} after one warm-up.`,
    '',
    '| operation | size | median | result |',
    '|---|---|---|---|',
    `| \`judgeArticle\` (verdicts, propagation, consensus, battlegrounds, graph) | ${e.judgeArticle.claims} claims, ${e.judgeArticle.evidence.toLocaleString('en-US')} evidence | ${e.judgeArticle.medianMs} ms | ${e.judgeArticle.battlegrounds} battlegrounds, graph ${e.judgeArticle.graphNodes} nodes / ${e.judgeArticle.graphEdges} edges |`,
    `| \`buildKnowledgeGraph\` alone | ${e.judgeArticle.claims} claims | ${e.graphOnly.medianMs} ms | |`,
    `| \`dedupeEntities\` (blocked) | ${e.dedupe.entities.toLocaleString('en-US')} names | ${e.dedupe.medianMs} ms | ${e.dedupe.canonical.toLocaleString('en-US')} canonical |`,
    `| seed-000 greedy O(n²) dedupe (reference) | ${e.naiveDedupe.entities.toLocaleString('en-US')} names | ${e.naiveDedupe.ms} ms | ≈ ${s(e.naiveDedupe.extrapolatedMsAt5000)} at 5,000 (×25, quadratic) |`,
    '',
  ];
}

function extractionSection(x: ExtractionSample[], when: string): string[] {
  return [
    '## Extraction',
    '',
    when,
    '',
    "`extractArticle` (the content script's function: gate, clone, hidden-text removal, Readability, paragraphs with offsets, metadata) bundled from `lib/extraction` with esbuild into an IIFE and run inside the page in headless Chromium on the live `document`; " +
      `median of ${x[0]?.reps ?? 0} after one warm-up. Generated pages: news-site chrome (nav, aside, footer) around an article of paragraphs, headings, figures and display:none blocks. ` +
      'The parts are timed separately on fresh clones (their sum is below the total: the rest is paragraphs, offsets and metadata): the page gate (URL checks and the HTML size: the served size from Navigation Timing as the content script passes it, else measured by serialising `outerHTML`), the copy of the page up to `readTextFactor × maxTextChars` characters of text (nothing past it is copied) and its hidden text removed, and Readability on that copy.',
    '',
    '| page | HTML | words extracted | extractArticle (all reps) | gate (size check) | budgeted copy + hidden removal | Readability.parse |',
    '|---|---|---|---|---|---|---|',
    ...x.map(
      (r) =>
        `| ${r.page} | ${kb(r.htmlBytes)} | ${r.words.toLocaleString('en-US')}${r.truncated ? ' (text cut at 200,000 chars)' : ''} | **${r.medianMs} ms** (${r.allMs.join(', ')}) | ${r.gateMs === undefined ? '–' : `${r.gateMs} ms`} | ${r.cloneAndHiddenMs} ms${r.copyMs === undefined || r.hiddenMs === undefined ? '' : ` (${r.copyMs} + ${r.hiddenMs})`} | ${r.readabilityMs} ms |`,
    ),
    '',
  ];
}

function historySection(entries: HistoryEntry[], when: string): string[] {
  const first = entries[0];
  if (!first) return [];
  const out = [
    '## History at scale',
    '',
    when,
    '',
    `Built extension in headless Chromium, one profile grown to each size in turn (${entries.map((h) => h.runs.toLocaleString('en-US')).join(', ')} runs); each size is measured after the browser was closed and started again on the same profile (not right after the writes). ` +
      `Runs are written ${first.seedPath === 'import' ? "through the background's `importRuns` message (the same path as History → Import)" : (first.seedPath ?? 'as described below')}. ` +
      `Sizes are realistic and mixed: ${first.templates ?? `one template (${first.templateClaims} claims, ${first.templateEvidence} evidence items, ${first.templateTrace} trace entries; ${kb(first.runJsonBytes ?? 0)} as JSON)`}, ` +
      'each copy with its own id, date, site (40 sites) and title; one run in 100 has the word "zeppelin" in a claim. ' +
      `Timings in the page (performance.now from the action to the DOM state, checked on every mutation and frame), median of ${first.reps}. **search** is the slower of the two searches' medians.`,
    '',
    '| runs | open History | search (slower) | search a claim word in 1% of runs | search a word in every run | open a run | seeding | IndexedDB per run |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const h of entries) {
    const m = historyMedians(h);
    out.push(
      `| ${h.runs.toLocaleString('en-US')} | **${m.openHistory} ms** | **${round(Math.max(m.searchRare, m.searchCommon))} ms** | ${m.searchRare} ms (${h.rareMatches} shown) | ${m.searchCommon} ms ("${h.searchCommonWord}") | ${m.openRun} ms | ${h.seedMs === undefined ? '–' : `${s(h.seedMs)} (${h.seedRunsPerSecond} runs/s)`} | ${h.bytesPerRun === undefined ? '–' : kb(h.bytesPerRun)}${h.childRuns !== undefined && h.childRuns < h.runs ? ` (child rows for the newest ${h.childRuns.toLocaleString('en-US')})` : ''} |`,
    );
  }
  const notes = [...new Set(entries.map((h) => h.fromLog).filter(Boolean))];
  if (notes.length) out.push('', ...notes.map((n) => `_${n}_`));
  out.push('', 'All repetitions (ms):', '');
  for (const h of entries)
    out.push(
      `- ${h.runs.toLocaleString('en-US')} runs: open ${h.openHistoryMs.join(', ')}; rare ${h.searchRareMs.join(', ')}; common ${h.searchCommonMs.join(', ')}; open a run ${h.openRunMs.join(', ')}.`,
    );
  out.push('');
  return out;
}

function bundleSection(b: BundleResults, when: string): string[] {
  return [
    '## Bundle',
    '',
    when,
    '',
    `\`npx wxt build\` (Chrome MV3, production) took ${s(b.buildMs)}. Gzip level 9.`,
    '',
    '| entrypoint | files | raw | gzip |',
    '|---|---|---|---|',
    ...b.entrypoints.map(
      (e) =>
        `| ${e.entrypoint} | ${e.files.map((f) => `\`${f}\``).join(', ')} | ${kb(e.bytes)} | ${kb(e.gzipBytes)} |`,
    ),
    '',
    'Every built file (`bundle.files`):',
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...b.files.map((f) => `| \`${f.file}\` | ${kb(f.bytes)} | ${kb(f.gzipBytes)} |`),
    '',
    ...b.entrypoints
      .filter((e) => e.topInputs.length > 0)
      .flatMap((e) => [
        `Largest inputs of the ${e.entrypoint} (${
          e.topInputsFrom === 'build'
            ? "the build's own source maps"
            : "esbuild metafile of the same entry, minified: an approximation without the build's plugins"
        }): ` +
          e.topInputs.map((t) => `${t.input} ${kb(t.minifiedBytes)}`).join(', ') +
          '.',
        '',
      ]),
  ];
}

function goalsSection(r: BenchResults): string[] {
  const rows: { section: SectionName; rows: GoalRow[] }[] = [
    { section: 'pipeline', rows: r.pipeline ? pipelineGoals(r.pipeline) : [] },
    { section: 'history', rows: r.history?.length ? historyGoals(r.history) : [] },
    { section: 'extraction', rows: r.extraction ? extractionGoals(r.extraction) : [] },
    { section: 'bundle', rows: r.bundle ? bundleGoals(r.bundle) : [] },
    { section: 'factchecks', rows: r.factChecks ? factCheckGoals(r.factChecks) : [] },
    { section: 'seen', rows: r.seen?.length ? seenGoals(r.seen) : [] },
  ];
  const out = [
    '## Goals (issues 23 and 30)',
    '',
    'Each goal with its own figure: per article and profile, cold runs, queue waits off the chain; never a pooled or queued figure. ' +
      'Sizes in decimal units (1 kB = 1,000 bytes). "Measured" is the date of the section the figure comes from.',
    '',
    '| goal | of | figure | met | measured |',
    '|---|---|---|---|---|',
  ];
  for (const group of rows) {
    const date = r.sections?.[group.section]?.date.slice(0, 16).replace('T', ' ') ?? 'undated';
    for (const g of group.rows)
      out.push(
        `| ${g.goal} | ${g.subject} | ${g.figure} | ${g.met === null ? '–' : g.met ? 'yes' : '**no**'} | ${date} |`,
      );
  }
  out.push('');
  return out;
}

export function renderResults(r: BenchResults, judgeSection: string): string {
  const m = r.machine;
  const out: string[] = [
    '# Benchmark results',
    '',
    `Latest \`npm run bench\` (\`scripts/bench.ts\`) started ${m.date.slice(0, 16).replace('T', ' ')} UTC; each section below says when it was itself measured (\`--only\` keeps the other sections from earlier runs). ` +
      `Machine: ${m.cpu}, ${m.cores} cores${m.hypervisor ? ` (${m.hypervisor} VM)` : ''}, ${m.memoryGb} GB RAM, ${m.os}; Node ${m.node}; ${m.chromium}. ` +
      'Timings on a shared 2-core VM are noisy: read ratios within one run and medians, not single figures. Raw data: `bench/results.json`.',
    '',
  ];
  out.push(...goalsSection(r));
  if (r.pipeline?.length) out.push(...pipelineSection(r.pipeline, measured(r, 'pipeline')));
  if (r.extraction?.length) out.push(...extractionSection(r.extraction, measured(r, 'extraction')));
  if (r.history?.length) out.push(...historySection(r.history, measured(r, 'history')));
  if (r.engine) out.push(...engineSection(r.engine, measured(r, 'engine')));
  if (r.bundle) out.push(...bundleSection(r.bundle, measured(r, 'bundle')));
  if (judgeSection.trim()) out.push(judgeSection.trim(), '');
  return out.join('\n');
}

/** The "## Judge evaluation" section of an existing RESULTS.md (to the next "## " heading or the end). */
export function judgeSectionOf(markdown: string): string {
  const start = markdown.indexOf('## Judge evaluation');
  if (start < 0) return '';
  const rest = markdown.slice(start + 3);
  const next = rest.search(/^## /m);
  return markdown.slice(start, next < 0 ? undefined : start + 3 + next).trimEnd();
}
