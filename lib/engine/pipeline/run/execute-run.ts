/** executeRun: the resumable state machine — extract, research every claim concurrently, synthesise; checkpointed. */
import { loadExistingRun } from '../../run-records';
import { UNCHECKABLE_KINDS, type Run } from '../../schemas';
import { isBudgetStop } from '../context/budget-guard';
import { createRunContext } from '../context/create-run-context';
import { judgeAndStore, researchClaim } from './research-claim';
import { INTERRUPT, type EngineDeps } from '../context/engine-deps';
import { extractStage } from '../extract/extract-stage';
import { prepareModel } from '../model/model-prepare';
import { addNotice, emitProgress, setStage, throwIfAborted, type RunContext } from '../context/run-context';
import { enterStage, isBefore, isFinished, transition } from '../context/run-state';
import { synthesiseStage } from '../synthesise/synthesise-stage';
import { watchSlowCalls } from './slow-call-watch';
import { lookUpSeenBefore, reuseSeenEvidence } from './seen-before-step';
import { errorMessage } from '../context/tracer';
import { yieldTurn } from './yield-turn';

/** Runs (or resumes) a stored run to the end; never rejects for provider failures — they become notices. */
export async function executeRun(deps: EngineDeps, runId: string, signal?: AbortSignal): Promise<Run> {
  const { run, claims, queries, evidence, verdicts, trace } = await loadExistingRun(deps.store, runId);
  if (isFinished(run.status)) return run;
  const ctx = createRunContext(deps, run, { claims, queries, evidence, verdicts, trace }, signal);
  const resumed = run.status === 'running';
  transition(run, 'running');
  await ctx.save();
  emitProgress(ctx, run.stage, resumed ? 'Resuming the check where it stopped' : 'Check started');
  const stopWatch = watchSlowCalls(ctx);

  try {
    await prepareModel(ctx);
    // Runs stored before typed checkpoints have claims but no extract checkpoint: their claims are kept.
    if (!ctx.checkpoints.extract() && claims.length === 0 && !isBefore('extract', run.stage)) {
      await setStage(ctx, 'extract', 'Finding the claims worth checking');
      const before = ctx.tracer.entries().length;
      await extractStage(ctx);
      const made = ctx.tracer
        .entries()
        .slice(before)
        .filter((e) => e.outcome !== 'error')
        .map((e) => e.id);
      ctx.extractTraceId = await ctx.checkpoints.write(ctx.tracer, { type: 'extract' }, made);
      emitProgress(ctx, 'extract', `${ctx.claims.length} claims found`);
    }
    await lookUpSeenBefore(ctx);
    if (isBefore(run.stage, 'search'))
      await setStage(ctx, 'search', 'Searching for evidence for and against each claim');
    await researchAll(ctx);
    throwIfAborted(ctx);
    if (gatheredNothing(ctx)) {
      await finishEarly(ctx, 'no-evidence', noEvidenceNotice(ctx));
    } else {
      await setStage(ctx, 'synthesise', 'Weighing the evidence for the whole article');
      await synthesiseStage(ctx, true);
      enterStage(run, 'done');
      endWith(ctx, ctx.guard.exhausted ? 'partial' : 'done');
    }
  } catch (error) {
    if (signal?.aborted) {
      if (signal.reason === INTERRUPT) {
        stopWatch();
        await ctx.save();
        return structuredClone(run);
      }
      await finishEarly(ctx, 'cancelled', 'Cancelled: the results found until then are kept.');
    } else if (isBudgetStop(error)) {
      await finishEarly(ctx, 'partial');
    } else {
      transition(run, 'failed');
      run.error = { code: (error as { code?: string }).code ?? 'run/failed', message: errorMessage(error) };
    }
  } finally {
    stopWatch();
  }
  await ctx.save();
  emitProgress(ctx, run.stage, `Check ${run.status}`);
  return structuredClone(run);
}

/** Every checkable claim concurrently; one claim failing is a notice, never the run's failure. */
async function researchAll(ctx: RunContext): Promise<void> {
  // Claims start in their order (most check-worthy first), each a loop turn after the one before: the first claim's
  // searches leave while the next claims plan theirs, instead of after every claim has planned.
  let started = Promise.resolve();
  const settled = await Promise.allSettled(
    ctx.claims.map(async (claim) => {
      const before = started;
      started = before.then(yieldTurn);
      await before;
      if (UNCHECKABLE_KINDS.includes(claim.kind)) {
        if (!ctx.verdicts.has(claim.id)) await judgeAndStore(ctx, claim);
        return;
      }
      try {
        if (await reuseSeenEvidence(ctx, claim)) return;
        await researchClaim(ctx, claim);
      } catch (error) {
        if (ctx.signal?.aborted || isStoreFailure(error)) throw error;
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

/** The database refused a write (e.g. storage full): the run fails with that message, it is not one claim's fault. */
function isStoreFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('store/');
}

/** Searches were sent and no provider ever answered one, so there was nothing to weigh. */
function gatheredNothing(ctx: RunContext): boolean {
  return (
    ctx.searches.sent > 0 &&
    ctx.searches.answered === 0 &&
    !ctx.queries.some((q) => q.executed) &&
    ctx.evidence.length === 0
  );
}

function noEvidenceNotice(ctx: RunContext): string {
  const why = ctx.run.providerFailures.map((f) => `${f.provider}: ${f.reason}`).join('; ');
  return `No evidence could be gathered: every search failed${why ? ` (${why})` : ''}. Check the internet connection and the search providers in Settings, then run the check again.`;
}

/** One notice for the providers that failed in a run that still found evidence. */
function providerNotice(ctx: RunContext): string | null {
  const failed = ctx.run.providerFailures;
  if (failed.length === 0) return null;
  const limit = ctx.config.search.providerFailureLimit;
  const each = failed.map(
    (f) =>
      `${f.provider} failed ${f.failures} time${f.failures === 1 ? '' : 's'}${f.stopped ? ` and was not used again after ${limit} failures in a row` : ''} (${f.reason})`,
  );
  return `Some searches failed: ${each.join('; ')}. The evidence shown comes from the searches that worked; check these providers in Settings.`;
}

/** The run's end state, with the notice a partial run owes the user (which budget stopped it). */
function endWith(ctx: RunContext, status: 'done' | 'partial' | 'no-evidence' | 'cancelled'): void {
  const stop = ctx.guard.exhausted;
  const providers = status === 'no-evidence' ? null : providerNotice(ctx);
  if (providers) addNotice(ctx, providers);
  if (status === 'partial' && stop) {
    ctx.run.partialReason = stop.reason;
    addNotice(
      ctx,
      `Partial result: the run stopped early because ${stop.message}. Raise that budget in Settings to check more.`,
    );
  }
  transition(ctx.run, status);
}

/** Cancel, budget stop or no evidence: judge what was found (no more model calls) and keep it. */
async function finishEarly(
  ctx: RunContext,
  status: 'cancelled' | 'partial' | 'no-evidence',
  notice?: string,
): Promise<void> {
  const quiet: RunContext = { ...ctx, signal: undefined };
  try {
    // A provisional verdict (the rules' reading while the model's was awaited) is replaced by the stored evidence's.
    for (const claim of quiet.claims)
      if (!quiet.verdicts.has(claim.id) || quiet.verdicts.get(claim.id)?.provisional)
        await judgeAndStore(quiet, claim);
    await synthesiseStage(quiet, false);
  } catch (error) {
    addNotice(ctx, `The partial result could not be summarised: ${errorMessage(error)}`);
  }
  endWith(ctx, status);
  if (notice) addNotice(ctx, notice);
}
