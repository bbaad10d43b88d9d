import { ENGINE_CONFIG } from '../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { renderMarkdownReport } from '../../lib/report/markdown-report';
import { FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, truthTable, useSandbox } from './harness';

const sandbox = useSandbox();

describe('no-model stance, end to end in the sandbox (no model configured)', () => {
  it('a false claim comes out likely false and a claim a source states verbatim comes out likely true', async () => {
    const report = await checkArticle(makeDeps(sandbox(), undefined), {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    expect(report.run.model).toBe('none');
    expect(
      sandbox()
        .requests()
        .filter((r) => r.kind === 'model'),
    ).toEqual([]);
    const table = truthTable('health', report.claims, report.verdicts);
    const label = (id: string) => table.find((r) => r.id === id)?.label;
    // "The MMR vaccine causes autism in one in fifty children": refuted by WHO, The Lancet and a fact-check.
    expect(FALSE_LABELS).toContain(label('health-mmr-autism'));
    // "Two doses … about 97 percent effective": CDC says "Two doses of MMR vaccine are 97% effective …".
    expect(TRUE_LABELS).toContain(label('health-mmr-effective'));

    const effective = report.claims.find((c) => /97 percent/.test(c.text))!;
    const cdc = report.evidence.find((e) => e.claimId === effective.id && e.domain === 'cdc.gov')!;
    expect(cdc).toMatchObject({ stance: 'supports', heuristic: true, quoteVerified: true });
    expect(cdc.quote).toContain('97% effective');
    expect(cdc.rationale).toMatch(/^heuristic: .*near-verbatim/);
    // The report says the stance is a no-model heuristic, not a model's reading.
    expect(renderMarkdownReport(report, ENGINE_CONFIG)).toMatch(
      /no-model heuristic: the passage states the claim near-verbatim/,
    );
    // No source that merely shares the topic is counted for a claim: every supporting quote carries its figures.
    for (const e of report.evidence.filter((x) => x.claimId === effective.id && x.stance === 'supports'))
      expect(e.quote).toMatch(/97/);
  });
});
