import { describe, expect, it } from 'vitest';
import { criticalPath } from '../../../../../lib/engine/pipeline/run/critical-path';
import { fakeTrace } from '../../../../builders';

const entry = (id: string, startedAt: number, endedAt: number, dependsOn: string[] = []) =>
  fakeTrace({ id, startedAt, endedAt, dependsOn });

describe('criticalPath', () => {
  it('follows the longest dependent chain, not the longest single call', () => {
    const trace = [
      entry('extract', 0, 100),
      entry('search-a', 100, 150, ['extract']),
      entry('search-b', 100, 400, ['extract']),
      entry('fetch-a', 150, 250, ['search-a']),
      entry('stance', 400, 600, ['fetch-a', 'search-b']),
    ];
    const cp = criticalPath(trace);
    expect(cp.chain).toEqual(['extract', 'search-b', 'stance']);
    expect(cp.chainMs).toBe(600);
    expect(cp.wallMs).toBe(600);
    expect(cp.ratio).toBe(1);
  });

  it('shows waiting as a ratio above 1 when calls did not start as soon as their inputs were ready', () => {
    const trace = [entry('a', 0, 100), entry('b', 300, 400, ['a'])];
    const cp = criticalPath(trace);
    expect(cp.chainMs).toBe(200);
    expect(cp.wallMs).toBe(400);
    expect(cp.ratio).toBe(2);
  });

  it('survives unknown dependencies, cycles and an empty trace', () => {
    expect(criticalPath([])).toEqual({ wallMs: 0, chainMs: 0, ratio: 1, chain: [] });
    const cp = criticalPath([entry('a', 0, 10, ['b', 'missing']), entry('b', 10, 30, ['a'])]);
    expect(cp.chainMs).toBeGreaterThan(0);
    expect(cp.chain.length).toBeGreaterThan(0);
  });

  it("puts a call shared by several claims on each claim's chain from that claim's own inputs only", () => {
    const own = (id: string, claimId: string, startedAt: number, endedAt: number, dependsOn: string[] = []) =>
      fakeTrace({ id, claimId, startedAt, endedAt, dependsOn });
    // Claim a fetched its page at 1,000 ms; claim b's passage of the same source came out of a longer path (two
    // hops, 4,000 ms) and joined the call while it waited for a model slot. The call (1,500 ms) answered both.
    const trace = [
      own('a-search', 'c-a', 0, 600),
      own('a-fetch', 'c-a', 600, 1000, ['a-search']),
      own('b-search', 'c-b', 0, 600),
      own('b-fetch', 'c-b', 600, 1000, ['b-search']),
      own('b-stance', 'c-b', 1000, 2500, ['b-fetch']),
      own('b-search-2', 'c-b', 2500, 3100, ['b-stance']),
      own('b-fetch-2', 'c-b', 3100, 4000, ['b-search-2']),
      fakeTrace({
        id: 'shared-stance',
        kind: 'model',
        purpose: 'stance for c-a, c-b (2 passages, one source)',
        fact: { kind: 'stance', claimIds: ['c-a', 'c-b'], passages: 2, oneSource: true },
        claimId: null,
        startedAt: 4000,
        endedAt: 5500,
        dependsOn: ['a-fetch', 'b-fetch-2'],
      }),
      own('a-verdict', 'c-a', 5500, 5500, ['shared-stance']),
      // Claim a goes on for another 3,500 ms after the answer.
      own('a-followup', 'c-a', 5500, 9000, ['a-verdict']),
    ];
    const cp = criticalPath(trace);
    // Seen from claim a: 600 + 400 + 1,500 + 3,500 = 6,000 (not b's 4,000 + 1,500 + a's 3,500 = 9,000).
    // Seen from claim b: 4,000 + 1,500 = 5,500. The longest of the claims' own chains is a's.
    expect(cp.chainMs).toBe(6000);
    expect(cp.chain).toEqual(['a-search', 'a-fetch', 'shared-stance', 'a-verdict', 'a-followup']);
    // Without the claims' scopes the two paths thread into one chain longer than any claim's own.
    const unscoped = criticalPath(trace.map((t) => ({ ...t, claimId: null })));
    expect(unscoped.chainMs).toBe(9000);
  });
});
