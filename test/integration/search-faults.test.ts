/** Faults end honestly: every search provider failing, a provider failing repeatedly, going offline midway, budgets. */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { createMultiSearch } from '../../lib/engine/adapters/search/multi-search';
import { createOpenAlexSearch } from '../../lib/engine/adapters/search/openalex';
import { createSearxngSearch } from '../../lib/engine/adapters/search/searxng';
import { createWikipediaSearch } from '../../lib/engine/adapters/search/wikipedia';
import { createWikimediaAccess } from '../../lib/engine/adapters/http/wikimedia-access';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { claimSubject } from '../../lib/engine/pipeline/search/subject-lookup';
import type { EngineDeps, RunProgress } from '../../lib/engine/pipeline';
import type { ReportInput } from '../../lib/report/report-input';
import { mergeSettings, type SettingsPatch } from '../../lib/settings/settings-schema';
import { sandboxFetch, sandboxNetwork } from '../sandbox/hosts';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();

const PROVIDERS = ['wikipedia', 'openalex', 'factcheck', 'searxng'];

/** Every search provider of the sandbox settings behind a fault route (`down` 503, `error` 500), or unreachable. */
function brokenSearch(mode: 'down' | 'error' | 'offline'): SettingsPatch['search'] {
  const base = mode === 'offline' ? 'http://127.0.0.1:1' : `${sandbox().origin}/${mode}`;
  return {
    wikipedia: { baseUrl: `${base}/wikipedia/{lang}/w/api.php` },
    openalex: { baseUrl: `${base}/openalex` },
    searxng: { url: `${base}/searxng` },
    factcheck: { key: 'sandbox-key', baseUrl: `${base}/factcheck` },
  };
}

function depsWith(
  search: SettingsPatch['search'],
  options: { fetch?: typeof fetch; onProgress?: (e: RunProgress) => void } = {},
): EngineDeps {
  // The keyless providers added in issue 30 off: these tests pin the failures of the sandbox's original providers.
  const original = mergeSettings(sandboxEngineSettings(sandbox(), 'annotated'), {
    search: {
      europepmc: { enabled: false },
      gdelt: { enabled: false },
      'current-events': { enabled: false },
    },
  });
  return createEngineDeps(mergeSettings(original, { search }), {
    ...sandboxNetwork(sandbox().port),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

/** What every "no search provider answered" run must show, whatever the fault. */
async function expectNoEvidence(deps: EngineDeps, report: ReportInput, providers: string[]): Promise<void> {
  const { run } = report;
  expect(run.status).toBe('no-evidence');
  expect(run.providerFailures.map((f) => f.provider).sort()).toEqual([...providers].sort());
  for (const failure of run.providerFailures) {
    expect(failure.reason.length).toBeGreaterThan(10);
    expect(failure.failures).toBeGreaterThanOrEqual(1);
  }
  const notices = run.notices.join('\n');
  expect(notices).toMatch(/No evidence could be gathered: every search failed/);
  expect(notices).toMatch(/Check the internet connection and the search providers in Settings/);
  for (const provider of providers) expect(notices).toContain(provider);
  expect(notices).not.toMatch(/still used/);
  // One notice says it all (no per-provider repeats).
  expect(run.notices.filter((n) => /search/i.test(n))).toHaveLength(1);
  // No hop after every search failed: no follow-up query planned or sent, no sufficiency question asked.
  expect(run.hop).toBe(0);
  expect(report.queries.every((q) => q.hop === 0)).toBe(true);
  expect(
    sandbox()
      .requests()
      .filter((r) => r.schemaName === 'judge_sufficiency'),
  ).toEqual([]);
  // Nothing found is lost: the claims, a verdict for each, and the article's result are kept.
  expect(report.claims.length).toBeGreaterThan(0);
  expect(report.verdicts).toHaveLength(report.claims.length);
  for (const v of report.verdicts) expect(['unverified', 'not_checkable']).toContain(v.label);
  expect(run.result).not.toBeNull();
  const stored = await deps.store.getRun(run.id);
  expect(stored?.status).toBe('no-evidence');
}

describe('every search provider failing', () => {
  it.each(['down', 'error', 'offline'] as const)(
    'ends no-evidence, naming each provider and its reason, with no further hop (%s)',
    async (mode) => {
      const deps = depsWith(brokenSearch(mode));
      const report = await checkArticle(deps, {
        article: await loadArticle(sandbox(), 'health'),
        profile: 'deep',
      });
      await expectNoEvidence(deps, report, PROVIDERS);
      // The circuit breaker stopped each provider after repeated failures, and the trace says so.
      expect(report.run.providerFailures.every((f) => f.stopped)).toBe(true);
      const trace = await deps.store.listTrace(report.run.id);
      const stops = trace.filter((t) => t.purpose === 'search provider stopped');
      expect(stops.map((t) => t.detail.split(' ')[0]).sort()).toEqual([...PROVIDERS].sort());
    },
  );

  it('ends no-evidence when every provider times out', async () => {
    const fetch = sandboxFetch(sandbox().port);
    const common = { fetch, clock: systemClock, timeoutMs: 150, maxRetries: 0 };
    const deps = makeDeps(sandbox(), 'annotated');
    deps.search = createMultiSearch({
      providers: [
        createWikipediaSearch({
          ...common,
          wikimedia: createWikimediaAccess({
            clock: systemClock,
            header: 'user-agent',
            config: ENGINE_CONFIG.search.wikimedia,
          }),
          baseUrl: `${sandbox().origin}/hang/wikipedia/{lang}/w/api.php`,
        }),
        createOpenAlexSearch({ ...common, baseUrl: `${sandbox().origin}/hang/openalex` }),
        createSearxngSearch({ ...common, baseUrl: `${sandbox().origin}/hang/searxng` }),
      ],
      clock: systemClock,
      ttlMs: 0,
    });
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'news'),
      profile: 'quick',
    });
    await expectNoEvidence(deps, report, ['wikipedia', 'openalex', 'searxng']);
    for (const f of report.run.providerFailures) expect(f.reason).toMatch(/did not answer within/);
  });
});

describe('per-run circuit breaker', () => {
  it('stops calling a provider that keeps failing; the others carry the run to the end', async () => {
    const search = { searxng: { url: `${sandbox().origin}/down/searxng` } };
    const deps = depsWith(search);
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'deep',
    });
    expect(report.run.status).toBe('done');
    expect(report.evidence.length).toBeGreaterThan(0);
    expect(report.run.providerFailures).toEqual([
      expect.objectContaining({
        provider: 'searxng',
        stopped: true,
        reason: expect.stringMatching(/HTTP 503/),
      }),
    ]);
    expect(report.run.notices.join('\n')).toMatch(
      /Some searches failed: searxng failed \d+ times and was not used again after 3 failures in a row \(SearXNG is not working right now \(HTTP 503\)/,
    );
    const trace = await deps.store.listTrace(report.run.id);
    const stop = trace.find((t) => t.purpose === 'search provider stopped');
    expect(stop?.detail).toMatch(/^searxng failed 3 searches in a row/);
    // After the breaker tripped no search reached searxng, though the run kept searching elsewhere.
    const searches = sandbox()
      .requests()
      .filter((r) => r.kind === 'search');
    const stoppedAt = searches.filter((r) => r.provider === 'searxng').length;
    const executed = report.queries.filter((q) => q.executed).length;
    expect(stoppedAt).toBeLessThan(executed * 2);
    const later = report.queries.filter((q) => q.hop > 0 && q.executed).map((q) => q.text);
    expect(later.length).toBeGreaterThan(0);
    for (const text of later)
      expect(searches.filter((r) => r.provider === 'searxng' && r.query === text)).toEqual([]);
  });

  it('going offline midway keeps everything found before, and stops planning hops', async () => {
    const online = sandboxFetch(sandbox().port);
    let offline = false;
    const fetch = ((input: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const isSearch = url.startsWith(sandbox().origin) && !url.includes('/v1/');
      if (offline && isSearch) return Promise.reject(new TypeError('fetch failed'));
      return online(input, init);
    }) as typeof globalThis.fetch;
    let evidenceBefore = 0;
    // SearXNG is down from the start (so claims need more hops); then the whole network goes.
    const search = { searxng: { url: `${sandbox().origin}/down/searxng` } };
    const deps = depsWith(search, {
      fetch,
      onProgress: (e) => {
        // The first verdict built on evidence: the network goes down right after.
        if (e.stage === 'judge' && e.counts.evidence > 0 && !offline) {
          offline = true;
          evidenceBefore = e.counts.evidence;
        }
      },
    });
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'deep',
    });
    // Evidence was gathered before the network went: the run is not "no evidence", and none of it is lost.
    expect(report.run.status).toBe('done');
    expect(evidenceBefore).toBeGreaterThan(0);
    expect(report.evidence.length).toBeGreaterThanOrEqual(evidenceBefore);
    expect(report.verdicts).toHaveLength(report.claims.length);
    expect(report.run.providerFailures.length).toBeGreaterThan(0);
    expect(report.run.providerFailures.every((f) => f.stopped)).toBe(true);
    expect(report.run.notices.join('\n')).toMatch(/Some searches failed: .*wikipedia failed \d+ times/);
    // Hops whose searches all failed were not followed by another hop.
    const trace = await deps.store.listTrace(report.run.id);
    const failedHops = trace.filter(
      (t) => t.checkpoint?.type === 'hop' && /every search for this claim failed/.test(t.checkpoint.reason),
    );
    console.log(
      JSON.stringify(trace.filter((t) => t.checkpoint?.type === 'hop').map((t) => t.checkpoint)),
      JSON.stringify(report.run.providerFailures),
      report.queries.map((q) => `${q.hop} ${q.executed}`).join(','),
    );
    expect(failedHops.length).toBeGreaterThan(0);
    for (const entry of failedHops) {
      const cp = entry.checkpoint!;
      if (cp.type !== 'hop') continue;
      expect(cp.decision).toBe('STOP');
      expect(report.queries.filter((q) => q.claimId === cp.claimId && q.hop > cp.hop)).toEqual([]);
    }
  });
});

describe('budgets are never exceeded', () => {
  /** A deep check of the health article with the sandbox model, under `budget`. */
  const deepHealthCheck = async (budget: Parameters<typeof checkArticle>[1]['budget']) =>
    checkArticle(depsWith({}), {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'deep',
      budget,
    });

  it('concurrent claims never pass the model-call budget; the run says which budget stopped it', async () => {
    const report = await deepHealthCheck({ maxModelCalls: 6 });
    const calls = sandbox()
      .requests()
      .filter((r) => r.kind === 'model' && r.schemaName);
    expect(calls.length).toBeLessThanOrEqual(6);
    expect(report.run.usage.modelCalls).toBeLessThanOrEqual(6);
    expect(report.run.status).toBe('partial');
    expect(report.run.partialReason).toBe('model-calls');
    expect(report.run.notices.join(' ')).toMatch(/model-call budget \(6 calls\) is used up/);
    expect(report.verdicts).toHaveLength(report.claims.length);
  });

  it('stops at the token budget: prompts in flight are reserved, so only the last answers can pass it', async () => {
    const report = await deepHealthCheck({ maxTokens: 8000 });
    const { usage } = report.run;
    expect(report.run.status).toBe('partial');
    expect(report.run.partialReason).toBe('tokens');
    expect(report.run.notices.join(' ')).toMatch(/token budget \(8000 tokens\) is used up/);
    expect(usage.promptTokens).toBeLessThanOrEqual(8000);
    expect(report.verdicts).toHaveLength(report.claims.length);
  });

  it('never sends more searches than the search budget', async () => {
    const report = await deepHealthCheck({ maxSearches: 5 });
    // A neutral query asks Wikipedia for its claim's subject: that lookup is part of the query, not a search of its own.
    const subjects = new Set(
      report.claims.map((c) => claimSubject(c, ENGINE_CONFIG.search.subjectLookup.maxEntities)),
    );
    const requests = sandbox()
      .requests()
      .filter((r) => r.kind === 'search');
    const lookups = requests.filter((r) => r.provider === 'wikipedia' && subjects.has(r.query ?? ''));
    const sent = new Set(requests.filter((r) => !lookups.includes(r)).map((r) => r.query));
    expect(sent.size).toBeLessThanOrEqual(5);
    // At most one lookup per subject, and only for a query that was sent.
    expect(new Set(lookups.map((r) => r.query)).size).toBe(lookups.length);
    expect(lookups.length).toBeLessThanOrEqual(sent.size);
    expect(report.run.usage.searches).toBeLessThanOrEqual(5);
    expect(report.run.status).toBe('partial');
    expect(report.run.partialReason).toBe('searches');
    expect(report.run.notices.join(' ')).toMatch(/search budget \(5 searches\) is used up/);
    expect(report.evidence.length).toBeGreaterThan(0);
  });
});
