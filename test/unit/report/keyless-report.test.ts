import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { reportGuidance } from '../../../lib/report/keyless-lines';
import { defaultSettings } from '../../../lib/settings/settings-schema';
import { fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../../builders';
import type { VerdictLabel } from '../../../lib/engine/schemas';

/** A finished keyless check of three claims, with these labels. */
function keylessCheck(labels: readonly VerdictLabel[], texts?: readonly string[]) {
  const run = fakeRun({
    id: 'run-k',
    model: 'none',
    article: fakeArticle({ title: 'Tolls and trains', url: 'https://news.example/tolls' }),
    status: 'done',
    result: {
      label: 'unverified',
      rgba: { r: 0.5, g: 0.5, b: 0.5, a: 0.1 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: 'Little could be checked.',
    },
  });
  const claims = labels.map((_, i) =>
    fakeClaim({
      id: `c-${i}`,
      runId: 'run-k',
      text: texts?.[i] ?? `The harbour bridge toll rose to ${i + 4} dollars in 2024.`,
    }),
  );
  const verdicts = labels.map((label, i) => fakeVerdict({ claimId: `c-${i}`, runId: 'run-k', label }));
  return { run, claims, queries: [], evidence: [], verdicts, sources: [] };
}

const keyless = defaultSettings();

describe('the CLI report of a keyless check that settled little', () => {
  it('says what a keyless check can do and the one step that helps most: the fact-check index first', () => {
    const md = renderMarkdownReport(keylessCheck(['unverified', 'unverified', 'refuted']), ENGINE_CONFIG, {
      guidance: reportGuidance(keyless, ['Wikipedia'], false),
    });
    expect(md).toContain('### This check settled 1 of 3 claims');
    expect(md).toContain('looks for them in Wikipedia.');
    expect(md).toContain('**What would help most: Download 93,000 professional fact-checks (200 MB, free)**');
    expect(md).toContain('`npm run factchecks -- update`');
  });

  it('asks for the free OpenAlex key once the index is there, for science claims only', () => {
    const science = keylessCheck(
      ['unverified', 'unverified'],
      ['A new study found coffee lowers the risk of heart failure.', 'The vaccine cut deaths by half.'],
    );
    const withIndex = reportGuidance(keyless, ['Wikipedia'], true);
    const md = renderMarkdownReport(science, ENGINE_CONFIG, { guidance: withIndex });
    expect(md).toContain('looks for them in the professional fact-checks stored here and Wikipedia.');
    expect(md).toContain('**What would help most: Add a free OpenAlex key**');
    expect(md).toContain('`OPENALEX_API_KEY` (free from https://openalex.org/settings/api)');
    // Not science: nothing more to suggest in the CLI (no built-in model there).
    const plain = renderMarkdownReport(keylessCheck(['unverified']), ENGINE_CONFIG, { guidance: withIndex });
    expect(plain).toContain('### This check settled 0 of 1 claim');
    expect(plain).not.toContain('**What would help most');
    // The claim itself still says what was found and its own next step (issue 32 item 4): a Deep check.
    expect(plain).toContain('What would help most: Check deeper — ');
  });

  it('says nothing of the kind for a check that settled most of its claims, or without guidance', () => {
    const settled = keylessCheck(['refuted', 'supported', 'unverified']);
    const guidance = reportGuidance(keyless, ['Wikipedia'], false);
    expect(renderMarkdownReport(settled, ENGINE_CONFIG, { guidance })).not.toContain('This check settled');
    expect(renderMarkdownReport(keylessCheck(['unverified']), ENGINE_CONFIG)).not.toContain(
      'This check settled',
    );
  });

  it('marks a source found in the local fact-check index with its attribution', () => {
    const check = keylessCheck(['refuted']);
    const evidence = fakeEvidence({
      runId: 'run-k',
      claimId: 'c-0',
      stance: 'refutes',
      rating: 'False',
      foundIn: 'factcheck-index',
    });
    const md = renderMarkdownReport({ ...check, evidence: [evidence] }, ENGINE_CONFIG);
    expect(md).toContain('found in the local fact-check index (ClaimReview data: Data Commons, CC BY)');
  });

  it("the JSON's claims[].undecided says what an Unverified claim found and its next step; a search failure says so", () => {
    const check = keylessCheck(['unverified', 'unverified', 'refuted']);
    const evidence = [
      fakeEvidence({ id: 'e1', claimId: 'c-0', domain: 'wikipedia.org', stance: 'context', heuristic: true }),
      fakeEvidence({ id: 'e2', claimId: 'c-0', domain: 'bbc.co.uk', stance: 'irrelevant', heuristic: true }),
    ];
    const verdicts = check.verdicts.map((v) =>
      v.claimId === 'c-1' ? { ...v, search: { queries: 3, answered: 0 } } : v,
    );
    const run = {
      ...check.run,
      providerFailures: [
        { provider: 'wikipedia', reason: 'timeout', kind: 'timeout' as const, failures: 2, stopped: false },
      ],
    };
    const input = { ...check, run, evidence, verdicts };
    const json = JSON.parse(
      renderJsonReport(input, ENGINE_CONFIG, { guidance: reportGuidance(keyless, ['Wikipedia'], true) }),
    ) as { claims: { id: string; undecided: Record<string, unknown> | null }[] };
    const [found, failed, refuted] = json.claims;
    expect(found?.undecided).toMatchObject({
      searched: true,
      discussedBy: [
        { site: 'wikipedia.org', said: 'background' },
        { site: 'bbc.co.uk', said: 'off-topic' },
      ],
      summary:
        '2 sources discuss it: 1 background (wikipedia.org), 1 on the topic only (bbc.co.uk); none confirms or denies it.',
      nextStep: { id: 'model-key' },
    });
    expect(failed?.undecided).toMatchObject({
      searched: false,
      notSearched: { why: 'searches-failed' },
      nextStep: { id: 'search-settings' },
    });
    expect(refuted?.undecided).toBeNull();
    const md = renderMarkdownReport(input, ENGINE_CONFIG);
    expect(md).toContain('**Unverified (not searched)**');
    expect(md).toContain(
      'What was found: Not searched: every search for it failed (wikipedia did not answer in time).',
    );
  });
});
