/**
 * Issue 23: a follow-up hop's query goes only to the providers (of its route) that earned it for its claim — on the
 * claim's first hop they returned a result about it (title and snippet carrying `search.onClaimOverlap` of its terms)
 * or a page the check read and did not find irrelevant; when none did, it goes out on the whole route. Real HTTP against
 * the sandbox; what each provider returned is asked of the sandbox again after the run (a fresh store), not read from
 * the engine's record.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { urlIdentity } from '../../lib/engine/domain/url';
import type { EngineDeps } from '../../lib/engine/pipeline';
import { claimCoverage } from '../../lib/engine/pipeline/search/followup-filter';
import { suitedProviders } from '../../lib/engine/pipeline/search/query-routing';
import { subjectLookup } from '../../lib/engine/pipeline/search/subject-lookup';
import type { Claim, Evidence, Query, TraceEntry } from '../../lib/engine/schemas';
import { ARTICLES, type SandboxArticle } from '../sandbox/corpus';
import { page } from '../sandbox/corpus/evidence-helpers';
import type { ArticleName, SandboxRequest } from '../sandbox/server';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
/**
 * The providers the sandbox settings turn on (and Europe PMC, a journal search of the follow-up route), of the kinds a
 * follow-up is routed to. Wikipedia's Current events is off here: it is asked for day pages, not for a query's text, so the log cannot tell which query asked it.
 */
const ON = ['wikipedia', 'openalex', 'searxng', 'factcheck', 'europepmc'];
const depsFor = (scenario: string | undefined) =>
  makeDeps(sandbox(), scenario, {
    settings: (s) => ({
      ...s,
      search: {
        ...s.search,
        europepmc: { ...s.search.europepmc, enabled: true },
        'current-events': { ...s.search['current-events'], enabled: false },
      },
    }),
  });
const followupRoute = suitedProviders({ text: 'x', intent: 'followup', hop: 1 }, ENGINE_CONFIG).filter((p) =>
  ON.includes(p),
);
/** A statement about a lake and a ferry line no page of the corpus mentions. */
const UNKNOWN_CLAIM =
  'The Quorvian ferry line carried 4,312,000 passengers across Lake Zembrowa in 2021, its highest total since 1987, the operator said.';
const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

async function checkAll(name: ArticleName, deps: EngineDeps) {
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const report = await checkArticle(deps, { article, profile: 'quick', claimLimit: 30 });
  const requests = sandbox()
    .requests()
    .filter((r) => r.kind === 'search');
  return { report, requests, trace: await deps.store.listTrace(report.run.id) };
}

/**
 * The providers of the follow-up route that earned the claim: asked again (fresh, over HTTP) each query of its first
 * hop it was asked (a neutral query: its claim's subject for a reference provider), one provider at a time, and kept when one of its results is about the claim or is a page whose evidence for the
 * claim was not irrelevant.
 */
async function earnedBy(
  claim: Claim,
  first: Query[],
  evidence: Evidence[],
  articleLang: string,
): Promise<Set<string>> {
  const oracle = depsFor(undefined);
  const read = new Set(
    evidence
      .filter((e) => e.claimId === claim.id && e.stance !== 'irrelevant')
      .map((e) => urlIdentity(e.url)),
  );
  const earned = new Set<string>();
  for (const provider of followupRoute) {
    for (const q of first) {
      // Only what the provider was asked counts: a query not suited to it never went to it.
      if (!suitedProviders(q, ENGINE_CONFIG).includes(provider)) continue;
      // A neutral query asked the reference providers for its claim's subject, not its own words (`subject-lookup.ts`).
      const lookup = subjectLookup(q, claim, articleLang, suitedProviders(q, ENGINE_CONFIG), ENGINE_CONFIG);
      const text = lookup?.providers.includes(provider) ? lookup.subject : q.text;
      const outcome = await oracle.search.searchAll!(
        { text, lang: q.lang, limit: ENGINE_CONFIG.search.resultsPerQuery },
        { prefer: [provider], fresh: true },
      );
      if (!outcome.answered.includes(provider)) continue;
      const about = outcome.results.some(
        (r) =>
          read.has(urlIdentity(r.url)) ||
          claimCoverage(claim.text, `${r.title}\n${r.snippet}`, 'en') >= ENGINE_CONFIG.search.onClaimOverlap,
      );
      if (about) earned.add(provider);
    }
  }
  return earned;
}

/** Who the sandbox saw asked for a query text (spaces folded, lower case). */
function askedFor(requests: SandboxRequest[], text: string): Set<string> {
  return new Set(
    requests.filter((r) => r.query && fold(r.query) === fold(text)).map((r) => r.provider ?? '?'),
  );
}

type Seen = { withoutWikipedia: number; toWikipediaEarned: number; wholeRoute: number };

/**
 * Checks every follow-up of a run against what the providers returned for its claim (asked again, `earnedBy`): sent
 * to exactly the earning providers of its route, or to the whole route when none earned it. Counts each case.
 */
async function expectEarnedRoutes(run: Awaited<ReturnType<typeof checkAll>>, seen: Seen): Promise<void> {
  const { report, requests, trace } = run;
  expect(report.run.status).toBe('done');
  const followups = report.queries.filter((q) => q.hop > 0 && q.executed);
  expect(followups.length).toBeGreaterThan(0);
  // A text two claims both ran is shared by claims with different routes: only a claim's own texts are compared.
  const owners = new Map<string, Set<string>>();
  for (const q of report.queries)
    owners.set(fold(q.text), (owners.get(fold(q.text)) ?? new Set()).add(q.claimId));
  for (const q of followups) {
    if ((owners.get(fold(q.text))?.size ?? 0) > 1) continue;
    const claim = report.claims.find((c) => c.id === q.claimId)!;
    const first = report.queries.filter((x) => x.claimId === claim.id && x.hop === 0 && x.executed);
    const earned = await earnedBy(claim, first, report.evidence, report.run.article.lang);
    const asked = askedFor(requests, q.text);
    const route = routeOf(trace, q);
    if (earned.size > 0) {
      expect([...asked].sort(), `${claim.text} / ${q.text}`).toEqual([...earned].sort());
      expect(route?.kind).toBe('earned');
      if (earned.has('wikipedia')) seen.toWikipediaEarned += 1;
      else seen.withoutWikipedia += 1;
    } else {
      // No provider of its route earned it: today's route, never no provider.
      expect([...asked].sort(), `${claim.text} / ${q.text}`).toEqual([...followupRoute].sort());
      expect(route?.kind).toBe('none-earned');
      seen.wholeRoute += 1;
    }
  }
}

describe('a follow-up hop asks only the providers that earned it', () => {
  it('no follow-up to a provider whose first hop found nothing about the claim; one to a provider that did; the whole route when none did', async () => {
    const seen: Seen = { withoutWikipedia: 0, toWikipediaEarned: 0, wholeRoute: 0 };
    // Northvale's 30 claims: Wikipedia answers with pages about other subjects (solar activity, photovoltaics).
    const long = await checkAll('long', depsFor('annotated'));
    await expectEarnedRoutes(long, seen);
    expect(seen.withoutWikipedia, JSON.stringify(seen)).toBeGreaterThan(0);
    const skipped = long.trace.flatMap((t) =>
      t.fact.kind === 'search' && t.fact.route?.kind === 'earned' ? t.fact.route.skipped : [],
    );
    expect(skipped.some((s) => s.provider === 'wikipedia' && s.why === 'nothing-on-claim')).toBe(true);
    const followups = long.report.queries.filter((q) => q.hop > 0 && q.executed);
    const followupRequests = followups.reduce((n, q) => n + askedFor(long.requests, q.text).size, 0);
    expect(followupRequests).toBeLessThan(followups.length * followupRoute.length);
    // Science: Wikipedia has pages on Arctic sea ice and solar activity, about those claims.
    await expectEarnedRoutes(await checkAll('science', depsFor('annotated')), seen);
    expect(seen.toWikipediaEarned, JSON.stringify(seen)).toBeGreaterThan(0);
    // A claim about something no provider has a page on (read by the built-in rules, no model).
    const HEALTH = ARTICLES.find((a) => a.name === 'health') as SandboxArticle;
    sandbox().setPages([{ ...HEALTH, paragraphs: [UNKNOWN_CLAIM, ...HEALTH.paragraphs] }]);
    try {
      await expectEarnedRoutes(await checkAll('health', depsFor(undefined)), seen);
    } finally {
      sandbox().setPages([]);
    }
    expect(seen.wholeRoute, JSON.stringify(seen)).toBeGreaterThan(0);
  }, 240_000);
});

function routeOf(trace: readonly TraceEntry[], q: Query) {
  const entry = trace.find(
    (t) =>
      t.claimId === q.claimId && t.fact.kind === 'search' && t.fact.hop === q.hop && t.fact.text === q.text,
  );
  return entry?.fact.kind === 'search' ? entry.fact.route : undefined;
}

describe("a page that stuffs the claim's words to look on-topic", () => {
  /**
   * A Wikipedia page whose title carries every word of the employment claim, and whose text says nothing about it: its
   * search result looks about the claim, the page is not.
   */
  const STUFFED = page({
    at: 'en.wikipedia.org/wiki/Northvale_record_people_in_work_December_2023',
    id: 'stuffed-northvale-employment',
    title: 'A record 742,000 people were in work in Northvale in December 2023',
    siteName: 'Wikipedia',
    publishedAt: null,
    kind: 'wiki',
    paragraphs: [
      'This article is a stub. You can help by expanding it with sources from the statistics office and the press.',
    ],
    stances: [],
  });
  const EMPLOYMENT = /742,000 people/;

  it('earns its provider at most one more query for that claim, and changes no verdict by itself', async () => {
    const clean = await checkAll('long', depsFor('annotated'));
    sandbox().setPages([STUFFED]);
    let stuffed: Awaited<ReturnType<typeof checkAll>>;
    try {
      stuffed = await checkAll('long', depsFor('annotated'));
    } finally {
      sandbox().setPages([]);
    }
    const wikiFollowups = (run: typeof clean) => {
      const claim = run.report.claims.find((c) => EMPLOYMENT.test(c.text))!;
      const texts = run.report.queries.filter((q) => q.claimId === claim.id && q.hop > 0).map((q) => q.text);
      expect(texts.length, 'the employment claim runs a follow-up').toBeGreaterThan(0);
      return run.requests.filter(
        (r) => r.provider === 'wikipedia' && r.query && texts.some((t) => fold(t) === fold(r.query!)),
      ).length;
    };
    // Without it, Wikipedia found nothing about the claim and gets no follow-up; with it, at most one (the claim's
    // follow-up budget: `search.queriesPerClaim` less its first hop's queries).
    expect(wikiFollowups(clean)).toBe(0);
    const gained = wikiFollowups(stuffed);
    expect(gained).toBeGreaterThan(0);
    expect(gained).toBeLessThanOrEqual(
      ENGINE_CONFIG.search.queriesPerClaim - ENGINE_CONFIG.search.firstHopQueries,
    );
    const claim = stuffed.report.claims.find((c) => EMPLOYMENT.test(c.text))!;
    const followupIds = new Set(
      stuffed.report.queries.filter((q) => q.claimId === claim.id && q.hop > 0).map((q) => q.id),
    );
    const fromFollowup = stuffed.report.evidence.filter(
      (e) => e.queryId !== null && followupIds.has(e.queryId),
    );
    // What that query brings from Wikipedia is read like any result (here an off-topic page, set aside): no side.
    for (const e of fromFollowup.filter((x) => x.url.includes('wikipedia.org')))
      expect(e.stance, e.url).toBe('irrelevant');
    // Every label stays. (Veracity figures may move a little: a page read more changes the run's rate of failed model
    // readings, which weighs every model vote.)
    const labels = (run: typeof clean) =>
      run.report.claims.map(
        (c) => `${c.text}: ${run.report.verdicts.find((x) => x.claimId === c.id)?.label}`,
      );
    expect(labels(stuffed)).toEqual(labels(clean));
  }, 180_000);
});
