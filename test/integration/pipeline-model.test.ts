import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { criticalPath } from '../../lib/engine/pipeline';
import { UNCHECKABLE_KINDS } from '../../lib/engine/schemas';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

const sandbox = useSandbox();

describe('a full check with the sandbox model (real openai SDK)', () => {
  it.each(['health', 'news', 'science', 'politics-de'] as const)(
    '%s: verdicts follow the evidence and counter-queries really ran',
    async (name) => {
      const deps = makeDeps(sandbox(), 'annotated');
      const report = await checkArticle(deps, {
        article: await loadArticle(sandbox(), name),
        profile: 'quick',
      });
      expect(report.run.status).toBe('done');
      const table = truthTable(name, report.claims, report.verdicts);
      expect(table.length).toBeGreaterThanOrEqual(2);
      for (const row of table) {
        expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, `${row.id} (${row.truth})`).toContain(
          row.label,
        );
      }
      const counters = report.queries.filter((q) => q.intent === 'counter');
      expect(counters.length).toBeGreaterThanOrEqual(
        report.claims.filter((c) => c.kind !== 'opinion' && c.kind !== 'prediction').length * 2,
      );
      const searched = new Set(
        sandbox()
          .requests()
          .filter((r) => r.kind === 'search')
          .map((r) => r.query),
      );
      for (const q of counters) {
        expect(q.executed).toBe(true);
        expect(searched, q.text).toContain(q.text);
      }
      expect(report.run.result?.summary.length).toBeGreaterThan(20);
      // A page that several claims cite is fetched once per run.
      const pages = sandbox()
        .requests()
        .filter((r) => r.kind === 'page')
        .map((r) => `${r.host}${r.path}`);
      expect(pages.filter((page, i) => pages.indexOf(page) !== i)).toEqual([]);
    },
  );

  it('records every call in the trace with dependencies, so the critical path can be computed from the saved run', async () => {
    const deps = makeDeps(sandbox(), 'annotated');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const trace = await deps.store.listTrace(report.run.id);
    const kinds = new Set(trace.map((t) => t.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['model', 'search', 'fetch', 'checkpoint']));
    // Checkpoints are typed data on their own entries: one for the extraction, a stance and a hop per claim.
    const checkpoints = trace.filter((t) => t.kind === 'checkpoint');
    for (const entry of checkpoints) expect(entry.checkpoint).toBeDefined();
    expect(checkpoints.filter((t) => t.checkpoint?.type === 'extract')).toHaveLength(1);
    for (const claim of report.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind)))
      expect(checkpoints.some((t) => t.checkpoint?.type === 'hop' && t.checkpoint.claimId === claim.id)).toBe(
        true,
      );
    const modelTokens = trace
      .filter((t) => t.kind === 'model')
      .reduce((n, t) => n + t.promptTokens + t.completionTokens, 0);
    expect(modelTokens).toBe(report.run.usage.promptTokens + report.run.usage.completionTokens);
    const cp = criticalPath(trace);
    const purposes = cp.chain.map((id) => trace.find((t) => t.id === id)?.purpose ?? '');
    expect(purposes[0]).toBe('extract claims');
    expect(purposes.some((p) => p.startsWith('stance for'))).toBe(true);
    expect(cp.ratio).toBeGreaterThanOrEqual(1);
  });

  it('challenges one selected statement with the article as context', async () => {
    const deps = makeDeps(sandbox(), 'annotated');
    const article = await loadArticle(sandbox(), 'health');
    const statement =
      'One widely shared video claims that the MMR vaccine causes autism in one in fifty children.';
    const report = await checkArticle(deps, { article, profile: 'quick', kind: 'challenge', statement });
    expect(report.claims).toHaveLength(1);
    expect(report.claims[0]!.start).toBeGreaterThan(0);
    expect(article.text.slice(report.claims[0]!.start, report.claims[0]!.end)).toBe(report.claims[0]!.quote);
    expect(report.verdicts).toHaveLength(1);
    expect(report.queries.some((q) => q.intent === 'counter' && q.executed)).toBe(true);
  });
});
