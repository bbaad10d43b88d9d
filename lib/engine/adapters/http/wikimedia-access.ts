/** Everything a Wikimedia adapter shares with the others: the client's identity headers and the one family budget. */
import type { EngineConfig } from '../../config';
import type { Clock } from '../../ports';
import { identityHeaders, type IdentityHeader } from './client-identity';
import { createRequestBudget, type RequestBudget } from './request-budget';

/**
 * What every adapter of a Wikimedia host (Wikipedia search, Wikidata, the Current events portal, the REST API)
 * must be given: requests through `budget` (in series, under the per-minute limit, paused as a whole by a 429)
 * and `headers` on every request. One per client: the composition root makes it once and hands the same one to
 * each such adapter.
 */
export interface WikimediaAccess {
  budget: RequestBudget;
  headers: Record<string, string>;
}

export function createWikimediaAccess(options: {
  clock: Clock;
  /** `user-agent` in Node (the CLI), `api-user-agent` in a browser (the extension). */
  header: IdentityHeader;
  /** The operator's own contact (URL or e-mail), added to the identity when given. */
  contact?: string;
  config: EngineConfig['search']['wikimedia'];
}): WikimediaAccess {
  return {
    budget: createRequestBudget({ clock: options.clock, ...options.config }),
    headers: identityHeaders(options.header, options.contact),
  };
}

/** The search-adapter options that route an adapter through the family's budget with its identity. */
export function viaWikimedia(access: WikimediaAccess): {
  limiter: RequestBudget;
  headers: Record<string, string>;
} {
  return { limiter: access.budget, headers: access.headers };
}
