import { beforeEach, describe, expect, it } from 'vitest';
import { claimEvidence, claimQueries, claimTrace } from '../../../entrypoints/sidepanel/check/claim-evidence';
import { queryTag } from '../../../lib/presentation/query-words';
import { fakeEvidence, fakeQuery, fakeSource, fakeTrace, resetBuilderIds } from '../../builders';

describe('claim detail', () => {
  beforeEach(() => resetBuilderIds());

  it('splits evidence for and against with the tier and credibility of its source', () => {
    const evidence = [
      fakeEvidence({ claimId: 'c-1', stance: 'supports', url: 'https://stats.example.gov/a' }),
      fakeEvidence({
        claimId: 'c-1',
        stance: 'refutes',
        url: 'https://blog.example.com/b',
        domain: 'example.com',
      }),
      fakeEvidence({ claimId: 'c-1', stance: 'context' }),
      fakeEvidence({ claimId: 'c-1', stance: 'irrelevant' }),
      fakeEvidence({ claimId: 'c-2', stance: 'supports' }),
    ];
    const sources = [
      fakeSource({ url: 'https://stats.example.gov/a', tier: 'A', credibility: 0.9 }),
      fakeSource({ url: 'https://blog.example.com/b', tier: 'D', credibility: 0.2 }),
    ];
    const split = claimEvidence('c-1', evidence, sources);
    expect(split.supporting.map((v) => [v.tier, v.credibility])).toEqual([['A', 0.9]]);
    expect(split.refuting.map((v) => [v.tier, v.siteName])).toEqual([['D', 'example.com']]);
    expect(split.other).toHaveLength(1);
    expect(split.other[0]!.tier).toBe('unknown');
    expect(split.irrelevant).toBe(1);
  });

  it('orders evidence by strength × relevance × credibility', () => {
    const weak = fakeEvidence({ strength: 0.2, url: 'https://x.example/1' });
    const strong = fakeEvidence({ strength: 0.9, url: 'https://x.example/2' });
    expect(claimEvidence('c-1', [weak, strong], []).supporting.map((v) => v.evidence.id)).toEqual([
      strong.id,
      weak.id,
    ]);
  });

  it('lists queries by hop with counter-queries marked', () => {
    const follow = fakeQuery({ intent: 'followup', hop: 1 });
    const counter = fakeQuery({ intent: 'counter' });
    const neutral = fakeQuery({ intent: 'neutral' });
    const other = fakeQuery({ claimId: 'c-9' });
    const list = claimQueries('c-1', [follow, counter, neutral, other]);
    expect(list.map((q) => q.id)).toEqual([neutral.id, counter.id, follow.id]);
    expect(list.map(queryTag)).toEqual(['plain search', 'looking for the opposite', 'follow-up, round 1']);
  });

  it('keeps only the trace rows about the claim', () => {
    const rows = [fakeTrace({ claimId: 'c-1' }), fakeTrace({ claimId: null }), fakeTrace({ claimId: 'c-2' })];
    expect(claimTrace('c-1', rows)).toEqual([rows[0]]);
  });
});
