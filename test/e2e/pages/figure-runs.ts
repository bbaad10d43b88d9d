/** Runs stored as the panel meets them, for issue 22's findings: figures without evidence, views that disagreed. */
import type { Article, Run } from '../../../lib/engine/schemas';
import { fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeSource, fakeVerdict } from '../../builders';
import type { SeedRun } from './store-seed';

function articleAt(url: string, title: string): Article {
  return fakeArticle({ url, canonicalUrl: url, title });
}

function seed(run: Run, rest: Partial<Omit<SeedRun, 'run'>> = {}): SeedRun {
  return { run, claims: [], queries: [], evidence: [], verdicts: [], sources: [], trace: [], ...rest };
}

export const MIXED_TEXT = {
  falseOne: 'The new vaccine was tested on 9,000 children.',
  noEvidence: 'The ministry approved the vaccine on 3 March.',
  supported: 'Measles can cause brain swelling in children.',
} as const;

/**
 * A finished check as an engine before issue 22 stored it: one claim likely false (For 2 / Against 3, the two
 * supporting pages of low tier, so no battleground), one with no counted source (its G only the prior of a tier-B
 * page), one dangerous claim supported by two official sources; the article label "unverified"; 16 more claims left
 * beyond the cap.
 */
export function mixedRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-mixed';
  const claims = [
    fakeClaim({ id: 'c-mx-1', runId, text: MIXED_TEXT.falseOne, harm: 3, start: 0, checkWorthiness: 0.7 }),
    fakeClaim({
      id: 'c-mx-2',
      runId,
      text: MIXED_TEXT.noEvidence,
      harm: 2,
      start: 100,
      checkWorthiness: 0.9,
    }),
    fakeClaim({ id: 'c-mx-3', runId, text: MIXED_TEXT.supported, harm: 5, start: 200, checkWorthiness: 0.8 }),
  ];
  const low = ['health-truths.example.blog', 'natural-news.example.net'];
  const high = ['who.int', 'cdc.gov', 'nih.gov'];
  const evidence = [
    ...low.map((d, i) =>
      fakeEvidence({ id: `e-mx-for-${i}`, runId, claimId: 'c-mx-1', url: `https://${d}/p`, domain: d }),
    ),
    ...high.map((d, i) =>
      fakeEvidence({
        id: `e-mx-against-${i}`,
        runId,
        claimId: 'c-mx-1',
        url: `https://www.${d}/r`,
        domain: d,
        stance: 'refutes',
      }),
    ),
    ...high
      .slice(0, 2)
      .map((d, i) =>
        fakeEvidence({ id: `e-mx-sup-${i}`, runId, claimId: 'c-mx-3', url: `https://www.${d}/s`, domain: d }),
      ),
  ];
  const sources = [
    ...low.map((d) => fakeSource({ runId, url: `https://${d}/p`, domain: d, tier: 'D', credibility: 0.2 })),
    ...high.map((d) =>
      fakeSource({ runId, url: `https://www.${d}/r`, domain: d, tier: 'A', credibility: 0.7 }),
    ),
  ];
  const verdicts = [
    fakeVerdict({
      runId,
      claimId: 'c-mx-1',
      label: 'likely_false',
      status: 'flagged',
      confidence: 0.65,
      rgba: { r: 0.35, g: 0.2, b: 0.5, a: 0.5 },
      counted: ['e-mx-against-0', 'e-mx-against-1', 'e-mx-for-0'],
    }),
    fakeVerdict({
      runId,
      claimId: 'c-mx-2',
      label: 'unverified',
      status: 'human_review',
      confidence: 0.25,
      rgba: { r: 0.2, g: 0.7, b: 0.5, a: 0.1 },
      reasons: [{ kind: 'no-side' }],
      counted: [],
    }),
    fakeVerdict({
      runId,
      claimId: 'c-mx-3',
      label: 'supported',
      status: 'verified',
      confidence: 0.85,
      rgba: { r: 0.66, g: 0.9, b: 0.8, a: 0.8 },
      counted: ['e-mx-sup-0', 'e-mx-sup-1'],
    }),
  ];
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'done',
    createdAt,
    updatedAt: createdAt,
    claimsNotChecked: 16,
    claimLimit: 3,
    result: {
      label: 'unverified',
      rgba: { r: 0.4, g: 0.6, b: 0.6, a: 0.5 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: `3 claims examined: 1 supported or likely true, 1 refuted or likely false, 1 unverified (not enough evidence). Most doubtful: "${MIXED_TEXT.falseOne}"`,
      summaryBy: 'template',
    },
  });
  return seed(run, { claims, evidence, sources, verdicts });
}

/** A check still running, with nothing found yet. */
export function runningRun(url: string, title: string, createdAt: number): SeedRun {
  return seed(
    fakeRun({
      id: 'run-running',
      article: articleAt(url, title),
      status: 'running',
      stage: 'extract',
      createdAt,
      updatedAt: createdAt,
    }),
  );
}

/** A finished check that found no claim at all. */
export function emptyRun(url: string, title: string, createdAt: number): SeedRun {
  return seed(
    fakeRun({
      id: 'run-empty',
      article: articleAt(url, title),
      status: 'done',
      createdAt,
      updatedAt: createdAt,
      result: {
        label: 'not_checkable',
        rgba: { r: 0, g: 0.5, b: 0.5, a: 0 },
        consensus: [],
        battlegrounds: [],
        graph: { nodes: [], edges: [] },
        summary: 'No check-worthy claims were found in this article.',
        summaryBy: 'template',
      },
    }),
  );
}

/**
 * A finished check as an engine before issue 32 stored it: 12 claims checked, 2 supported by official sources, 10
 * unverified (5 with sources counted and a G of 61 % that is no verdict, 5 with only the page's prior), 18 more left
 * beyond the cap, and the article label "likely true" on those two claims.
 */
export function partlySettledRun(url: string, title: string, createdAt: number): SeedRun {
  const runId = 'run-partly';
  const claims = Array.from({ length: 12 }, (_, i) =>
    fakeClaim({
      id: `c-ps-${i}`,
      runId,
      text: `Claim ${i + 1} of the week in review says the figure was ${i + 10} percent.`,
      start: i * 100,
      checkWorthiness: 0.8,
      harm: 2,
    }),
  );
  const evidence = ['who.int', 'cdc.gov'].flatMap((d, i) =>
    [0, 1].map((c) =>
      fakeEvidence({
        id: `e-ps-${c}-${i}`,
        runId,
        claimId: `c-ps-${c}`,
        url: `https://www.${d}/p${c}`,
        domain: d,
      }),
    ),
  );
  const sources = ['who.int', 'cdc.gov'].flatMap((d) =>
    [0, 1].map((c) =>
      fakeSource({ runId, url: `https://www.${d}/p${c}`, domain: d, tier: 'A', credibility: 0.7 }),
    ),
  );
  const prior = { veracity: 0.7, domain: 'theguardian.com', tier: 'B' as const };
  const verdicts = claims.map((claim, i) =>
    i < 2
      ? fakeVerdict({
          runId,
          claimId: claim.id,
          label: 'supported',
          status: 'verified',
          confidence: 0.8,
          rgba: { r: 0.3, g: 0.88, b: 0.8, a: 0.7 },
          counted: [`e-ps-${i}-0`, `e-ps-${i}-1`],
          veracityFrom: 'evidence',
          prior,
        })
      : fakeVerdict({
          runId,
          claimId: claim.id,
          label: 'unverified',
          status: 'human_review',
          confidence: 0.2,
          rgba: { r: 0.3, g: i < 7 ? 0.61 : 0.7, b: 0.5, a: 0.2 },
          counted: i < 7 ? ['x-1', 'x-2', 'x-3'] : [],
          veracityFrom: i < 7 ? 'evidence' : 'prior',
          prior,
        }),
  );
  const run = fakeRun({
    id: runId,
    article: articleAt(url, title),
    status: 'done',
    createdAt,
    updatedAt: createdAt,
    claimsNotChecked: 18,
    claimLimit: 12,
    result: {
      label: 'likely_true',
      rgba: { r: 0.3, g: 0.7, b: 0.6, a: 0.4 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [], edges: [] },
      summary: '12 claims examined: 2 supported or likely true, 10 unverified (not enough evidence).',
      summaryBy: 'template',
    },
  });
  return seed(run, { claims, evidence, sources, verdicts });
}
