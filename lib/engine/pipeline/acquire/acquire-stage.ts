/** Stage 5: pick the best results across a hop's queries, fetch them (per-host limits, page cache), cut passages. */
import type { EngineConfig } from '../../config';
import { selectPassages } from '../../domain/text/select-passages';
import { isCredibleTier } from '../../domain/tiers/credible-tier';
import { tierOf } from '../../domain/tiers/tier-of';
import { hostOf, urlIdentity } from '../../domain/url';
import { EngineError } from '../../errors';
import { detectInjection } from '../text/detect-injection';
import { termOverlap } from '../text/content-words';
import type { Claim, Page, SearchResult, SourceTier } from '../../schemas';
import { addNotice, type CachedOrFresh, emitProgress, type RunContext } from '../context/run-context';
import type { QueryHits } from '../search/search-stage';
import { errorMessage } from '../context/tracer';
import { joinedQueuedMs } from './joined-wait';

/** When each of the run's page loads began: a claim joining a load in flight reads its queue wait from it. */
const loadStarts = new WeakMap<Promise<CachedOrFresh>, number>();

interface Candidate {
  result: SearchResult;
  queryId: string;
  searchTraceId: string | null;
}

export interface AcquiredPassage {
  candidate: Candidate;
  /** Fetched page, or null when only the search snippet is available. */
  page: Page | null;
  /** What the stance call reads. */
  passage: string;
  /** The text quotes are verified against (the page, or the snippet). */
  sourceText: string;
  fetchTraceId: string | null;
}

/** When the passage's source was published: the page's own date, else the search result's; null when unknown. */
export function publishedAtOf(p: AcquiredPassage): string | null {
  return p.page?.publishedAt ?? p.candidate.result.publishedAt ?? null;
}

/**
 * Each source's injection check, by its title and text: a stance step asks it several times per passage, and every
 * claim that fetched the same page asks it again. The check is pure and costly (every sentence of a whole page), and
 * the CPU it takes holds the event loop, so no search answered meanwhile frees its slot for the next request. The
 * most recent `INJECTION_MEMO_SIZE` sources are kept (a run reads a few hundred pages at most).
 */
const injectionMemo = new Map<string, ReturnType<typeof detectInjection>>();
const INJECTION_MEMO_SIZE = 256;

/** Instructions aimed at AI tools in the passage's source (its title and the text its quotes are checked against). */
export function sourceInjection(p: AcquiredPassage): ReturnType<typeof detectInjection> {
  const text = `${p.candidate.result.title}\n${p.sourceText}`;
  const known = injectionMemo.get(text);
  if (known) return known;
  const found = detectInjection(text);
  if (injectionMemo.size >= INJECTION_MEMO_SIZE) injectionMemo.delete(injectionMemo.keys().next().value!);
  injectionMemo.set(text, found);
  return found;
}

/** The results a claim's hop fetches, and those it leaves out (for the trace). */
export interface CandidatePlan {
  picked: Candidate[];
  /** Ranked high enough to be fetched but moved out to make room for a credible tier's result. */
  displaced: Candidate[];
  /** Every result not fetched (the displaced ones included), best ranked first. */
  leftOut: Candidate[];
}

/** What the pick needs to know of tiers: which results are of a credible tier (A, A', B by default). */
interface PickOptions {
  config: EngineConfig;
  tierOverrides?: Readonly<Record<string, SourceTier>>;
}

/**
 * Candidates in round-robin order over the queries (so counter-query results are read, not just the neutral ones),
 * skipping URLs already used for the claim. The first `pagesPerClaim` are fetched, but at least
 * `fetch.credibleReserve` of them are of a credible tier when the results have that many on the claim's subject:
 * however many pages of
 * other tiers rank first, they never push a credible source out. A lower-ranked result whose snippet matches the
 * claim closely escalates to a fetch too (at most 2 more).
 */
export function planCandidates(
  claim: Claim,
  hits: QueryHits[],
  seen: Set<string>,
  pagesPerClaim: number,
  options?: PickOptions,
): CandidatePlan {
  const lists = hits.map((h) =>
    h.results.map((result) => ({ result, queryId: h.query.id, searchTraceId: h.traceId })),
  );
  const ordered: Candidate[] = [];
  const taken = new Set(seen);
  for (let rank = 0; lists.some((l) => l.length > rank); rank++) {
    for (const list of lists) {
      const c = list[rank];
      if (!c) continue;
      const key = urlIdentity(c.result.url);
      if (taken.has(key)) continue;
      taken.add(key);
      ordered.push(c);
    }
  }
  const { top, displaced } = reserveCredible(claim, ordered, pagesPerClaim, options);
  const rest = ordered.filter((c) => !top.includes(c));
  const escalated = rest.filter((c) => termOverlap(claim.text, c.result.snippet) >= 0.6).slice(0, 2);
  const picked = [...top, ...escalated];
  return { picked, displaced, leftOut: ordered.filter((c) => !picked.includes(c)) };
}

/** `planCandidates`' picks alone (the fetch list). */
export function pickCandidates(
  claim: Claim,
  hits: QueryHits[],
  seen: Set<string>,
  pagesPerClaim: number,
  options?: PickOptions,
): Candidate[] {
  return planCandidates(claim, hits, seen, pagesPerClaim, options).picked;
}

/**
 * The first `n` candidates, with the lowest-ranked non-credible ones swapped for the best-ranked credible ones left
 * that are on the claim's subject (`fetch.credibleReserveMinOverlap`).
 */
function reserveCredible(
  claim: Claim,
  ordered: Candidate[],
  n: number,
  options: PickOptions | undefined,
): { top: Candidate[]; displaced: Candidate[] } {
  const top = ordered.slice(0, n);
  if (!options) return { top, displaced: [] };
  const credible = (c: Candidate) =>
    isCredibleTier(
      tierOf(c.result.url, {
        overrides: options.tierOverrides,
        lookalike: options.config.tiers.lookalike,
      }),
      options.config,
    );
  const want = Math.min(options.config.fetch.credibleReserve, n);
  const onSubject = (c: Candidate) =>
    termOverlap(claim.text, `${c.result.title} ${c.result.snippet}`) >=
    options.config.fetch.credibleReserveMinOverlap;
  const waiting = ordered.slice(n).filter((c) => credible(c) && onSubject(c));
  const displaced: Candidate[] = [];
  let have = top.filter(credible).length;
  for (let i = top.length - 1; i >= 0 && have < want && waiting.length > 0; i--) {
    if (credible(top[i]!)) continue;
    displaced.unshift(top[i]!);
    top[i] = waiting.shift()!;
    have++;
  }
  // Fetch in rank order: the swapped-in results keep their place among the others.
  top.sort((a, b) => ordered.indexOf(a) - ordered.indexOf(b));
  return { top, displaced };
}

/** Fetches every candidate concurrently; a failed fetch falls back to the snippet (never fails the claim). */
export async function acquireStage(
  ctx: RunContext,
  claim: Claim,
  candidates: Candidate[],
): Promise<AcquiredPassage[]> {
  const settled = await Promise.allSettled(candidates.map((c) => acquireOne(ctx, claim, c)));
  if (ctx.signal?.aborted) throw ctx.signal.reason;
  return settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
}

async function acquireOne(
  ctx: RunContext,
  claim: Claim,
  candidate: Candidate,
): Promise<AcquiredPassage | null> {
  const url = candidate.result.url;
  let page: Page | null = null;
  let fetchTraceId: string | null = null;
  try {
    const fetched = await ctx.tracer.record(
      {
        kind: 'fetch',
        fact: { kind: 'fetch-evidence', claimId: claim.id },
        claimId: claim.id,
        dependsOn: candidate.searchTraceId ? [candidate.searchTraceId] : [],
      },
      async () => {
        const shared = ctx.pages.get(url);
        if (shared) {
          const joinedAt = ctx.deps.clock.now();
          const loaded = await shared;
          // The load's wait for a per-host slot is this claim's queue wait too, never its work.
          const queuedMs = joinedQueuedMs(
            ctx.deps.clock.now(),
            joinedAt,
            loadStarts.get(shared),
            loaded.queuedMs,
          );
          return {
            value: loaded.value,
            outcome: 'cached' as const,
            detail: `${url} (read once for the run)`,
            ...(queuedMs > 0 ? { queuedMs } : {}),
          };
        }
        const loading = loadPage(ctx, url);
        loadStarts.set(loading, ctx.deps.clock.now());
        ctx.pages.set(url, loading);
        return loading;
      },
    );
    page = fetched.value;
    fetchTraceId = fetched.traceId;
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    // A refused private address already names the host in its message ("Not fetched: 10.0.0.1 is a …").
    const refused = (error as { code?: unknown }).code === 'fetch/refused';
    addNotice(
      ctx,
      `${refused ? '' : `Could not read ${hostOf(url)}: `}${errorMessage(error)} (its search snippet was used instead).`,
    );
  }
  emitProgress(ctx, 'acquire', `Read ${hostOf(url)}`);
  if (page) {
    const passages = selectPassages(page.text, claim.text, { maxPassages: 2, maxChars: 900 }, page.lang);
    const passage = passages.map((p) => p.text).join('\n…\n') || page.text.slice(0, 900);
    return { candidate, page, passage, sourceText: page.text, fetchTraceId };
  }
  const snippet = candidate.result.snippet.trim();
  if (!snippet) return null;
  return { candidate, page: null, passage: snippet, sourceText: snippet, fetchTraceId: null };
}

/** The page from the cache (7 days) or the web, stored in the cache when fresh. */
async function loadPage(ctx: RunContext, url: string): Promise<CachedOrFresh> {
  const { store, fetcher, clock } = ctx.deps;
  const refused = fetcher.refusal?.(url);
  if (refused) throw new EngineError('fetch/refused', refused);
  const cached = await store.getCachedPage(url, clock.now(), ctx.config.fetch.cacheTtlMs);
  if (cached) {
    ctx.run.cacheUse.pages += 1;
    return { value: cached, outcome: 'cached', detail: url };
  }
  const asked = clock.now();
  let queuedMs = 0;
  const fresh = await ctx.limiter.run(
    url,
    async () => {
      queuedMs = clock.now() - asked;
      const waited = ctx.waits.start('page', hostOf(url), clock.now());
      try {
        return await fetcher.fetchPage(url, ctx.signal ? { signal: ctx.signal } : {});
      } finally {
        waited();
      }
    },
    ctx.signal,
  );
  ctx.guard.recordFetch();
  await store.putCachedPage(fresh, clock.now());
  return { value: fresh, detail: url, ...(queuedMs > 0 ? { queuedMs } : {}) };
}
