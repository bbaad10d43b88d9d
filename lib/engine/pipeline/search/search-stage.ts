/** Stage 4: run a claim's queries (concurrently) through the multi-search; mark each query executed in the store. */
import { EngineError } from '../../errors';
import type { SearchRequest } from '../../ports';
import type { Claim, FollowupRoute, Query, RequestFailure, SearchResult } from '../../schemas';
import { isBudgetStop } from '../context/budget-guard';
import type { SearchAllOutcome } from '../context/engine-deps';
import { queryPurpose } from './query-routing';
import { claimRecord, queryRoute } from './earned-providers';
import { emitProgress, type RunContext } from '../context/run-context';
import { meterSearchQueue, type SearchQueueMeter } from './search-queue';
import { sharedKey, sharedSearch, startShared } from './shared-searches';
import { subjectLookup, type SubjectLookup } from './subject-lookup';
import { combineOutcomes, withoutExcluded } from './combined-outcome';
import { errorMessage } from '../context/tracer';
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

/** One search a query makes: its own words to some providers, or its claim's subject to the reference ones. */
interface SearchPart {
  key: string;
  request: SearchRequest;
  prefer: readonly string[];
  /** Providers this search leaves to the query's other search (never asked by it, not reported skipped). */
  exclude: ReadonlySet<string>;
  /** The same search another claim of the run already started, if any. */
  reused: ReturnType<typeof sharedSearch>;
}

/**
 * The searches a query makes: one of its own words, and, when its claim has a named subject, one of that subject to
 * the reference providers (`subject-lookup.ts`), which every claim about the same subject shares.
 */
function searchParts(
  ctx: RunContext,
  claim: Claim,
  query: Query,
  request: SearchRequest,
  prefer: readonly string[],
  skip: ReadonlySet<string>,
): { parts: SearchPart[]; subject: SubjectLookup | null } {
  const lookup = ctx.deps.search.searchAll
    ? subjectLookup(query, claim, ctx.run.article.lang, prefer, ctx.config, skip)
    : null;
  const part = (text: string, to: readonly string[], exclude: ReadonlySet<string>): SearchPart => {
    const key = sharedKey(text, query.lang, to);
    return { key, request: { ...request, text }, prefer: to, exclude, reused: sharedSearch(ctx, key) };
  };
  if (!lookup) return { parts: [part(query.text, prefer, new Set())], subject: null };
  const toSubject = new Set(lookup.providers);
  const own = prefer.filter((p) => !toSubject.has(p));
  const others = new Set(Object.keys(ctx.config.search.providers).filter((p) => !toSubject.has(p)));
  return {
    parts: [
      ...(own.length > 0 ? [part(query.text, own, toSubject)] : []),
      part(lookup.subject, lookup.providers, others),
    ],
    subject: lookup,
  };
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
    claim: { text: claim.text, lang: query.lang },
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
  const { parts, subject } = searchParts(ctx, claim, query, request, prefer, skip);
  // Other claims of this run sent every search of this query: their results are reused, and no search is counted or sent.
  const reused = parts.every((p) => p.reused);
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
        const done = await Promise.all(
          parts.map(async (part) => {
            const meter = part.reused?.meter ?? meterSearchQueue(ctx.deps.clock);
            const excluded = new Set([...skip, ...part.exclude]);
            const outcome = await (part.reused?.outcome ??
              startShared(ctx, part.key, meter, () =>
                searchOnce(ctx, part.request, excluded, part.prefer, meter),
              ));
            return {
              outcome: withoutExcluded(outcome, part.exclude),
              reused: part.reused !== undefined,
              ms: ctx.deps.clock.now() - joinedAt,
              // A reused search waited for provider slots as the claim that sent it did: that wait is no work of its own.
              queuedMs: part.reused ? meter.joinedQueuedMs(joinedAt) : meter.queuedMs(),
            };
          }),
        );
        const outcome = combineOutcomes(done.map((d) => d.outcome));
        answeredBy = outcome.answered;
        if (outcome.answered.length === 0 && outcome.failures.length === 0 && outcome.skipped.length > 0)
          return {
            value: null,
            outcome: 'skipped',
            detail: `not sent: ${outcome.skipped.join(', ')} stopped`,
          };
        // The query's time without queues is its searches' longest time without theirs.
        const queuedMs = Math.max(
          0,
          Math.max(...done.map((d) => d.ms)) - Math.max(...done.map((d) => d.ms - d.queuedMs)),
        );
        // The subject's lookup is the query's last search; the trace names it only when a provider took it.
        const lookup = subject ? done.at(-1) : undefined;
        const lookupWords =
          lookup && lookup.outcome.answered.length + lookup.outcome.failures.length > 0
            ? subjectWords(subject, lookup.reused)
            : '';
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
            detail: `${outcome.results.length} results reused from the same query for another claim (not sent again)${lookupWords}`,
            ...(queuedMs > 0 ? { queuedMs } : {}),
          };
        }
        const sent = done.filter((d) => !d.reused);
        await noteProviders(ctx, claim, combineOutcomes(sent.map((d) => d.outcome)));
        const failed = outcome.failures.map((f) => `${f.provider}: ${errorMessage(f.error)}`);
        if (outcome.answered.length === 0 && failed.length > 0)
          throw new EngineError('search/unavailable', `No search provider answered (${failed.join('; ')}).`, {
            requestFailures: requestFailures(outcome),
          });
        const fromCache = outcome.cached?.length
          ? ` (${outcome.cached.join(', ')} from the search cache)`
          : '';
        const notAsked = notAskedWords(queryPurpose(query), outcome.notAsked ?? [], suited, route);
        const fresh = sent.reduce(
          (n, d) => n + d.outcome.answered.filter((p) => !(d.outcome.cached ?? []).includes(p)).length,
          0,
        );
        return {
          value: outcome.results,
          outcome: alreadyRun || fresh === 0 ? 'cached' : 'ok',
          detail: `${outcome.results.length} results from ${outcome.answered.join(', ')}${fromCache}${failed.length ? `; failed: ${failed.join('; ')}` : ''}${notAsked}${lookupWords}`,
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

/** The trace's words for a query's subject lookup: what the reference providers were asked, and whether it was sent. */
function subjectWords(subject: SubjectLookup | null, shared: boolean): string {
  if (!subject) return '';
  return `; ${subject.providers.join(', ')} asked for the subject "${subject.subject}" (one lookup per subject${shared ? ': shared with another claim, not sent again' : ''})`;
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
