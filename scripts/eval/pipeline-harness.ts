/** Runs single pipeline stages (extract, stance) the way executeRun does, on dataset text wrapped as an article. */
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { createRun, type EngineDeps } from '../../lib/engine/pipeline';
import { createRunContext } from '../../lib/engine/pipeline/context/create-run-context';
import type { RunContext } from '../../lib/engine/pipeline/context/run-context';
import type { Article, Budget } from '../../lib/engine/schemas';
import { articleFromText } from '../../lib/extraction/article-from-text';

/** Enough budget for one stage on one item; the eval never wants the budget guard to be what it measures. */
const STAGE_BUDGET: Budget = { maxModelCalls: 20, maxTokens: 200_000, maxSearches: 20, maxSeconds: 600 };

/** Dataset text as an article (the shape the context menu builds for a selection without a readable page). */
export function syntheticArticle(text: string, url: string): Article {
  return articleFromText(text, { url, lang: 'en' });
}

/** A stored run and the live context executeRun would build for it. */
export async function stageContext(
  deps: EngineDeps,
  article: Article,
  config: EngineConfig = deps.config ?? ENGINE_CONFIG,
): Promise<RunContext> {
  const run = await createRun(deps, { article, profile: 'quick', budget: STAGE_BUDGET });
  const ctx = createRunContext({ ...deps, config }, run);
  return ctx;
}

/** Maps `items` through `fn` with at most `limit` in flight, keeping order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return out;
}
