/** Builds the live context of a run from what is stored for it (nothing, for a new run): checkpoints, saver, breaker. */
import { ENGINE_CONFIG } from '../config';
import type { StoredVerdict } from '../ports';
import type { Claim, Evidence, Query, Run, TraceEntry } from '../schemas';
import { BudgetGuard } from './budget-guard';
import type { EngineDeps } from './engine-deps';
import { createHostLimiter } from '../host-limiter';
import { Checkpoints } from './checkpoints';
import { ProviderBreaker } from './provider-breaker';
import { createRunSaver, type RunContext } from './run-context';
import { Tracer } from './tracer';

export interface StoredRunParts {
  claims?: Claim[];
  queries?: Query[];
  evidence?: Evidence[];
  verdicts?: StoredVerdict[];
  trace?: TraceEntry[];
}

export function createRunContext(
  deps: EngineDeps,
  run: Run,
  stored: StoredRunParts = {},
  signal?: AbortSignal,
): RunContext {
  const config = deps.config ?? ENGINE_CONFIG;
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
    guard: new BudgetGuard(run.budget, run.usage, deps.clock, deps.clock.now()),
    limiter: createHostLimiter({ perHost: config.fetch.perHostConcurrency }),
    pages: new Map(),
    verdicts: new Map((stored.verdicts ?? []).map((v) => [v.claimId, v])),
    checkpoints,
    extractTraceId: checkpoints.extract()?.traceId ?? null,
    save: createRunSaver(run, deps),
    breaker: new ProviderBreaker(run, config.search.providerFailureLimit),
    searches: { sent: 0, answered: 0 },
  };
}
