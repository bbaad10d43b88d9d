/**
 * Issue 30 item 3, end to end: a keyless check (the CLI's defaults, no key, no model) through the engine against the
 * sandbox, per source kind the keyless providers add. Science: Europe PMC finds the journal pages and the check reads
 * them. News: GDELT locates reports for the most check-worthy claim (one request, its neutral query) and Wikipedia's
 * Current events portal gives the reports its day pages cite; the engine fetches and reads them as evidence. Without
 * those providers the same checks read no such page, so the evidence is theirs.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { settingsFromEnv } from '../../lib/settings/settings-from-env';
import { EVIDENCE, type ArticleName } from '../sandbox/corpus';
import { sandboxNetwork } from '../sandbox/hosts';
import { loadArticle, useSandbox } from './harness';
import { pointedAtSandbox } from './sandbox-settings';

const sandbox = useSandbox();

/** The settings `npm run check` builds from `env`, with the providers' hidden endpoints pointed at the sandbox. */
async function keylessCheck(name: ArticleName, env: Record<string, string> = {}) {
  const s = sandbox();
  const article = await loadArticle(s, name);
  s.reset();
  const { settings } = settingsFromEnv(env);
  const pointed = pointedAtSandbox(settings, s);
  const deps = createEngineDeps(pointed, {
    ...sandboxNetwork(s.port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
  });
  const report = await checkArticle(deps, { article, profile: 'quick' });
  const searches = s.requests().filter((r) => r.kind === 'search');
  return { report, searches };
}

/** The corpus page at a URL (the sandbox's URLs carry its port). */
const pageAt = (url: string) => {
  const { hostname, pathname } = new URL(url);
  return EVIDENCE.find(
    (page) => page.host === hostname && page.path.replace(/\/+$/, '') === pathname.replace(/\/+$/, ''),
  );
};
const kinds = (urls: string[]) => new Set(urls.map((url) => pageAt(url)?.kind ?? 'other'));

describe('a keyless check, CLI defaults, no key and no model', { timeout: 120_000 }, () => {
  it('science: Europe PMC is asked within its limits and its journal pages are read as evidence', async () => {
    const { report, searches } = await keylessCheck('science');
    const epmc = searches.filter((r) => r.provider === 'europepmc');
    expect(epmc.length).toBeGreaterThan(0);
    expect(epmc.every((r) => r.status === 200)).toBe(true);
    expect(searches.filter((r) => r.provider === 'openalex')).toEqual([]);
    expect(report.run.providerFailures).toEqual([]);
    const read = report.evidence.map((e) => e.url);
    expect(kinds(read)).toContain('journal');
    // Without Europe PMC, no journal page is read: the evidence above is its.
    const without = await keylessCheck('science', { CARTOGRAPHER_SEARCH: 'wikipedia' });
    expect(kinds(without.report.evidence.map((e) => e.url))).not.toContain('journal');
  });

  it('news: GDELT locates for the first claim only, Current events gives the reports of the day, and both are read', async () => {
    const { report, searches } = await keylessCheck('news');
    const gdelt = searches.filter((r) => r.provider === 'gdelt');
    // One request: the most check-worthy claim's neutral query (a second would have to wait 5 seconds).
    expect(gdelt).toHaveLength(1);
    expect(gdelt[0]?.status).toBe(200);
    const days = searches.filter((r) => r.provider === 'current-events');
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((r) => r.status === 200 && r.identified === true)).toBe(true);
    expect(searches.filter((r) => r.status !== 200)).toEqual([]);
    expect(report.run.providerFailures).toEqual([]);
    // With only Wikipedia and Europe PMC on, no news report could be found at all; here they are read.
    const newsKinds = ['news', 'official', 'factcheck'];
    expect([...kinds(report.evidence.map((e) => e.url))].some((kind) => newsKinds.includes(kind))).toBe(true);
    const without = await keylessCheck('news', { CARTOGRAPHER_SEARCH: 'wikipedia,europepmc' });
    expect(
      [...kinds(without.report.evidence.map((e) => e.url))].some((kind) => newsKinds.includes(kind)),
    ).toBe(false);
  });
});
