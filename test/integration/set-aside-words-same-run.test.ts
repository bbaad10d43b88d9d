/**
 * Issue 21: the panel and the reports word each piece of evidence set aside identically. One real check of a sandbox
 * article (the real engine, openai SDK and fetch against the sandbox, a model whose readings often fail); the panel's
 * "set aside" list is rendered with React and compared line by line with the Markdown and JSON reports'.
 */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SetAsideList } from '../../entrypoints/sidepanel/check/set-aside-list';
import { checkArticle } from '../../lib/composition/check-article';
import type { SetAsideItem } from '../../lib/engine/schemas';
import { md, renderJsonReport, renderMarkdownReport } from '../../lib/report/markdown-report';
import { mdAutolink, mdLink } from '../../lib/report/markdown-escape';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { markdownClaimList } from './markdown-claim-list';
import { panelListLines } from './panel-list-lines';

const sandbox = useSandbox();

/** The lines of the panel's set-aside list, as a reader sees them. */
function panelLines(items: readonly SetAsideItem[]): string[] {
  return panelListLines(createElement(SetAsideList, { items }), 'set-aside');
}

describe('one run, one wording of what was set aside', () => {
  it('the panel, the Markdown report and the JSON report give every claim the same set-aside lines', async () => {
    const deps = makeDeps(sandbox(), 'wrong-answers');
    const records = await checkArticle(deps, {
      article: await loadArticle(sandbox(), 'health'),
      profile: 'quick',
    });
    const markdown = renderMarkdownReport(records, ENGINE_CONFIG);
    const json = JSON.parse(renderJsonReport(records, ENGINE_CONFIG)) as {
      verdicts: { claimId: string; setAside: { evidenceId: string; reason: string; fact: unknown }[] }[];
    };
    const kinds = new Set<string>();
    let compared = 0;
    for (const verdict of records.verdicts) {
      const claim = records.claims.find((c) => c.id === verdict.claimId);
      expect(claim).toBeDefined();
      const panel = panelLines(verdict.setAside);
      expect(panel.length).toBe(verdict.setAside.length);
      // The report names each item's source (linked) before the panel's words, and links a copy's counted page.
      const expected = verdict.setAside.map((item, i) => {
        const e = records.evidence.find((x) => x.id === item.evidenceId)!;
        const words = md(panel[i]!);
        const reason =
          item.fact.kind === 'copy-of' ? words.replace(md(item.fact.of), mdAutolink(item.fact.of)) : words;
        return `${mdLink(e.domain, e.url)} — ${reason}`;
      });
      expect(markdownClaimList(markdown, claim!.text, 'Set aside:')).toEqual(expected);
      const fromJson = json.verdicts.find((v) => v.claimId === verdict.claimId);
      // JSON keeps `reason` (the words) and adds the typed fact beside it.
      expect(fromJson?.setAside.map((s) => s.reason)).toEqual(panel);
      expect(fromJson?.setAside.map((s) => s.fact)).toEqual(verdict.setAside.map((s) => s.fact));
      expect(fromJson?.setAside.map((s) => s.evidenceId)).toEqual(verdict.setAside.map((s) => s.evidenceId));
      for (const s of verdict.setAside) {
        kinds.add(s.fact.kind);
        // Every item names evidence of this run, and no fresh run writes a legacy sentence.
        expect(records.evidence.some((e) => e.id === s.evidenceId)).toBe(true);
        expect(s.fact.kind).not.toBe('legacy');
      }
      compared += panel.length;
    }
    // Several items of more than one kind were compared, not one.
    expect(compared).toBeGreaterThan(3);
    expect(kinds.size).toBeGreaterThan(1);
  }, 60_000);
});
