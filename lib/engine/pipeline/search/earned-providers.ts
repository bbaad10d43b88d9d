/**
 * Which search providers a claim's follow-up queries go to (issue 23): of the providers its route names, only those
 * that earned it — on the claim's earlier hops they returned a result about the claim (title and snippet carrying
 * `search.onClaimOverlap` of its terms) or a page the check read and did not find irrelevant. A provider that found
 * nothing about the claim is not asked again for it; when no provider of the route earned it, the whole route is asked.
 */
import type { EngineConfig } from '../../config';
import { urlIdentity } from '../../domain/url';
import type { Evidence, FollowupRoute, Query, SearchResult } from '../../schemas';
import { isAboutClaim } from './followup-filter';
import { queryPurpose, suitedProviders } from './query-routing';

/** What the providers returned for a claim: `earned` a result about it, `offClaim` answered, nothing about it. */
type ProviderRecord = NonNullable<Query['providers']>;

/** One query's hits as the record reads them: its results (each with every provider that found it) and who answered. */
interface HopHits {
  results: readonly (SearchResult & { providers?: readonly string[] })[];
  answered: readonly string[];
}

/**
 * What the providers returned for the claim in `hits`, with the evidence the hop's pages gave: a page the check read
 * counts unless its reading was `irrelevant` (set aside as not about the claim).
 */
export function providerRecord(
  claim: { text: string },
  lang: string,
  hits: readonly HopHits[],
  read: readonly Evidence[],
  minOverlap: number,
): ProviderRecord {
  const relevantPages = new Set(read.filter((e) => e.stance !== 'irrelevant').map((e) => urlIdentity(e.url)));
  const earned = new Set<string>();
  const answered = new Set<string>();
  for (const hit of hits) {
    for (const provider of hit.answered) answered.add(provider);
    for (const result of hit.results) {
      const about =
        relevantPages.has(urlIdentity(result.url)) ||
        isAboutClaim(claim.text, `${result.title}\n${result.snippet}`, lang, minOverlap);
      if (!about) continue;
      for (const provider of result.providers ?? [result.provider]) earned.add(provider);
    }
  }
  return {
    earned: [...earned].sort(),
    offClaim: [...answered].filter((p) => !earned.has(p)).sort(),
  };
}

/**
 * What the providers returned for a claim on its hops up to `hop`: the records of its queries, added up. Undefined
 * when a query that ran has none (weighed before records existed): not known, so no provider is left out.
 */
export function claimRecord(
  queries: readonly Pick<Query, 'claimId' | 'hop' | 'executed' | 'providers'>[],
  claimId: string,
  hop: number,
): ProviderRecord | undefined {
  const mine = queries.filter((q) => q.claimId === claimId && q.hop <= hop && q.executed);
  if (mine.length === 0 || mine.some((q) => !q.providers)) return undefined;
  const earned = new Set(mine.flatMap((q) => q.providers?.earned ?? []));
  const answered = new Set(
    mine.flatMap((q) => [...(q.providers?.earned ?? []), ...(q.providers?.offClaim ?? [])]),
  );
  return { earned: [...earned].sort(), offClaim: [...answered].filter((p) => !earned.has(p)).sort() };
}

/**
 * The providers suited to a query, those it is sent to (`prefer` for the multi-search) and, for a follow-up hop's query, the route it took
 * as a trace fact. `recordOf(hop)` is what the providers returned for the claim up to that hop (`claimRecord`);
 * an earned provider the run stopped calling (`stopped`, its circuit breaker) earns nothing.
 * Suited providers that never answered the claim's earlier searches (off, or failing) are not asked while one that
 * earned it is; the multi-search still asks every other provider when all of those asked fail.
 */
export function queryRoute(
  query: Pick<Query, 'text' | 'intent' | 'hop'>,
  config: EngineConfig,
  recordOf: (hop: number) => ProviderRecord | undefined,
  stopped: ReadonlySet<string> = new Set(),
): { suited: string[]; prefer: string[]; route?: FollowupRoute } {
  const suited = suitedProviders(query, config);
  if (query.hop === 0 || queryPurpose(query) !== 'follow-up') return { suited, prefer: suited };
  const record = recordOf(query.hop - 1);
  if (!record) return { suited, prefer: suited, route: { kind: 'unrecorded', to: suited } };
  const earned = suited.filter((p) => record.earned.includes(p) && !stopped.has(p));
  if (earned.length === 0) return { suited, prefer: suited, route: { kind: 'none-earned', to: suited } };
  const skipped = suited
    .filter((p) => record.offClaim.includes(p))
    .map((provider) => ({ provider, why: 'nothing-on-claim' as const }));
  return { suited, prefer: earned, route: { kind: 'earned', to: earned, skipped } };
}
