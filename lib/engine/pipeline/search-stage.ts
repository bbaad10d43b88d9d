/** Stage 4: run a claim's queries (concurrently) through the multi-search; mark each query executed in the store. */
import type { Claim, Query, SearchResult } from '../schemas';
import { isBudgetStop } from './budget-guard';
import { addNotice, emitProgress, saveRun, type RunContext } from './run-context';
import { errorMessage } from './tracer';

export interface QueryHits {
  query: Query;
  results: SearchResult[];
  traceId: string | null;
}

/** Runs every query; a failing query is recorded (trace + notice) and yields no results, never an exception. */
export async function searchStage(
  ctx: RunContext,
  claim: Claim,
  queries: Query[],
  dependsOn: string[],
): Promise<QueryHits[]> {
  const settled = await Promise.allSettled(queries.map((q) => runQuery(ctx, claim, q, dependsOn)));
  const hits: QueryHits[] = [];
  for (const [i, outcome] of settled.entries()) {
    if (outcome.status === 'fulfilled') hits.push(outcome.value);
    else if (ctx.signal?.aborted || isBudgetStop(outcome.reason)) throw outcome.reason;
    else hits.push({ query: queries[i]!, results: [], traceId: null });
  }
  return hits;
}

async function runQuery(
  ctx: RunContext,
  claim: Claim,
  query: Query,
  dependsOn: string[],
): Promise<QueryHits> {
  const search = ctx.deps.search;
  const alreadyRun = query.executed;
  if (!alreadyRun) ctx.guard.beforeSearch();
  const request = {
    text: query.text,
    lang: query.lang,
    limit: ctx.config.search.resultsPerQuery,
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
  const purpose = `${query.intent} query${query.hop > 0 ? ` (hop ${query.hop})` : ''}: ${query.text}`;
  try {
    const { value, traceId } = await ctx.tracer.record(
      { kind: 'search', purpose, claimId: claim.id, dependsOn },
      async () => {
        if (search.searchAll) {
          const outcome = await search.searchAll(request);
          const failed = outcome.failures.map((f) => `${f.provider}: ${errorMessage(f.error)}`);
          for (const f of outcome.failures)
            addNotice(ctx, `Search provider ${f.provider} failed: ${errorMessage(f.error)}`);
          return {
            value: outcome.results,
            outcome: alreadyRun ? 'cached' : 'ok',
            detail: `${outcome.results.length} results${failed.length ? `; failed: ${failed.join('; ')}` : ''}`,
          };
        }
        const results = await search.search(request);
        return {
          value: results,
          outcome: alreadyRun ? 'cached' : 'ok',
          detail: `${results.length} results from ${search.id}`,
        };
      },
    );
    if (!alreadyRun) {
      ctx.guard.recordSearch();
      query.executed = true;
      query.resultCount = value.length;
      await ctx.deps.store.putQueries([query]);
      await saveRun(ctx);
    }
    emitProgress(ctx, 'search', `Searched: ${query.text}`);
    return { query, results: value, traceId };
  } catch (error) {
    if (!ctx.signal?.aborted && !isBudgetStop(error))
      addNotice(ctx, `A search failed: ${errorMessage(error)}`);
    throw error;
  }
}
