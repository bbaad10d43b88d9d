/** Critical-path ratio, time to first claim/verdict and cost per checked claim, cold and warm, against the sandbox. */
import { performance } from 'node:perf_hooks';
import { loadReportInput } from '../lib/composition/check-article';
import { createEngineDeps } from '../lib/composition/create-engine-deps';
import type { ExportedRun } from '../lib/db/export-bundle';
import { articleFromUrl } from '../lib/composition/load-article';
import { InMemoryResearchStore } from '../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../lib/engine/adapters/memory/system-clock';
import { createRun, criticalPath, executeRun, type RunProgress } from '../lib/engine/pipeline';
import type { Profile } from '../lib/engine/schemas';
import { sandboxEngineSettings } from '../test/integration/sandbox-settings';
import { sandboxFetch } from '../test/sandbox/hosts';
import { startSandbox, type ArticleName, type Latency, type Sandbox } from '../test/sandbox/server';
import { log, round } from './lib/stats';

export const PIPELINE_ARTICLES: ArticleName[] = [
  'news',
  'science',
  'health',
  'politics-de',
  'injection',
  'long',
];
export const PIPELINE_PROFILES: Profile[] = ['quick', 'deep'];
export const LATENCY: Latency = { modelMs: 1500, modelJitterMs: 300, searchMs: 600, pageMs: 400 };
export const MODEL_CONCURRENCY = 4;
/** gpt-4o-mini list prices, USD per 1M tokens (OpenAI pricing page, standard tier). */
export const PRICES = { model: 'gpt-4o-mini', inputPerM: 0.15, outputPerM: 0.6 };

export interface CallCounts {
  modelCalls: number;
  promptTokens: number;
  completionTokens: number;
  searches: number;
  pageFetches: number;
}

export interface PipelineSample {
  article: ArticleName;
  profile: Profile;
  cache: 'cold' | 'warm';
  status: string;
  claims: number;
  checkedClaims: number;
  /** Checkable claims found beyond the profile's claim cap (`run.claimsNotChecked`). */
  claimsNotChecked: number;
  /** Time calls on the whole trace waited for a free slot (model concurrency, per-host limits): off the chain. */
  queuedMs: number;
  /** executeRun from call to return. */
  wallMs: number;
  /** First trace start to last trace end. */
  traceWallMs: number;
  chainMs: number;
  /** wallMs / chainMs. */
  ratio: number;
  /** Trace-only ratio as computed by `criticalPath` (trace wall / chain). */
  traceRatio: number;
  firstClaimMs: number | null;
  firstVerdictMs: number | null;
  /** What reached the network (the sandbox's request log). */
  network: CallCounts;
  /** What the run recorded in `run.usage`. */
  usage: CallCounts;
  perCheckedClaim: CallCounts;
  usd: number;
  usdPer100Claims: number;
  /** Purposes along the critical chain with durations. */
  chain: { purpose: string; kind: string; ms: number }[];
  /** Busy time by kind (sum of trace durations) and the max in-flight model calls. */
  modelBusyMs: number;
  maxModelInFlight: number;
}

function usd(c: Pick<CallCounts, 'promptTokens' | 'completionTokens'>): number {
  return (c.promptTokens * PRICES.inputPerM + c.completionTokens * PRICES.outputPerM) / 1e6;
}

function perClaim(c: CallCounts, n: number): CallCounts {
  const d = Math.max(1, n);
  return {
    modelCalls: round(c.modelCalls / d),
    promptTokens: round(c.promptTokens / d, 0),
    completionTokens: round(c.completionTokens / d, 0),
    searches: round(c.searches / d),
    pageFetches: round(c.pageFetches / d),
  };
}

async function runOnce(
  sandbox: Sandbox,
  deps: ReturnType<typeof createEngineDeps>,
  progress: RunProgress[],
  name: ArticleName,
  profile: Profile,
  cache: 'cold' | 'warm',
  keep?: (run: ExportedRun) => void,
): Promise<PipelineSample> {
  const loaded = await articleFromUrl(sandbox.articleUrls[name], sandboxFetch(sandbox.port));
  if (!loaded.ok) throw new Error(`sandbox article ${name} did not extract: ${loaded.message}`);
  const run = await createRun(deps, { article: loaded.article, profile });
  sandbox.reset();
  progress.length = 0;
  let firstClaimMs: number | null = null;
  let firstVerdictMs: number | null = null;
  const t0 = performance.now();
  const original = deps.onProgress;
  deps.onProgress = (e) => {
    const at = performance.now() - t0;
    if (firstClaimMs === null && e.counts.claims > 0) firstClaimMs = at;
    if (firstVerdictMs === null && e.counts.verdicts > 0) firstVerdictMs = at;
    original?.(e);
  };
  const done = await executeRun(deps, run.id);
  const wallMs = performance.now() - t0;
  deps.onProgress = original;

  const trace = await deps.store.listTrace(run.id);
  const cp = criticalPath(trace);
  const verdicts = await deps.store.listVerdicts(run.id);
  const claims = await deps.store.listClaims(run.id);
  const checked = verdicts.filter((v) => v.label !== 'not_checkable').length;
  const reqs = sandbox.requests();
  const network: CallCounts = {
    // Chat completions: the GET that reads the server's context window is not a model call.
    modelCalls: reqs.filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions')).length,
    promptTokens: done.usage.promptTokens,
    completionTokens: done.usage.completionTokens,
    searches: reqs.filter((r) => r.kind === 'search').length,
    pageFetches: reqs.filter((r) => r.kind === 'page').length,
  };
  const usage: CallCounts = {
    modelCalls: done.usage.modelCalls,
    promptTokens: done.usage.promptTokens,
    completionTokens: done.usage.completionTokens,
    searches: done.usage.searches,
    pageFetches: done.usage.fetches,
  };
  const byId = new Map(trace.map((t) => [t.id, t]));
  const models = trace.filter((t) => t.kind === 'model');
  const edges = models
    .flatMap(
      (t) =>
        [
          [t.startedAt, 1],
          [t.endedAt, -1],
        ] as const,
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inFlight = 0;
  let maxModelInFlight = 0;
  for (const [, d] of edges) maxModelInFlight = Math.max(maxModelInFlight, (inFlight += d));
  const cost = usd(network);
  if (keep) {
    const stored = await loadReportInput(deps, run.id);
    keep({
      run: stored.run,
      claims: stored.claims,
      queries: stored.queries,
      evidence: stored.evidence,
      verdicts: stored.verdicts,
      sources: stored.sources,
      trace,
    });
  }
  return {
    article: name,
    profile,
    cache,
    status: done.status,
    claims: claims.length,
    checkedClaims: checked,
    claimsNotChecked: done.claimsNotChecked ?? 0,
    queuedMs: trace.reduce((n, t) => n + (t.queuedMs ?? 0), 0),
    wallMs: round(wallMs, 0),
    traceWallMs: round(cp.wallMs, 0),
    chainMs: round(cp.chainMs, 0),
    ratio: round(cp.chainMs > 0 ? wallMs / cp.chainMs : 1, 3),
    traceRatio: round(cp.ratio, 3),
    firstClaimMs: firstClaimMs === null ? null : round(firstClaimMs, 0),
    firstVerdictMs: firstVerdictMs === null ? null : round(firstVerdictMs, 0),
    network,
    usage,
    perCheckedClaim: perClaim(network, checked),
    usd: round(cost, 6),
    usdPer100Claims: round((cost / Math.max(1, checked)) * 100, 4),
    chain: cp.chain.map((id) => {
      const t = byId.get(id)!;
      return { purpose: t.purpose, kind: t.kind, ms: t.endedAt - t.startedAt };
    }),
    modelBusyMs: models.reduce((n, t) => n + (t.endedAt - t.startedAt), 0),
    maxModelInFlight,
  };
}

/** Every article × profile: a cold run, then a warm run with the same store (search and page caches filled). */
export async function benchPipeline(
  options: { articles?: ArticleName[]; profiles?: Profile[] } = {},
): Promise<{ samples: PipelineSample[]; template: ExportedRun | null }> {
  const sandbox = await startSandbox({ latency: LATENCY, modelConcurrency: MODEL_CONCURRENCY });
  const samples: PipelineSample[] = [];
  let template: ExportedRun | null = null;
  try {
    for (const profile of options.profiles ?? PIPELINE_PROFILES) {
      for (const name of options.articles ?? PIPELINE_ARTICLES) {
        const progress: RunProgress[] = [];
        const deps = createEngineDeps(sandboxEngineSettings(sandbox, 'annotated'), {
          fetch: sandboxFetch(sandbox.port),
          store: new InMemoryResearchStore(),
          clock: systemClock,
          ids: sequentialIds(),
          onProgress: (e) => progress.push(e),
        });
        for (const cache of ['cold', 'warm'] as const) {
          const s = await runOnce(
            sandbox,
            deps,
            progress,
            name,
            profile,
            cache,
            template ? undefined : (r) => (template = r),
          );
          log(
            `pipeline ${name}/${profile}/${cache}: ${s.status}, ${s.checkedClaims}/${s.claims} claims, wall ${s.wallMs} ms, chain ${s.chainMs} ms, ratio ${s.ratio}, first claim ${s.firstClaimMs} ms, first verdict ${s.firstVerdictMs} ms, model ${s.network.modelCalls}, search ${s.network.searches}, pages ${s.network.pageFetches}`,
          );
          samples.push(s);
        }
      }
    }
  } finally {
    await sandbox.close();
  }
  return { samples, template };
}
