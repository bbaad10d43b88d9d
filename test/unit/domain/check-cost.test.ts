import { describe, expect, it } from 'vitest';
import { checkCost, costCeiling } from '../../../lib/engine/domain/cost/check-cost';
import { modelPrice } from '../../../lib/engine/domain/cost/model-price';

const listPrice = (name: string) => modelPrice('openai', name);
import { settingsPrice } from '../../../lib/settings/model-cost';
import { defaultSettings, mergeSettings } from '../../../lib/settings/settings-schema';
import {
  MODEL_VALUE_SENTENCE,
  costAfterWords,
  costBeforeWords,
  jsonCost,
} from '../../../lib/presentation/cost-words';
import { fakeRun } from '../../builders';

const usage = {
  modelCalls: 14,
  promptTokens: 21_304,
  completionTokens: 3_210,
  searches: 0,
  fetches: 0,
  elapsedMs: 0,
};

describe('model prices', () => {
  it("OpenAI's list price by name, a dated snapshot by its family; unknown names have none", () => {
    expect(listPrice('gpt-4o-mini')).toEqual({ input: 0.15, output: 0.6, from: 'list' });
    expect(listPrice('GPT-4o-mini-2024-07-18')).toEqual({ input: 0.15, output: 0.6, from: 'list' });
    expect(listPrice('gpt-5-mini')).toEqual({ input: 0.25, output: 2, from: 'list' });
    expect(listPrice('llama3.1:8b')).toBeNull();
    expect(modelPrice('openai-compatible', 'x', { inputPrice: '-1', outputPrice: '1' })).toBeNull();
    expect(modelPrice('openai-compatible', 'x', { inputPrice: ' 0.60 ', outputPrice: '1' })?.input).toBe(0.6);
  });

  it('a price entered wins; another server never gets OpenAI’s list price for a model of the same name', () => {
    expect(modelPrice('openai', 'gpt-4o', { inputPrice: '1', outputPrice: '4.5' })).toEqual({
      input: 1,
      output: 4.5,
      from: 'user',
    });
    expect(modelPrice('openai-compatible', 'gpt-4o-mini')).toBeNull();
    expect(modelPrice('openai-compatible', 'llama3', { inputPrice: '0.05', outputPrice: '0.08' })?.from).toBe(
      'user',
    );
    // Half a price, or a typo, is no price: the list price (OpenAI) or none.
    expect(modelPrice('openai', 'gpt-4o-mini', { inputPrice: '0.2' })?.from).toBe('list');
    expect(modelPrice('openai-compatible', 'x', { inputPrice: 'cheap', outputPrice: '1' })).toBeNull();
  });

  it('from Settings: each provider its own entered price; no model and the built-in model have none', () => {
    const openai = mergeSettings(defaultSettings(), { model: { provider: 'openai', apiKey: 'k' } });
    expect(settingsPrice(openai.model)).toEqual({ input: 0.15, output: 0.6, from: 'list' });
    const server = mergeSettings(openai, {
      model: {
        provider: 'openai-compatible',
        baseUrl: 'http://127.0.0.1:1/v1',
        inputPrice: '0.1',
        outputPrice: '0.2',
      },
    });
    expect(settingsPrice(server.model)).toEqual({ input: 0.1, output: 0.2, from: 'user' });
    // The server's price stays the server's: OpenAI is back at its list price.
    expect(settingsPrice(mergeSettings(server, { model: { provider: 'openai' } }).model)?.from).toBe('list');
    expect(settingsPrice(defaultSettings().model)).toBeNull();
  });
});

describe('what a check costs', () => {
  it('after: the counted calls and tokens, dollars only at a known price', () => {
    const price = { input: 0.15, output: 0.6, from: 'list' as const };
    expect(checkCost({ modelCalls: 1, promptTokens: 1e6, completionTokens: 1e6 }, price).usd).toBeCloseTo(
      0.75,
    );
    expect(checkCost(usage, price)).toEqual({
      modelCalls: 14,
      inputTokens: 21_304,
      outputTokens: 3_210,
      usd: (21_304 * 0.15 + 3_210 * 0.6) / 1e6,
    });
    expect(checkCost(usage, null)).not.toHaveProperty('usd');
  });

  it('before: the budget is the ceiling; dollars were every token at the dearer price', () => {
    const ceiling = costCeiling(
      { maxModelCalls: 40, maxTokens: 120_000 },
      { input: 0.15, output: 0.6, from: 'list' },
    );
    expect(ceiling.modelCalls).toBe(40);
    expect(ceiling.tokens).toBe(120_000);
    expect(ceiling.usd).toBeCloseTo(0.072);
    expect(costCeiling({ maxModelCalls: 40, maxTokens: 120_000 }, null)).not.toHaveProperty('usd');
  });

  it('in words: dollars at a known price, "no price is known" otherwise, never $0', () => {
    const before = costBeforeWords({
      profile: 'quick',
      budget: { maxModelCalls: 40, maxTokens: 120_000 },
      model: 'gpt-4o-mini',
      price: listPrice('gpt-4o-mini'),
    });
    expect(before).toMatch(
      /^A Quick check of this article makes at most 40 model calls and 120,000 tokens \(its budget\): at most \$0\.07 with gpt-4o-mini at \$0\.15 in \/ \$0\.60 out per million tokens \(OpenAI's list price, checked 2026-11-28\)\.$/,
    );
    const unknown = costBeforeWords({
      profile: 'deep',
      budget: { maxModelCalls: 120, maxTokens: 400_000 },
      model: 'sandbox-model',
      price: null,
    });
    expect(unknown).toContain('No price is known for sandbox-model');
    expect(unknown).not.toContain('$');
    const priced = fakeRun({ model: 'openai:gpt-4o-mini', usage, price: listPrice('gpt-4o-mini') });
    expect(costAfterWords(priced)).toBe(
      `This check used 14 model calls: 21,304 input and 3,210 output tokens, about $0.0051 at $0.15 in / $0.60 out per million tokens (OpenAI's list price, checked 2026-11-28).`,
    );
    const unpriced = fakeRun({ model: 'openai-compatible:sandbox-model', usage, price: null });
    expect(costAfterWords(unpriced)).toContain('No price is known for sandbox-model');
    expect(costAfterWords(unpriced)).not.toContain('$');
    expect(jsonCost(unpriced)).toEqual({
      modelCalls: 14,
      inputTokens: 21_304,
      outputTokens: 3_210,
      price: null,
      sentence: costAfterWords(unpriced),
    });
    expect(costAfterWords(fakeRun({ model: 'none' }))).toBe(
      'No model was used: this check cost no model calls.',
    );
    const dearer = fakeRun({
      model: 'openai:gpt-4o',
      usage: { ...usage, promptTokens: 400_000 },
      price: listPrice('gpt-4o'),
    });
    expect(costAfterWords(dearer)).toContain('about $1.03 at $2.50 in / $10 out');
    expect(MODEL_VALUE_SENTENCE).toContain('1.9 %');
  });

  it('a provider that refused every request (a rejected key) billed nothing: tokens sent, no dollars', () => {
    const refused = fakeRun({
      model: 'openai:gpt-4o-mini',
      usage: { ...usage, modelCalls: 4, completionTokens: 0 },
      price: listPrice('gpt-4o-mini'),
    });
    refused.modelUse = {
      ...refused.modelUse,
      answers: 0,
      failures: 4,
      lastFailure: { code: 'llm/bad-key', message: 'Model server rejected the API key.' },
    };
    expect(costAfterWords(refused)).toBe(
      'This check used 4 model calls: 21,304 input and 0 output tokens sent, but the provider refused every request (the key was rejected): a refused request is not billed, so no cost in dollars is said.',
    );
    expect(jsonCost(refused)).not.toHaveProperty('usd');
    // A model that answered, even badly, was billed: its dollars stay.
    const answeredBadly = { ...refused, modelUse: { ...refused.modelUse, answers: 2 } };
    expect(costAfterWords(answeredBadly)).toMatch(/about \$0\.\d+ at/);
    expect(jsonCost(answeredBadly).usd).toBeGreaterThan(0);
  });
});
