/**
 * Node-only fetch for pages: every connection's own DNS answer is checked as it connects, so a name cannot answer
 * public to the guard and private to the connection (DNS rebinding). Never import it from extension code.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, Pool, fetch as undiciFetch } from 'undici';
import type { FetchFn } from '../http/fetch-fn';
import { classifyAddress, parseAllowedOrigins, refusalMessage } from './public-address';

/** The `code` a refused connection carries; `downloadPage` turns it into `fetch/refused`. */
const PRIVATE_ADDRESS_CODE = 'ECARTOGRAPHER_PRIVATE_ADDRESS';

class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
}

/** A lookup that answers like `base` but fails for a name with any non-public address. */
function checkingLookup(base: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, answer) => {
      const addresses = typeof answer === 'string' ? [{ address: answer, family: 4 }] : (answer ?? []);
      if (error || addresses.length === 0) {
        callback(error ?? new Error(`No address for ${hostname}`), '');
        return;
      }
      for (const { address } of addresses) {
        const reason = classifyAddress(address);
        if (reason) {
          callback(new PrivateAddressError(refusalMessage(`${hostname} (${address})`, reason)), '');
          return;
        }
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** The canonical origin (`scheme://host[:port]`) of a dispatcher key, or '' when it is not a URL. */
function canonicalOrigin(origin: string | URL): string {
  try {
    return new URL(String(origin)).origin;
  } catch {
    return '';
  }
}

/**
 * A fetch whose connections refuse private addresses at connect time. Only the exact origins of `allowOrigins`
 * (scheme, host and port) connect unchecked: every other origin, other ports and schemes of an allowed host
 * included, gets the check. The choice is made per connection pool, so it holds for each redirect hop too.
 * `lookup` is injectable for tests (default `dns.lookup`).
 */
export function createGuardedNodeFetch(
  options: { allowOrigins?: readonly string[]; lookup?: LookupFunction } = {},
): FetchFn {
  const allowed = parseAllowedOrigins(options.allowOrigins);
  const base = options.lookup ?? (dnsLookup as LookupFunction);
  const checked = checkingLookup(base);
  const dispatcher = new Agent({
    factory: (origin, agentOptions) => {
      const lookup = allowed.has(canonicalOrigin(origin)) ? base : checked;
      const poolOptions = agentOptions as Pool.Options;
      const connect = typeof poolOptions.connect === 'object' ? poolOptions.connect : {};
      return new Pool(origin, { ...poolOptions, connect: { ...connect, lookup } });
    },
  });
  const guarded = (input: unknown, init?: Record<string, unknown>) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...(init ?? {}), dispatcher } as Parameters<typeof undiciFetch>[1],
    );
  return guarded as unknown as FetchFn;
}
