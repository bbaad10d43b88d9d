/** Runs single pipeline stages (extract, stance) the way executeRun does, on dataset text wrapped as an article. */
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { createRun, type EngineDeps } from '../../lib/engine/pipeline';
import { BudgetGuard } from '../../lib/engine/pipeline/budget-guard';
import { HostLimiter } from '../../lib/engine/pipeline/host-limiter';
import { createRunSaver, runSavers, type RunContext } from '../../lib/engine/pipeline/run-context';
import { Tracer } from '../../lib/engine/pipeline/tracer';
import type { Article, Budget, Claim } from '../../lib/engine/schemas';

/** Enough budget for one stage on one item; the eval never wants the budget guard to be what it measures. */
const STAGE_BUDGET: Budget = { maxModelCalls: 20, maxTokens: 200_000, maxSearches: 20, maxSeconds: 600 };

/** Dataset text as an article (the shape the context menu builds for a selection without a readable page). */
export function syntheticArticle(text: string, url: string): Article {
  return {
    url,
    canonicalUrl: url,
    title: text.slice(0, 80),
    byline: null,
    siteName: null,
    publishedAt: null,
    lang: 'en',
    text,
    paragraphs: [{ start: 0, end: text.length }],
    wordCount: text.split(/\s+/).filter(Boolean).length,
    truncated: false,
  };
}

/** A stored run and the live context executeRun would build for it. */
export async function stageContext(
  deps: EngineDeps,
  article: Article,
  config: EngineConfig = deps.config ?? ENGINE_CONFIG,
): Promise<RunContext> {
  const run = await createRun(deps, { article, profile: 'quick', budget: STAGE_BUDGET });
  const ctx: RunContext = {
    deps,
    config,
    run,
    signal: undefined,
    claims: [],
    queries: [],
    evidence: [],
    tracer: new Tracer(run.id, deps.store, deps.clock, deps.ids),
    guard: new BudgetGuard(run.budget, run.usage, deps.clock, deps.clock.now()),
    limiter: new HostLimiter(config.fetch.perHostConcurrency),
    pages: new Map(),
    verdicts: new Map(),
    checkpoints: new Map(),
    extractTraceId: null,
  };
  runSavers.set(
    ctx,
    createRunSaver(() => ctx),
  );
  return ctx;
}

/** A claim of `ctx`'s run whose text is the whole article text. */
export function wholeTextClaim(ctx: RunContext, text: string): Claim {
  return {
    id: ctx.deps.ids.next('c'),
    runId: ctx.run.id,
    quote: text,
    start: 0,
    end: text.length,
    text,
    kind: 'factual',
    role: 'thesis',
    checkWorthiness: 1,
    harm: 3,
    entities: [],
    timeAnchor: null,
    edges: [],
  };
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
