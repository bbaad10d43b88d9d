import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENGINE_CONFIG, withOverrides } from '../../../../../lib/engine/config';
import {
  contextWindow,
  cutToTokens,
  outputTokensFor,
  packTokens,
  userRoom,
} from '../../../../../lib/engine/pipeline/model/model-fit';
import type { LlmClient } from '../../../../../lib/engine/ports';

const config = withOverrides();

describe('model fit', () => {
  it('gives every schema an output limit: extraction large, stance per passage, the judges small', () => {
    expect(outputTokensFor(config, 'extract_claims')).toBe(ENGINE_CONFIG.model.outputTokens.extract_claims);
    expect(outputTokensFor(config, 'assess_stance', 1)).toBe(350);
    expect(outputTokensFor(config, 'assess_stance', 8)).toBe(2100);
    expect(outputTokensFor(config, 'judge_sufficiency')).toBeLessThan(
      outputTokensFor(config, 'extract_claims'),
    );
    expect(outputTokensFor(config, 'no_such_schema')).toBe(ENGINE_CONFIG.model.outputTokens.other);
  });

  it('counts other scripts dearer than ASCII when packing', () => {
    expect(packTokens(config, 'a'.repeat(400))).toBe(110);
    expect(packTokens(config, '中'.repeat(300))).toBe(220);
  });

  it('cuts text at a sentence boundary within the budget, and says whether it cut', () => {
    const text = 'First sentence here. Second sentence follows. Third one is last.';
    expect(cutToTokens(config, text, 1000)).toEqual({ text, cut: false });
    const cut = cutToTokens(config, text, 14);
    expect(cut).toEqual({ text: 'First sentence here. Second sentence follows.', cut: true });
    expect(packTokens(config, cut.text)).toBeLessThanOrEqual(14);
    // No spaces (Chinese): cut at the budget, never to nothing.
    expect(cutToTokens(config, '中'.repeat(100), 8).text).toHaveLength(10);
  });

  it('leaves the user message what the window holds beside system, schema, output limit and reserve', () => {
    const schema = z.object({ summary: z.string() });
    const room = userRoom(config, 4096, { system: 'x'.repeat(400), schema, outputTokens: 1000 });
    expect(room).toBeGreaterThan(2500);
    expect(room).toBeLessThan(4096 - 1000 - 120 - ENGINE_CONFIG.model.windowReserveTokens);
    expect(userRoom(config, 1000, { system: 'x'.repeat(400), schema, outputTokens: 1000 })).toBe(0);
  });

  it('takes the window the client read from the server, else what it knows, else the local default', async () => {
    const base: LlmClient = { id: 'x', model: 'm', complete: () => Promise.reject(new Error('unused')) };
    expect(await contextWindow(base, config)).toBe(4096);
    expect(await contextWindow({ ...base, contextTokens: 32_000 }, config)).toBe(32_000);
    expect(
      await contextWindow({ ...base, contextTokens: 32_000, readContextTokens: async () => 8192 }, config),
    ).toBe(8192);
  });
});
