/** Before a run's first model call: tells the model what the run knows, and reads by rules when it cannot be used. */
import { addNotice, type RunContext } from '../context/run-context';

/**
 * Asks the model (when it has a `prepare` step: Chrome's built-in model) whether it can read this article; when it
 * says no (not downloaded yet, a language it does not take), the run is marked as reading without it, with its
 * reason in the notices, the trace and the outcome. No model call is spent on it.
 */
export async function prepareModel(ctx: RunContext): Promise<void> {
  const llm = ctx.deps.llm;
  if (!llm?.prepare || ctx.model.stopped) return;
  try {
    await llm.prepare({ language: ctx.run.article.lang }, ctx.signal);
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    const { notice } = ctx.model.cannotUse(error);
    addNotice(ctx, notice);
    await ctx.tracer.decision('model not usable for this article', null, notice);
  }
}
