import { describe, expect, it } from 'vitest';
import type { KnowledgeGraph } from '../../../lib/engine/schemas';
import { edgeStyle, layoutGraph, neighbourClaims } from '../../../entrypoints/sidepanel/map/graph-layout';
import { fitTransform, zoomAt } from '../../../entrypoints/sidepanel/map/view-transform';

function graphOf(claims: number, entitiesPerClaim: number): KnowledgeGraph {
  const nodes: KnowledgeGraph['nodes'] = [];
  const edges: KnowledgeGraph['edges'] = [];
  for (let c = 0; c < claims; c++) {
    nodes.push({ id: `claim:${c}`, type: 'claim', label: `Claim ${c}`, ref: `c-${c}` });
    for (let e = 0; e < entitiesPerClaim; e++) {
      const id = `entity:${c}-${e}`;
      nodes.push({ id, type: 'entity', label: `Entity ${c}-${e}`, ref: id });
      edges.push({
        id: `m:${c}-${e}`,
        source: `claim:${c}`,
        target: id,
        type: 'mentions',
        label: '',
        citations: [],
      });
    }
  }
  return { nodes, edges };
}

describe('layoutGraph', () => {
  it('places every node at a finite, distinct position and keeps edges attached to them', () => {
    const layout = layoutGraph(graphOf(20, 4));
    expect(layout.nodes).toHaveLength(100);
    const positions = new Set(layout.nodes.map((n) => `${n.x.toFixed(1)},${n.y.toFixed(1)}`));
    expect(positions.size).toBe(100);
    expect(layout.nodes.every((n) => Number.isFinite(n.x) && Number.isFinite(n.y))).toBe(true);
    const claim = layout.nodes.find((n) => n.id === 'claim:0')!;
    const edge = layout.edges.find((e) => e.source === 'claim:0')!;
    expect([edge.x1, edge.y1]).toEqual([claim.x, claim.y]);
    expect(claim.degree).toBe(4);
  });

  it('is deterministic for the same graph', () => {
    const graph = graphOf(5, 3);
    expect(layoutGraph(graph).nodes).toEqual(layoutGraph(graph).nodes);
  });

  it('drops edges whose ends are missing instead of failing', () => {
    const graph = graphOf(2, 1);
    graph.edges.push({
      id: 'bad',
      source: 'claim:0',
      target: 'nowhere',
      type: 'supports',
      label: '',
      citations: [],
    });
    const layout = layoutGraph(graph);
    expect(layout.dangling).toBe(1);
    expect(layout.edges.map((e) => e.id)).not.toContain('bad');
  });

  it('lays out a few hundred nodes', () => {
    const layout = layoutGraph(graphOf(60, 5));
    expect(layout.nodes).toHaveLength(360);
    expect(layout.bounds.maxX).toBeGreaterThan(layout.bounds.minX);
  });
});

describe('graph helpers', () => {
  it('marks entity–entity "relates" edges as relations (drawn labelled), not claim or source edges', () => {
    const graph = graphOf(1, 2);
    graph.nodes.push({ id: 'source:x', type: 'source', label: 'x.org', ref: 'https://x.org' });
    const edge = (id: string, source: string, target: string) => ({
      id,
      source,
      target,
      type: 'relates' as const,
      label: 'causes',
      citations: [],
    });
    graph.edges.push(edge('r1', 'entity:0-0', 'entity:0-1'), edge('r2', 'source:x', 'claim:0'));
    const layout = layoutGraph(graph, 10);
    expect(layout.edges.filter((e) => e.relation).map((e) => e.id)).toEqual(['r1']);
  });

  it('draws conflict edges differently from support edges', () => {
    expect(edgeStyle('supports')).toBe('support');
    expect(edgeStyle('refutes')).toBe('conflict');
    expect(edgeStyle('contradicts')).toBe('conflict');
    expect(edgeStyle('mentions')).toBe('neutral');
  });

  it('lists the claims an entity is connected to', () => {
    const graph = graphOf(3, 1);
    graph.edges.push({
      id: 'x',
      source: 'claim:2',
      target: 'entity:0-0',
      type: 'mentions',
      label: '',
      citations: [],
    });
    expect(neighbourClaims(graph, 'entity:0-0').map((n) => n.ref)).toEqual(['c-0', 'c-2']);
  });

  it('zooms around the pointer and fits the bounds into the viewport', () => {
    const zoomed = zoomAt({ x: 0, y: 0, k: 1 }, 2, 100, 50);
    expect(zoomed).toEqual({ k: 2, x: -100, y: -50 });
    const fit = fitTransform({ minX: -100, minY: -50, maxX: 100, maxY: 50 }, 400, 200);
    expect(fit).toEqual({ k: 2, x: 200, y: 100 });
    expect(zoomAt({ x: 0, y: 0, k: 1 }, 1000, 0, 0).k).toBe(6);
  });
});
