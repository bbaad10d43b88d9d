/** Engine timings: judgeArticle (+ knowledge graph) at 200 claims × 2,000 evidence; dedupeEntities at 5,000 names. */
import {
  buildKnowledgeGraph,
  dedupeEntities,
  judgeArticle,
  normaliseEntity,
  ratcliffObershelp,
} from '../lib/engine/domain';
import { ENGINE_CONFIG } from '../lib/engine/config';
import type { Claim, Evidence } from '../lib/engine/schemas';
import { fakeClaim, fakeEvidence, resetBuilderIds } from '../test/builders';
import { log, median, round, timeReps } from './lib/stats';

/** Deterministic PRNG (mulberry32) so every run judges the same article. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'bridge traffic council budget vaccine study inflation rate election turnout river flood school funding hospital waiting emissions coal wind solar wage minimum housing price rent police crime museum visitors tax revenue export growth'.split(
    ' ',
  );
const FIRST =
  'Anna Ben Clara David Elena Farid Greta Hugo Ines Jonas Karin Luca Maria Nils Olga Paul Rosa Sami Tara Umar Vera Willem Yara Zoe'.split(
    ' ',
  );
const LAST =
  'Schmidt Müller Dubois Rossi Novak Kowalski Jensen Garcia Silva Andersen Petrov Yilmaz Okafor Tanaka Nguyen Haddad Larsen Moreau Fischer Costa'.split(
    ' ',
  );
const ORG =
  'Ministry Institute Agency Council Office Bureau Foundation University Commission Authority'.split(' ');
const TOPIC =
  'Health Statistics Transport Energy Education Finance Environment Justice Culture Housing Labour Trade'.split(
    ' ',
  );
const PLACE =
  'Berlin Lyon Milan Porto Gdansk Aarhus Leeds Graz Utrecht Bergen Turku Brno Cork Split Malmo'.split(' ');

function pick<T>(r: () => number, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

function sentence(r: () => number, n: number): string {
  return Array.from({ length: n }, () => pick(r, WORDS)).join(' ') + ` ${Math.floor(r() * 1000)} percent.`;
}

/** `claims` claims, each with `evidence / claims` evidence items over mixed tiers, stances and duplicates. */
export function seededArticle(
  claimCount: number,
  evidenceCount: number,
  seed = 42,
): { claims: Claim[]; evidence: Evidence[] } {
  resetBuilderIds();
  const r = rng(seed);
  const domains = [
    'who.int',
    'cdc.gov',
    'nature.com',
    'reuters.com',
    'apnews.com',
    'bbc.co.uk',
    'localnews.example',
    'someblog.example',
    'x.com',
    'factcheck.org',
    'destatis.de',
    'ons.gov.uk',
  ];
  const claims: Claim[] = Array.from({ length: claimCount }, (_, i) =>
    fakeClaim({
      id: `c-${i}`,
      runId: 'run-bench',
      text: sentence(r, 12),
      quote: sentence(r, 8),
      entities: [
        `${pick(r, ORG)} of ${pick(r, TOPIC)}`,
        `${pick(r, FIRST)} ${pick(r, LAST)}`,
        pick(r, PLACE),
      ],
      edges:
        i > 0 && r() < 0.2
          ? [{ type: r() < 0.5 ? 'depends_on' : 'supports', target: `c-${Math.floor(r() * i)}` }]
          : [],
      role: i % 10 === 0 ? 'thesis' : 'support',
    } as Partial<Claim>),
  );
  const per = Math.floor(evidenceCount / claimCount);
  const evidence: Evidence[] = [];
  claims.forEach((claim, ci) => {
    for (let j = 0; j < per; j += 1) {
      const domain = pick(r, domains);
      const passage = r() < 0.15 && j > 0 ? evidence[evidence.length - 1]!.passage : sentence(r, 40);
      const stance = r() < 0.55 ? 'supports' : r() < 0.7 ? 'refutes' : 'irrelevant';
      evidence.push(
        fakeEvidence({
          id: `ev-${ci}-${j}`,
          runId: 'run-bench',
          claimId: claim.id,
          url: `https://www.${domain}/story/${ci}-${j}`,
          domain,
          passage,
          quote: passage.split(' ').slice(3, 10).join(' '),
          stance,
          strength: 0.3 + r() * 0.7,
          relevance: 0.5 + r() * 0.5,
          publishedAt: `202${Math.floor(r() * 7)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
        } as Partial<Evidence>),
      );
    }
  });
  return { claims, evidence };
}

/** `n` entity spellings: people, organisations and places, about a third of them variants of earlier ones. */
export function seededEntities(n: number, seed = 7): string[] {
  const r = rng(seed);
  const out: string[] = [];
  while (out.length < n) {
    const roll = r();
    if (out.length > 10 && roll < 0.3) {
      const base = out[Math.floor(r() * out.length)]!;
      const variant =
        r() < 0.33
          ? base.toUpperCase()
          : r() < 0.5
            ? base.replace(/a/, 'á').replace(/o/, 'ö')
            : base.slice(0, -1) + (r() < 0.5 ? 's' : '');
      out.push(variant);
    } else if (roll < 0.55)
      out.push(`${pick(r, FIRST)} ${pick(r, LAST)}${r() < 0.3 ? ` ${pick(r, LAST)}` : ''}`);
    else if (roll < 0.85)
      out.push(
        `${pick(r, PLACE)} ${pick(r, ORG)} of ${pick(r, TOPIC)}${r() < 0.4 ? ` and ${pick(r, TOPIC)}` : ''}`,
      );
    else out.push(`${pick(r, PLACE)} ${pick(r, WORDS)} ${Math.floor(r() * 100)}`);
  }
  return out;
}

/** The seed-000 algorithm without blocking: every new name against every canonical name so far. */
function naiveDedupe(names: readonly string[], threshold: number): number {
  const canon: string[] = [];
  for (const name of names) {
    const norm = normaliseEntity(name);
    if (!canon.some((c) => c === norm || ratcliffObershelp(c, norm) >= threshold)) canon.push(norm);
  }
  return canon.length;
}

export interface EngineResults {
  judgeArticle: {
    claims: number;
    evidence: number;
    reps: number;
    medianMs: number;
    allMs: number[];
    battlegrounds: number;
    graphNodes: number;
    graphEdges: number;
  };
  graphOnly: { reps: number; medianMs: number };
  dedupe: { entities: number; canonical: number; reps: number; medianMs: number; allMs: number[] };
  naiveDedupe: { entities: number; ms: number; extrapolatedMsAt5000: number };
}

export async function benchEngine(reps = 5): Promise<EngineResults> {
  const { claims, evidence } = seededArticle(200, 2000);
  const now = new Date(Date.UTC(2026, 10, 22));
  const config = ENGINE_CONFIG;
  let last = judgeArticle({ claims, evidence }, { now, config });
  const judgeMs = await timeReps(reps, () => {
    last = judgeArticle({ claims, evidence }, { now, config });
  });
  log(`engine judgeArticle 200×2000: median ${round(median(judgeMs))} ms`);

  const judged = claims.map((claim, i) => ({
    claim,
    judgement: { verdict: last.verdicts[i]!, groups: [], contested: false },
  }));
  const graphMs = await timeReps(reps, () =>
    buildKnowledgeGraph({ claims, judged: judged as never }, config, []),
  );

  const names = seededEntities(5000);
  let canonical = 0;
  const dedupeMs = await timeReps(reps, () => {
    canonical = dedupeEntities(names, {
      threshold: config.graph.entitySimilarity,
      prefix: config.graph.blockPrefix,
    }).entities.length;
  });
  log(`engine dedupeEntities 5000: median ${round(median(dedupeMs))} ms → ${canonical} entities`);

  const naiveN = 1000;
  const t0 = performance.now();
  naiveDedupe(seededEntities(naiveN), config.graph.entitySimilarity);
  const naiveMs = performance.now() - t0;
  return {
    judgeArticle: {
      claims: claims.length,
      evidence: evidence.length,
      reps,
      medianMs: round(median(judgeMs)),
      allMs: judgeMs.map((x) => round(x)),
      battlegrounds: last.battlegrounds.length,
      graphNodes: last.graph.nodes.length,
      graphEdges: last.graph.edges.length,
    },
    graphOnly: { reps, medianMs: round(median(graphMs)) },
    dedupe: {
      entities: names.length,
      canonical,
      reps,
      medianMs: round(median(dedupeMs)),
      allMs: dedupeMs.map((x) => round(x)),
    },
    naiveDedupe: { entities: naiveN, ms: round(naiveMs), extrapolatedMsAt5000: round(naiveMs * 25, 0) },
  };
}
