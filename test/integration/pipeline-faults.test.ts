import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

const sandbox = useSandbox();

describe('the run survives a misbehaving model', () => {
  it("catches a fabricated quote: never counted as the model's evidence, logged as a citation-integrity failure", async () => {
    const deps = makeDeps(sandbox(), 'fabricate');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const trace = await deps.store.listTrace(report.run.id);
    const failures = trace.filter((t) => t.purpose === 'citation-integrity failure');
    expect(failures.length).toBeGreaterThan(0);
    // Since stanceguard (issue 19) a reading whose quote is not in the source is not kept as demoted context: the
    // model's reading is dropped and the rules' reading of the passage stands in, saying why. So no quote the source
    // does not contain is shown or weighed anywhere in the report.
    expect(report.evidence.filter((e) => !e.quoteVerified && e.quote !== '')).toEqual([]);
    const fellBack = report.evidence.filter((e) => e.modelReading === 'quote-not-found');
    expect(fellBack.length).toBeGreaterThan(0);
    for (const e of fellBack) {
      expect(e.heuristic, e.url).toBe(true);
      expect(e.rationale).toMatch(/did not count \(its quote is not in the source\); the rules' reading/);
    }
    const fallbacks = trace.filter((t) => t.purpose === "rules' reading used instead of the model's");
    for (const failure of failures) {
      const url = failure.detail.slice(0, failure.detail.indexOf(': quote not found: "'));
      const fabricated = failure.detail.match(/quote not found: "(.+)" — demoted/)?.[1];
      expect(fabricated, failure.detail).toBeDefined();
      // Every logged failure is the evidence's recorded reason, and the fabricated text is nowhere in the evidence.
      expect(
        fellBack.some((e) => e.claimId === failure.claimId && e.url === url),
        url,
      ).toBe(true);
      expect(fallbacks.some((t) => t.claimId === failure.claimId && t.detail.startsWith(`${url}: `))).toBe(
        true,
      );
      for (const e of report.evidence) expect(e.quote).not.toContain(fabricated!);
    }
    // What a verdict counts is either a model reading that passed its checks or the rules' own reading.
    const byId = new Map(report.evidence.map((e) => [e.id, e]));
    for (const v of report.verdicts)
      for (const id of v.counted) {
        const e = byId.get(id);
        if (e && !e.heuristic) expect(e.modelReading, id).toBe('counted');
      }
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
    // The injected page was fetched and read by the (gullible) model, but since stanceguard (issue 20: planted text
    // must not silence a page) its flagged sentences are cut before the model reads it, and the evidence says so.
    const injected = report.evidence.filter((e) => e.carriesInstructions === true);
    expect(injected.length).toBeGreaterThan(0);
    const pageHosts = sandbox()
      .requests()
      .filter((r) => r.kind === 'page' && r.status === 200)
      .map((r) => r.host);
    for (const item of injected) {
      expect(pageHosts).toContain(new URL(item.url).hostname);
      expect(item.passage).not.toMatch(/ignore (all )?previous instructions/i);
      expect(item.passage).toContain('[text addressed to AI tools removed]');
      expect(item.modelReading, item.url).toBeDefined();
      expect(item.rationale).toMatch(/those sentences were cut and the rest read alone/);
      // Its own weak testimonial keeps the weight it has without the instruction.
      expect(item.strength).toBeLessThanOrEqual(0.4);
    }
    expect(report.evidence.filter((e) => /ignore (all )?previous instructions/i.test(e.passage))).toEqual([]);
  });
});
