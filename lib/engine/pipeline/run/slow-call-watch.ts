/** While a run executes: every few seconds, names the call it has waited on too long (saved, and sent as progress). */
import { emitProgress, type RunContext } from '../context/run-context';

/**
 * Starts the watch on the clock's real-time ticks (a clock without them, as in tests, gets no watch); the returned
 * function stops it and clears what the run was waiting for.
 */
export function watchSlowCalls(ctx: RunContext): () => void {
  const { clock } = ctx.deps;
  const { heartbeatMs, slowAfterMs } = ctx.config.progress;
  let saving = false;
  const stop =
    clock.every?.(heartbeatMs, () => {
      const slowest = ctx.waits.slowest(clock.now(), slowAfterMs);
      const before = ctx.run.waitingFor ?? null;
      if ((!slowest && !before) || saving) return;
      ctx.run.waitingFor = slowest;
      // Saved each beat while something is slow, so the panel's elapsed time and the slow call stay current.
      saving = true;
      void ctx
        .save()
        .catch(() => undefined)
        .finally(() => (saving = false));
      if (slowest) emitProgress(ctx, ctx.run.stage, `Waiting for a slow ${slowest.kind} call`, slowest);
    }) ?? (() => undefined);
  return () => {
    stop();
    ctx.run.waitingFor = null;
  };
}
