import { describe, expect, it } from 'vitest';
import { changedPostings, type Postings } from '../../../lib/db/seen-postings';

const row = (runId: string, terms: string[]) => ({ runId, claimId: 'c0', terms });
const apply = (postings: Postings, change: ReturnType<typeof changedPostings>) => {
  for (const p of change.put) postings.set(p.key, p.rows);
  for (const key of change.deleted) postings.delete(key);
  return postings;
};

describe('the seen-before postings', () => {
  it('keep the newest rows of a key, every telling under its signature and one per signature under other keys', () => {
    let postings: Postings = new Map();
    // Claim A told three times in the same terms, then claim B; at most three rows per key.
    for (const r of ['a1', 'a2', 'a3'])
      postings = apply(postings, changedPostings(postings, [], [row(r, ['=A', 'k'])], 3));
    postings = apply(postings, changedPostings(postings, [], [row('b1', ['=B', 'k'])], 3));
    expect(postings.get('=A')!.map(([runId]) => runId)).toEqual(['a1', 'a2', 'a3']);
    expect(postings.get('k')!.map(([runId]) => runId)).toEqual(['a3', 'b1']);
    for (const r of ['c1', 'd1'])
      postings = apply(postings, changedPostings(postings, [], [row(r, [`=${r}`, 'k'])], 3));
    // Full: the oldest makes way.
    expect(postings.get('k')!.map(([runId]) => runId)).toEqual(['b1', 'c1', 'd1']);
  });

  it('forget a removed row, put back the older telling it had replaced, and drop a key no row carries', () => {
    let postings: Postings = new Map();
    for (const r of ['a1', 'a2'])
      postings = apply(postings, changedPostings(postings, [], [row(r, ['=A', 'k'])], 3));
    postings = apply(postings, changedPostings(postings, [], [row('b1', ['=B', 'k', 'only-b'])], 3));
    postings = apply(postings, changedPostings(postings, [row('a2', ['=A', 'k'])], [], 3));
    expect(postings.get('=A')!.map(([runId]) => runId)).toEqual(['a1']);
    expect(
      postings
        .get('k')!
        .map(([runId]) => runId)
        .sort(),
    ).toEqual(['a1', 'b1']);
    postings = apply(postings, changedPostings(postings, [row('b1', ['=B', 'k', 'only-b'])], [], 3));
    expect(postings.has('only-b')).toBe(false);
    expect(postings.has('=B')).toBe(false);
    expect(postings.get('k')!.map(([runId]) => runId)).toEqual(['a1']);
  });
});
