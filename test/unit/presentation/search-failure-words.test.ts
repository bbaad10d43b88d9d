/** "No connection" only when this machine has no network: a provider that is down is named, never blamed on the user. */
import { describe, expect, it } from 'vitest';
import type { RequestFailure } from '../../../lib/engine/schemas';
import { SEARCH_PROVIDERS } from '../../../lib/settings/provider-registry';
import {
  searchFailures,
  searchFailureWords,
  type SearchFailure,
} from '../../../lib/presentation/search-failure-words';

/** The panel's lookup: the registry's labels. */
const names = (id: string) => SEARCH_PROVIDERS.find((p) => p.id === id)?.label ?? id;
const typed = (...facts: RequestFailure[]): SearchFailure => ({ facts, text: 'recorded text' });

describe('failed searches in words, from typed facts', () => {
  it('says "no connection" once when no provider name could be looked up', () => {
    const offline = typed({ provider: 'wikipedia', kind: 'dns' }, { provider: 'openalex', kind: 'dns' });
    const said = searchFailures([offline, offline, offline], names);
    expect(said.summary).toMatch(/^No connection: 3 searches could not reach the search providers/);
    expect(said.perQuery).toBe('not run (no connection)');
  });

  it('names a provider that refuses connections, times out or cannot be reached instead of blaming the connection', () => {
    const refused = typed({ provider: 'searxng', kind: 'refused' });
    const slow = typed({ provider: 'openalex', kind: 'timeout' });
    const unreachable = typed({ provider: 'wikipedia', kind: 'unreachable' });
    expect(searchFailureWords(refused, names)).toBe('SearXNG refused the connection');
    expect(searchFailureWords(slow, names)).toBe('OpenAlex did not answer in time');
    expect(searchFailures([refused, refused], names).summary).toBe(
      'All 2 failed searches failed for one reason: SearXNG refused the connection',
    );
    expect(searchFailures([refused, slow], names).summary).toBeNull();
    // "Failed to fetch" in a browser says nothing of why: not "no connection".
    expect(searchFailures([unreachable, unreachable], names).summary).not.toMatch(/No connection/);
    // One provider's name not resolving while another refuses is not "no connection" either.
    const mixed = typed({ provider: 'wikipedia', kind: 'dns' }, { provider: 'searxng', kind: 'refused' });
    expect(searchFailures([mixed], names).summary).toBeNull();
    expect(searchFailureWords(mixed, names)).toBe(
      'Wikipedia could not be found (its name did not resolve); SearXNG refused the connection',
    );
  });

  it('words an HTTP status, a malformed answer and a rejected key from their facts', () => {
    expect(searchFailureWords(typed({ provider: 'brave', kind: 'http', status: 503 }), names)).toBe(
      'Brave Search answered with an error (HTTP 503)',
    );
    expect(searchFailureWords(typed({ provider: 'tavily', kind: 'malformed' }), names)).toBe(
      'Tavily answered with something that is not search results',
    );
    expect(searchFailureWords(typed({ provider: 'tavily', kind: 'bad-key', status: 401 }), names)).toBe(
      'Tavily rejected the API key',
    );
  });

  it('shows an entry saved before facts existed as it was written, and never reads "no connection" into its text', () => {
    const legacy: SearchFailure = {
      facts: null,
      text: 'wikipedia: TypeError: fetch failed (getaddrinfo ENOTFOUND en.wikipedia.org)',
    };
    expect(searchFailureWords(legacy, names)).toBe(legacy.text);
    expect(searchFailures([legacy, legacy], names).summary).toBe(
      `All 2 failed searches failed for one reason: ${legacy.text}`,
    );
    expect(searchFailures([legacy], names).summary).toBeNull();
  });
});
