/** Critical-path ratio, time to first claim/verdict and cost per checked claim, cold and warm, against the sandbox. */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { loadReportInput } from '../lib/composition/check-article';
import { createEngineDeps } from '../lib/composition/create-engine-deps';
import type { ExportedRun } from '../lib/db/export-bundle';
import { articleFromUrl } from '../lib/composition/load-article';
import { InMemoryResearchStore } from '../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../lib/engine/config';
import { createRun, criticalPath, executeRun, type RunProgress } from '../lib/engine/pipeline';
import type { StoredVerdict } from '../lib/engine/ports';
import type { Profile, TraceEntry } from '../lib/engine/schemas';
import { sandboxEngineSettings } from '../test/integration/sandbox-settings';
import { sandboxFetch } from '../test/sandbox/hosts';
import type { ArticleName, Latency, SandboxRequest } from '../test/sandbox/server';
import { startSandboxProcess, type SandboxProcess } from './lib/sandbox-process';
import { requestsByProvider, searchLimitsOf, slotFloor, type SlotFloor } from './lib/slot-floor';
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

/** When a verdict of a checkable claim (any label but `not_checkable`) was stored, and what came before it. */
export interface VerdictTiming {
  /** From `executeRun` to the verdict's store write; null when no checkable claim got a verdict. */
  ms: number | null;
  /** Model calls answered (trace outcome `ok`, extraction included) before that write. */
  modelCalls: number | null;
  /** Model calls sent (started) before that write, answered or still in flight. */
  modelCallsSent: number | null;
}

/**
 * The first checkable verdict the user sees, with what came before it. It counts a provisional verdict (the rules'
 * reading of the claim's fetched sources, stored as `Verdict.provisional` and shown as such until the model's reading
 * replaces it): the issue's "rule reading shown as provisional until the model's arrives" is the first verdict it
 * asks for. `provisional` says whether that first verdict was one; `model` times the first verdict read by the model.
 */
export interface FirstVerdict extends VerdictTiming {
  /** The first checkable verdict was a provisional rules reading (absent in results from before it was recorded). */
  provisional?: boolean;
  /** The first checkable verdict that is not provisional (the model's reading, or the rules' where no model read). */
  model?: VerdictTiming;
}

export interface PipelineSample {
  article: ArticleName;
  profile: Profile;
  cache: 'cold' | 'warm';
  /** Every checkable claim checked: the run asks for CHECK_ALL_LIMIT claims (`claimLimit`, as "Check more" does). */
  checkAll?: boolean;
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
  /**
   * wallMs / chain with the search adapters' queue waits left on the chain (as the bench computed it before they
   * were recorded): kept for comparison, never a goal's figure.
   */
  ratio: number;
  /** wallMs / chainMs: every recorded queue wait (model slots, per-host page and search slots) off the chain. */
  queueFreeRatio: number;
  /**
   * The least wall time any schedule of this run's requests could reach under the providers' documented limits
   * (slots and budgets per minute, shared budgets as one resource), at the sandbox's nominal latencies (`ms`), and
   * the lowest queue-free ratio that allows (`ratio`). Absent from results measured before it was.
   */
  slotFloor?: SlotFloor;
  /** Search requests that reached each provider (the sandbox's log), by provider id. Absent from older results. */
  requestsByProvider?: Record<string, number>;
  /**
   * Search requests the sandbox refused with 429 (it enforces the providers' documented limits, `test/sandbox/limits.ts`),
   * by provider; absent when none was. The engine's own budgets stay under those limits, so a bench run meets none:
   * one here means the run waited on a limit the slot floor does not count.
   */
  refusedByProvider?: Record<string, number>;
  /** The search-limiter waits recorded on search trace entries (part of `queuedMs`). */
  searchQueuedMs: number;
  /** The run's own queries (`run.usage.searches`) per checked claim. */
  queriesPerClaim: number;
  /** Model requests that reached the sandbox per checked claim. */
  modelCallsPerClaim: number;
  firstVerdict: FirstVerdict;
  /** Trace-only ratio as computed by `criticalPath` (trace wall / chain). */
  traceRatio: number;
  firstClaimMs: number | null;
  /** First progress event counting any verdict (also `not_checkable` rows): see `firstVerdict` for the goal. */
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
  /**
   * The machine's load average (1, 5, 15 minutes) as the run ended: the machine is shared, so a run's ratio is read
   * with it. Absent from results measured before it was.
   */
  loadAverage?: number[];
  /**
   * CPU time the bench's process (the engine; the sandbox runs in its own) spent during the run: on a shared machine
   * each of its milliseconds can hold the event loop longer, and a held loop sends no request. Absent from older results.
   */
  engineCpuMs?: number;
  /** Where the sandbox ran: its own process (real HTTP, off the engine's event loop). Absent: in the bench's. */
  sandbox?: 'own-process';
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

/** Claims checked on the long article when every checkable claim is checked (its 30). */
export const CHECK_ALL_LIMIT = 30;

/** A store that notes when the first verdict of a checkable claim is written (epoch ms, the trace's clock). */
class TimedStore extends InMemoryResearchStore {
  firstCheckableVerdictAt: number | null = null;
  firstWasProvisional = false;
  firstFinalVerdictAt: number | null = null;
  reset(): void {
    this.firstCheckableVerdictAt = null;
    this.firstWasProvisional = false;
    this.firstFinalVerdictAt = null;
  }
  override async putVerdicts(verdicts: StoredVerdict[]): Promise<void> {
    const checkable = verdicts.filter((v) => v.label !== 'not_checkable');
    if (this.firstCheckableVerdictAt === null && checkable.length > 0) {
      this.firstCheckableVerdictAt = systemClock.now();
      this.firstWasProvisional = checkable.every((v) => v.provisional);
    }
    if (this.firstFinalVerdictAt === null && checkable.some((v) => !v.provisional))
      this.firstFinalVerdictAt = systemClock.now();
    return super.putVerdicts(verdicts);
  }
}

/** The trace with the search entries' recorded queue waits put back on the chain (the bench's earlier figure). */
export function withSearchWaitsOnChain(trace: TraceEntry[]): TraceEntry[] {
  return trace.map((t) => {
    if (t.kind !== 'search' || t.queuedMs === undefined) return t;
    const { queuedMs: _dropped, ...rest } = t;
    return rest;
  });
}

/** Model calls answered and sent before `at` (epoch ms), from the run's trace. */
export function firstVerdictOf(trace: TraceEntry[], at: number | null, startedAt: number): VerdictTiming {
  if (at === null) return { ms: null, modelCalls: null, modelCallsSent: null };
  const models = trace.filter((t) => t.kind === 'model');
  return {
    ms: round(at - startedAt, 0),
    modelCalls: models.filter((t) => t.outcome === 'ok' && t.endedAt <= at).length,
    modelCallsSent: models.filter((t) => t.outcome !== 'cached' && t.startedAt <= at).length,
  };
}

async function runOnce(
  sandbox: SandboxProcess,
  deps: ReturnType<typeof createEngineDeps>,
  store: TimedStore,
  progress: RunProgress[],
  name: ArticleName,
  profile: Profile,
  cache: 'cold' | 'warm',
  checkAll: boolean,
  keep?: (run: ExportedRun) => void,
  onTrace?: (sample: PipelineSample, trace: TraceEntry[], requests: SandboxRequest[]) => void,
): Promise<PipelineSample> {
  const loaded = await articleFromUrl(sandbox.articleUrls[name], sandboxFetch(sandbox.port));
  if (!loaded.ok) throw new Error(`sandbox article ${name} did not extract: ${loaded.message}`);
  const run = await createRun(deps, {
    article: loaded.article,
    profile,
    ...(checkAll ? { claimLimit: CHECK_ALL_LIMIT } : {}),
  });
  await sandbox.reset();
  progress.length = 0;
  let firstClaimMs: number | null = null;
  let firstVerdictMs: number | null = null;
  store.reset();
  const epoch0 = systemClock.now();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const original = deps.onProgress;
  deps.onProgress = (e) => {
    const at = performance.now() - t0;
    if (firstClaimMs === null && e.counts.claims > 0) firstClaimMs = at;
    if (firstVerdictMs === null && e.counts.verdicts > 0) firstVerdictMs = at;
    original?.(e);
  };
  const done = await executeRun(deps, run.id);
  const wallMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  deps.onProgress = original;

  const trace = await deps.store.listTrace(run.id);
  const cp = criticalPath(trace);
  const legacy = criticalPath(withSearchWaitsOnChain(trace));
  const verdicts = await deps.store.listVerdicts(run.id);
  const claims = await deps.store.listClaims(run.id);
  const checked = verdicts.filter((v) => v.label !== 'not_checkable').length;
  const reqs = await sandbox.requests();
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
  const sample: PipelineSample = {
    article: name,
    profile,
    cache,
    ...(checkAll ? { checkAll: true } : {}),
    status: done.status,
    claims: claims.length,
    checkedClaims: checked,
    claimsNotChecked: done.claimsNotChecked ?? 0,
    queuedMs: round(
      trace.reduce((n, t) => n + (t.queuedMs ?? 0), 0),
      0,
    ),
    searchQueuedMs: round(
      trace.filter((t) => t.kind === 'search').reduce((n, t) => n + (t.queuedMs ?? 0), 0),
      0,
    ),
    wallMs: round(wallMs, 0),
    traceWallMs: round(cp.wallMs, 0),
    chainMs: round(cp.chainMs, 0),
    ratio: round(legacy.chainMs > 0 ? wallMs / legacy.chainMs : 1, 3),
    queueFreeRatio: round(cp.chainMs > 0 ? wallMs / cp.chainMs : 1, 3),
    slotFloor: slotFloor({
      requests: reqs,
      trace,
      latency: LATENCY,
      modelSlots: Math.min(MODEL_CONCURRENCY, ENGINE_CONFIG.model.concurrency),
      ...searchLimitsOf(ENGINE_CONFIG),
    }),
    requestsByProvider: requestsByProvider(reqs),
    ...refused(reqs),
    queriesPerClaim: round(usage.searches / Math.max(1, checked)),
    modelCallsPerClaim: round(network.modelCalls / Math.max(1, checked)),
    firstVerdict: {
      ...firstVerdictOf(trace, store.firstCheckableVerdictAt, epoch0),
      provisional: store.firstWasProvisional,
      model: firstVerdictOf(trace, store.firstFinalVerdictAt, epoch0),
    },
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
    loadAverage: loadavg().map((n) => round(n, 2)),
    engineCpuMs: round((cpu.user + cpu.system) / 1000, 0),
    sandbox: 'own-process',
  };
  onTrace?.(sample, trace, reqs);
  return sample;
}

/** Search requests answered 429 by provider, as the sample's field (absent when none was). */
function refused(requests: SandboxRequest[]): { refusedByProvider?: Record<string, number> } {
  const out = requestsByProvider(requests.filter((r) => r.status === 429));
  return Object.keys(out).length > 0 ? { refusedByProvider: out } : {};
}

/** "no schedule below 4.2: wikipedia 53 requests on 1 slot ≥ 33.3 s" (the bench's log and the goals table). */
export function floorWords(floor: SlotFloor | undefined): string {
  if (!floor) return 'slot floor not measured';
  return `no schedule below ${floor.ratio}: ${resourceWords(floor.bottleneck)}`;
}

/** "wikipedia 53 requests on 1 slot ≥ 33.3 s", "gdelt 4 requests at 12 a minute ≥ 17.1 s" (the limit that binds). */
export function resourceWords(r: SlotFloor['bottleneck']): string {
  const limit =
    r.bound === 'budget' && r.requestsPerMinute
      ? `at ${r.requestsPerMinute} a minute`
      : r.slots === null
        ? 'unlimited'
        : `on ${r.slots} slot${r.slots === 1 ? '' : 's'}`;
  const order =
    r.bound === 'dependencies' && r.slotsOnlyMs !== undefined
      ? `, with what must come before and after its calls (slots alone ≥ ${round(r.slotsOnlyMs / 1000, 1)} s)`
      : '';
  return `${r.resource} ${r.requests} requests ${limit}${order} ≥ ${round(r.ms / 1000, 1)} s`;
}

/** Every article × profile: a cold run, then a warm run with the same store (search and page caches filled). */
export async function benchPipeline(
  options: {
    articles?: ArticleName[];
    profiles?: Profile[];
    /** Cold runs only, no "all claims" run: enough to give the History section its run templates. */
    coldOnly?: boolean;
    /** Only these runs (article, profile, all claims or the profile's cap), cold only: a narrow measurement. */
    runs?: { name: ArticleName; profile: Profile; checkAll: boolean }[];
    /** Each sample's trace, for a breakdown of where its wall time went (`scripts/dev/ratio-probe.ts`). */
    onTrace?: (sample: PipelineSample, trace: TraceEntry[], requests: SandboxRequest[]) => void;
  } = {},
): Promise<{ samples: PipelineSample[]; template: ExportedRun | null; templates: ExportedRun[] }> {
  const sandbox = await startSandboxProcess({ latency: LATENCY, modelConcurrency: MODEL_CONCURRENCY });
  const samples: PipelineSample[] = [];
  let template: ExportedRun | null = null;
  /** Each article's cold Quick run: the History bench mixes their sizes. */
  const templates: ExportedRun[] = [];
  try {
    const plan: { name: ArticleName; profile: Profile; checkAll: boolean }[] = [...(options.runs ?? [])];
    for (const profile of options.runs ? [] : (options.profiles ?? PIPELINE_PROFILES)) {
      for (const name of options.articles ?? PIPELINE_ARTICLES) {
        plan.push({ name, profile, checkAll: false });
        // Quick caps the long article at 12 claims: the goal is stated for all 30 checked, so that run too.
        if (
          !options.coldOnly &&
          name === 'long' &&
          ENGINE_CONFIG.claims.checkLimit[profile] < CHECK_ALL_LIMIT
        )
          plan.push({ name, profile, checkAll: true });
      }
    }
    for (const { name, profile, checkAll } of plan) {
      const progress: RunProgress[] = [];
      const store = new TimedStore();
      const deps = createEngineDeps(sandboxEngineSettings(sandbox, 'annotated'), {
        fetch: sandboxFetch(sandbox.port),
        store,
        clock: systemClock,
        ids: sequentialIds(),
        onProgress: (e) => progress.push(e),
      });
      const cold = options.coldOnly || options.runs;
      for (const cache of cold ? (['cold'] as const) : (['cold', 'warm'] as const)) {
        const s = await runOnce(
          sandbox,
          deps,
          store,
          progress,
          name,
          profile,
          cache,
          checkAll,
          cache === 'cold' && profile === 'quick' && !checkAll
            ? (r) => {
                template ??= r;
                templates.push(r);
              }
            : undefined,
          options.onTrace,
        );
        log(
          `pipeline ${name}${checkAll ? ' (all claims)' : ''}/${profile}/${cache}: ${s.status}, ${s.checkedClaims}/${s.claims} claims, wall ${s.wallMs} ms, chain ${s.chainMs} ms, queue-free ratio ${s.queueFreeRatio} (search waits on chain ${s.ratio}; ${floorWords(s.slotFloor)}), first claim ${s.firstClaimMs} ms, first checkable verdict ${s.firstVerdict.ms} ms after ${s.firstVerdict.modelCalls} model calls${s.firstVerdict.provisional ? ` (provisional; the model's ${s.firstVerdict.model?.ms} ms after ${s.firstVerdict.model?.modelCalls})` : ''}, model ${s.network.modelCalls}, queries ${s.usage.searches}, search ${s.network.searches} (${Object.entries(
            s.requestsByProvider ?? {},
          )
            .map(([p, n]) => `${p} ${n}`)
            .join(
              ', ',
            )})${s.refusedByProvider ? `, REFUSED 429: ${JSON.stringify(s.refusedByProvider)}` : ''}, pages ${s.network.pageFetches}`,
        );
        samples.push(s);
      }
    }
  } finally {
    await sandbox.close();
  }
  return { samples, template, templates };
}
