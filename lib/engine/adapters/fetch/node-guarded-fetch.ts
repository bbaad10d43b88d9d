/**
 * Node-only fetch for pages: every connection's own DNS answer is checked as it connects, so a name cannot answer
 * public to the guard and private to the connection (DNS rebinding). Never import it from extension code.
 */
import { lookup as dnsLookup } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import type { FetchFn } from '../http/request-json';
import { classifyAddress, parseAllowedOrigins, refusalMessage } from './public-address';

/** The `code` a refused connection carries; `downloadPage` turns it into `fetch/refused`. */
export const PRIVATE_ADDRESS_CODE = 'ECARTOGRAPHER_PRIVATE_ADDRESS';

class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
}

/** A lookup that answers like `base` but fails for a name with any non-public address (unless exempt). */
export function checkingLookup(base: LookupFunction, exemptHosts: ReadonlySet<string>): LookupFunction {
  return (hostname, options, callback) => {
    base(hostname, { ...options, all: true }, (error, answer) => {
      const addresses = typeof answer === 'string' ? [{ address: answer, family: 4 }] : (answer ?? []);
      if (error || addresses.length === 0) {
        callback(error ?? new Error(`No address for ${hostname}`), '');
        return;
      }
      if (!exemptHosts.has(hostname.toLowerCase())) {
        for (const { address } of addresses) {
          const reason = classifyAddress(address);
          if (reason) {
            callback(new PrivateAddressError(refusalMessage(`${hostname} (${address})`, reason)), '');
            return;
          }
        }
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * A fetch whose connections refuse private addresses at connect time. Hosts of `allowOrigins` are exempt (the URL
 * check has already matched their exact origin). `lookup` is injectable for tests (default `dns.lookup`).
 */
export function createGuardedNodeFetch(
  options: { allowOrigins?: readonly string[]; lookup?: LookupFunction } = {},
): FetchFn {
  const exempt = new Set(
    [...parseAllowedOrigins(options.allowOrigins)].map((origin) => new URL(origin).hostname),
  );
  const dispatcher = new Agent({
    connect: { lookup: checkingLookup(options.lookup ?? (dnsLookup as LookupFunction), exempt) },
  });
  const guarded = (input: unknown, init?: Record<string, unknown>) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...(init ?? {}), dispatcher } as Parameters<typeof undiciFetch>[1],
    );
  return guarded as unknown as FetchFn;
}
