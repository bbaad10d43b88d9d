/** Exports of hostile runs: nothing from a page, a model or a forged file can add structure, links or HTML. */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { reasonLines } from '../../../lib/presentation/reason-words';
import { describe, expect, it } from 'vitest';
import { md, mdCode, safeHref, safeJson } from '../../../lib/report/markdown-escape';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import {
  fakeArticle,
  fakeClaim,
  fakeEvidence,
  fakeQuery,
  fakeRun,
  fakeSource,
  fakeVerdict,
} from '../../builders';

const PWN =
  '\n\n# Pwned heading\n\n<script>alert(1)</script> [Official WHO notice](https://evil.example/phish) ';
const HOSTILE = [
  `Title${PWN}`,
  '![tracker](https://evil.example/t.png)',
  '<img src=x onerror=alert(1)>',
  '| forged | table |',
  '**bold** _em_ ~~strike~~ `code` $\\href{https://evil.example}{x}$',
  '- fake list item',
  '1. fake numbered item',
  '> fake quote',
  '=== setext',
  'see www.evil.example or https://evil.example/x',
  '&lt;script&gt; stays text',
  'line\u2028separator',
  '<https://evil.example/autolink>',
];

/** Positions of `ch` not escaped by a backslash. */
function unescaped(text: string, ch: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] !== ch) continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && text[j] === '\\'; j -= 1) slashes += 1;
    if (slashes % 2 === 0) count += 1;
  }
  return count;
}

describe('md (one line of untrusted text)', () => {
  it.each(HOSTILE)('leaves no live Markdown or HTML in %j', (text) => {
    const out = md(text);
    expect(out).not.toMatch(/\n|\u2028/);
    expect(out).not.toMatch(/[<>]/);
    for (const ch of ['[', ']', '*', '_', '`', '#', '|', '~', '$']) expect(unescaped(out, ch)).toBe(0);
    expect(out).not.toMatch(/^([-+=>]|\d+[.)])/);
    expect(out).not.toMatch(/www\.|:\/\//i);
  });

  it('keeps plain prose readable and entities literal', () => {
    expect(md('Traffic fell by 30 percent in 2020.')).toBe('Traffic fell by 30 percent in 2020.');
    expect(md('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
    expect(md('2020. A year')).toBe('2020\\. A year');
  });

  it('keeps a query inside one code span', () => {
    expect(mdCode('a ` b\n# c')).toBe("`a ' b # c`");
  });
});

describe('safeHref', () => {
  it('links only http(s), with every character that could end the link encoded', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('file:///etc/passwd')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
    expect(safeHref('https://evil.example/a) [x](https://b.example')).toBe(
      'https://evil.example/a%29%20[x]%28https://b.example',
    );
    expect(safeHref('https://ok.example/a b>c"d\'e')).toBe('https://ok.example/a%20b%3Ec%22d%27e');
  });
});

function hostileInput() {
  const url = 'https://news.example/a) <b>';
  const run = fakeRun({
    id: 'run-h',
    model: `gpt-4${PWN}`,
    origin: 'imported',
    importedAt: Date.UTC(2026, 10, 20),
    article: fakeArticle({
      title: `Title${PWN}`,
      url: 'javascript:alert(document.cookie)',
      siteName: '| site | x |',
      publishedAt: `2026${PWN}`,
    }),
    notices: [`- notice${PWN}`],
    result: {
      label: 'contested',
      rgba: { r: 0.4, g: 0.5, b: 0.5, a: 0.6 },
      consensus: [],
      battlegrounds: [
        {
          id: 'b1',
          point: `# point${PWN}`,
          favours: 'A',
          lean: 0.3,
          sideA: {
            position: `side${PWN}`,
            sources: [
              {
                url: 'javascript:alert(2)',
                domain: `d${PWN}`,
                tier: 'B',
                credibility: 0.5,
                quote: `q${PWN}`,
              },
            ],
          },
          sideB: { position: 'b', sources: [] },
        },
      ],
      graph: { nodes: [], edges: [] },
      summary: `# Summary heading${PWN}`,
    },
  } as never);
  const claim = fakeClaim({ id: 'c-1', runId: 'run-h', text: `Claim${PWN}`, quote: `> quote${PWN}` });
  return {
    run,
    claims: [claim],
    queries: [fakeQuery({ claimId: 'c-1', text: 'q`\n# H', lang: `en${PWN}`, executed: true })],
    evidence: [
      fakeEvidence({
        runId: 'run-h',
        claimId: 'c-1',
        stance: 'refutes',
        url,
        domain: `who.int${PWN}`,
        title: `[Trusted](https://evil.example)${PWN}`,
        quote: `quote${PWN}`,
        rating: `False${PWN}`,
      }),
      fakeEvidence({
        runId: 'run-h',
        claimId: 'c-1',
        stance: 'supports',
        url: 'javascript:alert(3)',
        title: 'x',
      }),
    ],
    verdicts: [
      fakeVerdict({
        claimId: 'c-1',
        runId: 'run-h',
        label: 'refuted',
        reasons: [{ kind: 'legacy', text: `r${PWN}` }],
      }),
    ],
    sources: [
      fakeSource({ runId: 'run-h', url, domain: `d${PWN}`, publishedAt: `2026${PWN}` }),
      fakeSource({ runId: 'run-h', url: 'vbscript:x', domain: '| a | b |', publishedAt: null }),
    ],
  };
}

describe('renderMarkdownReport with hostile fields', () => {
  const report = renderMarkdownReport(hostileInput(), ENGINE_CONFIG);
  const lines = report.split('\n');

  it('adds no heading, list item or quote of its own', () => {
    expect(lines.filter((l) => /Pwned/.test(l) && /^(#|>|-|\d+\.)\s*Pwned/.test(l))).toEqual([]);
    const headings = lines.filter((l) => l.startsWith('#'));
    expect(headings.every((h) => /^(# Cartographer report: |## |### )/.test(h))).toBe(true);
    expect(headings.filter((h) => /heading/i.test(h)).every((h) => h.includes('\\#'))).toBe(true);
  });

  it('contains no HTML tag and no link but the http(s) links it made itself', () => {
    const withoutOwnLinks = report
      .replace(/^> /gm, '') // the report's own quote of the claim's sentence
      .replace(/\]\(<https?:\/\/[^\s<>()]*>\)/g, '')
      .replace(/<https?:\/\/[^\s<>()]*>/g, '');
    expect(withoutOwnLinks).not.toMatch(/[<>]/);
    expect(report).not.toMatch(/<script|<img|<b>/i);
    expect(report).not.toMatch(/\]\(<?javascript:|<javascript:/i);
    // The only links: the one evidence link with an http(s) URL (parentheses and spaces encoded) and the sources.
    const links = [...report.matchAll(/(?<!\\)\]\((<[^>]*>)\)/g)].map((m) => m[1]);
    expect(links).toEqual(['<https://news.example/a%29%20%3Cb%3E>']);
    expect(report).toContain('not a web link');
  });

  it('says the run was imported from a file', () => {
    expect(report).toContain(
      '- **Provenance:** imported from a file on 2026-11-20T00:00:00.000Z — not checked in this browser',
    );
  });

  it('keeps every table row to its six cells (the source kind last)', () => {
    const rows = lines.filter((l) => l.startsWith('| '));
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(unescaped(row, '|')).toBe(7);
  });
});

describe('JSON exports', () => {
  it('parse back to the same run and carry no markup a viewer could run', () => {
    const input = hostileInput();
    const json = renderJsonReport(input, ENGINE_CONFIG);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const { outcome, modelFailed, modelFailure, articleOutcome, claimCounts, cost, noClaims, ...rest } =
      JSON.parse(json) as Record<string, unknown>;
    // The one set of counts (issue 32 item 6): found = checked + not checkable + left.
    expect(claimCounts).toMatchObject({ found: input.claims.length, left: 0 });
    // Issue 31: what the check cost (counted from the run's usage) and, with claims to check, no noClaims.
    expect(cost).toMatchObject({ modelCalls: input.run.usage.modelCalls, sentence: expect.any(String) });
    expect(noClaims).toBeNull();
    // Each verdict also says where its veracity comes from (issue 22): evidence counted, or only the prior.
    const verdicts = input.verdicts.map((v) => ({
      ...v,
      veracityFrom: v.counted.length > 0 ? 'evidence' : 'prior',
    }));
    expect(rest).toEqual(
      JSON.parse(
        JSON.stringify({
          format: 'cartographer-report',
          version: 1,
          ...input,
          // Each claim also says whether the article asserts it (a claim stored before stances: asserted, its quote).
          claims: input.claims.map((c) => ({
            ...c,
            articleStance: 'asserts',
            articleStanceSentence: c.quote,
            articleStanceLine: null,
            // Its claim is contested, not undecided: nothing to explain (issue 32 item 4).
            undecided: null,
          })),
          // Reasons as the words everyone shows, their facts beside them.
          verdicts: verdicts.map((v) => ({
            ...v,
            reasons: reasonLines(v.reasons),
            reasonFacts: v.reasons,
          })),
          claimsNotChecked: 0,
        }),
      ),
    );
    expect(articleOutcome).toMatchObject({ headline: expect.any(String), overall: expect.any(String) });
    // The outcome fields are derived from the run, beside it.
    expect(outcome).toMatchObject({ kind: 'clean', exitCode: 0 });
    expect([modelFailed, modelFailure]).toEqual([false, null]);
    expect(safeJson({ a: '</script><!--\u2028&' })).toBe(
      '{"a":"\\u003c/script\\u003e\\u003c!--\\u2028\\u0026"}',
    );
  });
});
