import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { judgeArticle } from '../../../../lib/engine/domain';
import type { Claim, Evidence } from '../../../../lib/engine/schemas';
import { NOW } from './builders';
import { reasonText } from '../../../reason-text';

const config = ENGINE_CONFIG;

let n = 0;
function fakeClaim(overrides: Partial<Claim> = {}): Claim {
  n += 1;
  return {
    id: `c${n}`,
    runId: 'run-1',
    quote: 'q',
    start: 0,
    end: 1,
    text: `Claim number ${n} is true.`,
    kind: 'factual',
    role: 'support',
    checkWorthiness: 0.8,
    harm: 2,
    entities: [],
    timeAnchor: null,
    edges: [],
    ...overrides,
  };
}
function fakeEv(
  claimId: string,
  url: string,
  stance: Evidence['stance'],
  overrides: Partial<Evidence> = {},
): Evidence {
  n += 1;
  const passage = `Passage ${n} on ${url} with its own words w${n * 11} and findings.`;
  return {
    id: `ev${n}`,
    runId: 'run-1',
    claimId,
    url,
    domain: new URL(url).hostname,
    title: 't',
    passage,
    quote: passage.slice(0, 20),
    stance,
    strength: 0.9,
    relevance: 1,
    publishedAt: '2025-06-01',
    quoteVerified: true,
    heuristic: false,
    queryId: null,
    rating: null,
    rationale: '',
    ...overrides,
  };
}

describe('judgeArticle', () => {
  const thesis = fakeClaim({ role: 'thesis', entities: ['World Health Organization', 'Measles'] });
  const fought = fakeClaim({
    entities: ['World Health Organisation'],
    edges: [{ type: 'depends_on', target: thesis.id }],
  });
  const opinion = fakeClaim({ kind: 'opinion', checkWorthiness: 1 });
  const evidence = [
    fakeEv(thesis.id, 'https://www.who.int/a', 'supports'),
    fakeEv(thesis.id, 'https://www.cdc.gov/b', 'supports'),
    fakeEv(thesis.id, 'https://www.nih.gov/c', 'supports'),
    fakeEv(fought.id, 'https://www.reuters.com/d', 'supports'),
    fakeEv(fought.id, 'https://www.bbc.co.uk/e', 'refutes'),
    fakeEv(fought.id, 'https://www.reddit.com/f', 'refutes'),
    fakeEv(opinion.id, 'https://www.reddit.com/g', 'refutes'),
  ];
  const trace: string[] = [];
  const result = judgeArticle(
    { claims: [thesis, fought, opinion], evidence },
    {
      now: NOW,
      config,
      trace,
      relations: [
        {
          source: 'world health organisation',
          relation: 'tracks',
          target: 'measles',
          citation: 'https://www.who.int/a',
        },
        { source: 'Nobody', relation: 'x', target: 'Measles', citation: 'ev1' },
      ],
    },
  );

  it('finds a battleground where credible sources take both sides, with the sources of each side', () => {
    expect(result.battlegrounds).toHaveLength(1);
    const bg = result.battlegrounds[0];
    expect(bg?.claimId).toBe(fought.id);
    expect(bg?.sideA.sources.map((s) => s.domain)).toEqual(['reuters.com']);
    expect(bg?.sideB.sources.map((s) => s.domain).sort()).toEqual(['bbc.co.uk', 'reddit.com']);
    expect(bg?.favours).toBe('B');
  });

  it('lists consensus points only where ≥ 2 independent sources agree', () => {
    expect(result.consensus.map((c) => c.claimId)).toEqual([thesis.id]);
    expect(result.consensus[0]?.sources).toBe(3);
  });

  it('gives opinions no weight in the article RGBA and leaves the summary to the pipeline', () => {
    const without = judgeArticle({ claims: [thesis, fought], evidence }, { now: NOW, config });
    expect(result.rgba).toEqual(without.rgba);
    expect(result.summary).toBe('');
    expect(result.verdicts[2]?.label).toBe('not_checkable');
  });

  it('propagates belief along claim edges and explains it', () => {
    expect(result.verdicts[1]?.reasons.map((r) => r.kind)).toContain('claim-graph');
    expect(reasonText(result.verdicts[1])).toContain('Related claims in this article');
  });

  it('builds a graph with deduplicated entities, cited edges and no dangling edge', () => {
    const ids = new Set(result.graph.nodes.map((x) => x.id));
    for (const e of result.graph.edges) {
      expect(ids.has(e.source)).toBe(true);
      expect(ids.has(e.target)).toBe(true);
    }
    const entities = result.graph.nodes.filter((x) => x.type === 'entity').map((x) => x.label);
    expect(entities).toEqual(['World Health Organization', 'Measles']);
    const rel = result.graph.edges.find((e) => e.label === 'tracks');
    expect(rel?.citations).toEqual([evidence[0]?.id]);
    expect(result.graph.edges.filter((e) => e.type === 'supports').every((e) => e.citations.length > 0)).toBe(
      true,
    );
    expect(trace.join(' ')).toContain('Dropped relation "Nobody x Measles"');
  });

  it('is a pure function of claims and evidence: judging again never propagates twice', () => {
    const claims = [thesis, fought, opinion];
    const first = judgeArticle({ claims, evidence }, { now: NOW, config });
    const again = judgeArticle({ claims, evidence }, { now: NOW, config });
    expect(again.verdicts).toEqual(first.verdicts);
    const reasons = again.verdicts[1]?.reasons ?? [];
    expect(reasons.filter((r) => r.kind === 'claim-graph')).toHaveLength(1);
  });
});

describe('the article label follows the worst news', () => {
  const supported = (claimId: string) => [
    fakeEv(claimId, 'https://www.who.int/s1', 'supports'),
    fakeEv(claimId, 'https://www.cdc.gov/s2', 'supports'),
    fakeEv(claimId, 'https://www.nih.gov/s3', 'supports'),
  ];
  const refuted = (claimId: string) => [
    fakeEv(claimId, 'https://www.who.int/r1', 'refutes'),
    fakeEv(claimId, 'https://www.cdc.gov/r2', 'refutes'),
    fakeEv(claimId, 'https://www.nih.gov/r3', 'refutes'),
  ];

  it('reads "likely true" only when what the article asserts held, never on 2 supported claims of 12 (issue 32)', () => {
    const held = [1, 2].map(() => fakeClaim({ role: 'support', checkWorthiness: 0.8, harm: 1 }));
    const open = Array.from({ length: 10 }, () =>
      fakeClaim({ role: 'support', checkWorthiness: 0.8, harm: 1 }),
    );
    const evidence = held.flatMap((c) => supported(c.id));
    const few = judgeArticle({ claims: [...held, ...open], evidence }, { now: NOW, config });
    expect(few.verdicts.filter((v) => v.label === 'unverified')).toHaveLength(10);
    expect(few.verdicts.filter((v) => /supported|likely_true/.test(v.label))).toHaveLength(2);
    expect(few.label).toBe('unverified');
    // The same two claims with only one other left open: most of what it asserts held.
    const most = judgeArticle({ claims: [...held, open[0]!], evidence }, { now: NOW, config });
    expect(most.label).toMatch(/supported|likely_true/);
    // A thesis left undecided keeps it from reading true, however many supporting claims hold.
    const thesis = fakeClaim({ role: 'thesis', checkWorthiness: 0.3, harm: 1 });
    const many = [1, 2, 3, 4].map(() => fakeClaim({ role: 'support', checkWorthiness: 0.8, harm: 1 }));
    const undecided = judgeArticle(
      { claims: [thesis, ...many], evidence: many.flatMap((c) => supported(c.id)) },
      { now: NOW, config },
    );
    expect(undecided.verdicts[0]?.label).toBe('unverified');
    expect(undecided.label).toBe('unverified');
  });

  it('never reads "likely true" over a thesis judged false, even when most supporting claims hold', () => {
    const thesis = fakeClaim({ role: 'thesis', checkWorthiness: 0.5, harm: 5 });
    const props = [1, 2, 3, 4].map(() => fakeClaim({ role: 'support', checkWorthiness: 1 }));
    const evidence = [...refuted(thesis.id), ...props.flatMap((c) => supported(c.id))];
    const result = judgeArticle({ claims: [thesis, ...props], evidence }, { now: NOW, config });
    expect(result.verdicts[0]?.label).toMatch(/refuted|likely_false/);
    // The weighted mean alone would call this article true.
    expect(result.rgba.g).toBeGreaterThan(0.5);
    expect(result.label).toBe(result.verdicts[0]?.label);
  });

  it('does not call an article true when a dangerous claim in it is false', () => {
    const thesis = fakeClaim({ role: 'thesis', harm: 1 });
    const props = [1, 2, 3].map(() => fakeClaim({ role: 'support', checkWorthiness: 1, harm: 1 }));
    const dangerous = fakeClaim({ role: 'background', checkWorthiness: 0.5, harm: 5 });
    const claims = [thesis, ...props, dangerous];
    const evidence = [...claims.slice(0, 4).flatMap((c) => supported(c.id)), ...refuted(dangerous.id)];
    const result = judgeArticle({ claims, evidence }, { now: NOW, config });
    expect(result.verdicts[4]?.label).toMatch(/refuted|likely_false/);
    expect(result.label).toBe('contested');

    // The same false claim, harmless: the article may read as true.
    const mild = { ...dangerous, harm: 1 };
    const calm = judgeArticle({ claims: [...claims.slice(0, 4), mild], evidence }, { now: NOW, config });
    expect(calm.label).toMatch(/supported|likely_true/);
  });

  it('reads "likely false", not "unverified", when a dangerous false claim is all that could be established', () => {
    // As `npm start` without a model: no thesis marked, the dangerous claim refuted, the rest without evidence.
    const unknown = [1, 2, 3].map(() => fakeClaim({ role: 'support', checkWorthiness: 1, harm: 1 }));
    const dangerous = fakeClaim({ role: 'support', checkWorthiness: 0.6, harm: 5 });
    const judge = (harm: number) =>
      judgeArticle(
        { claims: [...unknown, { ...dangerous, harm }], evidence: refuted(dangerous.id) },
        { now: NOW, config },
      );
    const result = judge(5);
    expect(result.verdicts.map((v) => v.label)).toEqual([
      'unverified',
      'unverified',
      'unverified',
      'refuted',
    ]);
    // One claim that is not the thesis never makes the whole article "refuted".
    expect(result.label).toBe('likely_false');
    expect(judge(config.article.dangerousHarm).label).toBe('likely_false');
    // The same false claim, less harmful: still never "unverified" beside a headline that names it (issue 22).
    expect(judge(config.article.dangerousHarm - 1).label).toBe('likely_false');
    // The article's figures average only the claims with evidence counted: here the refuted one alone (the others
    // have only their prior, which is no figure of the article's).
    expect(result.rgba.g).toBeCloseTo(result.verdicts[3]!.rgba.g, 9);
  });

  it('reads "contested", not "unverified", when another claim holds beside the dangerous false one', () => {
    // As `npm start`: the MMR–autism claim false, "97 percent effective" likely true, most claims without evidence.
    const unknown = [1, 2, 3].map(() => fakeClaim({ role: 'support', checkWorthiness: 1, harm: 1 }));
    const holds = fakeClaim({ role: 'support', checkWorthiness: 0.4, harm: 4 });
    const dangerous = fakeClaim({ role: 'support', checkWorthiness: 0.6, harm: 5 });
    const judge = (harm: number) =>
      judgeArticle(
        {
          claims: [...unknown, holds, { ...dangerous, harm }],
          evidence: [...supported(holds.id), ...refuted(dangerous.id)],
        },
        { now: NOW, config },
      );
    const result = judge(5);
    expect(result.verdicts.slice(3).map((v) => v.label)).toEqual(['supported', 'refuted']);
    expect(result.label).toBe('contested');
    // Less harmful, the false claim still keeps the article from reading "unverified" (issue 22).
    expect(judge(config.article.dangerousHarm - 1).label).toBe('contested');
  });

  it('keeps "contested" when sources disagree, and ignores a dangerous claim that is an opinion', () => {
    const fought = [1, 2].map(() => fakeClaim({ role: 'support', checkWorthiness: 1, harm: 1 }));
    const dangerous = fakeClaim({ role: 'support', checkWorthiness: 0.6, harm: 5 });
    const foughtEvidence = fought.flatMap((c) => [
      fakeEv(c.id, 'https://www.reuters.com/x', 'supports'),
      fakeEv(c.id, 'https://www.bbc.co.uk/y', 'refutes'),
    ]);
    const evidence = [...foughtEvidence, ...refuted(dangerous.id)];
    const result = judgeArticle({ claims: [...fought, dangerous], evidence }, { now: NOW, config });
    expect(result.verdicts.map((v) => v.label)).toEqual(['contested', 'contested', 'refuted']);
    expect(result.label).toBe('contested');

    const unknown = fakeClaim({ role: 'thesis', checkWorthiness: 1, harm: 1 });
    const opinion = fakeClaim({ kind: 'opinion', checkWorthiness: 1, harm: 5 });
    const calm = judgeArticle(
      { claims: [unknown, opinion], evidence: refuted(opinion.id) },
      { now: NOW, config },
    );
    expect(calm.label).toBe('unverified');
  });
});

describe('judgeArticle on what the article asserts (issue 29 item 4)', () => {
  const own = fakeClaim({ role: 'thesis', harm: 3 });
  const reported = fakeClaim({ harm: 5, articleStance: 'rebuts' });
  const evidence = [
    fakeEv(own.id, 'https://www.cdc.gov/a', 'supports'),
    fakeEv(own.id, 'https://www.who.int/b', 'supports'),
    fakeEv(reported.id, 'https://www.nih.gov/c', 'refutes'),
    fakeEv(reported.id, 'https://www.bbc.co.uk/d', 'refutes'),
  ];

  it('checks a claim the article rebuts, but never lets its falsehood make the article false', () => {
    const result = judgeArticle({ claims: [own, reported], evidence }, { now: NOW, config });
    expect(result.verdicts.map((v) => v.label)).toEqual([
      expect.stringMatching(/supported|likely_true/),
      expect.stringMatching(/refuted|likely_false/),
    ]);
    expect(result.label).toMatch(/supported|likely_true/);
    // The article's figures are those of its own claims alone.
    const alone = judgeArticle({ claims: [own], evidence }, { now: NOW, config });
    expect(result.rgba).toEqual(alone.rgba);
  });

  it('the same claim asserted makes the article contested (as before stances were read)', () => {
    const asserted = { ...reported, articleStance: 'asserts' as const };
    const result = judgeArticle({ claims: [own, asserted], evidence }, { now: NOW, config });
    expect(result.label).toBe('contested');
  });
});
