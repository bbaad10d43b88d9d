import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { judgeClaim, modelReadingsOf, modelReadingWeight } from '../../../../lib/engine/domain';
import type { Evidence } from '../../../../lib/engine/schemas';
import { fakeEvidence as fakeStored } from '../../../builders';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';

const config = ENGINE_CONFIG;
const reading = (modelReading: Evidence['modelReading']) => fakeStored({ modelReading });

describe("the run's rate of failed model readings", () => {
  it('counts readings that took a side or overlooked one, and those that failed', () => {
    const evidence = [
      reading('counted'),
      reading('counted'),
      reading('quote-not-found'),
      reading('off-claim'),
      reading('contradicted'),
      reading('overlooked'),
      reading('no-side'),
      reading(undefined),
    ];
    expect(modelReadingsOf(evidence)).toEqual({ failed: 4, total: 6 });
  });

  it('weighs a model by its failure rate, never below the floor, and fully before it made enough readings', () => {
    expect(modelReadingWeight({ failed: 0, total: 10 }, config)).toBe(1);
    expect(modelReadingWeight({ failed: 5, total: 10 }, config)).toBeCloseTo(0.5);
    expect(modelReadingWeight({ failed: 10, total: 10 }, config)).toBe(config.modelReading.failureFloor);
    expect(modelReadingWeight({ failed: 1, total: 1 }, config)).toBe(1);
    expect(modelReadingWeight(undefined, config)).toBe(1);
  });
});

describe("the judge weighs a model's readings by the run's failure rate", () => {
  const claim = { text: 'Two doses of the MMR vaccine are about 97 percent effective against measles.' };
  const cdc = fakeEvidence({
    url: 'https://www.cdc.gov/measles/vaccines',
    stance: 'supports',
    strength: 0.9,
    relevance: 0.9,
    heuristic: false,
  });
  const judge = (modelReadings?: { failed: number; total: number }) =>
    judgeClaim({ claim, evidence: [cdc] }, { config, now: NOW, ...(modelReadings ? { modelReadings } : {}) });

  it('a model whose quotes failed 6 of 10 times moves the verdict less, and the reasons say why', () => {
    const trusted = judge({ failed: 0, total: 10 });
    const weak = judge({ failed: 6, total: 10 });
    expect(weak.belief.g).toBeGreaterThan(0);
    expect(weak.belief.g).toBeLessThan(trusted.belief.g);
    expect(weak.reasons).toContainEqual(
      expect.objectContaining({ kind: 'model-readings', failed: 6, total: 10 }),
    );
    expect(reasonText(weak)).toMatch(
      /The model's quotes failed 6 of 10 times in this check .*so its readings count for less \(40 % of their weight\)/,
    );
    expect(reasonText(trusted)).not.toMatch(/quotes failed/);
  });

  it("a rules reading is not scaled by the model's failures", () => {
    const rule = fakeEvidence({ ...cdc, heuristic: true, strength: 0.7 });
    const with0 = judgeClaim(
      { claim, evidence: [rule] },
      { config, now: NOW, modelReadings: { failed: 0, total: 10 } },
    );
    const with9 = judgeClaim(
      { claim, evidence: [rule] },
      { config, now: NOW, modelReadings: { failed: 9, total: 10 } },
    );
    expect(with9.belief.g).toBe(with0.belief.g);
  });
});
