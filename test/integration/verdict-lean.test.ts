import { afterAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { evidenceLean } from '../../lib/engine/domain/scoring/evidence-lean';
import { claimSides, leanSentence, sidesWords } from '../../lib/presentation/claim-sides';
import { EVIDENCE } from '../sandbox/corpus';
import type { SandboxEvidencePage } from '../sandbox/corpus/types';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
afterAll(() => sandbox().setPages([]));

/**
 * Issue 32 item 9, the misleading cherry-pick ("Antarctic sea ice grew to a record high extent in 2014, which shows
 * that polar ice is not really declining"): when every source on it only gives context or is mixed, the check used to
 * say "The evidence so far leans true" (its article's prior of 70 %) beside For 0 · Against 0. The lean now comes from
 * the same readings as the counts: it leans nowhere, and the model is never told it leans true.
 */
describe('a claim whose sources only give context leans nowhere', () => {
  it('the cherry-pick: no lean in the counter-arguer’s request or in the words, For 0 · Against 0', async () => {
    // The blog and the post that repeat the cherry-pick now only point at the records: no page takes a side on it.
    const BACKGROUND =
      'Antarctic sea ice records are kept by the National Snow and Ice Data Center since 1979.';
    const repeaters = new Set(['medium-antarctic', 'x-antarctic']);
    const contextOnly: SandboxEvidencePage[] = EVIDENCE.filter((p) => repeaters.has(p.id)).map((p) => ({
      ...p,
      paragraphs: [BACKGROUND],
      stances: [
        { claimId: 'science-antarctic-2014', stance: 'context', sentence: BACKGROUND, strength: 0.5 },
      ],
    }));
    sandbox().setPages(contextOnly);
    const deps = makeDeps(sandbox(), 'annotated');
    const report = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'science'),
      profile: 'quick',
    });
    sandbox().setPages([]);

    const claim = report.claims.find((c) => /Antarctic sea ice grew/.test(c.text))!;
    const evidence = report.evidence.filter((e) => e.claimId === claim.id);
    const verdict = report.verdicts.find((v) => v.claimId === claim.id)!;
    expect(evidence.length).toBeGreaterThan(0);
    expect(evidence.some((e) => e.stance === 'supports' || e.stance === 'refutes')).toBe(false);

    // The counts and the lean are one reading of the same evidence.
    const lean = evidenceLean(evidence, verdict.rgba.g);
    expect(lean.lean).toBeNull();
    expect(sidesWords(claimSides(evidence).get(claim.id))).toBe('For 0 · Against 0');
    expect(leanSentence(lean)).toBe('No source found so far supports or contradicts it (For 0 · Against 0)');
    // The verdict claims nothing either way; its veracity is only a prior, which the old rule (g ≥ 0.5) read as a lean.
    expect(verdict.label).toBe('unverified');
    expect(verdict.veracityFrom).toBe('prior');
    expect(verdict.rgba.g).toBeGreaterThanOrEqual(0.5);

    // The mixed Nature page makes it a conflict, so the model is asked; it is not told the claim leans true.
    const asked = sandbox()
      .requests()
      .filter((r) => r.schemaName === 'counter_argue')
      .map((r) => (r.messages ?? []).map((m) => m.content).join('\n'))
      .filter((prompt) => prompt.includes('Antarctic sea ice grew'));
    expect(asked.length).toBeGreaterThan(0);
    for (const prompt of asked) {
      expect(prompt).not.toMatch(/leans (TRUE|FALSE)/);
      expect(prompt).toMatch(/no passage takes a side on the claim yet/);
    }
  });

  it('a claim with sources on one side leans that way, and its words carry the same counts', () => {
    const lean = evidenceLean([{ stance: 'supports' }, { stance: 'context' }, { stance: 'supports' }], 0.4);
    expect(lean).toMatchObject({ for: 2, against: 0, context: 1, lean: 'true' });
    expect(leanSentence(lean)).toBe('The evidence so far leans true (For 2 · Against 0)');
    const both = evidenceLean([{ stance: 'supports' }, { stance: 'refutes' }, { stance: 'refutes' }], 0.3);
    expect(leanSentence(both)).toBe('The evidence so far leans false (For 1 · Against 2)');
    expect(leanSentence(evidenceLean([{ stance: 'mixed' }, { stance: 'context' }], 0.7))).toBe(
      'No source found so far supports or contradicts it (For 0 · Against 0)',
    );
  });
});
