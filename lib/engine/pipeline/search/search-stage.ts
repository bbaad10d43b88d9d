/** Stage 4: run a claim's queries (concurrently) through the multi-search; mark each query executed in the store. */
import { EngineError } from '../../errors';
import type { SearchRequest } from '../../ports';
import type { Claim, FollowupRoute, Query, RequestFailure, SearchResult } from '../../schemas';
import { isBudgetStop } from '../run/budget-guard';
import type { SearchAllOutcome } from '../run/engine-deps';
import { queryPurpose } from './query-routing';
import { claimRecord, queryRoute } from './earned-providers';
import { emitProgress, type RunContext } from '../run/run-context';
import { meterSearchQueue, type SearchQueueMeter } from './search-queue';
import { sharedKey, sharedSearch, startShared } from './shared-searches';
import { errorMessage } from '../run/tracer';
import { barredLocators, claimDay } from './locators';

export interface QueryHits {
  query: Query;
  results: SearchResult[];
  traceId: string | null;
  /** No provider answered this query (all failed, or all were stopped by the run's circuit breaker). */
  failed: boolean;
  /** The providers that answered it (from the search cache included), whether or not they found anything. */
  answered: string[];
}

/** Runs every query; a failing query is recorded (trace, provider failures, notice) and yields no results. */
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
    else hits.push({ query: queries[i]!, results: [], traceId: null, failed: true, answered: [] });
  }
  return hits;
}

async function runQuery(
  ctx: RunContext,
  claim: Claim,
  query: Query,
  dependsOn: string[],
): Promise<QueryHits> {
  const alreadyRun = query.executed;
  const date = claimDay(claim, ctx.run.article.publishedAt);
  const request: SearchRequest = {
    text: query.text,
    lang: query.lang,
    limit: ctx.config.search.resultsPerQuery,
    ...(date ? { date } : {}),
    ...(ctx.signal ? { signal: ctx.signal } : {}),
  };
  // Locators (GDELT) ask only for the run's most check-worthy claims, and only the queries they are for.
  const barred = barredLocators(ctx.config, ctx.claims, claim.id, queryPurpose(query));
  const skip = new Set([...ctx.breaker.skipped(), ...barred]);
  // A follow-up hop's query goes to the providers that earned it for this claim (`earned-providers.ts`).
  const { suited, prefer, route } = queryRoute(
    query,
    ctx.config,
    (hop) => claimRecord(ctx.queries, claim.id, hop),
    skip,
  );
  const key = sharedKey(query.text, query.lang, prefer);
  // Another claim of this run sent the same query: its results are reused, and no search is counted or sent.
  const reused = sharedSearch(ctx, key);
  if (!alreadyRun && !reused) ctx.guard.reserveSearch();
  ctx.searches.sent += 1;
  let answered = false;
  let answeredBy: string[] = [];
  try {
    const { value, traceId } = await ctx.tracer.record(
      {
        kind: 'search',
        fact: {
          kind: 'search',
          intent: query.intent,
          hop: query.hop,
          text: query.text,
          ...(route ? { route } : {}),
        },
        claimId: claim.id,
        dependsOn,
      },
      async () => {
        const joinedAt = ctx.deps.clock.now();
        const meter = reused?.meter ?? meterSearchQueue(ctx.deps.clock);
        const outcome = await (reused?.outcome ??
          startShared(ctx, key, meter, () => searchOnce(ctx, request, skip, prefer, meter)));
        answeredBy = outcome.answered;
        if (outcome.answered.length === 0 && outcome.failures.length === 0 && outcome.skipped.length > 0)
          return {
            value: null,
            outcome: 'skipped',
            detail: `not sent: ${outcome.skipped.join(', ')} stopped`,
          };
        // A reused search waited for provider slots as the claim that sent it did: that wait is no work of its own.
        const queuedMs = reused ? meter.joinedQueuedMs(joinedAt) : meter.queuedMs();
        if (reused) {
          const failedAll = outcome.answered.length === 0 && outcome.failures.length > 0;
          if (failedAll)
            throw new EngineError(
              'search/unavailable',
              'No search provider answered the same query for another claim.',
              { requestFailures: requestFailures(outcome) },
            );
          return {
            value: outcome.results,
            outcome: 'cached',
            detail: `${outcome.results.length} results reused from the same query for another claim (not sent again)`,
            ...(queuedMs > 0 ? { queuedMs } : {}),
          };
        }
        await noteProviders(ctx, claim, outcome);
        const failed = outcome.failures.map((f) => `${f.provider}: ${errorMessage(f.error)}`);
        if (outcome.answered.length === 0 && failed.length > 0)
          throw new EngineError('search/unavailable', `No search provider answered (${failed.join('; ')}).`, {
            requestFailures: requestFailures(outcome),
          });
        const fromCache = outcome.cached?.length
          ? ` (${outcome.cached.join(', ')} from the search cache)`
          : '';
        const notAsked = notAskedWords(queryPurpose(query), outcome.notAsked ?? [], suited, route);
        return {
          value: outcome.results,
          outcome: alreadyRun || (outcome.cached?.length ?? 0) === outcome.answered.length ? 'cached' : 'ok',
          detail: `${outcome.results.length} results from ${outcome.answered.join(', ')}${fromCache}${failed.length ? `; failed: ${failed.join('; ')}` : ''}${notAsked}`,
          ...(queuedMs > 0 ? { queuedMs } : {}),
          requestFailures: requestFailures(outcome),
        };
      },
    );
    if (value === null) {
      if (!alreadyRun && !reused) ctx.guard.releaseSearch();
      return { query, results: [], traceId, failed: true, answered: [] };
    }
    answered = true;
    ctx.searches.answered += 1;
    if (!alreadyRun) {
      query.executed = true;
      query.resultCount = value.length;
      await ctx.deps.store.putQueries([query]);
      await ctx.save();
    }
    emitProgress(ctx, 'search', `Searched: ${query.text}`);
    return { query, results: value, traceId, failed: false, answered: answeredBy };
  } catch (error) {
    if (!alreadyRun && !answered && !reused) ctx.guard.releaseSearch();
    throw error;
  }
}

/**
 * The trace's words for the providers that are on but were not asked, and why: not suited to the query, or (a
 * follow-up's route narrowed to the providers that earned it) found nothing about the claim, or never answered it.
 */
function notAskedWords(
  purpose: string,
  notAsked: readonly string[],
  suited: readonly string[],
  route: FollowupRoute | undefined,
): string {
  const offClaim = new Set(route?.kind === 'earned' ? route.skipped.map((s) => s.provider) : []);
  const groups: [string, string[]][] = [
    [`not suited to a ${purpose} query`, notAsked.filter((p) => !suited.includes(p))],
    ['found nothing about the claim on its earlier searches', notAsked.filter((p) => offClaim.has(p))],
    [
      "did not answer the claim's earlier searches",
      notAsked.filter((p) => suited.includes(p) && !offClaim.has(p)),
    ],
  ];
  return groups.map(([why, ids]) => (ids.length ? `; not asked (${why}): ${ids.join(', ')}` : '')).join('');
}

/** Each failed provider's failure facts (a provider that gave none: `unknown`), by provider id. */
function requestFailures(outcome: SearchAllOutcome): RequestFailure[] {
  return outcome.failures.flatMap(({ provider, error }) => {
    const facts = (error as { requestFailures?: RequestFailure[] } | null)?.requestFailures;
    return facts?.length ? facts.map((f) => ({ ...f, provider })) : [{ provider, kind: 'unknown' as const }];
  });
}

/** One search through the multi-search (suited providers, skipping stopped ones), or through a single provider. */
async function searchOnce(
  ctx: RunContext,
  request: SearchRequest,
  skip: ReadonlySet<string>,
  prefer: readonly string[],
  meter: SearchQueueMeter,
): Promise<SearchAllOutcome> {
  const search = ctx.deps.search;
  if (search.searchAll) {
    const fresh = ctx.run.cacheUse.fresh;
    const waiting = new Map<string, () => void>();
    const onProvider = (provider: string, state: 'asked' | 'sent' | 'settled') => {
      meter.note(provider, state);
      if (state === 'asked') waiting.set(provider, ctx.waits.start('search', provider, ctx.deps.clock.now()));
      else if (state === 'settled') waiting.get(provider)?.();
    };
    try {
      const outcome = await search.searchAll(request, {
        skip,
        onProvider,
        prefer,
        ...(fresh ? { fresh } : {}),
      });
      if (outcome.cached?.length) ctx.run.cacheUse.searches += 1;
      return outcome;
    } finally {
      for (const done of waiting.values()) done();
    }
  }
  if (skip.has(search.id)) return { results: [], answered: [], failures: [], skipped: [search.id] };
  meter.note(search.id, 'asked');
  try {
    const results = await search.search({ ...request, onSent: () => meter.note(search.id, 'sent') });
    return { results, answered: [search.id], failures: [], skipped: [] };
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { results: [], answered: [], failures: [{ provider: search.id, error }], skipped: [] };
  } finally {
    meter.note(search.id, 'settled');
  }
}

/**
 * Counts failures into the run's record (`providerFailures`, saved so the panel shows them live) and breaker, and
 * traces each provider the breaker stops. The run's end turns the record into one notice.
 */
async function noteProviders(ctx: RunContext, claim: Claim, outcome: SearchAllOutcome): Promise<void> {
  const kinds = new Map(requestFailures(outcome).map((f) => [f.provider, f.kind]));
  const failures = outcome.failures.map((f) => ({
    provider: f.provider,
    reason: errorMessage(f.error),
    ...(kinds.has(f.provider) ? { kind: kinds.get(f.provider) } : {}),
  }));
  const tripped = ctx.breaker.record({ answered: outcome.answered, failures });
  for (const stopped of tripped) {
    await ctx.tracer.decision(
      'search provider stopped',
      claim.id,
      `${stopped.provider} failed ${ctx.config.search.providerFailureLimit} searches in a row (${stopped.reason}): not called again in this check`,
    );
  }
  if (failures.length) await ctx.save();
}
