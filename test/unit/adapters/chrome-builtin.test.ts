import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createChromeBuiltinClient,
  type LanguageModelApi,
  type LanguageModelAvailability,
} from '../../../lib/engine/adapters/llm/chrome-builtin';
import { testConnection } from '../../../lib/engine/pipeline/model/test-connection';
import type { LlmRequestSent } from '../../../lib/engine/ports';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { instruction, systemMessage, userMessage } from '../../../lib/engine/schemas/prompt';

/** Stands in for Chrome's `LanguageModel` global (the browser's model is the edge of this adapter). */
function languageModel(availability: LanguageModelAvailability, answers: string[]) {
  const seen: { system: string; prompts: { input: string; constraint: unknown }[]; destroyed: boolean } = {
    system: '',
    prompts: [],
    destroyed: false,
  };
  const api: LanguageModelApi = {
    availability: async () => availability,
    create: async (options) => {
      seen.system = options?.initialPrompts?.[0]?.content ?? '';
      return {
        prompt: async (input, promptOptions) => {
          seen.prompts.push({ input, constraint: promptOptions?.responseConstraint });
          return answers.shift() ?? '';
        },
        destroy: () => {
          seen.destroyed = true;
        },
      };
    },
  };
  return { api, seen };
}

const request = {
  purpose: 'write summary',
  schemaName: 'write_summary',
  schema: z.object({ summary: z.string() }),
  system: systemMessage(instruction`Summarise.`),
  user: userMessage(instruction`Data.`),
};

describe('Chrome built-in model adapter', () => {
  it('prompts with the JSON schema as response constraint, validates, and closes the session', async () => {
    const { api, seen } = languageModel('available', ['{"summary":"short"}']);
    const response = await createChromeBuiltinClient({
      limits: ENGINE_CONFIG.model,
      languageModel: api,
    }).complete(request);
    expect(response.value).toEqual({ summary: 'short' });
    expect(seen.system).toBe('Summarise.');
    expect(seen.prompts[0]).toEqual({
      input: 'Data.',
      constraint: expect.objectContaining({ required: ['summary'] }),
    });
    expect(seen.destroyed).toBe(true);
  });

  it('repairs once, then reports llm/invalid-output', async () => {
    const repaired = languageModel('available', ['nope', '{"summary":"ok"}']);
    expect(
      (
        await createChromeBuiltinClient({
          limits: ENGINE_CONFIG.model,
          languageModel: repaired.api,
        }).complete(request)
      ).value,
    ).toEqual({ summary: 'ok' });
    const broken = languageModel('available', ['nope', 'still nope']);
    await expect(
      createChromeBuiltinClient({ limits: ENGINE_CONFIG.model, languageModel: broken.api }).complete(request),
    ).rejects.toMatchObject({ code: 'llm/invalid-output' });
    expect(broken.seen.destroyed).toBe(true);
  });

  it('reports every prompt through onRequest and repairs with a short excerpt, not the whole answer', async () => {
    const rambling = `Well. ${'Colds come and go. '.repeat(300)}`;
    const { api, seen } = languageModel('available', [rambling, '{"summary":"ok"}']);
    const sent: LlmRequestSent[] = [];
    await createChromeBuiltinClient({ limits: ENGINE_CONFIG.model, languageModel: api }).complete({
      ...request,
      onRequest: (s) => sent.push(s),
    });
    expect(sent).toEqual([
      { promptTokens: 2, completionTokens: Math.ceil(rambling.length / 4), ok: true, usageReported: false },
      { promptTokens: expect.any(Number), completionTokens: 4, ok: true, usageReported: false },
    ]);
    expect(seen.prompts[1]!.input.length).toBeLessThan(700);
    expect(seen.prompts[1]!.input).toMatch(/no JSON object in the answer/);
  });

  it('answers the Settings connection test', async () => {
    expect(
      await testConnection(
        createChromeBuiltinClient({
          limits: ENGINE_CONFIG.model,
          languageModel: languageModel('available', ['{"ok": true}']).api,
        }),
      ),
    ).toMatchObject({
      ok: true,
      model: 'gemini-nano',
      steps: { structured: 'ok' },
    });
    expect(
      await testConnection(
        createChromeBuiltinClient({
          limits: ENGINE_CONFIG.model,
          languageModel: languageModel('unavailable', []).api,
        }),
      ),
    ).toMatchObject({
      ok: false,
      code: 'llm/unavailable',
    });
  });
});
