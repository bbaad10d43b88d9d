/**
 * Issue 23 items 2 and 3, through real HTTP against the sandbox (real openai SDK, fetch, Readability): at most
 * `search.queriesPerClaim` queries per checked claim with the red team kept; each query sent to the providers suited to
 * it (with a fallback to every provider when none of them is on or answers); one query shared by two claims sent once;
 * the first verdict after the extraction call alone, marked provisional (the built-in rules' reading) and replaced by
 * the model's after one stance call.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { queryPurpose, suitedProviders } from '../../lib/engine/pipeline/search/query-routing';
import { subjectLookup } from '../../lib/engine/pipeline/search/subject-lookup';
import type { EngineDeps } from '../../lib/engine/pipeline';
import type { StoredVerdict } from '../../lib/engine/ports';
import { UNCHECKABLE_KINDS, type Profile, type Query } from '../../lib/engine/schemas';
import { mergeSettings, type SettingsPatch } from '../../lib/settings/settings-schema';
import { ARTICLES, type SandboxArticle } from '../sandbox/corpus';
import { sandboxNetwork } from '../sandbox/hosts';
import type { ArticleName, SandboxRequest } from '../sandbox/server';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();
const BUDGET = ENGINE_CONFIG.search.queriesPerClaim;

/**
 * The keyless providers added in issue 30 (Europe PMC, GDELT, Current events) off: these tests pin the routes between
 * the sandbox's original providers (`keyless-sources.test.ts` covers those three end to end).
 */
const ORIGINAL_ONLY = {
  europepmc: { enabled: false },
  gdelt: { enabled: false },
  'current-events': { enabled: false },
} satisfies SettingsPatch['search'];

function depsWith(scenario: string | undefined, search: SettingsPatch['search']): EngineDeps {
  const settings = mergeSettings(sandboxEngineSettings(sandbox(), scenario), { search: ORIGINAL_ONLY });
  return createEngineDeps(mergeSettings(settings, { search }), {
    ...sandboxNetwork(sandbox().port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
  });
}

async function check(name: ArticleName, deps: EngineDeps, profile: Profile = 'quick') {
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  return checkArticle(deps, { article, profile });
}

/** The search requests that reached the sandbox, by the query text they carried (spaces folded, lower case). */
function providersAsked(requests: SandboxRequest[]): Map<string, Set<string>> {
  const asked = new Map<string, Set<string>>();
  for (const r of requests) {
    if (r.kind !== 'search' || !r.query || !r.provider) continue;
    const key = r.query.replace(/\s+/g, ' ').trim().toLowerCase();
    asked.set(key, (asked.get(key) ?? new Set()).add(r.provider));
  }
  return asked;
}
const keyOf = (q: Query) => q.text.replace(/\s+/g, ' ').trim().toLowerCase();

describe('searches per checked claim', () => {
  for (const [name, profile, scenario] of [
    ['health', 'quick', 'annotated'],
    ['news', 'quick', 'annotated'],
    ['science', 'deep', 'annotated'],
    ['politics-de', 'quick', 'annotated'],
    ['health', 'quick', undefined],
  ] as const) {
    it(`${name}, ${profile}, ${scenario ?? 'no model'}: at most ${BUDGET} over all hops, against as hard as for`, async () => {
      const report = await check(
        name,
        scenario ? makeDeps(sandbox(), scenario) : depsWith(undefined, {}),
        profile,
      );
      expect(report.run.status).toBe('done');
      const checked = report.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
      expect(checked.length).toBeGreaterThan(0);
      for (const claim of checked) {
        const mine = report.queries.filter((q) => q.claimId === claim.id);
        expect(mine.length, claim.text).toBeLessThanOrEqual(BUDGET);
        const first = mine.filter((q) => q.hop === 0);
        // The red team keeps its balance: at least two counter-queries for one neutral query, all of them run.
        expect(first.filter((q) => q.intent === 'counter').length, claim.text).toBeGreaterThanOrEqual(2);
        expect(first.filter((q) => q.intent === 'counter').length).toBeGreaterThanOrEqual(
          first.filter((q) => q.intent === 'neutral').length,
        );
        for (const q of first) expect(q.executed, q.text).toBe(true);
      }
      expect(report.run.usage.searches / checked.length).toBeLessThanOrEqual(BUDGET);
    }, 120_000);
  }
});

describe('each query goes to the providers suited to it', () => {
  it('a fact-check query to fact-checkers and the news, a neutral one to all (Wikipedia by its subject), a rebuttal never to Wikipedia', async () => {
    const deps = depsWith('annotated', {});
    const report = await check('health', deps);
    const asked = providersAsked(sandbox().requests());
    // A follow-up goes to the providers of its route that earned it for its claim (followup-routes.test.ts).
    const routes = new Map<string, readonly string[]>();
    for (const t of await deps.store.listTrace(report.run.id))
      if (t.fact.kind === 'search' && t.fact.route)
        routes.set(`${t.claimId}:${t.fact.text}`, t.fact.route.to);
    const purposes = new Set<string>();
    let bySubject = 0;
    for (const q of report.queries.filter((x) => x.executed)) {
      const providers = asked.get(keyOf(q));
      if (!providers) continue; // answered from the run's shared search or the cache
      purposes.add(queryPurpose(q));
      const route = routes.get(`${q.claimId}:${q.text}`) ?? suitedProviders(q, ENGINE_CONFIG);
      if (queryPurpose(q) === 'follow-up') expect(routes.has(`${q.claimId}:${q.text}`), q.text).toBe(true);
      // A neutral query asks the reference providers for its claim's subject instead (one lookup per subject).
      const claim = report.claims.find((c) => c.id === q.claimId)!;
      const lookup = subjectLookup(q, claim, report.run.article.lang, route, ENGINE_CONFIG);
      if (lookup) {
        bySubject += 1;
        for (const p of lookup.providers)
          expect(asked.get(lookup.subject.toLowerCase())?.has(p), q.text).toBe(true);
      }
      expect([...providers].sort(), `${queryPurpose(q)}: ${q.text}`).toEqual(
        route
          .filter((p) => ['wikipedia', 'openalex', 'factcheck', 'searxng'].includes(p))
          .filter((p) => !lookup?.providers.includes(p))
          .sort(),
      );
    }
    expect(bySubject).toBeGreaterThan(0);
    expect([...purposes].sort()).toEqual(['background', 'fact-check', 'follow-up', 'rebuttal']);
    // Fewer requests than every query to every provider (4 on here).
    const searchRequests = sandbox()
      .requests()
      .filter((r) => r.kind === 'search').length;
    expect(searchRequests).toBeLessThan(report.run.usage.searches * 4);
  }, 120_000);

  it('when no suited provider is on, a query goes to every provider that is', async () => {
    const report = await check(
      'health',
      depsWith('annotated', { factcheck: { enabled: false }, searxng: { enabled: false } }),
    );
    expect(report.run.status).toBe('done');
    const asked = providersAsked(sandbox().requests());
    const factChecks = report.queries.filter((q) => q.executed && queryPurpose(q) === 'fact-check');
    expect(factChecks.length).toBeGreaterThan(0);
    for (const q of factChecks)
      expect([...(asked.get(keyOf(q)) ?? [])].sort(), q.text).toEqual(['openalex', 'wikipedia']);
  }, 120_000);

  it('when every suited provider fails, the query is asked of the others and still answered', async () => {
    const base = `${sandbox().origin}/error`;
    const report = await check(
      'health',
      depsWith('annotated', {
        searxng: { url: `${base}/searxng` },
        factcheck: { key: 'sandbox-key', baseUrl: `${base}/factcheck` },
      }),
    );
    const factChecks = report.queries.filter((q) => queryPurpose(q) === 'fact-check');
    expect(factChecks.length).toBeGreaterThan(0);
    const asked = providersAsked(sandbox().requests());
    // Until the breaker stops the failing providers, each fact-check query fell back to Wikipedia and OpenAlex.
    for (const q of factChecks) {
      expect(q.executed, q.text).toBe(true);
      expect(asked.get(keyOf(q))?.has('wikipedia'), q.text).toBe(true);
    }
  }, 120_000);
});

describe('a query two claims share is sent once', () => {
  it("the second claim reuses the first one's results and counts no search", async () => {
    const HEALTH = ARTICLES.find((a) => a.name === 'health') as SandboxArticle;
    const paragraphs = [
      'Measles cases in the United States reached 1,274 in 2019, the CDC said.',
      'In 2019, measles cases in the United States reached 1,274, the CDC said.',
      ...HEALTH.paragraphs.slice(2),
    ];
    sandbox().setPages([{ ...HEALTH, paragraphs }]);
    const deps = depsWith(undefined, {});
    const report = await check('health', deps);
    const [a, b] = report.claims.filter((c) => /measles cases/i.test(c.text));
    expect(a && b, JSON.stringify(report.claims.map((c) => c.text))).toBeTruthy();
    const shared = report.queries.filter((q) => q.claimId === b!.id && q.hop === 0);
    expect(shared.length).toBeGreaterThan(0);
    const requests = sandbox()
      .requests()
      .filter((r) => r.kind === 'search');
    for (const q of shared) {
      // Same words in another order: one set of HTTP requests for both claims.
      const sentFor = requests.filter(
        (r) =>
          r.query &&
          r.query.toLowerCase().split(/\s+/).sort().join(' ') ===
            q.text.toLowerCase().split(/\s+/).sort().join(' '),
      );
      expect(sentFor.length, q.text).toBe(new Set(sentFor.map((r) => r.provider)).size);
      expect(q.executed).toBe(true);
    }
    const trace = await deps.store.listTrace(report.run.id);
    const reused = trace.filter((t) => t.kind === 'search' && /reused from the same query/.test(t.detail));
    expect(reused.length).toBeGreaterThanOrEqual(shared.length);
    // Reused searches are not counted: the run's searches are the queries actually sent.
    expect(report.run.usage.searches).toBe(report.queries.filter((q) => q.executed).length - reused.length);
    // Both claims got the evidence of the shared search.
    expect(report.evidence.some((e) => e.claimId === b!.id)).toBe(true);
  }, 120_000);
});

describe('the first verdict', () => {
  it("comes after the extraction call alone, provisional, and the model's replaces it after one stance call", async () => {
    const deps = depsWith('annotated', {});
    const llm = deps.llm!;
    let answered = 0;
    deps.llm = {
      ...llm,
      id: llm.id,
      model: llm.model,
      complete: async (r) => {
        const out = await llm.complete(r);
        answered += 1;
        return out;
      },
    };
    const puts: { verdict: StoredVerdict; answered: number }[] = [];
    const putVerdicts = deps.store.putVerdicts.bind(deps.store);
    deps.store.putVerdicts = async (verdicts) => {
      for (const verdict of verdicts) puts.push({ verdict, answered });
      return putVerdicts(verdicts);
    };
    const report = await check('health', deps);
    expect(report.run.status).toBe('done');
    const checkable = new Set(
      report.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind)).map((c) => c.id),
    );
    const scored = puts.filter((p) => checkable.has(p.verdict.claimId));
    const first = scored[0]!;
    expect(first.verdict.provisional).toBe(true);
    expect(first.answered).toBe(1);
    // When the model's own first verdict lands depends on how the other claims' stance calls interleave (on a loaded
    // machine up to 4 calls answered before it): not asserted here; the bench reports it per article
    // (`firstVerdict.modelCalls`).
    expect(scored.some((p) => !p.verdict.provisional)).toBe(true);
    // Every provisional verdict is replaced: the final verdicts are the model's, none provisional.
    for (const id of checkable) {
      const mine = scored.filter((p) => p.verdict.claimId === id);
      expect(mine[0]?.verdict.provisional, id).toBe(true);
      expect(mine.at(-1)?.verdict.provisional, id).toBeUndefined();
    }
    expect(report.verdicts.every((v) => v.provisional === undefined)).toBe(true);
  }, 120_000);

  it('without a model no verdict is provisional (the rules are all there is to wait for)', async () => {
    const report = await check('health', depsWith(undefined, {}));
    expect(report.verdicts.length).toBeGreaterThan(0);
    expect(report.verdicts.every((v) => v.provisional === undefined)).toBe(true);
  }, 120_000);
});
