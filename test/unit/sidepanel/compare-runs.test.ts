import { describe, expect, it } from 'vitest';
import { compareChecks } from '../../../entrypoints/sidepanel/check/compare-runs';

const claim = (id: string, quote: string) => ({ id, quote, text: quote });

describe('compareChecks', () => {
  it('lists changed verdicts first, then new and gone claims, and matches claims by quote across runs', () => {
    const previous = {
      claims: [
        claim('a1', 'Cases rose to 1,274.'),
        claim('a2', 'The vaccine causes autism.'),
        claim('a3', 'Old claim.'),
      ],
      verdicts: [
        { claimId: 'a1', label: 'unverified' as const, confidence: 0.3 },
        { claimId: 'a2', label: 'refuted' as const, confidence: 0.8 },
        { claimId: 'a3', label: 'supported' as const, confidence: 0.8 },
      ],
    };
    const current = {
      claims: [
        claim('b1', 'The vaccine  causes autism.'),
        claim('b2', 'cases rose to 1,274.'),
        claim('b3', 'A new claim.'),
      ],
      verdicts: [
        { claimId: 'b1', label: 'refuted' as const, confidence: 0.9 },
        { claimId: 'b2', label: 'supported' as const, confidence: 0.8 },
      ],
    };
    expect(compareChecks(previous, current)).toEqual([
      { text: 'cases rose to 1,274.', before: 'unverified', after: 'supported', kind: 'changed' },
      { text: 'A new claim.', before: null, after: null, kind: 'new' },
      { text: 'Old claim.', before: 'supported', after: null, kind: 'gone' },
      { text: 'The vaccine  causes autism.', before: 'refuted', after: 'refuted', kind: 'same' },
    ]);
  });
});
