/** Name resolution for the sandbox: every hostname goes to 127.0.0.1 (Node via undici, Chromium via a flag). */
import type { LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { ARTICLES } from './corpus/index';
import { allEvidence } from './extra-evidence';

/** Value for Chromium's `--host-resolver-rules`: every name resolves to 127.0.0.1 (the URL's port is kept). */
export const CHROMIUM_HOST_RULES = 'MAP * 127.0.0.1, EXCLUDE localhost';

const lookupLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/**
 * A `fetch` whose connections all go to 127.0.0.1, so `http://www.cdc.gov:<port>/…` reaches the sandbox on
 * `port` with its real Host header. `port` documents which sandbox the caller means; URLs keep their own port.
 */
export function sandboxFetch(port: number): typeof globalThis.fetch {
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`sandboxFetch needs the sandbox's port, got ${port}.`);
  const dispatcher = new Agent({ connect: { lookup: lookupLoopback } });
  const fetchThroughSandbox = (input: unknown, init?: Record<string, unknown>) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...(init ?? {}), dispatcher } as Parameters<typeof undiciFetch>[1],
    );
  return fetchThroughSandbox as unknown as typeof globalThis.fetch;
}

/**
 * The explicit allow list the tests hand the engine: the sandbox's own origin and every page host it serves, each
 * at the sandbox's port (the pages a test added included, as they stand when the engine is built). Exact origins only — `evil.example`, the sandbox at another port or any other private
 * address stays refused, so an injected URL still cannot make the engine fetch it.
 */
export function sandboxAllowedOrigins(port: number): string[] {
  const hosts = new Set([
    ...allEvidence().map((page) => page.host),
    ...ARTICLES.map((a) => new URL(a.url).hostname),
  ]);
  return [`http://127.0.0.1:${port}`, ...[...hosts].map((host) => `http://${host}:${port}`)];
}

/** Name resolution as the sandbox world has it (every name is 127.0.0.1), for the guard's Node address check. */
export async function sandboxResolveHost(): Promise<string[]> {
  return ['127.0.0.1'];
}

/** Everything the engine needs to reach the sandbox as Node reaches the web: fetch, resolver and allow list. */
export function sandboxNetwork(port: number) {
  return {
    fetch: sandboxFetch(port),
    resolveHost: sandboxResolveHost,
    allowOrigins: sandboxAllowedOrigins(port),
  };
}
