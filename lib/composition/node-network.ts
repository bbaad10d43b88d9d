/** The CLI's network in Node: evidence and the named article fetched only from public addresses (checked by DNS). */
import { type ResolveHost } from '../engine/adapters/fetch/download-page';
import { createGuardedNodeFetch } from '../engine/adapters/fetch/node-guarded-fetch';
import { resolveHostWithDns } from '../engine/adapters/fetch/node-resolve-host';
import { parseAllowedOrigins } from '../engine/adapters/fetch/public-address';

export interface NodeNetwork {
  /** Exact origins that may be fetched although private (`CARTOGRAPHER_ALLOW_ORIGINS`). */
  allowOrigins: string[];
  /** Evidence: only public addresses and the allowed origins, checked by name, by DNS and at connect time. */
  pageFetch: typeof globalThis.fetch;
  resolveHost: ResolveHost;
  /** The article the user named is their choice: its own origin is allowed, redirects elsewhere are checked. */
  articleFetch(target: string): typeof globalThis.fetch;
}

/** Builds the guarded Node network; throws a message naming the bad entry when the allow list is malformed. */
export function createNodeNetwork(allowOriginsList: string | undefined): NodeNetwork {
  const allowOrigins = [...parseAllowedOrigins(allowOriginsList)];
  return {
    allowOrigins,
    pageFetch: createGuardedNodeFetch({ allowOrigins }),
    resolveHost: resolveHostWithDns,
    articleFetch(target) {
      const own = URL.canParse(target) ? [new URL(target).origin] : [];
      return createGuardedNodeFetch({ allowOrigins: [...allowOrigins, ...own] });
    },
  };
}
