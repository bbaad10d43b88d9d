/** executeRun: the resumable state machine — extract, research every claim concurrently, synthesise; checkpointed. */
import { loadExistingRun } from '../run-records';
import { RunStageSchema, UNCHECKABLE_KINDS, type Run, type RunStage } from '../schemas';
import { isBudgetStop } from './budget-guard';
import { createRunContext } from './create-run-context';
import { judgeAndStore, researchClaim } from './claim-research';
import { INTERRUPT, type EngineDeps } from './engine-deps';
import { extractStage } from './extract-stage';
import {
  addNotice,
  emitProgress,
  readCheckpoints,
  runSavers,
  saveRun,
  throwIfAborted,
  type RunContext,
} from './run-context';
import { isFinished } from './run-state';
import { synthesiseStage } from './synthesise-stage';
import { errorMessage } from './tracer';

/** Stages in the order a run goes through them (the schema lists them in order). */
const STAGES: readonly RunStage[] = RunStageSchema.options;

/** Runs (or resumes) a stored run to the end; never rejects for provider failures — they become notices. */
export async function executeRun(deps: EngineDeps, runId: string, signal?: AbortSignal): Promise<Run> {
  const { run, claims, queries, evidence, verdicts, trace } = await loadExistingRun(deps.store, runId);
  if (isFinished(run.status)) return run;
  const ctx = createRunContext(deps, run, { claims, queries, evidence, verdicts, trace }, signal);
  readCheckpoints(ctx);
  const resumed = run.status === 'running';
  run.status = 'running';
  await saveRun(ctx);
  emitProgress(ctx, run.stage, resumed ? 'Resuming the check where it stopped' : 'Check started');

  try {
    if (claims.length === 0 && STAGES.indexOf(run.stage) <= STAGES.indexOf('extract')) {
      await setStage(ctx, 'extract', 'Finding the claims worth checking');
      await extractStage(ctx);
      emitProgress(ctx, 'extract', `${ctx.claims.length} claims found`);
    }
    if (STAGES.indexOf(run.stage) < STAGES.indexOf('search'))
      await setStage(ctx, 'search', 'Searching for evidence for and against each claim');
    await researchAll(ctx);
    throwIfAborted(ctx);
    await setStage(ctx, 'synthesise', 'Weighing the evidence for the whole article');
    await synthesiseStage(ctx, true);
    run.stage = 'done';
    run.status = ctx.guard.exhausted ? 'partial' : 'done';
    if (ctx.guard.exhausted)
      addNotice(ctx, `Partial result: the run stopped early because ${ctx.guard.exhausted}.`);
  } catch (error) {
    if (signal?.aborted) {
      if (signal.reason === INTERRUPT) {
        await saveRun(ctx);
        return structuredClone(run);
      }
      await finishEarly(ctx, 'cancelled', 'Cancelled: the results found until then are kept.');
    } else if (isBudgetStop(error)) {
      await finishEarly(ctx, 'partial', `Partial result: ${errorMessage(error)}`);
    } else {
      run.status = 'failed';
      run.error = { code: (error as { code?: string }).code ?? 'run/failed', message: errorMessage(error) };
    }
  }
  await saveRun(ctx);
  emitProgress(ctx, run.stage, `Check ${run.status}`);
  return structuredClone(run);
}

async function setStage(ctx: RunContext, stage: RunStage, message: string): Promise<void> {
  ctx.run.stage = stage;
  await saveRun(ctx);
  emitProgress(ctx, stage, message);
}

/** Every checkable claim concurrently; one claim failing is a notice, never the run's failure. */
async function researchAll(ctx: RunContext): Promise<void> {
  const settled = await Promise.allSettled(
    ctx.claims.map(async (claim) => {
      if (UNCHECKABLE_KINDS.includes(claim.kind)) {
        if (!ctx.verdicts.has(claim.id)) await judgeAndStore(ctx, claim);
        return;
      }
      try {
        await researchClaim(ctx, claim);
      } catch (error) {
        if (ctx.signal?.aborted) throw error;
        if (!isBudgetStop(error)) {
          await ctx.tracer.decision('claim failed', claim.id, errorMessage(error));
          addNotice(ctx, `One claim could not be fully checked: ${errorMessage(error)}`);
        }
        await judgeAndStore(ctx, claim);
      }
    }),
  );
  const aborted = settled.find((s) => s.status === 'rejected');
  if (aborted && aborted.status === 'rejected') throw aborted.reason;
}

/** Cancel or budget stop: judge what was found (no more model calls) and keep it. */
async function finishEarly(ctx: RunContext, status: 'cancelled' | 'partial', notice: string): Promise<void> {
  const { signal: _ignored, ...rest } = ctx;
  const quiet: RunContext = { ...rest, signal: undefined };
  runSavers.set(quiet, runSavers.get(ctx)!);
  try {
    for (const claim of quiet.claims) if (!quiet.verdicts.has(claim.id)) await judgeAndStore(quiet, claim);
    await synthesiseStage(quiet, false);
  } catch (error) {
    addNotice(ctx, `The partial result could not be summarised: ${errorMessage(error)}`);
  }
  ctx.run.status = status;
  addNotice(ctx, notice);
}
