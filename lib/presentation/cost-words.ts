/**
 * What a check costs and what the model adds, in words (issue 31): before a check its budget's ceiling, after it what
 * it used; dollars only at a known price (OpenAI's list price or one entered in Settings), never "$0" for unknown.
 */
import { checkCost, costCeiling, type CheckCost } from '../engine/domain/cost/check-cost';
import type { ModelPrice } from '../engine/domain/cost/model-price';
import { MODEL_PRICES } from '../engine/config';
import type { Budget, Profile, Run } from '../engine/schemas';
import { count } from './plural';

/** What a model adds, in one sentence (Settings): the measured figure is issue 30's (rules alone, gold evidence given). */
export const MODEL_VALUE_SENTENCE =
  'A model reads paraphrase and context; the built-in rules alone settle few real claims (given the right evidence, they decided 1.9 % of Climate-FEVER claims).';

const PROFILE_WORDS: Record<Profile, string> = { quick: 'Quick', deep: 'Deep' };

/** "$0.072", "$0.0051", "$1.20": cents when it is that much, else two significant figures. */
function usdWords(usd: number): string {
  if (usd >= 0.01) return `$${usd.toFixed(usd >= 100 ? 0 : 2)}`;
  return `$${Number(usd.toPrecision(2))}`;
}

/** A price per million tokens as written in price lists: "0.15", "0.60", "2.50", "10". */
function perMillion(n: number): string {
  return Number.isInteger(n) && n >= 1 ? String(n) : n.toFixed(n < 0.01 ? 4 : 2);
}

/** "$0.15 in / $0.60 out per million tokens (OpenAI's list price, 28 Nov 2026)". */
function priceWords(price: ModelPrice): string {
  const per = `$${perMillion(price.input)} in / $${perMillion(price.output)} out per million tokens`;
  return price.from === 'list'
    ? `${per} (OpenAI's list price, checked ${MODEL_PRICES.checkedOn})`
    : `${per} (your price)`;
}

/** The model's name in a run's `model` ("openai:gpt-4o-mini" → "gpt-4o-mini"). */
function nameOf(model: string): string {
  const at = model.indexOf(':');
  return at >= 0 ? model.slice(at + 1) : model;
}

/** Before a check: the most it may cost, from the profile's budget (with the user's overrides). */
export function costBeforeWords(options: {
  profile: Profile;
  budget: Pick<Budget, 'maxModelCalls' | 'maxTokens'>;
  /** The configured model's name, or null for no model. */
  model: string | null;
  price: ModelPrice | null;
  /** The model runs on this computer (no money per token). */
  onDevice?: boolean;
}): string {
  if (options.model === null) return 'No model is set: a check costs no model calls.';
  const ceiling = costCeiling(options.budget, options.price);
  const most = `A ${PROFILE_WORDS[options.profile]} check of this article makes at most ${count(ceiling.modelCalls, 'model call')} and ${ceiling.tokens.toLocaleString('en')} tokens (its budget)`;
  if (options.onDevice) return `${most}, on this computer: no money per token.`;
  if (ceiling.usd !== undefined)
    return `${most}: at most ${usdWords(ceiling.usd)} with ${options.model} at ${priceWords(options.price!)}.`;
  return `${most}. No price is known for ${options.model}, so no cost in dollars is said: enter its price in Settings → Model.`;
}

/** After a check: what it used, counted as it happened (failed and retried requests too). */
export function costAfterWords(
  run: Pick<Run, 'model' | 'usage' | 'price'> & Partial<Pick<Run, 'modelUse'>>,
): string {
  if (run.model === 'none') return 'No model was used: this check cost no model calls.';
  const cost = checkCost(run.usage, run.price ?? null);
  const used = `This check used ${count(cost.modelCalls, 'model call')}: ${cost.inputTokens.toLocaleString('en')} input and ${cost.outputTokens.toLocaleString('en')} output tokens`;
  if (run.model.startsWith('chrome-builtin')) return `${used}, on this computer: no money per token.`;
  if (refusedEveryRequest(run))
    return `${used} sent, but the provider refused every request (${REFUSED_WORDS[run.modelUse!.lastFailure!.code]}): a refused request is not billed, so no cost in dollars is said.`;
  if (cost.usd !== undefined && run.price)
    return `${used}, about ${usdWords(cost.usd)} at ${priceWords(run.price)}.`;
  return `${used}. No price is known for ${nameOf(run.model)}, so no cost in dollars is said.`;
}

/** Why a provider refused a request it does not bill: the key, or the model name. */
const REFUSED_WORDS: Readonly<Record<string, string>> = {
  'llm/bad-key': 'the key was rejected',
  'llm/model-not-found': 'the model name is not one it serves',
};

/** The model never answered, and its last failure was a refusal (401/403, or 404 for the model): nothing billed. */
function refusedEveryRequest(run: Partial<Pick<Run, 'modelUse'>>): boolean {
  const use = run.modelUse;
  return !!use && use.answers === 0 && !!use.lastFailure && use.lastFailure.code in REFUSED_WORDS;
}

/** The JSON report's `cost`: the counted figures, `usd` only at a known price, the price and the sentence. */
export function jsonCost(
  run: Pick<Run, 'model' | 'usage' | 'price'> & Partial<Pick<Run, 'modelUse'>>,
): CheckCost & {
  price: ModelPrice | null;
  sentence: string;
} {
  const cost = checkCost(run.usage, run.price ?? null);
  // A provider that refused every request billed nothing: no dollars, as the sentence says.
  if (refusedEveryRequest(run)) delete cost.usd;
  return {
    ...cost,
    price: run.price ?? null,
    sentence: costAfterWords(run),
  };
}
