/** A JSON export bundle of finished runs built with the seeded builders: what the E2E specs import through History. */
import { writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ArticleVerdict, Run } from '../../../lib/engine/schemas';
import {
  BASE_TIME,
  fakeArticle,
  fakeClaim,
  fakeEvidence,
  fakeQuery,
  fakeRun,
  fakeSource,
  fakeTrace,
  fakeVerdict,
} from '../../builders';

const DAY = 24 * 60 * 60 * 1000;

/** The bridge article run: three claims, evidence both ways, a battleground and a graph. */
export function bridgeRun() {
  const runId = 'run-bridge';
  const article = fakeArticle();
  const traffic = fakeClaim({
    id: 'c-traffic',
    runId,
    quote: 'traffic on the old bridge fell by 30 percent since 2020',
    text: 'Traffic on the old city bridge fell by 30 percent between 2020 and 2026.',
    harm: 4,
  });
  const budget = fakeClaim({
    id: 'c-budget',
    runId,
    quote: 'The city council approved a budget of 4.2 million euros for the new bridge',
    text: 'The city council approved 4.2 million euros for the new bridge.',
    harm: 2,
    entities: ['city council'],
  });
  const opinion = fakeClaim({
    id: 'c-opinion',
    runId,
    kind: 'opinion',
    text: 'The new bridge is a waste of money.',
    harm: 1,
  });
  const claims = [budget, opinion, traffic];
  const evidence = [
    fakeEvidence({ id: 'ev-stats', runId, claimId: traffic.id, stance: 'supports', queryId: 'q-neutral' }),
    fakeEvidence({
      id: 'ev-blog',
      runId,
      claimId: traffic.id,
      stance: 'refutes',
      url: 'https://cityblog.example.com/bridge-counts',
      domain: 'example.com',
      title: 'Bridge counts were rigged',
      quote: 'the counts on the old bridge barely changed',
      queryId: 'q-counter',
    }),
    fakeEvidence({
      id: 'ev-council',
      runId,
      claimId: budget.id,
      stance: 'supports',
      url: 'https://council.example.gov/minutes',
      title: 'Council minutes',
      quote: 'approved 4.2 million euros',
    }),
  ];
  const sources = [
    fakeSource({ runId, url: 'https://stats.example.gov/traffic-2026', tier: 'A', credibility: 0.88 }),
    fakeSource({
      runId,
      url: 'https://cityblog.example.com/bridge-counts',
      domain: 'example.com',
      tier: 'D',
      credibility: 0.21,
      title: 'City blog',
    }),
    fakeSource({
      runId,
      url: 'https://council.example.gov/minutes',
      tier: 'A',
      credibility: 0.9,
      title: 'Council minutes',
    }),
  ];
  const verdicts = [
    fakeVerdict({
      runId,
      claimId: traffic.id,
      label: 'contested',
      status: 'needs_review',
      confidence: 0.45,
      rgba: { r: 0.7, g: 0.55, b: 0.6, a: 0.5 },
      reasons: [
        {
          kind: 'sides',
          support: [{ tier: 'A', sites: ['example.gov'] }],
          refute: [{ tier: 'D', sites: ['example.com'] }],
        },
      ],
      counted: ['ev-stats', 'ev-blog'],
    }),
    fakeVerdict({
      runId,
      claimId: budget.id,
      label: 'supported',
      status: 'verified',
      confidence: 0.9,
      rgba: { r: 0.2, g: 0.9, b: 0.85, a: 0.8 },
      reasons: [{ kind: 'sides', support: [{ tier: 'A', sites: ['example.gov'] }], refute: [] }],
      counted: ['ev-council'],
    }),
    fakeVerdict({
      runId,
      claimId: opinion.id,
      label: 'not_checkable',
      status: 'human_review',
      confidence: 0,
      rgba: { r: 0.1, g: 0.5, b: 0.5, a: 0 },
      reasons: [{ kind: 'not-checked', claimKind: 'opinion' }],
      counted: [],
    }),
  ];
  const queries = [
    fakeQuery({
      id: 'q-neutral',
      runId,
      claimId: traffic.id,
      text: 'old bridge traffic 2020 2026',
      executed: true,
      resultCount: 6,
    }),
    fakeQuery({
      id: 'q-counter',
      runId,
      claimId: traffic.id,
      intent: 'counter',
      text: 'old bridge traffic did not fall',
      executed: true,
      resultCount: 3,
    }),
    fakeQuery({
      id: 'q-budget',
      runId,
      claimId: budget.id,
      text: 'council bridge budget 4.2 million',
      executed: true,
      resultCount: 4,
    }),
  ];
  const trace = [
    fakeTrace({ id: 't-1', kind: 'model', purpose: 'extract claims', claimId: null, detail: 'none' }),
    fakeTrace({ id: 't-2', purpose: 'neutral query for c-traffic', claimId: traffic.id }),
    fakeTrace({ id: 't-3', purpose: 'counter-query for c-traffic', claimId: traffic.id }),
    fakeTrace({
      id: 't-4',
      kind: 'decision',
      purpose: 'hop 1: conflicting sources',
      claimId: traffic.id,
      detail: 'tier A and tier D disagree',
    }),
  ];
  const result: ArticleVerdict = {
    label: 'contested',
    rgba: { r: 0.5, g: 0.7, b: 0.7, a: 0.6 },
    consensus: [{ claimId: budget.id, statement: budget.text, sources: 1 }],
    battlegrounds: [
      {
        id: 'bg-traffic',
        claimId: traffic.id,
        point: 'Did traffic on the old bridge really fall by 30 percent?',
        sideA: {
          position: 'Traffic fell by about 30 percent.',
          sources: [
            {
              evidenceId: 'ev-stats',
              url: 'https://stats.example.gov/traffic-2026',
              domain: 'example.gov',
              tier: 'A',
              credibility: 0.88,
              quote: 'dropped by 29.6 percent compared with 2020',
              publishedAt: '2026-03-01',
            },
          ],
        },
        sideB: {
          position: 'Traffic barely changed.',
          sources: [
            {
              evidenceId: 'ev-blog',
              url: 'https://cityblog.example.com/bridge-counts',
              domain: 'example.com',
              tier: 'D',
              credibility: 0.21,
              quote: 'the counts on the old bridge barely changed',
              publishedAt: null,
            },
          ],
        },
        favours: 'A',
        lean: 0.7,
      },
    ],
    graph: {
      nodes: [
        { id: 'n-traffic', type: 'claim', label: traffic.text, ref: traffic.id },
        { id: 'n-budget', type: 'claim', label: budget.text, ref: budget.id },
        { id: 'n-bridge', type: 'entity', label: 'old bridge', ref: 'old bridge' },
        { id: 'n-council', type: 'entity', label: 'city council', ref: 'city council' },
        {
          id: 'n-stats',
          type: 'source',
          label: 'example.gov',
          ref: 'https://stats.example.gov/traffic-2026',
        },
        {
          id: 'n-blog',
          type: 'source',
          label: 'example.com',
          ref: 'https://cityblog.example.com/bridge-counts',
        },
      ],
      edges: [
        {
          id: 'e1',
          source: 'n-traffic',
          target: 'n-bridge',
          type: 'mentions',
          label: 'mentions',
          citations: [],
        },
        {
          id: 'e2',
          source: 'n-budget',
          target: 'n-bridge',
          type: 'mentions',
          label: 'mentions',
          citations: [],
        },
        {
          id: 'e3',
          source: 'n-budget',
          target: 'n-council',
          type: 'mentions',
          label: 'mentions',
          citations: [],
        },
        {
          id: 'e4',
          source: 'n-stats',
          target: 'n-traffic',
          type: 'supports',
          label: 'supports',
          citations: ['ev-stats'],
        },
        {
          id: 'e5',
          source: 'n-blog',
          target: 'n-traffic',
          type: 'refutes',
          label: 'refutes',
          citations: ['ev-blog'],
        },
        {
          id: 'e6',
          source: 'n-council',
          target: 'n-bridge',
          type: 'relates',
          label: 'approved funds for',
          citations: ['https://news.example/bridge'],
          claimIds: [budget.id],
        },
      ],
    },
    summary: 'The budget is confirmed; the traffic drop is disputed by one low-tier blog.',
  };
  const run: Run = fakeRun({
    id: runId,
    article,
    createdAt: BASE_TIME,
    updatedAt: BASE_TIME + 60_000,
    usage: { modelCalls: 0, promptTokens: 0, completionTokens: 0, searches: 3, fetches: 3, elapsedMs: 0 },
    hop: 1,
    notices: ['Budget reached: 1 claim was checked with fewer searches.'],
    result,
  });
  return { run, claims, queries, evidence, verdicts, sources, trace };
}

/** A second, older run on another site with a different label and no battlegrounds. */
export function vaccineRun() {
  const runId = 'run-vaccine';
  const article = fakeArticle({
    url: 'https://health.example.org/vaccine-study',
    canonicalUrl: 'https://health.example.org/vaccine-study',
    title: 'Study links vaccine to miracle cure',
    siteName: 'Health Example',
  });
  const claim = fakeClaim({
    id: 'c-cure',
    runId,
    text: 'A vaccine cures all known cancers.',
    quote: 'the vaccine cures every cancer',
    harm: 5,
  });
  const run = fakeRun({
    id: runId,
    article,
    createdAt: BASE_TIME - 3 * DAY,
    updatedAt: BASE_TIME - 3 * DAY,
    result: {
      label: 'refuted',
      rgba: { r: 0.9, g: 0.1, b: 0.2, a: 0.7 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [{ id: 'n-cure', type: 'claim', label: claim.text, ref: claim.id }], edges: [] },
      summary: 'The central claim is refuted by tier-A sources.',
    },
  });
  return {
    run,
    claims: [claim],
    queries: [],
    evidence: [],
    verdicts: [
      fakeVerdict({
        runId,
        claimId: claim.id,
        label: 'refuted',
        status: 'verified',
        confidence: 0.85,
        rgba: { r: 0.9, g: 0.1, b: 0.2, a: 0.7 },
      }),
    ],
    sources: [],
    trace: [],
  };
}

export function exportBundle(runs = [bridgeRun(), vaccineRun()]) {
  return { format: 'cartographer-export', version: 2, exportedAt: new Date(BASE_TIME).toISOString(), runs };
}

/** Writes `content` (an object as JSON, or raw text) to a temp file and returns its path. */
export async function writeTempFile(name: string, content: unknown): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cartographer-bundle-'));
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
