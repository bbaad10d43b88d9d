/** Builds the live context of a run from what is stored for it (nothing, for a new run): checkpoints, saver, breaker. */
import type { EngineConfig } from '../../config';
import type { Ids, StoredVerdict } from '../../ports';
import { CacheUseSchema, ModelUseSchema } from '../../schemas';
import type { Claim, Evidence, Query, Run, TraceEntry } from '../../schemas';
import { BudgetGuard } from './budget-guard';
import type { EngineDeps } from './engine-deps';
import { createHostLimiter } from '../../host-limiter';
import { Checkpoints } from './checkpoints';
import { ModelHealth } from '../model/model-health';
import { ProviderBreaker } from './provider-breaker';
import { Waits } from './waiting';
import { createRunSaver, type RunContext } from './run-context';
import { Tracer } from './tracer';

interface StoredRunParts {
  claims?: Claim[];
  queries?: Query[];
  evidence?: Evidence[];
  verdicts?: StoredVerdict[];
  trace?: TraceEntry[];
}

export function createRunContext(
  engineDeps: EngineDeps,
  run: Run,
  stored: StoredRunParts = {},
  signal?: AbortSignal,
): RunContext {
  const deps: EngineDeps = { ...engineDeps, ids: unusedIds(engineDeps.ids, run, stored) };
  // Runs stored before these records existed have none.
  run.modelUse ??= ModelUseSchema.parse({});
  run.cacheUse ??= CacheUseSchema.parse({});
  const base = deps.config;
  // A Re-run is a fresh check: nothing is answered from the model, search or page caches.
  const config = run.cacheUse.fresh ? withoutCaches(base) : base;
  const guard = new BudgetGuard(run.budget, run.usage, deps.clock, deps.clock.now());
  const save = createRunSaver(run, deps);
  const trace = stored.trace ?? [];
  const checkpoints = Checkpoints.fromTrace(trace);
  return {
    deps,
    config,
    run,
    signal,
    claims: stored.claims ?? [],
    queries: stored.queries ?? [],
    evidence: stored.evidence ?? [],
    tracer: new Tracer(run.id, deps.store, deps.clock, deps.ids, trace),
    guard,
    limiter: createHostLimiter({ perHost: config.fetch.perHostConcurrency }),
    pages: new Map(),
    verdicts: new Map((stored.verdicts ?? []).map((v) => [v.claimId, v])),
    checkpoints,
    extractTraceId: checkpoints.extract()?.traceId ?? null,
    // Every save brings the elapsed time up to date: it is wall time, not only the time until the last call.
    save: () => (guard.tick(), save()),
    breaker: new ProviderBreaker(run, config.search.providerFailureLimit),
    searches: { sent: 0, answered: 0 },
    model: new ModelHealth(run.modelUse, config.model.failureLimit),
    waits: new Waits(),
  };
}

/** The config with every cache's lifetime at 0: nothing cached is reused (answers are still stored for later). */
function withoutCaches(config: EngineConfig): EngineConfig {
  return {
    ...config,
    model: { ...config.model, answerCacheTtlMs: 0 },
    search: { ...config.search, cacheTtlMs: 0 },
    fetch: { ...config.fetch, cacheTtlMs: 0 },
  };
}

/**
 * The run's ids, never one its stored records already hold. Records are stored by id, and resume reads them by id
 * (a hop's stored evidence by its queries' ids): an id source that starts over in a restarted worker (sequential ids)
 * would otherwise give a follow-up query the id of a stored first-hop query, overwrite it, and make that query's
 * evidence pass for the follow-up hop's, so the hop is taken for done without being searched.
 */
function unusedIds(ids: Ids, run: Run, stored: StoredRunParts): Ids {
  const taken = new Set<string>([
    run.id,
    ...(stored.claims ?? []).map((c) => c.id),
    ...(stored.queries ?? []).map((q) => q.id),
    ...(stored.evidence ?? []).map((e) => e.id),
    ...(stored.trace ?? []).map((t) => t.id),
  ]);
  return {
    next: (prefix) => {
      let id = ids.next(prefix);
      // A source that starts over passes the taken ids in at most as many tries as there are of them.
      for (let tries = 0; taken.has(id) && tries < taken.size; tries++) id = ids.next(prefix);
      // One that only repeats itself: a suffix makes its id unique.
      const base = id;
      for (let n = 2; taken.has(id); n++) id = `${base}~${n}`;
      taken.add(id);
      return id;
    },
  };
}
