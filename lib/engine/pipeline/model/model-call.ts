/** One budgeted, traced, schema-validated model call of a run, answered from the 7-day answer cache when it can be. */
import type { z } from 'zod';
import { deadline } from '../../deadline';
import { hostOf } from '../../domain/url';
import { EngineError } from '../../errors';
import { createHostLimiter, type WatchedHostLimiter } from '../../host-limiter';
import type { LlmClient, LlmRequestSent } from '../../ports';
import type { SystemMessage, TraceFact, UserMessage } from '../../schemas';
import { purposeLabel } from '../context/tracer';
import { answerCacheKey, fromStoredAnswer, storedAnswerTime, toStoredAnswer } from './model-answer-cache';
import { addNotice, type RunContext } from '../context/run-context';
import { outputTokensFor } from './model-fit';

export interface ModelCall<T> {
  /** What the call is for, typed (the trace's purpose label and the request's purpose derive from it). */
  fact: TraceFact;
  claimId: string | null;
  /** Trace ids whose output this call uses (for the critical path). */
  dependsOn?: string[];
  schemaName: string;
  schema: z.ZodType<T>;
  /** Built by `systemMessage` / `userMessage` (`schemas/prompt.ts`): untrusted text only inside its wrapper. */
  system: SystemMessage;
  user: UserMessage;
  /** One line for the trace about the answer. */
  describe?: (value: T) => string;
  /**
   * Ids made for this call that differ from run to run (e.g. an unguessable passage id): masked in the cache key
   * and restored in a cached answer. The run's claim ids are always masked.
   */
  volatileIds?: readonly string[];
  /** Whether the caller can use the answer; an answer it cannot use (e.g. it names unknown ids) is never cached. */
  usable?: (value: T) => boolean;
  /** Output limit when the caller sized it to the window (else the schema's, `model-fit.ts`). */
  maxOutputTokens?: number;
}

/** A model call's key in the answer cache, or null when the store keeps no answers. */
async function cacheKeyOf<T>(ctx: RunContext, llm: LlmClient, call: ModelCall<T>): Promise<string | null> {
  const store = ctx.deps.store;
  if (!store.getCachedAnswer || !store.putCachedAnswer || ctx.config.model.answerCacheTtlMs <= 0) return null;
  return callKey(ctx, llm, call);
}

/** What decides a call's answer (server, model, schema, prompt; the run's ids masked), as one digest. */
export function callKey<T>(ctx: RunContext, llm: LlmClient, call: ModelCall<T>): Promise<string> {
  return answerCacheKey({
    // The key's digest is part of the scope: a changed key, model or server never reuses an answer.
    provider: `${llm.id} ${llm.endpoint ?? ''} ${ctx.deps.modelScope ?? ''}`,
    model: llm.model,
    schemaName: call.schemaName,
    schema: call.schema,
    system: call.system,
    user: call.user,
    volatile: volatileOf(ctx, call),
  });
}

/** The call's run-specific ids, then the run's claim ids (masked in keys, restored in cached answers). */
function volatileOf<T>(ctx: RunContext, call: ModelCall<T>): string[] {
  return [...(call.volatileIds ?? []), ...ctx.claims.map((c) => c.id)];
}

/** The cached answer to exactly this call (recorded in the trace as `cached`), or undefined. */
export async function cachedAnswer<T>(
  ctx: RunContext,
  llm: LlmClient,
  call: ModelCall<T>,
): Promise<{ value: T; traceId: string } | undefined> {
  const key = await cacheKeyOf(ctx, llm, call);
  if (!key) return undefined;
  const stored = await ctx.deps.store.getCachedAnswer?.(
    key,
    ctx.deps.clock.now(),
    ctx.config.model.answerCacheTtlMs,
  );
  const value =
    stored === undefined ? undefined : fromStoredAnswer(stored, call.schema, volatileOf(ctx, call));
  if (value === undefined || !(call.usable?.(value) ?? true)) return undefined;
  ctx.model.fromCache();
  const cache = ctx.run.cacheUse;
  cache.modelAnswers += 1;
  const at = stored === undefined ? null : storedAnswerTime(stored);
  if (at !== null) cache.since = Math.min(cache.since ?? at, at);
  const { traceId } = await ctx.tracer.record(traceMeta(call), async () => ({
    value: null,
    outcome: 'cached' as const,
    detail: `answer from the model-answer cache${call.describe ? `: ${call.describe(value)}` : ''}`,
  }));
  return { value, traceId };
}

/** Stores `value` as the answer to exactly this call (only answers the caller can use). */
export async function rememberAnswer<T>(
  ctx: RunContext,
  llm: LlmClient,
  call: ModelCall<T>,
  value: T,
): Promise<void> {
  if (!(call.usable?.(value) ?? true)) return;
  const key = await cacheKeyOf(ctx, llm, call);
  if (key)
    await ctx.deps.store.putCachedAnswer?.(
      key,
      toStoredAnswer(value, volatileOf(ctx, call), ctx.deps.clock.now()),
      ctx.deps.clock.now(),
    );
}

function traceMeta<T>(call: ModelCall<T>) {
  return {
    kind: 'model' as const,
    fact: call.fact,
    claimId: call.claimId,
    dependsOn: call.dependsOn ?? [],
  };
}

/**
 * Answers from the cache (no budget, no request) or reserves a call in the budget, calls the model, counts its
 * tokens, records the call and caches a usable answer; rejects like the client does (errors are never cached).
 * `cache: false` for a call whose parts are cached one by one by the caller (a batched stance call).
 */
export async function callModel<T>(
  ctx: RunContext,
  llm: LlmClient,
  call: ModelCall<T>,
  options: { cache?: boolean } = {},
): Promise<{ value: T; traceId: string; cached: boolean }> {
  const caching = options.cache !== false;
  const hit = caching ? await cachedAnswer(ctx, llm, call) : undefined;
  if (hit) return { ...hit, cached: true };
  // Waiting for one of the run's model slots happens before the call is traced: it is not on the critical path.
  return modelSlots(ctx).run(MODEL_SLOT, () => answer(ctx, llm, call, caching), ctx.signal);
}

/**
 * An uncached call built only once one of the run's model slots is free: a batch that is still open to more passages
 * (`stance-batch.ts`) takes in everything that arrived while it waited for the slot, at no cost to its start.
 */
export function callModelWhenSlotFree<T>(
  ctx: RunContext,
  llm: LlmClient,
  build: () => ModelCall<T>,
): Promise<{ value: T; traceId: string; cached: boolean }> {
  return modelSlots(ctx).run(MODEL_SLOT, () => answer(ctx, llm, build(), false), ctx.signal);
}

const MODEL_SLOT = 'model://run';

/** No model call of the run is in flight or waiting for a slot. */
export function modelIdle(ctx: RunContext): boolean {
  return modelSlots(ctx).active(hostOf(MODEL_SLOT)) === 0;
}

/** Resolves the next time the run's last model call in flight ends with none waiting. */
export function nextModelIdle(ctx: RunContext): Promise<void> {
  return modelSlots(ctx).nextIdle(hostOf(MODEL_SLOT));
}
const slots = new WeakMap<RunContext, WatchedHostLimiter>();

/** The run's model-call slots: at most `model.concurrency` calls in flight, the rest wait in order. */
function modelSlots(ctx: RunContext): WatchedHostLimiter {
  let limiter = slots.get(ctx);
  if (!limiter) slots.set(ctx, (limiter = createHostLimiter({ perHost: ctx.config.model.concurrency })));
  return limiter;
}

async function answer<T>(
  ctx: RunContext,
  llm: LlmClient,
  call: ModelCall<T>,
  caching: boolean,
): Promise<{ value: T; traceId: string; cached: boolean }> {
  // A model that kept failing is not asked again: the caller reads this part by rules.
  ctx.model.assertCallable();
  // About 4 characters a token: the prompt's share of the token budget, reserved while the call is in flight.
  const estimated = Math.ceil((call.system.length + call.user.length) / 4);
  ctx.guard.reserveModelCall(estimated);
  // Every request the client sends counts, answered or not (the server's usage, else the client's estimate).
  const sent = { requests: 0, promptTokens: 0, completionTokens: 0 };
  const waited = ctx.waits.start('model', modelHost(llm), ctx.deps.clock.now());
  const onRequest = (request: LlmRequestSent) => {
    sent.requests += 1;
    sent.promptTokens += request.promptTokens;
    sent.completionTokens += request.completionTokens;
    ctx.model.requestSent();
    // The client changed how it talks to the server (e.g. json_schema → json_object): the trace says so.
    if (request.note)
      void ctx.tracer.decision('model server', call.claimId, request.note).catch(() => undefined);
  };
  // A call never outlives the run's time budget: a model that hangs ends with the check, not after it.
  const limit = deadline(Math.max(1, ctx.guard.remainingMs()), ctx.signal);
  try {
    const { value, traceId } = await ctx.tracer.record(traceMeta(call), async () => {
      const res = await llm
        .complete({
          purpose: purposeLabel(call.fact),
          schemaName: call.schemaName,
          schema: call.schema,
          system: call.system,
          user: call.user,
          onRequest,
          maxOutputTokens: call.maxOutputTokens ?? outputTokensFor(ctx.config, call.schemaName),
          signal: limit.signal,
        })
        .catch((error: unknown) => {
          if (!limit.timedOut()) throw error;
          throw new EngineError(
            'llm/timeout',
            `The model had not answered when the check reached its time limit (${ctx.run.budget.maxSeconds} s).`,
            { cause: error },
          );
        });
      // A client that reports no requests (a test double, an older adapter) made one, with the answer's usage.
      if (sent.requests === 0)
        onRequest({
          promptTokens: res.promptTokens,
          completionTokens: res.completionTokens,
          ok: true,
          usageReported: true,
        });
      return {
        value: res.value,
        promptTokens: sent.promptTokens,
        completionTokens: sent.completionTokens,
        ...(call.describe ? { detail: call.describe(res.value) } : {}),
      };
    });
    ctx.model.answered();
    if (caching) await rememberAnswer(ctx, llm, call, value);
    return { value, traceId, cached: false };
  } catch (error) {
    if (ctx.signal?.aborted && sent.requests === 0) {
      ctx.guard.releaseModelCall(estimated);
      throw error;
    }
    // The request reached (or tried to reach) the server: it is spent even though nothing came back.
    if (sent.requests === 0)
      onRequest({ promptTokens: estimated, completionTokens: 0, ok: false, usageReported: false });
    const trip = ctx.signal?.aborted ? null : ctx.model.failed(error);
    if (trip) await noteModelStopped(ctx, trip.notice);
    throw error;
  } finally {
    limit.dispose();
    waited();
    if (sent.requests > 0) ctx.guard.settleModelCall(sent, estimated, sent.requests - 1);
  }
}

/** The model server as the user configured it: its host, or the provider's id (Chrome's built-in model). */
function modelHost(llm: LlmClient): string {
  return llm.endpoint ? hostOf(llm.endpoint) : llm.id;
}

/** Says once, in the notices and the trace, that the run stopped asking the model. */
async function noteModelStopped(ctx: RunContext, notice: string): Promise<void> {
  addNotice(ctx, notice);
  await ctx.tracer.decision('model stopped', null, notice);
}

/** An answer the caller could not use (unknown ids, no verbatim quote): it counts toward stopping the model. */
export async function modelAnswerUnusable(ctx: RunContext, why: string): Promise<void> {
  const trip = ctx.model.unusable(why);
  if (trip) await noteModelStopped(ctx, trip.notice);
}
