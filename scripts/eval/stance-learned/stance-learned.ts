/**
 * An experiment, not shipped: a learned layer over the no-model stance (a logistic model over the rules' features
 * promotes or demotes refutes). Cross-validation on the development half found no combination that beats the rules,
 * so the extension runs the rules alone (`lexicalStance`); this stays to keep the finding reproducible.
 */
import {
  lexicalStance,
  type LexicalStance,
} from '../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { splitSentences } from '../../../lib/engine/pipeline/text/split-sentences';
import { claimCoverage } from '../../../lib/engine/pipeline/stance/reading/claim-coverage';
import type { Stance } from '../../../lib/engine/schemas';
import { FEATURE_NAMES, stanceFeatures } from './stance-features';
import { STANCE_WEIGHTS } from './stance-weights';

/** A trained model and how its probability of "refutes" combines with the rules (see scripts/eval/train-stance.ts). */
export interface StanceModel {
  features: readonly string[];
  mean: readonly number[];
  scale: readonly number[];
  weights: readonly number[];
  bias: number;
  /** A rule reading in `promoteFrom` becomes "refutes" when the probability reaches this. */
  promoteAt: number;
  promoteFrom: readonly Stance[];
  /** A refute by a weak rule becomes "context" when the probability is below this (0: never). */
  demoteBelow: number;
}

/** Learned refutes are weak evidence: never stronger than this. */
export const LEARNED_STRENGTH = 0.3;

/** Refutes that stay whatever the model says: a labelled figure conflict is a strong rule. */
const STRONG_REFUTE = /different figures/;

interface RuleReading {
  stance: Stance;
  strength: number;
  rationale: string;
}

/** What the learned layer decides about a rule reading: keep it, promote it to refutes, or demote it to context. */
export type LearnedDecision =
  | { action: 'keep' }
  | { action: 'refutes'; strength: number; rationale: string }
  | { action: 'context'; rationale: string };

/** The model's probability that the passage refutes the claim, and the features that pushed it up most. */
export function refuteProbability(
  x: readonly number[],
  model: StanceModel = STANCE_WEIGHTS,
): { p: number; top: string[] } {
  const contributions = model.weights.map((w, j) => (w * (x[j]! - model.mean[j]!)) / model.scale[j]!);
  const z = contributions.reduce((s, c) => s + c, model.bias);
  const top = contributions
    .map((c, j) => ({ c, name: model.features[j]! }))
    .filter((e) => e.c > 0 && !e.name.startsWith('rule: '))
    .sort((a, b) => b.c - a.c || a.name.localeCompare(b.name))
    .slice(0, 2)
    .map((e) => e.name);
  return { p: 1 / (1 + Math.exp(-z)), top };
}

/** Combines the rules' reading with the model, as chosen by cross-validation on the development half. */
export function learnedDecision(
  rule: RuleReading,
  x: readonly number[],
  model: StanceModel = STANCE_WEIGHTS,
): LearnedDecision {
  const { p, top } = refuteProbability(x, model);
  const weakSupport = rule.stance === 'supports' && rule.strength <= 0.35;
  const promotable = model.promoteFrom.includes(rule.stance) && (rule.stance !== 'supports' || weakSupport);
  if (promotable && p >= model.promoteAt)
    return {
      action: 'refutes',
      strength: LEARNED_STRENGTH,
      rationale: `learned cues — ${top.length > 0 ? top.join(', ') : 'several weak signs together'}`,
    };
  if (rule.stance === 'refutes' && !STRONG_REFUTE.test(rule.rationale) && p < model.demoteBelow)
    return { action: 'context', rationale: 'same topic; the contradiction found looks accidental' };
  return { action: 'keep' };
}

/** Whether the shipped weights were trained on the features this code computes (same names, same order). */
export const weightsMatchFeatures = (model: StanceModel = STANCE_WEIGHTS) =>
  model.features.length === FEATURE_NAMES.length && model.features.every((f, i) => f === FEATURE_NAMES[i]);

/** The layer runs when the weights fit these features and can change a reading at all. */
export const learnedLayerOn = (model: StanceModel = STANCE_WEIGHTS) =>
  weightsMatchFeatures(model) && (model.promoteFrom.length > 0 || model.demoteBelow > 0);

/**
 * The rules' stance with the learned layer over it: what `lexicalStance` would return if the layer shipped. A
 * promoted refute is weak (LEARNED_STRENGTH), quotes the sentence that covers most of the claim and names its cues.
 */
export function learnedStance(
  claim: string,
  passage: string,
  model: StanceModel = STANCE_WEIGHTS,
): LexicalStance {
  const rule = lexicalStance(claim, passage);
  if (!learnedLayerOn(model)) return rule;
  const decision = learnedDecision(rule, stanceFeatures(claim, passage, rule), model);
  if (decision.action === 'refutes')
    return {
      ...rule,
      stance: 'refutes',
      strength: decision.strength,
      quote: rule.quote || bestSentence(claim, passage),
      rationale: `heuristic: ${decision.rationale}`,
    };
  if (decision.action === 'context')
    return { ...rule, stance: 'context', strength: 0.2, rationale: `heuristic: ${decision.rationale}` };
  return rule;
}

/** The passage sentence that covers most of the claim (the quote of a learned refute read from "irrelevant"). */
function bestSentence(claim: string, passage: string): string {
  let best = { text: '', coverage: -1 };
  for (const s of splitSentences(passage)) {
    const coverage = claimCoverage(claim, s.text);
    if (coverage > best.coverage) best = { text: s.text, coverage };
  }
  return best.text;
}
