/**
 * Issue 21: the panel and the reports word each reason identically. One real check of a sandbox article (the real
 * engine, openai SDK and fetch against the sandbox, a model whose readings often fail); the panel's "Why this verdict"
 * list is rendered with React and compared line by line with the Markdown report's and the JSON report's reasons.
 */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { VerdictReasons } from '../../entrypoints/sidepanel/check/verdict-reasons';
import { checkArticle } from '../../lib/composition/check-article';
import { md, renderJsonReport, renderMarkdownReport } from '../../lib/report/markdown-report';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { markdownClaimList } from './markdown-claim-list';
import { panelListLines } from './panel-list-lines';

const sandbox = useSandbox();

/** The lines of the panel's reason list, as a reader sees them. */
function panelLines(
  reasons: Parameters<typeof VerdictReasons>[0]['reasons'],
  label: Parameters<typeof VerdictReasons>[0]['label'],
): string[] {
  return panelListLines(createElement(VerdictReasons, { reasons, label }), 'verdict-reasons');
}

describe('one run, one wording', () => {
  it('the panel, the Markdown report and the JSON report give every claim the same reasons', async () => {
    const deps = makeDeps(sandbox(), 'wrong-answers');
    const records = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const markdown = renderMarkdownReport(records, ENGINE_CONFIG);
    const json = JSON.parse(renderJsonReport(records, ENGINE_CONFIG)) as {
      verdicts: { claimId: string; reasons: string[]; reasonFacts: { kind: string }[] }[];
    };
    const kinds = new Set<string>();
    let compared = 0;
    for (const verdict of records.verdicts) {
      const claim = records.claims.find((c) => c.id === verdict.claimId);
      expect(claim).toBeDefined();
      const panel = panelLines(verdict.reasons, verdict.label);
      expect(panel.length).toBe(verdict.reasons.length);
      expect(markdownClaimList(markdown, claim!.text, 'Reasons:')).toEqual(panel.map(md));
      const fromJson = json.verdicts.find((v) => v.claimId === verdict.claimId);
      expect(fromJson?.reasons).toEqual(panel);
      expect(fromJson?.reasonFacts).toEqual(verdict.reasons);
      for (const r of verdict.reasons) kinds.add(r.kind);
      compared += panel.length;
      // Plain words: no engine jargon reaches a reader.
      for (const line of panel) expect(line).not.toMatch(/\(s\)|tier-[A-D]|log-odds|\bprior\b|\bhop \d/);
    }
    // A run with sources on both sides and a weak model: several kinds of reasons were compared, not one.
    expect(compared).toBeGreaterThan(5);
    expect(kinds.size).toBeGreaterThan(2);
  }, 60_000);
});
