/**
 * The credibility a reader is shown is the credibility the verdict weighed: for every evidence item of a real check
 * (sandbox, Quick, honest model), the source record, the panel's words, the JSON report and the judge's weighting
 * carry one figure per source and claim. who.int on a timeless claim (vouched standing, age not counted) and a dated
 * news page on a time-sensitive one (a figure: age counts) are named, so neither can drop out unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG, type EngineConfig } from '../../lib/engine/config';
import { articleTierOf } from '../../lib/engine/domain';
import { timeSensitivityOf } from '../../lib/engine/domain/claims/time-sensitivity';
import { sourceCredibilityFor } from '../../lib/engine/schemas';
import { fromEvidence, judgeClaimInDetail } from '../../lib/engine/domain/scoring/judge-claim';
import { credibilityWords } from '../../lib/presentation/source-kind-words';
import { renderJsonReport } from '../../lib/report/markdown-report';
import type { ArticleName } from '../sandbox/corpus';
import { loadArticle, makeDeps, useSandbox } from './harness';

const config = ENGINE_CONFIG as EngineConfig;
const sandbox = useSandbox();

interface Row {
  claim: string;
  timeSensitive: boolean;
  url: string;
  tier: string;
  publishedAt: string | null;
  stored: number;
  /** The judge's figure for this item, and the least of its figures for this URL on this claim. */
  weighed: number;
  leastOnClaim: number;
  /** The run-wide figure of the URL (the least over its claims). */
  runWide: number;
  json: number;
  shown: string;
}

/** Every (evidence item, claim) of one checked article: its figure as stored, weighed, exported and shown. */
async function figures(name: ArticleName): Promise<Row[]> {
  const article = await loadArticle(sandbox(), name);
  const deps = makeDeps(sandbox(), 'annotated');
  const report = await checkArticle(deps, { article, profile: 'quick' });
  const now = new Date(report.run.createdAt);
  const options = {
    now,
    config,
    articleUrl: report.run.article.url,
    articleSource: articleTierOf(report.run.article, { lookalike: config.tiers.lookalike }),
  };
  const json = JSON.parse(renderJsonReport(report, config)) as {
    sources: { url: string; credibility: number; credibilityByClaim?: Record<string, number> }[];
  };
  const rows: Row[] = [];
  for (const claim of report.claims) {
    const evidence = report.evidence.filter((e) => e.claimId === claim.id && e.stance !== 'irrelevant');
    const { assessed } = judgeClaimInDetail(claim, evidence.map(fromEvidence), options);
    const sensitivity = timeSensitivityOf(claim, now, config);
    for (const e of evidence) {
      const source = report.sources.find((s) => s.url === e.url);
      const weighed = assessed.find((a) => a.id === e.id);
      expect(source, e.url).toBeDefined();
      expect(weighed, e.url).toBeDefined();
      const shown = credibilityWords(
        {
          url: e.url,
          tier: source!.tier,
          credibility: sourceCredibilityFor(source!, claim.id),
          publishedAt: e.publishedAt,
          passage: e.passage,
        },
        report.run.createdAt,
        config,
        sensitivity,
      );
      const onClaim = assessed.filter((a) => a.url === e.url).map((a) => a.credibility.score);
      const exported = json.sources.find((s) => s.url === e.url);
      rows.push({
        claim: claim.text,
        timeSensitive: sensitivity !== null,
        url: e.url,
        tier: source!.tier,
        publishedAt: e.publishedAt,
        stored: sourceCredibilityFor(source!, claim.id),
        weighed: weighed!.credibility.score,
        leastOnClaim: Math.min(...onClaim),
        runWide: source!.credibility,
        json: exported?.credibilityByClaim?.[claim.id] ?? NaN,
        shown: shown.figure,
      });
    }
  }
  return rows;
}

const describeRow = (r: Row) =>
  `${r.url} on "${r.claim}" (${r.timeSensitive ? 'time-sensitive' : 'timeless'}): stored ${r.stored} (run-wide ${r.runWide}), weighed ${r.weighed} (least on the claim ${r.leastOnClaim}), JSON ${r.json}, shown "${r.shown}"`;

function expectOneFigure(rows: Row[]) {
  for (const r of rows) {
    // The record keeps, per claim, the figure the judge weighed (the least, when one page gave the claim two passages).
    expect(r.stored, describeRow(r)).toBeCloseTo(r.leastOnClaim, 12);
    expect(r.json, describeRow(r)).toBeCloseTo(r.leastOnClaim, 12);
    expect(r.runWide, describeRow(r)).toBeLessThanOrEqual(r.stored + 1e-12);
    // The panel shows each item the figure its verdict weighed.
    expect(r.shown, describeRow(r)).toBe(`credibility ${Math.round(r.weighed * 100)}%`);
  }
}

describe('the credibility shown is the credibility weighed', () => {
  it('health article: who.int on the timeless MMR-autism claim is weighed at the figure shown (its standing vouches, its age does not count)', async () => {
    const rows = await figures('health');
    const who = rows.filter((r) => new URL(r.url).hostname === 'www.who.int' && /autism/.test(r.claim));
    expect(who.length, rows.map(describeRow).join('\n')).toBeGreaterThan(0);
    for (const r of who) {
      expect(r.timeSensitive, describeRow(r)).toBe(false);
      // A public body with no references on the page and published over two years before the check: 100 %, not 55 %.
      expect(r.weighed, describeRow(r)).toBeCloseTo(1, 12);
    }
    expectOneFigure(rows);
  }, 120_000);

  it('news article: a dated news page on a time-sensitive claim (a figure) is weighed at the figure shown, its age counted', async () => {
    const rows = await figures('news');
    const dated = rows.filter((r) => r.tier === 'B' && r.timeSensitive && r.publishedAt !== null);
    expect(dated.length, rows.map(describeRow).join('\n')).toBeGreaterThan(0);
    for (const r of dated) {
      const years = (Date.now() - Date.parse(r.publishedAt!)) / (365.25 * 24 * 3600 * 1000);
      // Age counts: a news page over a year old on a figure stays below a fresh one (0.75·0.4 + 0.3 = 0.6).
      if (years > 1) expect(r.weighed, describeRow(r)).toBeLessThan(0.6);
    }
    expectOneFigure(rows);
  }, 120_000);
});
