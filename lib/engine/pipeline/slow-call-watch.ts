/** While a run executes: every few seconds, names the call it has waited on too long (saved, and sent as progress). */
import type { WaitingFor } from '../schemas';
import { emitProgress, type RunContext } from './run-context';

const KIND_WORDS: Record<WaitingFor['kind'], string> = {
  model: 'the model server',
  search: 'the search provider',
  page: 'the site',
};

/** "Waiting for the model server 127.0.0.1:8787 (12 s)". */
export function waitingSentence(waiting: WaitingFor, now: number): string {
  const seconds = Math.max(0, Math.round((now - waiting.since) / 1000));
  return `Waiting for ${KIND_WORDS[waiting.kind]} ${waiting.who} (${seconds} s)`;
}

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
      if (slowest) emitProgress(ctx, ctx.run.stage, waitingSentence(slowest, clock.now()));
    }
  })();
  return () => {
    stop.abort();
    ctx.run.waitingFor = null;
  };
}
