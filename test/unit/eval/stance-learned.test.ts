import { describe, expect, it } from 'vitest';
import { lexicalStance } from '../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { FEATURE_NAMES } from '../../../scripts/eval/stance-learned/stance-features';
import {
  learnedLayerOn,
  learnedStance,
  weightsMatchFeatures,
  type StanceModel,
} from '../../../scripts/eval/stance-learned/stance-learned';
import { STANCE_TRAINING } from '../../../scripts/eval/stance-learned/stance-weights';

describe('the learned-stance experiment with its dev-trained weights', () => {
  it('keeps weights trained on the development half, for exactly the features the code computes; they switch it off', () => {
    expect(weightsMatchFeatures()).toBe(true);
    expect(STANCE_TRAINING.half).toBe('dev');
    expect(learnedLayerOn()).toBe(STANCE_TRAINING.learnedLayerOn);
  });

  it('reads a passage that states another value in the claim’s slot as refuting', () => {
    const claim = 'The Golden Gate Bridge opened to traffic in 1937.';
    const s = learnedStance(claim, 'Work began in 1933. The Golden Gate Bridge opened to traffic in 1952.');
    expect(s.stance).toBe('refutes');
    expect(s.strength).toBeLessThanOrEqual(0.4);
    expect(s.heuristic).toBe(true);
    const figures = learnedStance(
      'The MMR vaccine is 97% effective against measles.',
      'Studies show the MMR vaccine is 64% effective against measles after one dose.',
    );
    expect(figures.stance).toBe('refutes');
  });

  it('does not read an on-topic passage that agrees as refuting', () => {
    const claim = 'The Golden Gate Bridge opened to traffic in 1937.';
    for (const passage of [
      'The Golden Gate Bridge opened to traffic in 1937 after four years of work.',
      'After four years of construction, the Golden Gate Bridge opened to traffic on May 28, 1937.',
      'The Golden Gate Bridge is painted in International Orange and opened to traffic in 1937.',
    ])
      expect(learnedStance(claim, passage).stance, passage).not.toBe('refutes');
  });

  it('is deterministic: the same pair gives the same reading twice', () => {
    const claim = 'Hillary Clinton served as the 45th President of the United States.';
    const passage =
      'Donald Trump was the 45th president of the United States. Clinton lost the 2016 election.';
    expect(learnedStance(claim, passage)).toEqual(learnedStance(claim, passage));
  });
});

describe('the learned-stance experiment with a layer switched on', () => {
  // Weights as the trainer writes them, over the real features: only "other names in the sentence" counts.
  const model: StanceModel = {
    features: FEATURE_NAMES,
    mean: FEATURE_NAMES.map(() => 0),
    scale: FEATURE_NAMES.map(() => 1),
    weights: FEATURE_NAMES.map((f) => (f === 'other names in the sentence' ? 10 : 0)),
    bias: -3,
    promoteAt: 0.5,
    promoteFrom: ['context'],
    demoteBelow: 0,
  };
  const claim = "Gary Smith holds a bachelor's degree in economics from Stanford University.";
  const other =
    'Early history and education. Smith earned his B. S. in mathematics from Harvey Mudd College and enrolled in Yale University’s graduate economics program.';

  it('turns the rules’ "context" into a weak refute, quoting the sentence and naming the cues in words', () => {
    expect(lexicalStance(claim, other).stance).toBe('context');
    const s = learnedStance(claim, other, model);
    expect(s.stance).toBe('refutes');
    expect(s.strength).toBeLessThanOrEqual(0.35);
    expect(s.rationale).toBe('heuristic: learned cues — other names in the sentence');
    expect(s.quote).toContain('Harvey Mudd College');
    expect(s.heuristic).toBe(true);
  });

  it('leaves a passage that states the claim alone', () => {
    const same =
      "Gary Smith holds a bachelor's degree in economics from Stanford University, where he also taught.";
    expect(learnedStance(claim, same, model).stance).toBe('supports');
  });

  it('is off for weights trained on other features (a renamed or reordered feature list)', () => {
    const stale = { ...model, features: [...FEATURE_NAMES].reverse() };
    expect(learnedStance(claim, other, stale).stance).toBe('context');
  });
});
