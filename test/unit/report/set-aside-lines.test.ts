/** The report's "Set aside:" names each item's source and leaves a copy's counted page a valid link (issue 32 item 10). */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { renderMarkdownReport } from '../../../lib/report/markdown-report';
import { setAsideMarkdownLines } from '../../../lib/report/set-aside-lines';
import { fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../../builders';

const reuters = fakeEvidence({
  id: 'ev-reuters',
  url: 'http://www.reuters.com/world/measles-2019',
  domain: 'reuters.com',
  stance: 'irrelevant',
});
const bbc = fakeEvidence({ id: 'ev-bbc', url: 'https://www.bbc.co.uk/news/x', domain: 'bbc.co.uk' });
const copy = fakeEvidence({
  id: 'ev-copy',
  url: 'https://copies.example/a_(b)',
  domain: 'copies.example',
});

describe('setAsideMarkdownLines', () => {
  it('names each source (linked) instead of repeating the reason alone', () => {
    const lines = setAsideMarkdownLines(
      [
        { evidenceId: reuters.id, fact: { kind: 'irrelevant' } },
        { evidenceId: bbc.id, fact: { kind: 'irrelevant' } },
      ],
      [reuters, bbc],
    );
    expect(lines).toEqual([
      '[reuters.com](<http://www.reuters.com/world/measles-2019>) — Irrelevant to the claim.',
      '[bbc.co.uk](<https://www.bbc.co.uk/news/x>) — Irrelevant to the claim.',
    ]);
  });

  it('links the counted page of a copy as a valid URL, never escaped as text', () => {
    const [line] = setAsideMarkdownLines(
      [
        {
          evidenceId: copy.id,
          fact: {
            kind: 'copy-of',
            of: 'http://www.reuters.com/world/measles-2019',
            how: 'text',
            site: 'copies.example',
          },
        },
      ],
      [copy],
    );
    expect(line).toBe(
      '[copies.example](<https://copies.example/a_%28b%29>) — Shares its text with a source already counted (<http://www.reuters.com/world/measles-2019>): one vote per independent source.',
    );
    expect(line).not.toContain('\\/');
    expect(line).not.toContain('www\\.');
  });

  it('falls back to the site the fact names, and escapes it, when the evidence is gone', () => {
    expect(
      setAsideMarkdownLines(
        [{ evidenceId: 'gone', fact: { kind: 'own-site', site: 'news_site.example' } }],
        [],
      ),
    ).toEqual([
      "news\\_site.example — On the article's own site (news\\_site.example): the article speaking again, not another source.",
    ]);
  });

  it('never lets a hostile domain or URL open Markdown structure', () => {
    const hostile = fakeEvidence({
      id: 'ev-evil',
      url: 'javascript:alert(1)',
      domain: '[click](https://evil.example)',
    });
    const [line] = setAsideMarkdownLines(
      [{ evidenceId: hostile.id, fact: { kind: 'background' } }],
      [hostile],
    );
    expect(line).not.toMatch(/(^|[^\\])\]\(/);
    expect(line).toContain('not a web link');
  });
});

describe('the Markdown report', () => {
  it('lists set-aside items by source with working links', () => {
    const run = fakeRun({
      id: 'run-1',
      status: 'done',
      article: fakeArticle({ url: 'https://news.example/a' }),
    });
    const claim = fakeClaim({ id: 'c-1', runId: 'run-1' });
    const verdict = fakeVerdict({
      claimId: 'c-1',
      setAside: [
        { evidenceId: reuters.id, fact: { kind: 'irrelevant' } },
        {
          evidenceId: copy.id,
          fact: {
            kind: 'copy-of',
            of: 'http://www.reuters.com/world/measles-2019',
            how: 'text',
            site: 'copies.example',
          },
        },
      ],
    });
    const report = renderMarkdownReport(
      { run, claims: [claim], queries: [], evidence: [reuters, copy], verdicts: [verdict], sources: [] },
      ENGINE_CONFIG,
    );
    const block = report.slice(report.indexOf('Set aside:')).split('\n\n')[0]!;
    expect(block.split('\n')).toEqual([
      'Set aside:',
      '- [reuters.com](<http://www.reuters.com/world/measles-2019>) — Irrelevant to the claim.',
      '- [copies.example](<https://copies.example/a_%28b%29>) — Shares its text with a source already counted (<http://www.reuters.com/world/measles-2019>): one vote per independent source.',
    ]);
    expect(report).not.toContain('http:\\/\\/');
  });
});
