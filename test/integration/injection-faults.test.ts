import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();

describe('model answers that cannot be anchored end with a notice, not silently', () => {
  it('a stance answer naming unknown passage ids is asked again once, then the source falls back to lexical cues with a notice', async () => {
    const deps = makeDeps(sandbox(), 'unknown-ids');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.run.notices.join(' ')).toMatch(
      /named passages that were not asked about, even after a retry/,
    );
    const stanceCalls = sandbox()
      .requests()
      .filter((r) => r.schemaName === 'assess_stance').length;
    // Every source call was asked exactly once more (the sources not sent to the model are weighed by rule).
    const retried = (await deps.store.listTrace(report.run.id)).filter(
      (t) => t.purpose === 'stance answer for unknown passage ids' && t.detail.includes('asking once more'),
    ).length;
    expect(retried).toBeGreaterThan(0);
    expect(stanceCalls).toBe(retried * 2);
    expect(report.evidence.every((e) => e.heuristic)).toBe(true);
  });

  it('when no model quote is in the article, the built-in heuristics pick the claims and a notice says so', async () => {
    const report = await checkArticle(makeDeps(sandbox(), 'misquote'), {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.claims.length).toBeGreaterThan(0);
    expect(report.run.notices.join(' ')).toMatch(
      /quotes the article verbatim; claims were picked by the built-in heuristics/,
    );
    const article = await loadArticle(sandbox(), 'health');
    for (const claim of report.claims) expect(article.text).toContain(claim.quote);
  });

  it('two claims the model drew from one sentence are both kept', async () => {
    const report = await checkArticle(makeDeps(sandbox(), 'split-claims'), {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const byStart = new Map<number, number>();
    for (const c of report.claims) byStart.set(c.start, (byStart.get(c.start) ?? 0) + 1);
    expect(
      [...byStart.values()].some((n) => n >= 2),
      JSON.stringify(report.claims.map((c) => [c.start, c.text])),
    ).toBe(true);
  });
});
