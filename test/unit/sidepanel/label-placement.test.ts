/** Map labels: sized for the screen, never overlapping, the focused node always labelled. */
import { describe, expect, it } from 'vitest';
import type { PlacedNode } from '../../../entrypoints/sidepanel/map/graph-layout';
import { placeLabels } from '../../../entrypoints/sidepanel/map/label-placement';

const node = (id: string, x: number, y: number, type: PlacedNode['type'] = 'claim'): PlacedNode => ({
  id,
  type,
  label: `Label of ${id}`,
  ref: id,
  x,
  y,
  degree: 1,
});

describe('placeLabels', () => {
  const view = { x: 0, y: 0, k: 1 };
  const options = { pxPerUnit: 0.8, viewWidth: 400, viewHeight: 400, minPx: 11 };

  it('sizes labels so they render at the minimum pixel size on a narrow panel', () => {
    const [label] = placeLabels([node('a', 200, 200)], view, options);
    expect(label!.size * options.pxPerUnit).toBeCloseTo(11);
  });

  it('moves a label that would overlap one already placed to a free side, claims first', () => {
    const labels = placeLabels([node('e', 205, 200, 'entity'), node('c', 200, 200)], view, options);
    expect(labels.map((l) => l.id)).toEqual(['c', 'e']);
    const [claim, entity] = labels;
    // The claim keeps the spot below; the entity's label goes beside its node, on no other label.
    expect(claim!.y).toBeGreaterThan(200);
    expect(Math.abs(entity!.x - 205)).toBeGreaterThan(10);
  });

  it('leaves out a label only when every side of its node is taken or outside the view', () => {
    // A node in the bottom-right corner, boxed in by four others: no side is free.
    const crowd = [
      node('a', 388, 388, 'entity'),
      node('b', 388, 370),
      node('c', 370, 388),
      node('d', 370, 370),
    ];
    const labels = placeLabels(crowd, view, options);
    expect(labels.map((l) => l.id)).not.toContain('a');
  });

  it('labels sources before entities', () => {
    const labels = placeLabels([node('e', 205, 200, 'entity'), node('s', 200, 200, 'source')], view, {
      ...options,
      viewWidth: 230,
    });
    expect(labels[0]!.id).toBe('s');
  });

  it('always labels the focused node, inside the view', () => {
    const labels = placeLabels([node('c', 200, 200), node('edge', 398, 395, 'source')], view, {
      ...options,
      first: ['edge'],
    });
    const focused = labels.find((l) => l.id === 'edge');
    expect(focused).toBeDefined();
    expect(focused!.y).toBeLessThanOrEqual(400);
  });
});

describe('placeLabels with a short form', () => {
  const view = { x: 0, y: 0, k: 1 };
  const options = { pxPerUnit: 1, viewWidth: 400, viewHeight: 400, minPx: 12 };

  it("falls back to a claim's short label (its verdict) where the whole one finds no room", () => {
    const claim = {
      id: 'c',
      type: 'claim' as const,
      label: 'Supported · The city council approved 4.2 million euros',
      short: 'Supported',
      ref: 'c',
      x: 200,
      y: 200,
      degree: 1,
    };
    // Two other claims' labels already fill the rows above and below, wide; only a short label fits beside.
    const wide = (id: string, y: number) => ({
      ...claim,
      id,
      short: undefined,
      x: 200,
      y,
      label: 'W'.repeat(28),
    });
    const labels = placeLabels([wide('a', 168), wide('b', 208), claim], view, options);
    const mine = labels.find((l) => l.id === 'c');
    expect(mine?.text).toBe('Supported');
  });
});

describe('placeLabels around relation predicates', () => {
  it('never puts a node label over a predicate already drawn', () => {
    const source: PlacedNode = {
      id: 's',
      type: 'source',
      label: 'example.gov',
      ref: 's',
      x: 200,
      y: 200,
      degree: 1,
    };
    const options = { pxPerUnit: 1, viewWidth: 400, viewHeight: 400, minPx: 12 };
    const free = placeLabels([source], { x: 0, y: 0, k: 1 }, options)[0]!;
    // A predicate drawn exactly where the label would go: the label moves elsewhere.
    const avoid = [{ x: free.x, y: free.y, chars: 18 }];
    const moved = placeLabels([source], { x: 0, y: 0, k: 1 }, { ...options, avoid })[0]!;
    expect(moved.y).not.toBe(free.y);
  });
});
