/** What a check costs: after it, its counted model calls and tokens (and dollars at a known price); before it, its budget's ceiling. */
import type { Budget, Usage } from '../../schemas';
import type { ModelPrice } from './model-price';

/** A check's cost as counted (the JSON report's `cost`); `usd` is absent when no price is known, never 0 for "unknown". */
export interface CheckCost {
  modelCalls: number;
  inputTokens: number;
  outputTokens: number;
  usd?: number;
}

/** Dollars for these tokens at this price. */
function dollars(inputTokens: number, outputTokens: number, price: ModelPrice): number {
  return (inputTokens * price.input + outputTokens * price.output) / 1_000_000;
}

/** What a finished (or stopped) check used: every request counted, failed and retried ones too. */
export function checkCost(
  usage: Pick<Usage, 'modelCalls' | 'promptTokens' | 'completionTokens'>,
  price: ModelPrice | null,
): CheckCost {
  const cost: CheckCost = {
    modelCalls: usage.modelCalls,
    inputTokens: usage.promptTokens,
    outputTokens: usage.completionTokens,
  };
  return price ? { ...cost, usd: dollars(usage.promptTokens, usage.completionTokens, price) } : cost;
}

/** The most a check may cost: its budget's model calls and tokens, and dollars were every token at the dearer price. */
interface CostCeiling {
  modelCalls: number;
  tokens: number;
  usd?: number;
}

export function costCeiling(
  budget: Pick<Budget, 'maxModelCalls' | 'maxTokens'>,
  price: ModelPrice | null,
): CostCeiling {
  const ceiling: CostCeiling = { modelCalls: budget.maxModelCalls, tokens: budget.maxTokens };
  return price
    ? { ...ceiling, usd: (budget.maxTokens * Math.max(price.input, price.output)) / 1_000_000 }
    : ceiling;
}
