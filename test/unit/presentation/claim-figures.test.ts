/** No number without evidence: a claim with no counted source shows its prior as a prior (issue 22). */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { judgeClaim } from '../../../lib/engine/domain';
import { reasonLines } from '../../../lib/presentation/reason-words';
import {
  articleFigures,
  articlePriorSentence,
  priorSentence,
  showsFigures,
  veracityFrom,
} from '../../../lib/presentation/claim-figures';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { fakeArticle, fakeClaim, fakeRun, fakeVerdict } from '../../builders';

const NOW = new Date('2026-11-20T00:00:00Z');
const guardian = 'https://www.theguardian.com/world/2026/nov/20/story';

/** A claim on a tier-B newsroom's page with nothing found: what the judge really gives. */
function unsupported() {
  return judgeClaim(
    { claim: { id: 'c-1', text: 'Unemployment fell to 3.9 percent in 2024.', harm: 2 }, evidence: [] },
    { now: NOW, config: ENGINE_CONFIG, articleUrl: guardian },
  );
}

describe('a claim with no counted source', () => {
  it('is judged from the prior only, and the judge says so in its own words', () => {
    const verdict = unsupported();
    expect(verdict.label).toBe('unverified');
    expect(verdict.veracityFrom).toBe('prior');
    expect(verdict.prior).toEqual({ veracity: expect.closeTo(0.7, 9), domain: 'theguardian.com', tier: 'B' });
    // No reason presents the prior as a veracity.
    const words = reasonLines(verdict.reasons);
    expect(words.join(' ')).not.toMatch(/Veracity \(G\) \d/);
    expect(verdict.reasons.at(-1)).toMatchObject({ kind: 'belief', evidenceCounted: false });
    expect(words.at(-1)).toMatch(
      /no veracity figure: .* right about 70 % of the time; that is where the check starts, not a verdict/,
    );
  });

  it('shows no figure, only the prior as a prior', () => {
    const verdict = unsupported();
    expect(showsFigures(verdict)).toBe(false);
    expect(priorSentence(verdict, null)).toBe(
      'No evidence counted yet. Before evidence, claims from sources like theguardian.com are usually right: prior 70%, not a verdict.',
    );
  });

  it('reads older runs (no veracityFrom) from the sources counted', () => {
    const old = fakeVerdict({ label: 'unverified', counted: [], rgba: { r: 0.2, g: 0.7, b: 0.5, a: 0 } });
    expect(veracityFrom(old)).toBe('prior');
    expect(priorSentence(old, 'bbc.co.uk')).toMatch(/sources like bbc\.co\.uk are usually right: prior 70%/);
    expect(veracityFrom(fakeVerdict({ label: 'supported' }))).toBe('evidence');
    expect(priorSentence(fakeVerdict({ label: 'supported' }), null)).toBeNull();
  });

  it('an unknown source starts even, said as such', () => {
    const verdict = judgeClaim(
      { claim: { id: 'c-1', text: 'The bridge closed in 2024.', harm: 2 }, evidence: [] },
      { now: NOW, config: ENGINE_CONFIG, articleUrl: 'https://some-blog.example/post' },
    );
    expect(priorSentence(verdict, null)).toMatch(/knows nothing about some-blog\.example.*prior 50%/);
  });

  it('the reports never print a figure for it, and the JSON says where each veracity comes from', () => {
    const verdict = { ...unsupported(), runId: 'run-1' };
    const claim = fakeClaim({ id: 'c-1' });
    const run = fakeRun({
      status: 'done',
      article: fakeArticle({ url: guardian }),
      result: {
        label: 'unverified',
        rgba: { r: 0.2, g: 0.7, b: 0.5, a: 0 },
        consensus: [],
        battlegrounds: [],
        graph: { nodes: [], edges: [] },
        summary: '1 claim checked: 1 unverified (not enough evidence).',
      },
    });
    const input = { run, claims: [claim], queries: [], evidence: [], verdicts: [verdict], sources: [] };
    const md = renderMarkdownReport(input, ENGINE_CONFIG);
    expect(md).not.toMatch(/G veracity/);
    expect(md).not.toMatch(/confidence 0\.\d+/);
    expect(md).toContain('No claim is decided yet, so the article has no figures.');
    // Undecided: what its check found and what would help (issue 32 item 4), not its prior on every claim.
    expect(md).toContain('What was found: The searches found no source that discusses it.');
    expect(md).not.toMatch(/prior 70%/);
    const json = JSON.parse(renderJsonReport(input, ENGINE_CONFIG)) as {
      verdicts: { veracityFrom: string; rgba: { g: number } }[];
      articleOutcome: { figuresFrom: string };
    };
    // The numeric fields stay for programs; the words beside them say they are a prior.
    expect(json.verdicts[0]).toMatchObject({ veracityFrom: 'prior', rgba: { g: expect.closeTo(0.7, 9) } });
    expect(json.articleOutcome.figuresFrom).toBe('none');
  });
});

describe('an undecided claim with sources counted (issue 32 item 3)', () => {
  const claims = [fakeClaim({ id: 'c-open', text: 'Rents rose 12 percent.' })];
  const open = fakeVerdict({
    claimId: 'c-open',
    label: 'unverified',
    counted: ['e1', 'e2', 'e3'],
    veracityFrom: 'evidence',
    rgba: { r: 0.3, g: 0.61, b: 0.5, a: 0.3 },
    prior: { veracity: 0.7, domain: 'bbc.com', tier: 'B' },
  });

  it('gives the article no figures, and its reasons no veracity percentage', () => {
    expect(articleFigures(claims, [open], ENGINE_CONFIG)).toBeNull();
    const belief = {
      kind: 'belief' as const,
      evidenceCounted: true,
      rgba: open.rgba,
      priorG: 0.7,
      priorR: 0.2,
      harm: 2,
      harmEffect: null,
      priorFrom: { kind: 'source' as const, site: 'bbc.com', tier: 'B' as const, override: false },
    };
    expect(reasonLines([belief]).join(' ')).toMatch(/Veracity \(G\) 61 %/);
    const words = reasonLines([belief], 'unverified').join(' ');
    expect(words).not.toMatch(/Veracity \(G\) \d|61 %/);
    expect(words).toMatch(/^Not enough evidence for a verdict, so no veracity figure/);
    // A decided claim beside it: the figures average that one only.
    const decided = fakeVerdict({
      claimId: 'c-held',
      label: 'supported',
      rgba: { r: 0.2, g: 0.9, b: 0.8, a: 0.7 },
    });
    const both = [...claims, fakeClaim({ id: 'c-held', text: 'The bridge opened in 2020.' })];
    expect(articleFigures(both, [open, decided], ENGINE_CONFIG)?.g).toBeCloseTo(0.9, 9);
  });

  it('says the prior once for the article, as a prior', () => {
    const none = fakeVerdict({ claimId: 'c-2', label: 'unverified', counted: [], veracityFrom: 'prior' });
    expect(articlePriorSentence([open, none, fakeVerdict({ label: 'supported' })], 'bbc.com')).toBe(
      '2 claims have no verdict, so no figure. Before evidence, claims from sources like bbc.com are usually right: prior 70%, not a verdict.',
    );
    expect(articlePriorSentence([fakeVerdict({ label: 'supported' })], 'bbc.com')).toBeNull();
  });
});
