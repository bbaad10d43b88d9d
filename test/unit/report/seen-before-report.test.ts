import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import type { SeenBefore } from '../../../lib/engine/schemas';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { fakeArticle, fakeClaim, fakeRun, fakeSeenEarlier, fakeVerdict } from '../../builders';

const NOV_12 = Date.UTC(2026, 10, 12, 9);
const seen = (over: Partial<SeenBefore> = {}): SeenBefore => ({
  earlier: [fakeSeenEarlier()],
  decision: 'reused',
  why: 'fresh',
  freshness: 'figures',
  freshForDays: 7,
  ageDays: 2,
  ...over,
});

function reportOf(claims: ReturnType<typeof fakeClaim>[]) {
  const run = fakeRun({
    id: 'run-b',
    status: 'done',
    article: fakeArticle({ url: 'https://other.example/b' }),
  });
  return {
    run,
    claims: claims.map((c) => ({ ...c, runId: run.id })),
    queries: [],
    evidence: [],
    verdicts: claims.map((c) => fakeVerdict({ runId: run.id, claimId: c.id, label: 'refuted' })),
    sources: [],
  };
}

/** The Markdown block of claim `n` (1-based): from its heading to the next. */
function claimBlock(markdown: string, n: number): string {
  const start = markdown.indexOf(`### ${n}. `);
  const next = markdown.indexOf('### ', start + 4);
  return markdown.slice(start, next === -1 ? undefined : next);
}

describe('the Markdown report of a claim checked before', () => {
  it('says when it was checked, what it found, which run, and that its evidence was reused', () => {
    const markdown = renderMarkdownReport(
      reportOf([fakeClaim({ id: 'c1', text: 'Measles cases rose by 30 percent.', seenBefore: seen() })]),
      ENGINE_CONFIG,
    );
    expect(claimBlock(markdown, 1)).toContain(
      'You checked this on 12 Nov: refuted (fullfact.org, who.int) — [news.example.com](<https://news.example.com/a>), run `run-a`. Its evidence from then is reused: that check was 2 days ago, and figures stay current for 7 days.',
    );
  });

  it('says a claim was checked again and why, names older checks, and says nothing of a claim never seen', () => {
    const older = { ...seen().earlier[0]!, runId: 'run-0', checkedAt: NOV_12 - 86_400_000 * 40 };
    const markdown = renderMarkdownReport(
      reportOf([
        fakeClaim({
          id: 'c1',
          text: 'Vaccines cause autism.',
          seenBefore: seen({ decision: 'rechecked', why: 'weak', earlier: [seen().earlier[0]!, older] }),
        }),
        fakeClaim({ id: 'c2', text: 'Unemployment fell in 2019.' }),
      ]),
      ENGINE_CONFIG,
    );
    const first = claimBlock(markdown, 1);
    expect(first).toContain(
      'You checked this on 12 Nov: refuted (fullfact.org, who.int); checked once before that',
    );
    expect(first).toContain('Checked again: that verdict did not rest on enough evidence to reuse.');
    expect(claimBlock(markdown, 2)).not.toContain('You checked this');
  });

  it('keeps an earlier article that was hostile inert, and the JSON report keeps its seenBefore field', () => {
    const hostile = seen({
      earlier: [
        {
          ...seen().earlier[0]!,
          runId: 'run-`x`',
          site: '<img src=x>[click](javascript:alert(1))',
          url: 'javascript:alert(1)',
          sources: ['**bold**.example'],
        },
      ],
    });
    const input = reportOf([
      fakeClaim({ id: 'c1', text: 'Measles cases rose by 30 percent.', seenBefore: hostile }),
    ]);
    const block = claimBlock(renderMarkdownReport(input, ENGINE_CONFIG), 1);
    const line = block.split('\n').find((l) => l.startsWith('You checked this on 12 Nov')) ?? '';
    // No tag, link, emphasis or code span can be opened by it: each is escaped, and the bad URL is not linked.
    expect(line).not.toMatch(/<img|(?<!\\)\]\(|(?<!\\)\*\*|`x`|<javascript/);
    expect(line).toContain('\\[click\\](javascript:alert(1)) (javascript:alert(1), not a web link)');
    const json = JSON.parse(renderJsonReport(input, ENGINE_CONFIG)) as {
      claims: { seenBefore: { earlier: { runId: string; checkedOn: string }[]; decision: string } }[];
    };
    expect(json.claims[0]!.seenBefore.decision).toBe('reused');
    expect(json.claims[0]!.seenBefore.earlier[0]).toMatchObject({
      runId: 'run-`x`',
      checkedOn: new Date(NOV_12).toISOString(),
    });
  });
});
