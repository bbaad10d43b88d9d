import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createChromeBuiltinClient,
  type LanguageModelApi,
} from '../../../lib/engine/adapters/llm/chrome-builtin';
import type { LanguageModelSession } from '../../../lib/engine/adapters/llm/chrome-builtin-api';
import { testConnection } from '../../../lib/engine/pipeline/model/test-connection';
import type { LlmRequestSent } from '../../../lib/engine/ports';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { instruction, systemMessage, userMessage, wrapUntrusted } from '../../../lib/engine/schemas/prompt';
import { installFakePromptApi, type FakePromptApiConfig, type FakePromptApiLog } from '../../fake-prompt-api';

/** Chrome's `LanguageModel` (the edge of this adapter): the explainer-following fake, answering `answers` in order. */
function promptApi(overrides: Partial<FakePromptApiConfig> = {}) {
  installFakePromptApi({
    availability: 'available',
    languages: ['en', 'es', 'ja'],
    contextWindow: 6000,
    downloadSteps: 2,
    downloadStepMs: 1,
    answers: [],
    ...overrides,
  });
  const scope = globalThis as unknown as {
    LanguageModel: LanguageModelApi;
    __fakePromptApi: { log: FakePromptApiLog };
  };
  return { api: scope.LanguageModel, log: scope.__fakePromptApi.log };
}

afterEach(() => {
  delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
});

const request = {
  purpose: 'write summary',
  schemaName: 'write_summary',
  schema: z.object({ summary: z.string() }),
  system: systemMessage(instruction`Summarise.`),
  user: userMessage(instruction`Data.`),
};

const client = (api: LanguageModelApi) =>
  createChromeBuiltinClient({ limits: ENGINE_CONFIG.model, languageModel: api });

describe("Chrome's built-in model adapter", () => {
  it('creates one session per run and clones it for every call, schema as constraint but not as input', async () => {
    const { api, log } = promptApi({ answers: ['{"summary":"one"}', '{"summary":"two"}'] });
    const llm = client(api);
    expect((await llm.complete(request)).value).toEqual({ summary: 'one' });
    expect((await llm.complete(request)).value).toEqual({ summary: 'two' });
    expect(log.create).toHaveLength(1);
    expect(log.clones).toBe(2);
    expect(log.prompts.map((p) => [p.constrained, p.omitResponseConstraintInput])).toEqual([
      [true, true],
      [true, true],
    ]);
    const first = log.prompts[0]!.input as { role: string; content: string }[];
    expect(first.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first[0]!.content).toMatch(/^Summarise\.[\s\S]*schema_name: write_summary$/);
    expect(first[1]!.content).toBe('Data.');
  });

  it("declares the prompts' and the article's language, and counts the model's own token figures", async () => {
    const { api, log } = promptApi({ answers: ['{"summary":"corto"}'] });
    const llm = client(api);
    await llm.prepare({ language: 'es-MX' });
    expect(log.create[0]!.options).toMatchObject({
      expectedInputs: [{ type: 'text', languages: ['en', 'es'] }],
      expectedOutputs: [{ type: 'text', languages: ['en', 'es'] }],
    });
    const sent: LlmRequestSent[] = [];
    const response = await llm.complete({ ...request, onRequest: (s) => sent.push(s) });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ok: true, usageReported: true });
    expect(sent[0]!.promptTokens).toBeGreaterThan(10);
    expect(response.promptTokens).toBe(sent[0]!.promptTokens);
    expect(response.completionTokens).toBe(sent[0]!.completionTokens);
  });

  it('reads by rules for a language it does not take, without touching the model', async () => {
    const { api, log } = promptApi();
    const error = await client(api)
      .prepare({ language: 'de' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'llm/unsupported-language' });
    expect(String((error as Error).message)).toMatch(
      /does not take German yet \(it takes English, Spanish and Japanese\)/,
    );
    expect(log.availability).toHaveLength(0);
    // Nothing later in the run creates a session either (the window is read without one).
    const llm = client(api);
    await llm.prepare({ language: 'de' }).catch(() => undefined);
    expect(await llm.readContextTokens()).toBe(ENGINE_CONFIG.model.contextTokens.chromeBuiltin);
    await expect(llm.complete(request)).rejects.toMatchObject({ code: 'llm/unsupported-language' });
    expect(log.create).toHaveLength(0);
  });

  it('says the language is the problem when this browser does not take it, though the config lists it', async () => {
    const { api, log } = promptApi({ languages: ['en'] });
    await expect(client(api).prepare({ language: 'ja' })).rejects.toMatchObject({
      code: 'llm/unsupported-language',
      message: expect.stringMatching(/does not take Japanese/),
    });
    expect(log.create).toHaveLength(0);
  });

  it.each(['downloadable', 'downloading'] as const)(
    'never creates a session while the model is %s: not ready, download it in Settings',
    async (availability) => {
      const { api, log } = promptApi({ availability });
      const llm = client(api);
      await expect(llm.prepare({ language: 'en' })).rejects.toMatchObject({ code: 'llm/not-ready' });
      await expect(llm.complete(request)).rejects.toMatchObject({
        code: 'llm/not-ready',
        message: expect.stringMatching(/Settings → Model/),
      });
      const report = await testConnection(llm);
      expect(report).toMatchObject({ ok: false, code: 'llm/not-ready' });
      expect(report.message).not.toMatch(/server|address|key/i);
      expect(log.create).toHaveLength(0);
    },
  );

  it('packs to the window the session states, and refuses a prompt that would not fit without sending it', async () => {
    const { api, log } = promptApi({ contextWindow: 300, answers: ['{"summary":"x"}'] });
    const llm = client(api);
    expect(await llm.readContextTokens()).toBe(300);
    expect(llm.contextTokens).toBe(300);
    const long = { ...request, user: userMessage(wrapUntrusted('article', 'Word '.repeat(400))) };
    await expect(llm.complete(long)).rejects.toMatchObject({
      code: 'llm/invalid-output',
      message: expect.stringMatching(/too long for Chrome's built-in model \(\d+ tokens, room for 300\)/),
    });
    expect(log.prompts).toHaveLength(0);
  });

  it('does not use an answer given after the window overflowed and dropped part of the conversation', async () => {
    // A browser that cannot measure beforehand (no measureContextUsage): the overflow is only known from its event.
    const user = userMessage(wrapUntrusted('article', 'Colds come and go. '.repeat(20)));
    const { api, log } = promptApi({ contextWindow: 200, answers: ['{"wrong":1}', '{"summary":"ok"}'] });
    const unmeasured: LanguageModelApi = {
      availability: (options) => api.availability(options),
      create: async (options) => {
        const session = await api.create(options);
        const clone = session.clone.bind(session);
        return Object.assign(session, {
          clone: async () => {
            const copy = await clone();
            delete (copy as { measureContextUsage?: unknown }).measureContextUsage;
            return copy;
          },
        });
      },
    };
    await expect(client(unmeasured).complete({ ...request, user })).rejects.toMatchObject({
      code: 'llm/invalid-output',
      message: expect.stringMatching(/ran out of room/),
    });
    expect(log.overflows).toBe(1);
    expect(log.prompts).toHaveLength(2);
  });

  it('does not send a repair that would not fit beside the first exchange', async () => {
    const user = userMessage(wrapUntrusted('article', 'Colds come and go. '.repeat(20)));
    const { api, log } = promptApi({ contextWindow: 200, answers: ['{"wrong":1}', '{"summary":"ok"}'] });
    await expect(client(api).complete({ ...request, user })).rejects.toMatchObject({
      code: 'llm/invalid-output',
      message: expect.stringMatching(/too long for Chrome's built-in model \(\d+ tokens, room for \d+\)/),
    });
    expect(log.prompts).toHaveLength(1);
    expect(log.overflows).toBe(0);
  });

  it('repairs once in the same clone, then reports llm/invalid-output', async () => {
    const { api } = promptApi({ answers: ['{"wrong":1}', '{"summary":"ok"}'] });
    expect((await client(api).complete(request)).value).toEqual({ summary: 'ok' });
    const broken = promptApi({ answers: ['{"wrong":1}', '{"still":"wrong"}'] });
    await expect(client(broken.api).complete(request)).rejects.toMatchObject({ code: 'llm/invalid-output' });
    expect(broken.log.clones).toBe(1);
  });

  it('asks one call at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const session = (): LanguageModelSession => ({
      contextWindow: 6000,
      contextUsage: 0,
      measureContextUsage: async () => 10,
      prompt: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return '{"summary":"ok"}';
      },
      clone: async () => session(),
      destroy: () => undefined,
    });
    const api: LanguageModelApi = { availability: async () => 'available', create: async () => session() };
    const llm = client(api);
    await Promise.all([llm.complete(request), llm.complete(request), llm.complete(request)]);
    expect(most).toBe(1);
  });

  it('reads the deprecated names only where a browser lacks the current ones', async () => {
    const measured: string[] = [];
    const overflowListeners: string[] = [];
    const session = (): LanguageModelSession => ({
      inputQuota: 4000,
      inputUsage: 0,
      measureInputUsage: async () => {
        measured.push('measureInputUsage');
        return 12;
      },
      addEventListener: (type) => overflowListeners.push(type),
      removeEventListener: () => undefined,
      prompt: async () => '{"summary":"old"}',
      clone: async () => session(),
      destroy: () => undefined,
    });
    const api: LanguageModelApi = { availability: async () => 'available', create: async () => session() };
    const llm = client(api);
    expect(await llm.readContextTokens()).toBe(4000);
    const sent: LlmRequestSent[] = [];
    await llm.complete({ ...request, onRequest: (s) => sent.push(s) });
    expect(measured).toEqual(['measureInputUsage']);
    expect(overflowListeners).toEqual(['quotaoverflow']);
    expect(sent[0]!.promptTokens).toBe(12);
  });

  it('speaks of a model on this computer when the browser cannot run it: no server, address or key', async () => {
    const { api } = promptApi({ availability: 'unavailable' });
    const report = await testConnection(client(api));
    expect(report).toMatchObject({ ok: false, code: 'llm/unavailable' });
    expect(report.message).toMatch(/cannot run on this computer/);
    expect(report.message).not.toMatch(/server|address|key/i);
    delete (globalThis as { LanguageModel?: unknown }).LanguageModel;
    const none = await testConnection(createChromeBuiltinClient({ limits: ENGINE_CONFIG.model }));
    expect(none.message).toMatch(/no built-in model/);
  });

  it('answers the Settings connection test once ready', async () => {
    const { api } = promptApi({ answers: ['{"ok": true}'] });
    expect(await testConnection(client(api))).toMatchObject({
      ok: true,
      model: 'gemini-nano',
      steps: { structured: 'ok' },
    });
  });
});
