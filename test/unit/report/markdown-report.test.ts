import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { checkOutcome } from '../../../lib/presentation/check-outcome';
import {
  fakeArticle,
  fakeClaim,
  fakeEvidence,
  fakeQuery,
  fakeRun,
  fakeSource,
  fakeVerdict,
} from '../../builders';

function input() {
  const run = fakeRun({
    id: 'run-r',
    article: fakeArticle({ title: 'Measles is back', url: 'https://news.example/measles' }),
    status: 'done',
    usage: {
      modelCalls: 12,
      promptTokens: 7000,
      completionTokens: 1600,
      searches: 16,
      fetches: 15,
      elapsedMs: 0,
    },
    result: {
      label: 'contested',
      rgba: { r: 0.4, g: 0.5, b: 0.5, a: 0.6 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: 'One claim is false.',
    },
  });
  const claim = fakeClaim({ id: 'c-1', runId: 'run-r', text: 'The MMR vaccine causes autism.' });
  const against = fakeEvidence({
    id: 'ev-1',
    runId: 'run-r',
    claimId: 'c-1',
    stance: 'refutes',
    url: 'https://www.who.int/x',
    domain: 'who.int',
    quote: 'There is no link <script>between</script> MMR and autism.',
  });
  return {
    run,
    claims: [claim],
    queries: [
      fakeQuery({
        claimId: 'c-1',
        intent: 'counter',
        text: 'mmr autism false',
        executed: true,
        resultCount: 6,
      }),
      fakeQuery({ claimId: 'c-1', intent: 'neutral', text: 'mmr autism', executed: true }),
    ],
    evidence: [against],
    verdicts: [
      fakeVerdict({
        claimId: 'c-1',
        runId: 'run-r',
        label: 'refuted',
        reasons: [{ kind: 'sides', support: [], refute: [{ tier: 'A', sites: ['who.int'] }] }],
      }),
    ],
    sources: [
      fakeSource({
        runId: 'run-r',
        url: 'https://www.who.int/x',
        domain: 'who.int',
        tier: 'A',
        credibility: 0.9,
      }),
    ],
  };
}

describe('renderMarkdownReport', () => {
  it('shows the article verdict, each claim with its evidence against, source tier, marked counter-queries and cost', () => {
    const md = renderMarkdownReport(input(), ENGINE_CONFIG);
    expect(md).toMatch(/^# Cartographer report: Measles is back/);
    expect(md).toContain('## Article verdict: Contested');
    // The article's figures average the claims with evidence (here the one claim's own), not the stored mean.
    expect(md).toContain('R danger 0.20 · G veracity 0.75');
    expect(md).toContain('(averaged over the 1 decided claim with evidence counted)');
    expect(md).toContain('**Refuted**');
    expect(md).toMatch(/Evidence against:\n- \*\*who\.int\*\* \(public body, tier A, credibility 0\.90/);
    expect(md).toContain('`mmr autism false` (looking for the opposite)');
    expect(md).toContain('Model calls: 12 (12.0 per claim)');
    expect(md).toMatch(/Estimated model cost: \$0\.0020/);
    expect(md).not.toContain('<script>');
  });

  it('renders a JSON report with a versioned envelope', () => {
    const json = JSON.parse(renderJsonReport(input(), ENGINE_CONFIG));
    expect(json).toMatchObject({ format: 'cartographer-report', version: 1, run: { id: 'run-r' } });
    expect(json.claims).toHaveLength(1);
  });
});

describe('the outcome in the reports', () => {
  it('words a failed model as the panel does, and the JSON says whether and why it failed', () => {
    const base = input();
    const run = {
      ...base.run,
      model: 'openai-compatible:sandbox-model',
      modelUse: {
        answers: 0,
        unusable: 0,
        failures: 3,
        cached: 0,
        requests: 12,
        stopped: true,
        lastFailure: { code: 'llm/bad-key', message: 'Model server 127.0.0.1 rejected the API key.' },
      },
    };
    const status = checkOutcome(run).status;
    const md = renderMarkdownReport({ ...base, run }, ENGINE_CONFIG);
    expect(md).toContain(`- **Outcome:** ${status}`);
    expect(md).not.toMatch(/Check complete/);
    const json = JSON.parse(renderJsonReport({ ...base, run }, ENGINE_CONFIG)) as Record<string, unknown>;
    expect(json.modelFailed).toBe(true);
    expect(json.modelFailure).toEqual({
      wholly: true,
      code: 'llm/bad-key',
      reason: 'the API key was rejected',
      message: 'Model server 127.0.0.1 rejected the API key.',
    });
    expect(json.outcome).toMatchObject({ kind: 'degraded', exitCode: 4, status });
  });
});
