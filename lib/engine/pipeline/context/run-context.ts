/** The live state of one executing run: ports, budget, trace, in-memory mirror of what is stored, progress. */
import type { EngineConfig } from '../../config';
import type { StoredVerdict } from '../../ports';
import type { Claim, Evidence, Page, Query, Run, RunStage, WaitingFor } from '../../schemas';
import type { BudgetGuard } from './budget-guard';
import type { Checkpoints } from './checkpoints';
import type { EngineDeps, ProgressStage } from './engine-deps';
import type { HostLimiter } from '../../host-limiter';
import type { ModelHealth } from '../model/model-health';
import type { Waits } from './waiting';
import type { ProviderBreaker } from './provider-breaker';
import { enterStage } from './run-state';
import type { Tracer } from './tracer';

/** A page read for the run, and whether it came from the cache. */
export interface CachedOrFresh {
  value: Page;
  outcome?: 'cached';
  detail: string;
  /** Time the fetch waited for a free per-host slot. */
  queuedMs?: number;
}

export interface RunContext {
  deps: EngineDeps;
  config: EngineConfig;
  run: Run;
  tracer: Tracer;
  guard: BudgetGuard;
  limiter: HostLimiter;
  /** Pages being or already fetched in this run: a page several claims cite is fetched once. */
  pages: Map<string, Promise<CachedOrFresh>>;
  signal: AbortSignal | undefined;
  claims: Claim[];
  queries: Query[];
  evidence: Evidence[];
  verdicts: Map<string, StoredVerdict>;
  checkpoints: Checkpoints;
  /** Trace id of the extraction checkpoint (hop-0 searches depend on it). */
  extractTraceId: string | null;
  /** Writes the run record; writes are serialised, so concurrent claims never store an older snapshot last. */
  save: () => Promise<void>;
  /** Search providers that failed too often in a row are not called again in this run. */
  breaker: ProviderBreaker;
  /** Searches sent in this session, and how many at least one provider answered. */
  searches: { sent: number; answered: number };
  /** The configured model's answers and failures; stops calling a model that keeps failing. */
  model: ModelHealth;
  /** Calls in flight, so a slow model server, search provider or page host can be named. */
  waits: Waits;
}

/** Serialises run writes so concurrent claims never write an older snapshot over a newer one. */
export function createRunSaver(run: Run, deps: Pick<EngineDeps, 'clock' | 'store'>): () => Promise<void> {
  let chain: Promise<void> = Promise.resolve();
  return () => {
    chain = chain.then(async () => {
      run.updatedAt = deps.clock.now();
      await deps.store.putRun(structuredClone(run));
    });
    return chain;
  };
}

/** The one place a run changes stage: forward only, saved, and reported as progress. */
export async function setStage(ctx: RunContext, stage: RunStage, message: string): Promise<void> {
  enterStage(ctx.run, stage);
  await ctx.save();
  emitProgress(ctx, stage, message);
}

/** Adds a user-facing notice once. */
export function addNotice(ctx: RunContext, notice: string): void {
  if (!ctx.run.notices.includes(notice)) ctx.run.notices.push(notice);
}

/** Sends a progress event with the current counts. */
export function emitProgress(
  ctx: RunContext,
  stage: ProgressStage,
  message: string,
  waitingFor?: WaitingFor,
): void {
  const onProgress = ctx.deps.onProgress;
  if (!onProgress) return;
  const sources = new Set(ctx.evidence.map((e) => e.url)).size;
  try {
    onProgress({
      runId: ctx.run.id,
      stage,
      hop: ctx.run.hop,
      counts: {
        claims: ctx.claims.length,
        queries: ctx.queries.length,
        queriesRun: ctx.queries.filter((q) => q.executed).length,
        sources,
        evidence: ctx.evidence.length,
        verdicts: ctx.verdicts.size,
      },
      message,
      ...(waitingFor ? { waitingFor } : {}),
    });
  } catch {
    // A listener's bug never stops the run.
  }
}

/** Throws the abort reason when the run was cancelled or interrupted. */
export function throwIfAborted(ctx: RunContext): void {
  if (ctx.signal?.aborted) throw ctx.signal.reason ?? new Error('aborted');
}
