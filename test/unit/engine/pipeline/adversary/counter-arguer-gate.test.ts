import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../../lib/engine/config';
import { counterArguerGate } from '../../../../../lib/engine/pipeline/adversary/counter-arguer-gate';
import { fakeEvidence } from '../../../../builders';

const config = ENGINE_CONFIG as EngineConfig;
const article = { urls: ['https://www.dailywellnessreport.com/vitamin-c'], text: 'Vitamin C cures colds.' };

const modelRefutes = fakeEvidence({
  url: 'https://www.nih.gov/vitamin-c',
  domain: 'nih.gov',
  stance: 'refutes',
  strength: 0.9,
});
const modelSupports = fakeEvidence({
  url: 'https://www.reuters.com/vitamin-c',
  domain: 'reuters.com',
  stance: 'supports',
  strength: 0.8,
});
/** A strong rule's reading (it counts toward "enough"), but no model read it. */
const ruleSupports = fakeEvidence({
  url: 'https://www.naturalnews.com/vitamin-c',
  domain: 'naturalnews.com',
  stance: 'supports',
  strength: 0.7,
  heuristic: true,
});

describe('counterArguerGate: the counter-arguer is asked on Quick only when the model read both sides', () => {
  it('asks when the model read a source on each side', () => {
    expect(counterArguerGate([modelRefutes, modelSupports], article, 'quick', config)).toEqual({
      ask: true,
      why: null,
      ruledSides: [],
    });
  });

  it('asks when the model read one source as mixed (both sides in one source)', () => {
    const mixed = { ...modelRefutes, stance: 'mixed' as const };
    expect(counterArguerGate([mixed, ruleSupports], article, 'quick', config).ask).toBe(true);
  });

  it('does not ask when one side rests on the rules alone, and says which side and sources', () => {
    const gate = counterArguerGate([modelRefutes, ruleSupports], article, 'quick', config);
    expect(gate.ask).toBe(false);
    // The side only the rules read is the one the next hop tests first.
    expect(gate.ruledSides).toEqual(['supports']);
    expect(gate.why).toContain('supports side rests on the built-in rules');
    expect(gate.why).toContain('naturalnews.com');
  });

  it('with no side read by the model, tests the refuting side first, then the supporting one', () => {
    const ruleRefutes = {
      ...ruleSupports,
      url: 'https://fullfact.org/x',
      domain: 'fullfact.org',
      stance: 'refutes' as const,
    };
    const gate = counterArguerGate([ruleSupports, ruleRefutes], article, 'quick', config);
    expect(gate).toMatchObject({ ask: false, ruledSides: ['refutes', 'supports'] });
  });

  it('never counts a model side from a page carrying instructions, the article’s own site, or an unverified quote', () => {
    const instructed = { ...modelSupports, carriesInstructions: true };
    const ownSite = {
      ...modelSupports,
      url: 'https://www.dailywellnessreport.com/more',
      domain: 'dailywellnessreport.com',
    };
    const unverified = { ...modelSupports, quoteVerified: false };
    for (const other of [instructed, ownSite, unverified])
      expect(counterArguerGate([modelRefutes, other], article, 'quick', config).ask).toBe(false);
  });

  it('asks on every conflict where the profile argues them all (Deep)', () => {
    expect(counterArguerGate([modelRefutes, ruleSupports], article, 'deep', config).ask).toBe(true);
    const quickToo = {
      ...config,
      sufficiency: { ...config.sufficiency, counterArguerOnModelConflict: { quick: false, deep: false } },
    };
    expect(counterArguerGate([modelRefutes, ruleSupports], article, 'quick', quickToo).ask).toBe(true);
  });
});
