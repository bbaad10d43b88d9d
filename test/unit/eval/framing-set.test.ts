import { describe, expect, it } from 'vitest';
import { FRAMING_CLASSES, framingCases } from '../../../scripts/eval/framing-set';
import { framingTable, readFramingCase } from '../../../scripts/eval/framing';

// Issue 29's goal: a framed mention is read as support at most 2 % of the time, per class, with no model; the page
// that states the claim in its own voice still supports it (so the goal is not met by reading nothing as support).
const readings = framingCases().map(readFramingCase);
const table = framingTable(readings);

describe('the framing test set, read by the rules', () => {
  it('covers every class in six languages', () => {
    for (const kind of FRAMING_CLASSES)
      expect(new Set(table.filter((r) => r.kind === kind).map((r) => r.lang)).size, kind).toBe(6);
  });

  it.each(FRAMING_CLASSES)('%s: a framed mention reads as support in at most 2 %% of cases', (kind) => {
    const framed = readings.filter((r) => r.case.kind === kind);
    const support = framed.filter((r) => r.stance === 'supports' || r.stance === 'mixed');
    expect(support.map((r) => `${r.case.id}: ${r.rationale}`)).toEqual(
      support.length / framed.length <= 0.02 ? expect.anything() : [],
    );
  });

  it.each([
    'myth-fact',
    'rating-first',
    'rebuttal-after',
    'factcheck-headline',
    'misconception-list',
  ] as const)('%s: the source’s denial reads as refuting the claim', (kind) => {
    const framed = readings.filter((r) => r.case.kind === kind);
    const refuted = framed.filter((r) => r.stance === 'refutes');
    expect(refuted.length / framed.length, kind).toBeGreaterThanOrEqual(0.9);
  });

  it('a page that states the claim in its own voice still supports it', () => {
    const controls = readings.filter((r) => r.case.kind === 'control');
    expect(controls.filter((r) => r.stance !== 'supports').map((r) => r.case.id)).toEqual([]);
  });
});
