/** "No connection" only when this machine has no network: a provider that is down is named, never blamed on the user. */
import { describe, expect, it } from 'vitest';
import { isConnectionFailure, searchFailures } from '../../../lib/presentation/search-failure-words';

describe('failed searches in words', () => {
  it('says "no connection" once when names cannot be resolved (offline)', () => {
    const offline = 'wikipedia: TypeError: fetch failed (getaddrinfo ENOTFOUND en.wikipedia.org)';
    expect(isConnectionFailure(offline)).toBe(true);
    const said = searchFailures([offline, offline, offline]);
    expect(said.summary).toMatch(/^No connection: 3 searches could not reach the search providers/);
    expect(said.perQuery).toBe('not run (no connection)');
  });

  it('names a provider that refuses connections or times out instead of blaming the connection', () => {
    const refused = 'SearXNG: SearXNG could not be reached (connection refused).';
    const slow = 'OpenAlex: OpenAlex did not answer within 10 s.';
    expect(isConnectionFailure(refused)).toBe(false);
    expect(isConnectionFailure(slow)).toBe(false);
    expect(searchFailures([refused, refused]).summary).toBe(
      `All 2 failed searches failed for one reason: ${refused}`,
    );
    expect(searchFailures([refused, slow]).summary).toBeNull();
  });
});
