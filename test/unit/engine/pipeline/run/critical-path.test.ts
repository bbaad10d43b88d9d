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
});
