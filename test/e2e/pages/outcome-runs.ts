/** Runs in each end state, for the page at `url`: what the panel must show plainly. */
import type { Article, ArticleVerdict, Run } from '../../../lib/engine/schemas';
import {
  fakeArticle,
  fakeClaim,
  fakeEvidence,
  fakeQuery,
  fakeRun,
  fakeTrace,
  fakeVerdict,
} from '../../builders';
import type { SeedRun } from './store-seed';

function articleAt(url: string, title: string): Article {
  return fakeArticle({ url, canonicalUrl: url, title });
}

/** An article verdict with no consensus, battlegrounds or summary (and, unless given, an empty map). */
function verdictOf(
  label: ArticleVerdict['label'],
  rgba: ArticleVerdict['rgba'],
  graph: ArticleVerdict['graph'] = { nodes: [], edges: [] },
): ArticleVerdict {
  return { label, rgba, consensus: [], battlegrounds: [], graph, summary: '' };
}

function seed(run: Run, rest: Partial<Omit<SeedRun, 'run'>> = {}): SeedRun {
  return { run, claims: [], queries: [], evidence: [], verdicts: [], sources: [], trace: [], ...rest };
}

/** Every search failed: SearXNG refused the connection and OpenAlex timed out; two claims were found, none weighed. */
export function noEvidenceRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-offline';
  const claims = [
    fakeClaim({ id: 'c-off-1', runId, text: 'The MMR vaccine causes autism.', role: 'thesis', harm: 5 }),
    fakeClaim({ id: 'c-off-2', runId, text: 'Measles cases rose by 40 percent in 2025.', harm: 3 }),
  ];
  const queries = [
    fakeQuery({ id: 'q-off-1', runId, claimId: 'c-off-1', text: 'MMR vaccine autism', executed: false }),
  ];
  const trace = [
    fakeTrace({
      id: 't-off-1',
      kind: 'search',
      purpose: 'neutral query: MMR vaccine autism',
      claimId: 'c-off-1',
      outcome: 'error',
      detail: 'SearXNG could not be reached (connection refused).',
    }),
  ];
  const verdicts = claims.map((c) =>
    fakeVerdict({
      runId,
      claimId: c.id,
      label: 'unverified',
      status: 'human_review',
      confidence: 0.1,
      rgba: { r: 0.5, g: 0.5, b: 0.5, a: 0 },
    }),
  );
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'no-evidence',
    stage: 'search',
    createdAt,
    updatedAt: createdAt,
    providerFailures: [
      {
        provider: 'searxng',
        reason: 'SearXNG could not be reached (connection refused).',
        failures: 4,
        stopped: true,
      },
      { provider: 'openalex', reason: 'OpenAlex did not answer within 10 s.', failures: 4, stopped: true },
    ],
    notices: ['Search provider searxng failed: SearXNG could not be reached (connection refused).'],
  });
  return seed(run, { claims, queries, trace, verdicts });
}

/** Stopped by the time budget, with one claim judged and one still unverified. */
export function partialRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-partial';
  const claims = [
    fakeClaim({
      id: 'c-part-1',
      runId,
      text: 'The council approved 4.2 million euros.',
      role: 'thesis',
      harm: 2,
    }),
    fakeClaim({ id: 'c-part-2', runId, text: 'Traffic fell by 30 percent.', harm: 2 }),
  ];
  const verdicts = [
    fakeVerdict({ runId, claimId: 'c-part-1', label: 'supported', status: 'verified', confidence: 0.9 }),
    fakeVerdict({
      runId,
      claimId: 'c-part-2',
      label: 'unverified',
      status: 'human_review',
      confidence: 0.1,
      rgba: { r: 0.4, g: 0.5, b: 0.5, a: 0 },
    }),
  ];
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'partial',
    partialReason: 'time',
    createdAt,
    updatedAt: createdAt,
    result: verdictOf('likely_true', { r: 0.3, g: 0.75, b: 0.7, a: 0.5 }),
  });
  return seed(run, { claims, verdicts });
}

/** Failed outright, with the reason. */
export function failedRun(url: string, title: string, createdAt: number): SeedRun {
  return seed(
    fakeRun({
      id: 'run-failed',
      article: articleAt(url, title),
      status: 'failed',
      stage: 'extract',
      createdAt,
      updatedAt: createdAt,
      error: {
        code: 'llm/bad-key',
        message: 'The model provider rejected the API key: check it in Settings.',
      },
    }),
  );
}

/** A finished check whose main claim is false while most others hold: the worst news must lead. */
export function falseThesisRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-false-thesis';
  const claims = [
    fakeClaim({ id: 'c-ft-1', runId, text: 'The MMR vaccine causes autism.', role: 'thesis', harm: 5 }),
    fakeClaim({ id: 'c-ft-2', runId, text: 'Measles is highly contagious.', harm: 2 }),
    fakeClaim({ id: 'c-ft-3', runId, text: 'Two doses are 97 percent effective.', harm: 2 }),
  ];
  const verdicts = [
    fakeVerdict({
      runId,
      claimId: 'c-ft-1',
      label: 'likely_false',
      status: 'flagged',
      confidence: 0.6,
      rgba: { r: 0.9, g: 0.2, b: 0.4, a: 0.5 },
    }),
    fakeVerdict({ runId, claimId: 'c-ft-2', label: 'supported', status: 'flagged', confidence: 0.6 }),
    fakeVerdict({ runId, claimId: 'c-ft-3', label: 'supported', status: 'verified', confidence: 0.9 }),
  ];
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'done',
    createdAt,
    updatedAt: createdAt,
    result: verdictOf('likely_false', { r: 0.6, g: 0.55, b: 0.6, a: 0.6 }),
  });
  // A blog that tried to steer the verdict: its instruction was cut and its vote capped; the panel must say so.
  const evidence = [
    fakeEvidence({
      runId,
      claimId: 'c-ft-1',
      url: 'https://vaccine-truth.example.blog/post',
      domain: 'example.blog',
      title: 'What they will not tell you',
      passage: 'Parents report changes after the shot. [text addressed to AI tools removed]',
      quote: '',
      stance: 'context',
      carriesInstructions: true,
    }),
  ];
  return seed(run, { claims, verdicts, evidence });
}

/** A finished check with a crowded map: 12 claims, 10 entities and 8 sources, densely linked. */
export function crowdedMapRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-crowded';
  const claims = Array.from({ length: 12 }, (_, i) =>
    fakeClaim({
      id: `c-map-${i}`,
      runId,
      text: `Claim number ${i + 1} about the city budget and its bridges.`,
    }),
  );
  const nodes = [
    ...claims.map((c) => ({ id: `n-${c.id}`, type: 'claim' as const, label: c.text, ref: c.id })),
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `n-e-${i}`,
      type: 'entity' as const,
      label: `Entity with a long name ${i + 1}`,
      ref: `entity ${i + 1}`,
    })),
    ...Array.from({ length: 8 }, (_, i) => ({
      id: `n-s-${i}`,
      type: 'source' as const,
      label: `source-${i + 1}.example.org`,
      ref: `https://source-${i + 1}.example.org/`,
    })),
  ];
  const edges = claims.flatMap((c, i) => [
    {
      id: `e-m-${i}`,
      source: `n-${c.id}`,
      target: `n-e-${i % 10}`,
      type: 'mentions' as const,
      label: '',
      citations: [],
    },
    {
      id: `e-s-${i}`,
      source: `n-s-${i % 8}`,
      target: `n-${c.id}`,
      type: 'supports' as const,
      label: '',
      citations: ['x'],
    },
  ]);
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'done',
    createdAt,
    updatedAt: createdAt,
    result: verdictOf('likely_true', { r: 0.3, g: 0.7, b: 0.7, a: 0.6 }, { nodes, edges }),
  });
  const verdicts = claims.map((c) =>
    fakeVerdict({ runId, claimId: c.id, label: 'supported', status: 'verified' }),
  );
  return seed(run, { claims, verdicts });
}
