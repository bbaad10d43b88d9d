/** A model's price per million tokens: OpenAI's list price by model name, or the one the user entered (which wins). */
import { MODEL_PRICES } from '../../config';

/** US dollars per million tokens, and where the figure comes from (`run.price`, `schemas/run.ts`). */
export interface ModelPrice {
  input: number;
  output: number;
  /** `list`: OpenAI's list price (`MODEL_PRICES`); `user`: entered in Settings. */
  from: 'list' | 'user';
}

/** OpenAI's list price for a model name (a dated snapshot takes its family's), or null when none is known. */
function listPrice(model: string): ModelPrice | null {
  const name = model.trim().toLowerCase();
  const prices = MODEL_PRICES.openai;
  const family = name.replace(/-\d{4}-\d{2}-\d{2}$/, '');
  const found = prices[name] ?? prices[family];
  return found ? { ...found, from: 'list' } : null;
}

/** A price typed by the user: a non-negative decimal ("0.15", "2"), or null when blank or not a number. */
function typedPrice(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/**
 * The price a check with this provider and model is counted at: both prices the user entered, else OpenAI's list
 * price when the provider is OpenAI itself (another server's model of the same name may cost anything), else null.
 */
export function modelPrice(
  provider: string,
  model: string,
  entered: { inputPrice?: string; outputPrice?: string } = {},
): ModelPrice | null {
  const input = typedPrice(entered.inputPrice ?? '');
  const output = typedPrice(entered.outputPrice ?? '');
  if (input !== null && output !== null) return { input, output, from: 'user' };
  return provider === 'openai' ? listPrice(model) : null;
}
