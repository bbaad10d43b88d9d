/**
 * Issue 29 item 4 end to end in Node, against the sandbox (real engine, openai SDK, fetch, Readability): an article is
 * judged on what it asserts. The claims the health, science and news articles only report ("One widely shared video
 * claims that …", "A popular blog post claims …", "…, one MP told a rally in Leeds.") are still checked and shown as
 * reported, but no longer make the headline, overall label or badge. "Before" is the same run's claims read as the
 * article's own, which is how every claim was read before stances were.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badgeOf } from '../../lib/background/badge';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import type { Claim } from '../../lib/engine/schemas';
import { articleOutcome } from '../../lib/presentation/article-outcome';
import { renderMarkdownReport } from '../../lib/report/markdown-report';
import { ARTICLES } from '../sandbox/corpus';
import type { ArticleName } from '../sandbox/server';
import { annotationOf, loadArticle, makeDeps, useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';

const sandbox = useSandbox();

async function check(name: ArticleName, scenario: string | undefined) {
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const deps = makeDeps(sandbox(), scenario);
  const report = await checkArticle(deps, { article, profile: 'quick' });
  const asserted = report.claims.map((c): Claim => ({ ...c, articleStance: 'asserts' }));
  const outcome = (claims: Claim[]) => ({
    ...articleOutcome(claims, report.verdicts, ENGINE_CONFIG, report.run.result),
    badge: badgeOf(report.run, claims, report.verdicts, ENGINE_CONFIG),
  });
  const claimOf = (id: string) => {
    const claim = report.claims.find((c) => annotationOf(name, c)?.id === id);
    if (!claim) throw new Error(`${id} was not extracted`);
    return { claim, label: report.verdicts.find((v) => v.claimId === claim.id)?.label };
  };
  const trace = async (claimId: string) =>
    (await deps.store.listTrace(report.run.id))
      .filter(
        (t) => t.claimId === claimId && t.fact.kind === 'decision' && t.fact.decision === 'article stance',
      )
      .map((t) => t.detail);
  return { report, before: outcome(asserted), after: outcome(report.claims), claimOf, trace };
}

const RED = '#b3261e';

describe('the article is judged on what it asserts (the sandbox model)', { timeout: 120_000 }, () => {
  it('health: the autism video it rebuts is still refuted, but no longer one of "2 claims false, 2 dangerous"', async () => {
    const { report, before, after, claimOf, trace } = await check('health', 'annotated');
    const autism = claimOf('health-mmr-autism');
    expect(autism.label).toMatch(/refuted|likely_false/);
    expect(autism.claim).toMatchObject({
      articleStance: 'rebuts',
      articleStanceSentence: 'Some online influencers continue to spread fear about the shot.',
    });
    expect(before.headline).toMatch(/^2 claims .*, 2 dangerous$/);
    expect(after.falseClaims).toBe(before.falseClaims - 1);
    expect(after.dangerousFalse).toBe(before.dangerousFalse - 1);
    expect(after.headline).not.toMatch(/^2 claims|2 dangerous/);
    expect(after.reportedLine).toBe(
      'The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    );
    expect(after.mostDoubtful).not.toBe(autism.claim.id);
    expect(report.run.result?.summary).toContain('It also reports 1 claim in order to rebut it');
    // The claim's reasoning trace says how the stance was read.
    expect(await trace(autism.claim.id)).toEqual([
      'rebuts (model): Some online influencers continue to spread fear about the shot.',
    ]);
    // Its own claims still count: the aspirin claim it states is judged as before.
    expect(claimOf('health-aspirin').claim.articleStance).toBe('asserts');
  });

  it('news: "…, one MP told a rally in Leeds" is reported, and the article no longer reads false', async () => {
    const { before, after, claimOf } = await check('news', 'annotated');
    const rally = claimOf('news-uk-unemployment');
    expect(rally.label).toMatch(/refuted|likely_false/);
    expect(rally.claim.articleStance).toBe('reports');
    // The statistics office's figure, reported with "said", is the article's own (the model reads it so).
    expect(claimOf('news-uk-inflation').claim).toMatchObject({
      articleStance: 'asserts',
      articleStanceBy: 'model',
    });
    expect(before).toMatchObject({ headline: '1 claim likely false', tone: 'bad', badge: { color: RED } });
    expect(after).toMatchObject({
      falseClaims: 0,
      tone: 'good',
      overall: expect.stringMatching(/likely_true|supported/),
    });
    expect(after.headline).toMatch(/^\d claims supported, none of its own found false/);
    expect(after.badge?.color).not.toBe(RED);
    expect(after.badge?.title).toContain(
      'The article also reports 1 claim without making it its own: judged false.',
    );
  });

  it('science: the blog post it reports and the argument it attributes to commentators are not its own', async () => {
    const { report, before, after, claimOf } = await check('science', 'annotated');
    expect(claimOf('science-sun-output').claim.articleStance).toBe('reports');
    // The rules cannot see "Commentators who make this argument …" as attribution; the model's reading, anchored to
    // that sentence next to the claim, counts.
    expect(claimOf('science-antarctic-2014').claim).toMatchObject({
      articleStance: 'reports',
      articleStanceSentence: 'Commentators who make this argument point to the southern hemisphere as proof.',
      articleStanceBy: 'model',
    });
    expect(before).toMatchObject({ tone: 'bad', badge: { color: RED } });
    expect(after).toMatchObject({ falseClaims: 0, tone: 'good' });
    const md = renderMarkdownReport(report, ENGINE_CONFIG);
    expect(md).toMatch(/_Reported by the article, not stated as its own — (likely false|refuted)/);
    expect(md).toContain(`**${after.headline}**`);
  });
});

describe(
  'the article is judged on what it asserts (no model: the framing rules alone)',
  { timeout: 120_000 },
  () => {
    it('health: "One widely shared video claims that …" is reported; the badge is no longer red for it', async () => {
      const { before, after, claimOf, trace } = await check('health', undefined);
      const autism = claimOf('health-mmr-autism');
      expect(await trace(autism.claim.id)).toEqual([
        'reports (rules, "claims"): One widely shared video claims that the MMR vaccine causes autism in one in fifty children.',
      ]);
      expect(autism.label).toMatch(/refuted|likely_false/);
      expect(autism.claim).toMatchObject({
        articleStance: 'reports',
        articleStanceCue: 'claims',
        articleStanceBy: 'rules',
      });
      expect(before).toMatchObject({ headline: '1 claim refuted, 1 dangerous', badge: { color: RED } });
      expect(after.falseClaims).toBe(0);
      expect(after.badge?.color).not.toBe(RED);
    });

    it('news: the MP at the rally is reported; the article is no longer "1 claim likely false"', async () => {
      const { before, after, claimOf } = await check('news', undefined);
      expect(claimOf('news-uk-unemployment').claim.articleStance).toBe('reports');
      expect(before).toMatchObject({ headline: '1 claim likely false', badge: { color: RED } });
      expect(after).toMatchObject({ falseClaims: 0 });
      expect(after.badge?.color).not.toBe(RED);
    });

    it('science: the popular blog post is reported', async () => {
      const { after, claimOf } = await check('science', undefined);
      expect(claimOf('science-sun-output').claim).toMatchObject({
        articleStance: 'reports',
        articleStanceCue: 'claims',
      });
      expect(after.falseClaims).toBe(0);
    });
  },
);

describe('npm run check --format json', { timeout: 180_000 }, () => {
  it('adds claims[].articleStance and its sentence, and the same words as the panel', async () => {
    const { file, dir } = await sandboxArticleFile(sandbox(), 'health');
    const out = join(dir, 'health.json');
    const { code, stderr } = await runCli([file, '--format', 'json', '--out', out], {
      CARTOGRAPHER_SEARCH: 'searxng',
      SEARXNG_URL: sandbox().searchBaseUrls.searxng,
      OPENAI_BASE_URL: sandbox().modelBaseUrl('annotated'),
      OPENAI_API_KEY: 'sk-test',
      CARTOGRAPHER_MODEL: 'gpt-4o-mini',
    });
    expect(code, stderr).toBe(0);
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      claims: {
        quote: string;
        text: string;
        articleStance: string;
        articleStanceSentence: string;
        articleStanceLine: string | null;
      }[];
      articleOutcome: { headline: string; reportedLine: string | null };
    };
    const health = ARTICLES.find((a) => a.name === 'health')!;
    for (const claim of report.claims)
      expect(['asserts', 'reports', 'rebuts']).toContain(claim.articleStance);
    const autism = report.claims.find((c) => c.quote.startsWith('One widely shared video'));
    expect(autism).toMatchObject({
      articleStance: 'rebuts',
      articleStanceSentence: 'Some online influencers continue to spread fear about the shot.',
      articleStanceLine: expect.stringMatching(
        /^Reported by the article, which rebuts it — (refuted|likely false)/,
      ),
    });
    expect(report.articleOutcome.reportedLine).toMatch(/^The article also reports 1 claim, which it rebuts/);
    expect(report.articleOutcome.headline).not.toMatch(/2 dangerous/);
    expect(health.claims.some((c) => c.quote === autism?.quote)).toBe(true);
  });
});
