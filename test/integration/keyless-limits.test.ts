/**
 * Issue 30 item 1: a whole check with the CLI's default settings and no key stays inside every keyless provider's
 * documented limit, as the sandbox enforces them (`test/sandbox/limits.ts`): no 429 anywhere, every Wikimedia request
 * identified and in series, no OpenAlex request without a key. A keyed OpenAlex check works; a keyless one that spends
 * OpenAlex's allowance says "OpenAlex needs a free key" and stops asking.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import type { Profile } from '../../lib/engine/schemas';
import { renderMarkdownReport } from '../../lib/report/markdown-report';
import { settingsFromEnv } from '../../lib/settings/settings-from-env';
import { sandboxNetwork } from '../sandbox/hosts';
import type { SandboxRequest } from '../sandbox/server';
import { loadArticle, useSandbox } from './harness';
import { pointedAtSandbox } from './sandbox-settings';

const sandbox = useSandbox();

/**
 * The settings `npm run check` builds from `env` (nothing else), with only the hidden endpoint overrides pointed at
 * the sandbox: Wikipedia on its real host names (`{lang}.wikipedia.org`, host-routed), every other provider at its
 * sandbox endpoint, so a request to a provider that should stay silent would show in the log.
 */
function cliDeps(env: Record<string, string>) {
  const s = sandbox();
  const { settings, allowNoSearch } = settingsFromEnv(env);
  const pointed = pointedAtSandbox(settings, s);
  // As scripts/check.ts builds it: no identity option, so the Node default (a descriptive User-Agent).
  return createEngineDeps(pointed, {
    ...sandboxNetwork(s.port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    allowNoSearch,
  });
}

async function check(env: Record<string, string>, profile: Profile = 'quick') {
  const deps = cliDeps(env);
  const report = await checkArticle(deps, { article: await loadArticle(sandbox(), 'long'), profile });
  const searches = sandbox()
    .requests()
    .filter((r) => r.kind === 'search');
  return { deps, report, searches };
}

const wikimedia = (searches: SandboxRequest[]) => searches.filter((r) => r.provider === 'wikipedia');

describe('a keyless check of the long article, with the CLI defaults', { timeout: 120_000 }, () => {
  it('earns no 429: Wikimedia requests identified and in series, nothing sent to OpenAlex or Fact Check Tools', async () => {
    const { report, searches } = await check({}, 'deep');
    const wiki = wikimedia(searches);
    // Not vacuous: the check searched Wikipedia (several language wikis' hosts) and used what it found.
    expect(wiki.length).toBeGreaterThan(10);
    expect(report.evidence.some((e) => /wikipedia\.org/.test(e.url))).toBe(true);
    expect(searches.filter((r) => r.status === 429)).toEqual([]);
    expect(searches.every((r) => r.status === 200)).toBe(true);
    for (const request of wiki) {
      expect(request.identified).toBe(true);
      expect(request.client).toMatch(/^Cartographer\/\S+ \(https:\/\/github\.com\//);
      expect(request.inFlight).toBe(1);
      expect(request.host).toMatch(/^[a-z-]+\.wikipedia\.org$/);
    }
    // Inside the engine's own budget in every minute (150), itself under the identified limit (200).
    for (const request of wiki) {
      const within = wiki.filter((r) => r.at >= request.at && r.at < request.at + 60_000).length;
      expect(within).toBeLessThanOrEqual(ENGINE_CONFIG.search.wikimedia.requestsPerMinute);
    }
    expect(searches.filter((r) => r.provider === 'openalex')).toEqual([]);
    expect(searches.filter((r) => r.provider === 'factcheck')).toEqual([]);
    expect(report.run.providerFailures).toEqual([]);
  });

  it('with OPENALEX_API_KEY: OpenAlex is on, every request carries the key, and it answers', async () => {
    const { report, searches } = await check({ OPENALEX_API_KEY: 'oa-free-key' });
    const openalex = searches.filter((r) => r.provider === 'openalex');
    expect(openalex.length).toBeGreaterThan(0);
    expect(openalex.every((r) => r.keyed === true && r.status === 200)).toBe(true);
    expect(searches.filter((r) => r.status === 429)).toEqual([]);
    expect(report.run.providerFailures).toEqual([]);
    // Its journal pages are read as evidence (Wikipedia, the only other provider on, finds only its own articles).
    expect(report.evidence.some((e) => !/wikipedia\.org/.test(e.url))).toBe(true);
  });

  it('OpenAlex switched on without a key: after its keyless allowance the user reads "OpenAlex needs a free key", and it is asked no more', async () => {
    const { deps, report, searches } = await check({ CARTOGRAPHER_SEARCH: 'wikipedia,openalex' }, 'deep');
    const openalex = searches.filter((r) => r.provider === 'openalex');
    // The 10 keyless searches the sandbox allows (OpenAlex: $0.01 a day); then only the requests already on their way
    // when the first 429 came back (at most its slots) met one: every later search was refused unsent.
    expect(openalex.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = openalex.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.length).toBeLessThanOrEqual(ENGINE_CONFIG.search.providers.openalex.concurrency);
    expect(openalex.every((r) => r.keyed === false)).toBe(true);
    // Wikimedia was never refused.
    expect(wikimedia(searches).every((r) => r.status === 200)).toBe(true);
    const failure = report.run.providerFailures.find((f) => f.provider === 'openalex');
    expect(failure?.reason).toMatch(/^OpenAlex needs a free key/);
    expect(failure?.reason).toContain('https://openalex.org/settings/api');
    expect(failure?.kind).toBe('needs-key');
    const markdown = renderMarkdownReport(report, deps.config);
    expect(markdown).toMatch(/OpenAlex needs a free key/);
    expect(markdown).not.toMatch(/OpenAlex[^.\n]*no results/i);
  });
});
