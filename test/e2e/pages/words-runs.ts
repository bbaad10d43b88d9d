/** Runs for the words spec: a claim with sources of every kind, searches that failed offline, a cancelled run. */
import type { Evidence, Run, StoredSource } from '../../../lib/engine/schemas';
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
import { vaccineRun } from './run-bundle';

/** One source of the claim: its evidence row and its stored source row. */
function source(
  runId: string,
  claimId: string,
  id: string,
  url: string,
  stance: Evidence['stance'],
  tier: StoredSource['tier'],
  credibility: number,
  publishedAt: string | null,
) {
  const domain = new URL(url).hostname.replace(/^www\./, '');
  return {
    evidence: fakeEvidence({
      id,
      runId,
      claimId,
      url,
      domain,
      title: `${domain} page`,
      passage: `What ${domain} says about the MMR vaccine and autism.`,
      quote: `${domain} on the MMR vaccine`,
      stance,
      publishedAt,
    }),
    source: fakeSource({ runId, url, domain, title: `${domain} page`, tier, credibility, publishedAt }),
  };
}

/** A finished check whose one claim has sources of every kind, failed (offline) searches and a counter-argument. */
export function kindsRun() {
  const runId = 'run-kinds';
  const claim = fakeClaim({
    id: 'c-autism',
    runId,
    kind: 'factual',
    quote: 'the MMR vaccine causes autism',
    text: 'The MMR vaccine causes autism.',
    harm: 5,
    // A timeless claim, as extraction reads it (no time window): its sources' age does not lower them.
    timeAnchor: null,
  });
  const rows = [
    source(
      runId,
      claim.id,
      'ev-nn',
      'https://www.naturalnews.com/2019-vaccines.html',
      'supports',
      'D',
      0.2,
      null,
    ),
    source(
      runId,
      claim.id,
      'ev-cdc',
      'https://www.cdc.gov/vaccinesafety/autism.html',
      'refutes',
      'A',
      0.49,
      '2019-01-01',
    ),
    source(
      runId,
      claim.id,
      'ev-pf',
      'https://www.politifact.com/factchecks/2019/mmr/',
      'refutes',
      'A',
      0.7,
      '2025-06-01',
    ),
    source(
      runId,
      claim.id,
      'ev-lancet',
      'https://www.thelancet.com/journals/lancet/article/retraction',
      'refutes',
      'A',
      0.55,
      null,
    ),
    source(
      runId,
      claim.id,
      'ev-wiki',
      'https://en.wikipedia.org/wiki/MMR_vaccine_and_autism',
      'refutes',
      'B',
      0.6,
      null,
    ),
    source(runId, claim.id, 'ev-x', 'https://x.com/CDCgov/status/1234', 'refutes', "A'", 0.6, null),
  ];
  const queries = ['mmr autism', 'mmr autism debunked', 'mmr autism fact check'].map((text, i) =>
    fakeQuery({
      id: `q-${i}`,
      runId,
      claimId: claim.id,
      text,
      intent: i === 0 ? 'neutral' : 'counter',
      executed: false,
    }),
  );
  const trace = [
    ...queries.map((query) =>
      fakeTrace({
        id: `t-${query.id}`,
        purpose: `${query.intent} query: ${query.text}`,
        claimId: claim.id,
        outcome: 'error',
        detail: 'wikipedia: TypeError: fetch failed (getaddrinfo ENOTFOUND en.wikipedia.org)',
        // What the search adapter records where the request failed: the name did not resolve.
        requestFailures: [{ provider: 'wikipedia', kind: 'dns' }],
      }),
    ),
    fakeTrace({
      id: 't-hop',
      kind: 'checkpoint',
      purpose: 'hop decided',
      claimId: claim.id,
      checkpoint: {
        type: 'hop',
        claimId: claim.id,
        hop: 0,
        decision: 'ENOUGH',
        reason: 'tested',
        followups: [],
        argument: {
          against: 'false',
          text: 'naturalnews.com says otherwise: vaccines cause autism.',
          citations: [
            'https://www.naturalnews.com/2019-vaccines.html',
            'https://www.cdc.gov/vaccinesafety/autism.html',
          ],
          tested: true,
          query: null,
        },
      },
    }),
  ];
  const verdict = fakeVerdict({
    runId,
    claimId: claim.id,
    label: 'refuted',
    status: 'verified',
    confidence: 0.86,
    rgba: { r: 0.8, g: 0.08, b: 0.3, a: 0.8 },
    reasons: [
      {
        kind: 'sides',
        support: [{ tier: 'unreliable', sites: ['naturalnews.com'] }],
        refute: [
          { tier: 'A', sites: ['cdc.gov', 'politifact.com', 'thelancet.com'] },
          { tier: 'B', sites: ['wikipedia.org'] },
          { tier: "A'", sites: ['x.com'] },
        ],
      },
    ],
    counted: rows.map((row) => row.evidence.id),
  });
  const run: Run = fakeRun({
    id: runId,
    article: fakeArticle({
      url: 'https://news.example.com/2026/11/mmr-words',
      canonicalUrl: 'https://news.example.com/2026/11/mmr-words',
      title: 'Words about vaccines',
    }),
    createdAt: BASE_TIME,
    updatedAt: BASE_TIME + 60_000,
    result: {
      label: 'refuted',
      rgba: { r: 0.8, g: 0.08, b: 0.3, a: 0.8 },
      consensus: [],
      battlegrounds: [],
      graph: {
        nodes: [
          { id: 'n-claim', type: 'claim', label: claim.text, ref: claim.id },
          { id: 'n-mmr', type: 'entity', label: 'MMR vaccine', ref: 'MMR vaccine' },
          {
            id: 'n-cdc',
            type: 'source',
            label: 'cdc.gov',
            ref: 'https://www.cdc.gov/vaccinesafety/autism.html',
          },
        ],
        edges: [
          {
            id: 'e1',
            source: 'n-claim',
            target: 'n-mmr',
            type: 'mentions',
            label: 'mentions',
            citations: [],
          },
          {
            id: 'e2',
            source: 'n-cdc',
            target: 'n-claim',
            type: 'refutes',
            label: 'refutes',
            citations: ['ev-cdc'],
          },
        ],
      },
      summary: 'The claim is refuted.',
    },
  });
  return {
    run,
    claims: [claim],
    queries,
    evidence: rows.map((row) => row.evidence),
    verdicts: [verdict],
    sources: rows.map((row) => row.source),
    trace,
  };
}

/** A check cancelled while searching: the stages after it were never reached. */
export function cancelledRun() {
  const runId = 'run-cancelled';
  return {
    run: fakeRun({
      id: runId,
      article: fakeArticle({
        url: 'https://news.example.com/2026/11/cancelled',
        canonicalUrl: 'https://news.example.com/2026/11/cancelled',
        title: 'A check cancelled midway',
      }),
      status: 'cancelled',
      stage: 'search',
      createdAt: BASE_TIME - 1000,
      updatedAt: BASE_TIME - 500,
    }),
    claims: [],
    queries: [],
    evidence: [],
    verdicts: [],
    sources: [],
    trace: [],
  };
}

/**
 * `n` distinct runs the size of a real check (ids and URLs of their own; 30 evidence passages and 30 trace rows each,
 * about 50 kB a run), for a large import.
 */
export function manyRuns(n: number) {
  const passage = 'Measured counts and the agency’s own tables say so in detail. '.repeat(24);
  return Array.from({ length: n }, (_, i) => {
    const base = vaccineRun();
    const runId = `run-many-${i}`;
    const url = `https://health.example.org/many/${i}`;
    const claims = base.claims.map((c) => ({ ...c, id: `${c.id}-${i}`, runId }));
    const claimId = claims[0]!.id;
    return {
      ...base,
      run: {
        ...base.run,
        id: runId,
        createdAt: BASE_TIME - (i + 10) * 60_000,
        article: { ...base.run.article, url, canonicalUrl: url, title: `Imported study ${i}` },
      },
      claims,
      verdicts: base.verdicts.map((v) => ({ ...v, runId, claimId })),
      evidence: Array.from({ length: 30 }, (_, k) =>
        fakeEvidence({
          id: `ev-many-${i}-${k}`,
          runId,
          claimId,
          url: `https://source${k}.example.org/page/${i}`,
          domain: 'example.org',
          passage,
          quote: 'the agency’s own tables say so',
          stance: k % 3 === 0 ? 'refutes' : 'context',
        }),
      ),
      trace: Array.from({ length: 30 }, (_, k) =>
        fakeTrace({ id: `t-many-${i}-${k}`, claimId, purpose: `neutral query: study ${i} ${k}` }),
      ),
    };
  });
}
