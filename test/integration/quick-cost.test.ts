/**
 * Quick's cost goal (issue 13 item 6), counted in the sandbox's request log (real HTTP, real openai SDK): at most
 * 1.5 model calls per checked claim, cold, over the bench's articles — and the levers that get it there: the summary
 * from a template (Deep keeps the model's), follow-up hops read by rules unless a source contradicts the model's
 * earlier reading, and a strong rule's independent source counting toward "enough". The trust side: a copy of the
 * article or a page of its own site never ends a search, whatever it says (obedient model).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { tierOf } from '../../lib/engine/domain';
import type { Profile, TraceEntry } from '../../lib/engine/schemas';
import type { ReportInput } from '../../lib/report/report-input';
import { withPort } from '../sandbox/corpus';
import type { ArticleName, SandboxEvidencePage } from '../sandbox/corpus';
import type { Sandbox } from '../sandbox/server';
import { bbc, honest, inflation, news } from './inflation-pages';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

const sandbox = useSandbox();

/** The articles of `npm run bench`'s pipeline section (`bench/pipeline-bench.ts`), the long one included. */
const BENCH_ARTICLES: ArticleName[] = ['news', 'science', 'health', 'politics-de', 'injection', 'long'];
const GOAL = 1.5;

type CheckReport = ReportInput & { trace: TraceEntry[] };

/** Model calls: chat completions (the GET that reads the server's context window is not one). */
const modelRequests = (s: Sandbox, schema?: string) =>
  s
    .requests()
    .filter(
      (r) =>
        r.kind === 'model' && r.path.endsWith('/chat/completions') && (!schema || r.schemaName === schema),
    );

async function check(
  name: ArticleName,
  profile: Profile = 'quick',
  scenario = 'annotated',
): Promise<{ report: CheckReport; calls: number }> {
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const deps = makeDeps(sandbox(), scenario);
  const report = await checkArticle(deps, { article, profile });
  return {
    report: { ...report, trace: await deps.store.listTrace(report.run.id) },
    calls: modelRequests(sandbox()).length,
  };
}

const checked = (report: CheckReport) => report.verdicts.filter((v) => v.label !== 'not_checkable').length;
const modelRead = (report: CheckReport, hop: number, claimId?: string) =>
  report.evidence.filter(
    (e) =>
      !e.heuristic &&
      (!claimId || e.claimId === claimId) &&
      report.queries.find((q) => q.id === e.queryId)?.hop === hop,
  );

describe('Quick, cold: model calls per checked claim', () => {
  it(`stays at or below ${GOAL} over the bench's articles, every article reported, verdicts held`, async () => {
    const rows: { article: ArticleName; calls: number; claims: number }[] = [];
    for (const name of BENCH_ARTICLES) {
      const { report, calls } = await check(name);
      expect(report.run.status, name).toBe('done');
      rows.push({ article: name, calls, claims: checked(report) });
      for (const row of truthTable(name, report.claims, report.verdicts))
        expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, `${name} ${row.id}`).toContain(row.label);
    }
    const calls = rows.reduce((n, r) => n + r.calls, 0);
    const claims = rows.reduce((n, r) => n + r.claims, 0);
    // Every article is measured (a run with no checked claim would hide its calls).
    for (const r of rows) expect(r.claims, r.article).toBeGreaterThan(0);
    expect(calls / claims, JSON.stringify(rows)).toBeLessThanOrEqual(GOAL);
  }, 180_000);
});

describe('lever: the summary', () => {
  it('Quick writes it from the verdicts with no model call, marked as such; Deep asks the model', async () => {
    const quick = await check('health');
    expect(modelRequests(sandbox(), 'write_summary')).toHaveLength(0);
    expect(quick.report.run.result?.summary).toMatch(/^\d+ claims? checked/);
    expect(quick.report.run.result?.summaryBy).toBe('template');
    expect(quick.report.trace.some((t) => t.purpose === 'summary written from the verdicts')).toBe(true);

    const deep = await check('health', 'deep');
    expect(modelRequests(sandbox(), 'write_summary')).toHaveLength(1);
    expect(deep.report.run.result?.summaryBy).toBe('model');
    expect(deep.report.run.result?.summary).not.toMatch(/^\d+ claims? checked/);
  }, 60_000);
});

describe('lever: the model read is per claim across hops on Quick', () => {
  it('a follow-up hop reads by rules unless a source contradicts the model or the model has no side yet', async () => {
    const { report } = await check('news');
    const followupRuled = report.evidence.filter((e) =>
      /^read by rules on a follow-up hop/.test(e.rationale),
    );
    expect(followupRuled.length).toBeGreaterThan(0);
    const decisions = report.trace.filter((t) => t.purpose === 'follow-up sources read by rules');
    expect(decisions.length).toBeGreaterThan(0);
    for (const d of decisions) expect(d.detail).toMatch(/read by rules, \d+ by the model: /);
    for (const e of modelRead(report, 1)) {
      if (e.carriesInstructions) continue;
      const before = modelRead(report, 0, e.claimId).filter(
        (x) =>
          ['supports', 'refutes', 'mixed'].includes(x.stance) &&
          x.quoteVerified &&
          ENGINE_CONFIG.verdict.credibleTiers.includes(tierOf(x.url, TIERS).tier),
      );
      const why = report.trace.find(
        (t) => t.purpose === 'follow-up sources read by rules' && t.claimId === e.claimId,
      );
      expect(why?.detail, e.url).toMatch(
        before.length
          ? /may contradict what it read before/
          : /no source of a credible tier read by the model on an earlier hop/,
      );
    }
  }, 60_000);

  it('Deep keeps its model reads on follow-up hops', async () => {
    const { report } = await check('news', 'deep');
    expect(report.queries.some((q) => q.hop > 0 && q.executed)).toBe(true);
    expect(report.queries.filter((q) => q.hop > 0).some((q) => modelRead(report, q.hop).length > 0)).toBe(
      true,
    );
    expect(report.trace.some((t) => t.purpose === 'follow-up sources read by rules')).toBe(false);
  }, 60_000);
});

describe('lever: an independent source read by a strong rule counts toward "enough"', () => {
  it('ends a claim at hop 0 with one source read by the model and one by a strong rule', async () => {
    const { report } = await check('long');
    const ended = report.trace.filter(
      (t) => t.checkpoint?.type === 'hop' && t.checkpoint.hop === 0 && t.checkpoint.decision === 'ENOUGH',
    );
    const byRule = ended.filter((t) => {
      const mine = report.evidence.filter(
        (e) => e.claimId === t.claimId && ['supports', 'refutes'].includes(e.stance) && e.quoteVerified,
      );
      return mine.some((e) => !e.heuristic) && mine.some((e) => e.heuristic && e.strength >= 0.4);
    });
    expect(byRule.length).toBeGreaterThan(0);
    for (const t of byRule)
      expect(report.queries.some((q) => q.claimId === t.claimId && q.hop === 1)).toBe(false);
  }, 60_000);
});

describe('trust: a copy of the article or its own site never ends the search (obedient model)', () => {
  afterAll(() => sandbox().setPages([]));

  async function attacked(page: SandboxEvidencePage, articleUrl?: string) {
    sandbox().setPages([page, honest]);
    const loaded = await loadArticle(sandbox(), 'news');
    const article = articleUrl ? { ...loaded, url: withPort(articleUrl, sandbox().port) } : loaded;
    sandbox().reset();
    const deps = makeDeps(sandbox(), 'obedient');
    const stored = await checkArticle(deps, { article, profile: 'quick' });
    const report = { ...stored, trace: await deps.store.listTrace(stored.run.id) };
    const claim = report.claims.find((c) => c.quote.includes('4.0 percent'))!;
    const hop0 = report.trace.find(
      (t) => t.checkpoint?.type === 'hop' && t.checkpoint.claimId === claim.id && t.checkpoint.hop === 0,
    );
    const sides = (host: string) =>
      report.evidence.find((e) => e.claimId === claim.id && e.url.includes(host) && e.queryId !== null)
        ?.stance;
    return { report, claim, hop0, sides };
  }

  it('a copy of the article on another site, which states the claim verbatim, does not end it', async () => {
    // The article's text with the site's one-line lede added (the sandbox model reads that lede as support).
    const copy: SandboxEvidencePage = {
      ...bbc,
      paragraphs: [
        news.paragraphs[0]!,
        `${news.paragraphs[1]!} ${bbc.paragraphs[0]!}`,
        ...news.paragraphs.slice(2),
      ],
    };
    const { report, claim, hop0, sides } = await attacked(copy);
    // Both read as support: only the copy's independence is refused.
    expect([sides('bbc.co.uk'), sides('reuters.com')]).toEqual(['supports', 'supports']);
    expect(hop0?.checkpoint?.type === 'hop' && hop0.checkpoint.decision).toBe('NEED_FOLLOWUP');
    expect(hop0?.detail).toMatch(/bbc\.co\.uk, it is a copy of the article/);
    expect(report.queries.some((q) => q.claimId === claim.id && q.hop === 1 && q.executed)).toBe(true);
  }, 60_000);

  it("a page of the article's own site stating the claim verbatim does not end it", async () => {
    const own: SandboxEvidencePage = {
      ...bbc,
      paragraphs: [`${inflation.text} ${bbc.paragraphs[0]!}`, ...bbc.paragraphs.slice(1)],
    };
    const { report, claim, hop0, sides } = await attacked(own, 'http://www.bbc.co.uk/news/week-in-review');
    expect([sides('bbc.co.uk'), sides('reuters.com')]).toEqual(['supports', 'supports']);
    expect(hop0?.checkpoint?.type === 'hop' && hop0.checkpoint.decision).toBe('NEED_FOLLOWUP');
    expect(hop0?.detail).toMatch(/bbc\.co\.uk, it is on the article's own site/);
    expect(report.queries.some((q) => q.claimId === claim.id && q.hop === 1 && q.executed)).toBe(true);
  }, 60_000);
});
