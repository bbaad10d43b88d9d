/**
 * The model's stance readings kept as `reading` checkpoints the moment a call answers (before its claim's step is
 * finished and checkpointed), so a run resumed after an interruption reuses every answered reading instead of paying
 * for the call again — whatever the model-answer cache holds (a Re-run bypasses it, a user may clear it).
 */
import type { LlmClient } from '../../ports';
import type { AssessStanceOutput, Claim } from '../../schemas';
import type { AcquiredPassage } from '../acquire/acquire-stage';
import { callKey, type ModelCall } from '../model/model-call';
import type { RunContext } from '../context/run-context';

type Answer = AssessStanceOutput['assessments'][number];

/**
 * The reading this run already has for `call` (one passage, asked for `claimId`), with the passage's id of this
 * session, or undefined.
 */
export async function keptReading(
  ctx: RunContext,
  llm: LlmClient,
  claimId: string,
  call: ModelCall<AssessStanceOutput>,
  passageId: string,
): Promise<{ answer: Answer; traceId: string } | undefined> {
  // A run that was not interrupted after a reading has none to reuse: no key is computed.
  if (!ctx.checkpoints.hasResumedReadings()) return undefined;
  const kept = ctx.checkpoints.reading(claimId, await callKey(ctx, llm, call));
  return kept && { answer: { ...kept.answer, passageId }, traceId: kept.traceId };
}

/**
 * Keeps the model's answer for one passage in the run's checkpoints (`key`: the `callKey` of the passage asked alone,
 * whatever batch carried it), depending on the call that answered.
 */
export async function keepReading(
  ctx: RunContext,
  item: { claim: Claim; p: AcquiredPassage },
  key: string,
  answer: Answer,
  dependsOn: string[],
): Promise<void> {
  if (ctx.checkpoints.reading(item.claim.id, key)) return;
  await ctx.checkpoints.write(
    ctx.tracer,
    {
      type: 'reading',
      claimId: item.claim.id,
      hop: ctx.queries.find((q) => q.id === item.p.candidate.queryId)?.hop ?? 0,
      url: item.p.candidate.result.url,
      key,
      // The passage's id is this session's: a resumed run gives the passage a new one.
      answer: { ...answer, passageId: '' },
    },
    dependsOn,
  );
}
