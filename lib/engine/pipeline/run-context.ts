/** The live state of one executing run: ports, budget, trace, in-memory mirror of what is stored, progress. */
import type { EngineConfig } from '../config';
import type { StoredVerdict } from '../ports';
import type { Claim, Evidence, Page, Query, Run, RunStage } from '../schemas';
import type { BudgetGuard } from './budget-guard';
import type { EngineDeps } from './engine-deps';
import type { HostLimiter } from '../host-limiter';
import type { Tracer } from './tracer';

export interface Checkpoint {
  type: 'stance' | 'hop';
  claimId: string;
  hop: number;
  decision?: 'ENOUGH' | 'NEED_FOLLOWUP' | 'STOP';
  reason?: string;
  followups?: string[];
  traceId: string;
}

/** A page read for the run, and whether it came from the cache. */
export interface CachedOrFresh {
  value: Page;
  outcome?: 'cached';
  detail: string;
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
  checkpoints: Map<string, Checkpoint>;
  /** Trace id of the extraction call (hop-0 searches depend on it). */
  extractTraceId: string | null;
}

export const checkpointKey = (type: Checkpoint['type'], claimId: string, hop: number) =>
  `${type}:${claimId}:${hop}`;

/** Serialises run writes so concurrent claims never write an older snapshot over a newer one. */
export function createRunSaver(ctx: () => RunContext): () => Promise<void> {
  let chain: Promise<void> = Promise.resolve();
  return () => {
    chain = chain.then(async () => {
      const c = ctx();
      c.run.updatedAt = c.deps.clock.now();
      await c.deps.store.putRun(structuredClone(c.run));
    });
    return chain;
  };
}

export async function saveRun(ctx: RunContext): Promise<void> {
  await runSavers.get(ctx)?.();
}
export const runSavers = new WeakMap<RunContext, () => Promise<void>>();

/** Adds a user-facing notice once. */
export function addNotice(ctx: RunContext, notice: string): void {
  if (!ctx.run.notices.includes(notice)) ctx.run.notices.push(notice);
}

/** Records a checkpoint in the trace (the durable log resume reads) and in memory. */
export async function writeCheckpoint(
  ctx: RunContext,
  cp: Omit<Checkpoint, 'traceId'>,
  dependsOn: string[],
): Promise<string> {
  const label =
    cp.type === 'stance'
      ? `checkpoint: stance done, hop ${cp.hop}`
      : `checkpoint: hop ${cp.hop} ${cp.decision ?? ''}`;
  const traceId = await ctx.tracer.decision(label.trim(), cp.claimId, JSON.stringify(cp), dependsOn);
  ctx.checkpoints.set(checkpointKey(cp.type, cp.claimId, cp.hop), { ...cp, traceId });
  return traceId;
}

/** Rebuilds checkpoints from a stored trace. */
export function readCheckpoints(ctx: RunContext): void {
  for (const entry of ctx.tracer.entries()) {
    if (entry.kind !== 'decision' || !entry.purpose.startsWith('checkpoint:')) continue;
    try {
      const cp = JSON.parse(entry.detail) as Omit<Checkpoint, 'traceId'>;
      ctx.checkpoints.set(checkpointKey(cp.type, cp.claimId, cp.hop), { ...cp, traceId: entry.id });
    } catch {
      // A damaged checkpoint only means that step is redone.
    }
  }
  const extract = ctx.tracer
    .entries()
    .find((e) => e.purpose.startsWith('extract claims') && e.outcome !== 'error');
  if (extract) ctx.extractTraceId = extract.id;
}

/** Sends a progress event with the current counts. */
export function emitProgress(ctx: RunContext, stage: RunStage, message: string): void {
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
    });
  } catch {
    // A listener's bug never stops the run.
  }
}

/** Throws the abort reason when the run was cancelled or interrupted. */
export function throwIfAborted(ctx: RunContext): void {
  if (ctx.signal?.aborted) throw ctx.signal.reason ?? new Error('aborted');
}
