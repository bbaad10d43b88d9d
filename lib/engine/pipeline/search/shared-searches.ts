/**
 * Searches shared across a run's claims (issue 23 item 2): a query with the same words, language and providers as one
 * another claim already sent in this run is not sent again — it reuses that search's results (and counts no search).
 */
import { queryKey } from './counter-queries';
import type { SearchAllOutcome } from '../context/engine-deps';
import type { RunContext } from '../context/run-context';
import type { SearchQueueMeter } from './search-queue';

/** A search of the run: its outcome, and its queue meter (a claim reusing it reads its queue wait from it). */
interface SharedSearch {
  outcome: Promise<SearchAllOutcome>;
  meter: SearchQueueMeter;
}

const runs = new WeakMap<RunContext, Map<string, SharedSearch>>();

function sharedOf(ctx: RunContext): Map<string, SharedSearch> {
  let map = runs.get(ctx);
  if (!map) runs.set(ctx, (map = new Map()));
  return map;
}

/** The key two claims' queries share: the words in any order and case, the language and the providers asked. */
export function sharedKey(text: string, lang: string, providers: readonly string[]): string {
  return `${lang}\u0000${queryKey(text)}\u0000${[...providers].sort().join(',')}`;
}

/** The search of this key another claim of the run already started, if any. */
export function sharedSearch(ctx: RunContext, key: string): SharedSearch | undefined {
  return sharedOf(ctx).get(key);
}

/**
 * Starts `search` as the run's search of `key` (set synchronously, so a claim asking a moment later reuses it). A
 * search that rejects (a cancel) is forgotten, so nothing reuses a search that never answered.
 */
export function startShared(
  ctx: RunContext,
  key: string,
  meter: SearchQueueMeter,
  search: () => Promise<SearchAllOutcome>,
): Promise<SearchAllOutcome> {
  const map = sharedOf(ctx);
  const shared = { outcome: search(), meter };
  map.set(key, shared);
  shared.outcome.catch(() => {
    if (map.get(key) === shared) map.delete(key);
  });
  return shared.outcome;
}
