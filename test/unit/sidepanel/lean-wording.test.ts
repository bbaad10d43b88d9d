import { describe, expect, it } from 'vitest';
import {
  leanPosition,
  leanWording,
  sidePosition,
} from '../../../entrypoints/sidepanel/battlegrounds/lean-wording';

const sides = {
  sideA: { position: 'The drop was 30 percent.', sources: [] },
  sideB: { position: 'The drop was under 10 percent.', sources: [] },
};

describe('leanWording', () => {
  it('calls a small lean even', () => {
    expect(leanWording({ ...sides, favours: 'A', lean: 0.05 })).toBe(
      'The evidence is evenly split between the two sides.',
    );
    expect(leanWording({ ...sides, favours: 'neither', lean: 0.9 })).toMatch(/evenly split/);
  });

  it('grades the lean and names the favoured position', () => {
    expect(leanWording({ ...sides, favours: 'A', lean: 0.3 })).toBe(
      'The evidence leans slightly toward side A: The drop was 30 percent.',
    );
    expect(leanWording({ ...sides, favours: 'B', lean: 0.6 })).toMatch(
      /^The evidence leans toward side B: The drop was under/,
    );
    expect(leanWording({ ...sides, favours: 'B', lean: 0.9 })).toMatch(/strongly favours side B/);
  });

  it('places the marker toward the favoured side', () => {
    expect(leanPosition({ favours: 'A', lean: 1 })).toBe(0);
    expect(leanPosition({ favours: 'B', lean: 0.5 })).toBe(0.75);
    expect(leanPosition({ favours: 'neither', lean: 0.7 })).toBe(0.5);
  });
});

describe('battleground wording never repeats the claim', () => {
  const claim = 'Taking vitamin D prevents colds.';
  const templated = {
    sideA: { position: `Yes: ${claim}`, sources: [] },
    sideB: { position: `No: the evidence contradicts "${claim}"`, sources: [] },
  };
  it('turns the judge’s template positions into short answers', () => {
    expect(sidePosition('A', templated.sideA)).toBe('It is true.');
    expect(sidePosition('B', templated.sideB)).toBe('It is false.');
    expect(leanWording({ ...templated, favours: 'B', lean: 0.6 })).toBe(
      'The evidence leans toward side B: It is false.',
    );
    expect(sidePosition('A', sides.sideA)).toBe('The drop was 30 percent.');
  });
});
