/** While a run executes: every few seconds, names the call it has waited on too long (saved, and sent as progress). */
import { emitProgress, type RunContext } from './run-context';

/** Starts the watch; the returned function stops it and clears what the run was waiting for. */
export function watchSlowCalls(ctx: RunContext): () => void {
  const { clock } = ctx.deps;
  const { heartbeatMs, slowAfterMs } = ctx.config.progress;
  const stop = new AbortController();
  void (async () => {
    while (!stop.signal.aborted) {
      try {
        await clock.sleep(heartbeatMs, stop.signal);
      } catch {
        return;
      }
      const slowest = ctx.waits.slowest(clock.now(), slowAfterMs);
      const before = ctx.run.waitingFor ?? null;
      if (!slowest && !before) continue;
      ctx.run.waitingFor = slowest;
      // Saved each beat while something is slow, so the panel's elapsed time and the slow call stay current.
      await ctx.save().catch(() => undefined);
      if (slowest) emitProgress(ctx, ctx.run.stage, `Waiting for a slow ${slowest.kind} call`, slowest);
    }
  })();
  return () => {
    stop.abort();
    ctx.run.waitingFor = null;
  };
}
