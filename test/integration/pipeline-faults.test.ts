import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

const sandbox = useSandbox();

describe('the run survives a misbehaving model', () => {
  it("catches a fabricated quote: logged as a citation-integrity failure, the rules' reading of the passage used instead", async () => {
    const deps = makeDeps(sandbox(), 'fabricate');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const trace = await deps.store.listTrace(report.run.id);
    const failures = trace.filter((t) => t.purpose === 'citation-integrity failure');
    expect(failures.length).toBeGreaterThan(0);
    // Issue 19: a reading whose quote is not in the source does not count; the passage is read by the rules (before,
    // it was demoted to context, which let a fabricating model silence what the rules read).
    const fabricated = report.evidence.filter((e) => e.modelReading === 'quote-not-found');
    expect(fabricated.length).toBeGreaterThan(0);
    for (const e of fabricated) {
      expect(e.heuristic).toBe(true);
      expect(e.rationale).toMatch(
        /^the model's reading \(\w+\) did not count \(its quote is not in the source\)/,
      );
    }
    // No counted evidence rests on a quote that is not in its source.
    const counted = new Set(report.verdicts.flatMap((v) => v.counted));
    for (const e of report.evidence.filter((x) => counted.has(x.id))) expect(e.quoteVerified).toBe(true);
  });

  it('rides out a 429 storm (Retry-After honoured) and finishes with the same verdicts', async () => {
    const deps = makeDeps(sandbox(), 'rate-limit');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const statuses = sandbox()
      .requests()
      .filter((r) => r.kind === 'model')
      .map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBe(3);
    expect(report.run.status).toBe('done');
    expect(report.run.notices.join(' ')).not.toMatch(/could not be used|heuristics instead/);
    for (const row of truthTable('health', report.claims, report.verdicts)) {
      expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, row.id).toContain(row.label);
    }
  });

  it('repairs malformed model output with one retry, without degrading', async () => {
    const deps = makeDeps(sandbox(), 'malformed');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.run.status).toBe('done');
    expect(report.run.notices.join(' ')).not.toMatch(/could not be used|heuristics instead/);
    expect(report.evidence.some((e) => !e.heuristic && e.stance !== 'irrelevant')).toBe(true);
  });

  it('reports output that stays malformed and still completes in degraded (no-model) mode', async () => {
    const deps = makeDeps(sandbox(), 'always-malformed');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.run.status).toBe('done');
    const notices = report.run.notices.join('\n');
    expect(notices).toMatch(/Claim extraction by the model failed/);
    expect(notices).toMatch(/stance answers could not be used/);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(report.verdicts.length).toBe(report.claims.length);
    expect(report.evidence.every((e) => e.heuristic)).toBe(true);
  });

  it('stops at the budget with status partial, keeping what it found', async () => {
    const deps = makeDeps(sandbox(), 'annotated');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
      budget: { maxModelCalls: 3 },
    });
    expect(report.run.status).toBe('partial');
    expect(report.run.usage.modelCalls).toBeLessThanOrEqual(3);
    expect(report.run.notices.join(' ')).toMatch(/model-call budget \(3 calls\)/);
    expect(report.claims.length).toBeGreaterThan(0);
    expect(report.evidence.length).toBeGreaterThan(0);
    expect(report.verdicts.length).toBe(report.claims.length);
    expect(report.run.result).not.toBeNull();
  });

  it('keeps verdicts where real evidence puts them when a gullible model reads injected instructions, and follows no injected URL', async () => {
    const deps = makeDeps(sandbox(), 'gullible');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'injection'),
      profile: 'deep',
    });
    const table = truthTable('injection', report.claims, report.verdicts);
    expect(table.length).toBeGreaterThanOrEqual(2);
    for (const row of table)
      expect(row.truth === 'true' ? TRUE_LABELS : FALSE_LABELS, `${row.id} ${row.truth}`).toContain(
        row.label,
      );
    expect(
      sandbox()
        .requests()
        .filter((r) => r.host.includes('evil.example')),
    ).toEqual([]);
    expect(report.queries.filter((q) => /evil|http|ignore|instruction/i.test(q.text))).toEqual([]);
    // The injected source was flagged and read alone, its instruction cut before the model read it (issue 20: the
    // rest of the page keeps its weight; before, the whole page's vote was capped at 0.4).
    const injected = report.evidence.filter((e) => e.carriesInstructions);
    expect(injected.length).toBeGreaterThan(0);
    for (const item of injected) {
      expect(item.passage).not.toMatch(/ignore previous instructions/i);
      expect(item.rationale).toMatch(/those sentences were cut and the rest read alone|rules/);
      if (item.stance === 'supports' || item.stance === 'refutes') expect(item.quoteVerified).toBe(true);
    }
  });
});
