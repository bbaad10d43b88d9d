import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { dedupeEntities as dedupeWith, ratcliffObershelp } from '../../../../lib/engine/domain';
import { propagateBeliefs as propagateWith } from '../../../../lib/engine/domain/graph/propagate-beliefs';

const config = ENGINE_CONFIG;
const dedupeEntities = (names: readonly string[]) =>
  dedupeWith(names, { threshold: config.graph.entitySimilarity, prefix: config.graph.blockPrefix });
const propagateBeliefs = (nodes: Parameters<typeof propagateWith>[0]) => propagateWith(nodes, config);

describe('Ratcliff/Obershelp similarity (matches Python difflib)', () => {
  it('gives the difflib ratios', () => {
    expect(ratcliffObershelp('coffee', 'caffeine')).toBeCloseTo(0.7142857, 6);
    expect(ratcliffObershelp('coffee', 'tea')).toBeCloseTo(0.2222222, 6);
    expect(ratcliffObershelp('world health organization', 'world health organisation')).toBeCloseTo(0.96, 6);
  });
});

describe('dedupeEntities', () => {
  it('merges spellings at ≥ 0.85 and keeps the first spelling (seed 000 example)', () => {
    const r = dedupeEntities([
      'Coffee',
      'coffee',
      'Caffeine',
      'Heart Health',
      'Heart health',
      'World Health Organization',
      'World Health Organisation',
    ]);
    expect(r.entities).toEqual(['Coffee', 'Caffeine', 'Heart Health', 'World Health Organization']);
    expect(r.canonicalOf.get('World Health Organisation')).toBe('World Health Organization');
  });

  it('completes 5,000 entities (blocked comparison) with the duplicates found', () => {
    const names: string[] = [];
    for (let i = 0; i < 2500; i += 1) {
      const base = `Entity ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i * 7) % 26))} number ${i}`;
      names.push(base, `${base.toLowerCase()}.`);
    }
    const r = dedupeEntities(names);
    expect(names).toHaveLength(5000);
    expect(r.entities.length).toBeLessThanOrEqual(2500);
    expect(r.canonicalOf.get('entity aa number 0.')).toBe('Entity AA number 0');
  });
});

describe('propagateBeliefs', () => {
  it('passes belief along depends_on, supports and (sign-flipped) contradicts in one pass', () => {
    const r = propagateBeliefs([
      { id: 'c1', g: 2, edges: [] },
      { id: 'c2', g: 0, edges: [{ type: 'depends_on', target: 'c1' }] },
      { id: 'c3', g: 0, edges: [{ type: 'contradicts', target: 'c4' }] },
      { id: 'c4', g: 0, edges: [] },
    ]);
    expect(r.g.get('c2')).toBeCloseTo(1, 10);
    expect(r.g.get('c4')).toBeCloseTo(0, 10);
    const r2 = propagateBeliefs([
      { id: 'c3', g: 2, edges: [{ type: 'contradicts', target: 'c4' }] },
      { id: 'c4', g: 0, edges: [] },
    ]);
    expect(r2.g.get('c4')).toBeCloseTo(-0.6, 10);
  });

  it('breaks a cycle deterministically and records it in the trace', () => {
    const nodes = [
      { id: 'b', g: 1, edges: [{ type: 'supports' as const, target: 'a' }] },
      { id: 'a', g: 1, edges: [{ type: 'supports' as const, target: 'b' }] },
    ];
    const r1 = propagateBeliefs(nodes);
    const r2 = propagateBeliefs([...nodes].reverse());
    expect(r1.trace.join(' ')).toContain('Cycle broken');
    expect([...r1.g.entries()].sort()).toEqual([...r2.g.entries()].sort());
  });

  it('ignores edges to claims that do not exist, and says so', () => {
    const r = propagateBeliefs([{ id: 'a', g: 1, edges: [{ type: 'depends_on', target: 'zzz' }] }]);
    expect(r.g.get('a')).toBe(1);
    expect(r.trace[0]).toContain('no such claim');
  });
});
