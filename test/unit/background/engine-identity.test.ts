/** The extension's engine identifies itself to Wikimedia with Api-User-Agent (a browser forbids setting User-Agent). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineFromSettings } from '../../../lib/background/engine-from-settings';
import { InMemoryResearchStore } from '../../../lib/engine/adapters/memory/research-store';
import { defaultSettings } from '../../../lib/settings/settings-schema';

afterEach(() => vi.unstubAllGlobals());

describe("the background's engine", () => {
  it('sends Api-User-Agent on every Wikimedia request, and every check of the background shares one budget', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    let active = 0;
    let most = 0;
    // The network edge: the browser's fetch, answering as MediaWiki does after a moment.
    // Only Wikimedia's requests are counted: the other keyless providers (Europe PMC, GDELT) are other services.
    const wikimedia = (url: string) =>
      /(^|\.)(wikipedia|wikimedia|wikidata)\.org$/.test(new URL(url).hostname);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const counted = wikimedia(String(input));
      if (counted) seen.push({ url: String(input), headers: new Headers(init?.headers) });
      if (counted) most = Math.max(most, ++active);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (counted) active -= 1;
      return Response.json({
        batchcomplete: '',
        query: { search: [{ ns: 0, title: 'Measles', snippet: 'Measles' }] },
      });
    });
    const first = engineFromSettings(defaultSettings(), new InMemoryResearchStore());
    const second = engineFromSettings(defaultSettings(), new InMemoryResearchStore());
    // Two checks at once (two tabs): their Wikimedia requests still go one at a time.
    await Promise.all([
      first.search.search({ text: 'measles', lang: 'en', limit: 3 }),
      second.search.search({ text: 'rougeole', lang: 'fr', limit: 3 }),
    ]);
    expect(most).toBe(1);
    expect(seen.map((s) => new URL(s.url).host)).toEqual(['en.wikipedia.org', 'fr.wikipedia.org']);
    for (const { headers } of seen) {
      expect(headers.get('api-user-agent')).toMatch(/^Cartographer\/[\d.]+ \(https:\/\/github\.com\//);
      expect(headers.get('user-agent')).toBeNull();
    }
  });
});
