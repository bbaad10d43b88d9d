/** One budgeted, traced, schema-validated model call of a run: how every stage talks to the model. */
import type { z } from 'zod';
import type { LlmClient } from '../ports';
import type { RunContext } from './run-context';

export interface ModelCall<T> {
  /** What the call is for, as the trace shows it. */
  purpose: string;
  claimId: string | null;
  /** Trace ids whose output this call uses (for the critical path). */
  dependsOn?: string[];
  schemaName: string;
  schema: z.ZodType<T>;
  system: string;
  user: string;
  /** One line for the trace about the answer. */
  describe?: (value: T) => string;
}

/** Reserves a call in the budget, calls the model, counts its tokens and records the call; rejects like the client does. */
export async function callModel<T>(
  ctx: RunContext,
  llm: LlmClient,
  call: ModelCall<T>,
): Promise<{ value: T; traceId: string }> {
  // About 4 characters a token: the prompt's share of the token budget, reserved while the call is in flight.
  const estimated = Math.ceil((call.system.length + call.user.length) / 4);
  ctx.guard.reserveModelCall(estimated);
  let answered = false;
  try {
    return await ctx.tracer.record(
      { kind: 'model', purpose: call.purpose, claimId: call.claimId, dependsOn: call.dependsOn ?? [] },
      async () => {
        const res = await llm.complete({
          purpose: call.purpose,
          schemaName: call.schemaName,
          schema: call.schema,
          system: call.system,
          user: call.user,
          ...(ctx.signal ? { signal: ctx.signal } : {}),
        });
        answered = true;
        ctx.guard.recordTokens(res.promptTokens, res.completionTokens, estimated);
        return {
          value: res.value,
          promptTokens: res.promptTokens,
          completionTokens: res.completionTokens,
          ...(call.describe ? { detail: call.describe(res.value) } : {}),
        };
      },
    );
  } finally {
    if (!answered) ctx.guard.releaseModelCall(estimated);
  }
}
