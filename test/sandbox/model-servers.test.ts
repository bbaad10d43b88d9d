import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JudgeSufficiencyOutputSchema, wrapUntrusted } from '../../lib/engine/schemas/llm';
import { sandboxFetch } from './hosts';
import { startSandbox, type Sandbox } from './server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const claim = wrapUntrusted('claim', 'Vitamin C megadoses cure the common cold within 24 hours.', {
  id: 'c1',
});
const schemaLine = 'Answer in JSON.\nschema_name: judge_sufficiency';

function client(scenario: string): OpenAI {
  return new OpenAI({
    baseURL: sandbox.modelBaseUrl(scenario),
    apiKey: 'sk-test',
    fetch: sandboxFetch(sandbox.port),
    maxRetries: 0,
  });
}

/** One chat completion through the real SDK. */
function ask(
  scenario: string,
  options: {
    system?: string;
    user?: string;
    format?: 'json_schema' | 'json_object' | 'none';
    maxTokens?: number;
  } = {},
) {
  const format = options.format ?? 'json_schema';
  return client(scenario).chat.completions.create({
    model: 'sandbox-model',
    messages: [
      { role: 'system', content: options.system ?? schemaLine },
      { role: 'user', content: options.user ?? claim },
    ],
    ...(format === 'json_schema'
      ? { response_format: { type: 'json_schema', json_schema: { name: 'judge_sufficiency', schema: {} } } }
      : format === 'json_object'
        ? { response_format: { type: 'json_object' } }
        : {}),
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
  });
}

const content = (completion: OpenAI.Chat.Completions.ChatCompletion) =>
  completion.choices[0]?.message.content ?? '';
const fits = (text: string) => JudgeSufficiencyOutputSchema.safeParse(JSON.parse(text)).success;

describe('misbehaving model servers', () => {
  it('ignores-format: reads the schema only from a schema_name line, else answers prose', async () => {
    expect(fits(content(await ask('ignores-format')))).toBe(true);
    const prose = content(await ask('ignores-format', { system: 'You are a fact-checker.' }));
    expect(prose).toMatch(/^I'd be happy to help!/);
    expect(prose).not.toContain('{');
  });

  it('fenced-json: wraps the JSON in a sentence and a ```json fence', async () => {
    const answer = content(await ask('fenced-json'));
    expect(answer).toMatch(/^Here is the answer:\n\n```json\n\{/);
    expect(() => JSON.parse(answer)).toThrow();
    expect(fits(/```json\n([\s\S]*?)\n```/.exec(answer)?.[1] ?? '')).toBe(true);
  });

  it('generic-400: a json_schema request gets a 400 that does not name the feature; json_object works', async () => {
    const error = await ask('generic-400').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400 });
    expect((error as Error).message).not.toMatch(/json_schema|response_format/);
    expect(fits(content(await ask('generic-400', { format: 'json_object' })))).toBe(true);
  });

  it('small-context: a prompt over the window loses its start (and the schema) silently; a short one works', async () => {
    expect(fits(content(await ask('small-context-512')))).toBe(true);
    const long = await ask('small-context-512', {
      format: 'json_object',
      user: `${claim}\n${'More context about colds and vitamins. '.repeat(80)}`,
    });
    expect(content(long)).toMatch(/^I'd be happy to help!/);
    expect(long.usage?.prompt_tokens).toBe(384);
    expect(long.choices[0]?.finish_reason).toBe('stop');
  });

  it('small-context: the answer stops at the end of the window with finish_reason "length"', async () => {
    const system = `${schemaLine}\n${'Be careful. '.repeat(70)}`;
    const tight = await ask('small-context-250', { system });
    expect(tight.choices[0]?.finish_reason).toBe('length');
    expect(() => JSON.parse(content(tight))).toThrow();
  });

  it('tells its window like llama.cpp (/props), vLLM (/v1/models) and LM Studio (/api/v0/models); Ollama-like does not', async () => {
    const get = async (url: string) => {
      const response = await fetch(url, { headers: { authorization: 'Bearer sk-test' } });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const root = (scenario: string) => sandbox.modelBaseUrl(scenario).replace(/\/v1$/, '');
    expect((await get(`${root('llamacpp-context-3000')}/props`)).body).toMatchObject({
      default_generation_settings: { n_ctx: 3000 },
    });
    expect((await get(`${sandbox.modelBaseUrl('vllm-context-1500')}/models`)).body).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ id: 'sandbox-model', max_model_len: 1500 })]),
    });
    expect((await get(`${root('lmstudio-context')}/api/v0/models`)).body).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ loaded_context_length: 2048 })]),
    });
    expect((await get(`${root('small-context')}/props`)).status).toBe(404);
    const ollama = await get(`${sandbox.modelBaseUrl('small-context')}/models`);
    expect(JSON.stringify(ollama.body)).not.toMatch(/max_model_len|context/);
    // The default sandbox model states a large window, as vLLM does.
    expect((await get(`${sandbox.modelBaseUrl()}/models`)).body).toMatchObject({
      data: expect.arrayContaining([expect.objectContaining({ max_model_len: 131_072 })]),
    });
  });

  it('no-usage: answers without a usage object', async () => {
    const answer = await ask('no-usage');
    expect(fits(content(answer))).toBe(true);
    expect(answer.usage).toBeUndefined();
  });

  it('slow: every request waits the given delay', async () => {
    const started = Date.now();
    expect(fits(content(await ask('slow-300')))).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('always-rate-limited: every request is a 429 with Retry-After: 1', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const error = await ask('always-rate-limited').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 429, code: 'rate_limit_exceeded' });
      expect((error as { headers: Headers }).headers.get('retry-after')).toBe('1');
    }
  });

  it('length: every answer is cut off (finish_reason "length"), and max_tokens is honoured everywhere', async () => {
    const cut = await ask('length');
    expect(cut.choices[0]?.finish_reason).toBe('length');
    expect(() => JSON.parse(content(cut))).toThrow();
    const capped = await ask('annotated', { maxTokens: 5 });
    expect(capped.choices[0]?.finish_reason).toBe('length');
    expect(content(capped)).toHaveLength(20);
    expect(capped.usage?.completion_tokens).toBe(5);
  });

  it('rejects an unknown numbered scenario', async () => {
    await expect(ask('quick-context-12')).rejects.toMatchObject({ status: 404 });
  });
});
