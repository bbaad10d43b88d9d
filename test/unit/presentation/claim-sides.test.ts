/** Battlegrounds words from the same For / Against counts the claims show (issue 22). */
import { describe, expect, it } from 'vitest';
import { battlegroundsLine, claimSides, isDisputed, sidesWords } from '../../../lib/presentation/claim-sides';
import { claimEvidence } from '../../../entrypoints/sidepanel/check/claim-evidence';
import { fakeEvidence, fakeSource } from '../../builders';

describe('claimSides', () => {
  it('counts what the claim detail lists, and never says "no disagreement" beside For 2 / Against 3', () => {
    const evidence = [
      ...['a', 'b'].map((s) =>
        fakeEvidence({ claimId: 'c-1', stance: 'supports', url: `https://${s}.org/x` }),
      ),
      ...['c', 'd', 'e'].map((s) =>
        fakeEvidence({ claimId: 'c-1', stance: 'refutes', url: `https://${s}.blog/x` }),
      ),
      fakeEvidence({ claimId: 'c-1', stance: 'context' }),
      fakeEvidence({ claimId: 'c-2', stance: 'supports' }),
    ];
    const sides = claimSides(evidence);
    const detail = claimEvidence('c-1', evidence, [fakeSource()]);
    expect(sides.get('c-1')).toEqual({ for: detail.supporting.length, against: detail.refuting.length });
    expect(sidesWords(sides.get('c-1'))).toBe('For 2 · Against 3');
    expect(isDisputed(sides.get('c-1'))).toBe(true);
    expect(isDisputed(sides.get('c-2'))).toBe(false);
    const line = battlegroundsLine(0, 1, 'Title');
    expect(line).not.toMatch(/do not disagree/);
    expect(line).toMatch(/take both sides of 1 claim/);
    expect(battlegroundsLine(0, 0, 'Title')).toMatch(/no source found takes the other side/);
  });
});
