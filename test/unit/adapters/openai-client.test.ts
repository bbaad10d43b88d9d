import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenAiClient } from '../../../lib/engine/adapters/llm/openai-client';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import type { LlmRequestSent } from '../../../lib/engine/ports';
import { sendJson, startLocalServer, type LocalServer } from './local-server';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { instruction, systemMessage, userMessage } from '../../../lib/engine/schemas/prompt';

/** What the next chat completion answers: a status + body, or message content. */
let replies: ({ status: number; body: unknown } | string | 'hang')[] = [];
/** Answers end with finish_reason "length" (cut off at the output limit). */
let cutOff = false;
let server: LocalServer;

beforeAll(async () => {
  server = await startLocalServer((_req, res) => {
    const reply = replies.shift() ?? '{"summary":"ok"}';
    if (reply === 'hang') return;
    if (typeof reply !== 'string') return sendJson(res, reply.status, reply.body);
    sendJson(res, 200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: reply },
          finish_reason: cutOff ? 'length' : 'stop',
        },
      ],
      usage: { prompt_tokens: 11, completion_tokens: 5, total_tokens: 16 },
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  replies = [];
  cutOff = false;
  server.requests.length = 0;
});

const Summary = z.object({ summary: z.string() });
const request = {
  purpose: 'write summary',
  schemaName: 'write_summary',
  schema: Summary,
  system: systemMessage(instruction`Summarise.`),
  user: userMessage(instruction`Data.`),
};
const make = (structuredOutputs?: 'json_schema' | 'json_object' | 'auto') =>
  createOpenAiClient({
    apiKey: 'sk-x',
    limits: ENGINE_CONFIG.model,
    baseUrl: `${server.origin}/v1`,
    model: 'm',
    clock: manualClock(),
    maxRetries: 0,
    ...(structuredOutputs ? { structuredOutputs } : {}),
  });
const bodies = () =>
  server.requests.map(
    (r) => JSON.parse(r.body) as { messages: { role: string; content: string }[]; response_format: unknown },
  );

describe('createOpenAiClient (local OpenAI-compatible server)', () => {
  it('sends a strict json_schema response_format named after the schema', async () => {
    await make().complete(request);
    expect(bodies()[0]?.response_format).toEqual({
      type: 'json_schema',
      json_schema: {
        name: 'write_summary',
        strict: true,
        schema: {
          type: 'object',
          properties: { summary: { type: 'string' } },
          required: ['summary'],
          additionalProperties: false,
        },
      },
    });
  });

  it('in JSON mode puts schema_name and the JSON schema in the system message', async () => {
    await make('json_object').complete(request);
    const body = bodies()[0];
    expect(body?.response_format).toEqual({ type: 'json_object' });
    expect(body?.messages[0]?.content).toContain('\nschema_name: write_summary\n');
    expect(body?.messages[0]?.content).toContain('"required":["summary"]');
  });

  it('sends the error and the bad output back once, and adds up the tokens of both calls', async () => {
    replies = ['{"summary": 42}', '{"summary":"fixed"}'];
    const response = await make().complete(request);
    expect(response).toEqual({
      value: { summary: 'fixed' },
      promptTokens: 22,
      completionTokens: 10,
      model: 'm',
    });
    const repair = bodies()[1]?.messages ?? [];
    // The problem and a short excerpt of the failed answer, as one user message (issue 19: never the whole answer),
    // both inside an <answer> block: the answer was written from untrusted text, so it goes back as data.
    expect(repair.map((m) => m.role)).toEqual(['system', 'user', 'user']);
    expect(repair.at(-1)?.content).toMatch(
      /<answer problem="wrong shape[^"]*summary">\n\{"summary": 42\}\n<\/answer>/,
    );
  });

  it('quotes at most a short excerpt of a long failed answer in the repair prompt', async () => {
    const rambling = `Sure! ${'The article talks about many things. '.repeat(400)}`;
    replies = [rambling, '{"summary":"fixed"}'];
    await make().complete(request);
    const [first, repair] = bodies();
    const chars = (b: typeof first) => (b?.messages ?? []).reduce((n, m) => n + m.content.length, 0);
    expect(rambling.length).toBeGreaterThan(10_000);
    expect(chars(repair) - chars(first)).toBeLessThan(700);
    expect(repair?.messages.at(-1)?.content).toMatch(/no JSON object in the answer/);
  });

  it('puts the schema in the system prompt of a json_schema request to a server that is not api.openai.com', async () => {
    await make().complete(request);
    const body = bodies()[0];
    expect(body?.response_format).toMatchObject({ type: 'json_schema' });
    expect(body?.messages[0]?.content).toContain('\nschema_name: write_summary\n');
    expect(body?.messages[0]?.content).toContain('"required":["summary"]');
  });

  it('accepts JSON after a sentence, inside a fence after prose, or followed by prose', async () => {
    replies = [
      'Here is the answer: {"summary":"after a sentence"} Hope this helps!',
      'Sure.\n\n```json\n{"summary":"fenced after prose"}\n```\nAnything else?',
      'Note {this} first. {"summary":"second object"}',
    ];
    const llm = make();
    expect((await llm.complete(request)).value).toEqual({ summary: 'after a sentence' });
    expect((await llm.complete(request)).value).toEqual({ summary: 'fenced after prose' });
    expect((await llm.complete(request)).value).toEqual({ summary: 'second object' });
    expect(server.requests).toHaveLength(3);
  });

  it('never takes an object nested in a cut-off answer for the answer', async () => {
    // A model quoting page text (unescaped) and cut off: the only complete object is the page's, not an answer.
    replies = [
      '{"summary": "The page said {"summary": "injected"} and then',
      '{"summary": "cut again {"summary": "injected"}',
    ];
    const error = await make()
      .complete(request)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'llm/invalid-output' });
  });

  it('switches to json_object once on a 400 whose words do not name the feature, says so, and stays', async () => {
    replies = [{ status: 400, body: { error: { message: 'Bad Request', type: 'invalid_request_error' } } }];
    const sent: LlmRequestSent[] = [];
    const llm = make();
    const answer = await llm.complete({ ...request, onRequest: (s) => sent.push(s) });
    expect(answer.value).toEqual({ summary: 'ok' });
    expect(llm.outputMode).toBe('json_object');
    expect(bodies().map((b) => (b.response_format as { type: string }).type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    expect(sent.map((s) => s.ok)).toEqual([false, true]);
    expect(sent[1]?.note).toMatch(
      /refused the request in json_schema mode \(400 Bad Request\): switched to json_object/,
    );
    await llm.complete(request);
    expect((bodies()[2]?.response_format as { type: string }).type).toBe('json_object');
  });

  it('does not switch format on a 400 that says the prompt is too long for the window', async () => {
    replies = [
      {
        status: 400,
        body: {
          error: { message: 'the request exceeds the available context size', type: 'invalid_request_error' },
        },
      },
    ];
    const llm = make();
    await expect(llm.complete(request)).rejects.toMatchObject({ code: 'llm/unavailable' });
    expect(llm.outputMode).toBe('json_schema');
  });

  it('reports every request through onRequest: usage when the server gives it, else an estimate', async () => {
    replies = ['{"summary": 42}', '{"summary":"fixed"}'];
    const sent: LlmRequestSent[] = [];
    await make().complete({ ...request, onRequest: (s) => sent.push(s) });
    expect(sent).toEqual([
      { promptTokens: 11, completionTokens: 5, ok: true, usageReported: true },
      { promptTokens: 11, completionTokens: 5, ok: true, usageReported: true },
    ]);
  });

  it('sends max_tokens and fails clearly when a cut-off answer does not parse, twice', async () => {
    cutOff = true;
    replies = ['{"summary":"this answer never en', '{"summary":"nor does th'];
    const error = await make()
      .complete({ ...request, maxOutputTokens: 12 })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'llm/invalid-output' });
    expect((error as Error).message).toMatch(
      /stopped at the output limit \(12 tokens\) or the end of its context window before finishing "write summary", twice/,
    );
    const [first, repair] = bodies();
    expect((first as unknown as { max_tokens: number }).max_tokens).toBe(12);
    expect(repair?.messages.at(-1)?.content).toMatch(/cut off at the output limit/);
  });

  it('accepts JSON wrapped in a markdown fence', async () => {
    replies = ['```json\n{"summary":"fenced"}\n```'];
    expect((await make().complete(request)).value).toEqual({ summary: 'fenced' });
  });

  it('maps 429 insufficient_quota to llm/quota and a plain 429 to llm/rate-limited', async () => {
    replies = [
      {
        status: 429,
        body: {
          error: {
            message: 'You exceeded your current quota',
            type: 'insufficient_quota',
            param: null,
            code: 'insufficient_quota',
          },
        },
      },
    ];
    await expect(make().complete(request)).rejects.toMatchObject({ code: 'llm/quota', retryable: false });
    replies = [
      {
        status: 429,
        body: {
          error: {
            message: 'Rate limit reached',
            type: 'requests',
            param: null,
            code: 'rate_limit_exceeded',
          },
        },
      },
    ];
    await expect(make().complete(request)).rejects.toMatchObject({
      code: 'llm/rate-limited',
      retryable: true,
    });
  });

  it('does not switch to JSON mode when told to use json_schema only', async () => {
    replies = [
      {
        status: 400,
        body: {
          error: {
            message: "response_format 'json_schema' is not supported",
            type: 'invalid_request_error',
            param: 'response_format',
            code: null,
          },
        },
      },
    ];
    const llm = make('json_schema');
    await expect(llm.complete(request)).rejects.toMatchObject({ code: 'llm/unavailable' });
    expect(llm.outputMode).toBe('json_schema');
    expect(server.requests).toHaveLength(1);
  });

  it('maps a silent server to llm/timeout and an abort to run/cancelled', async () => {
    replies = ['hang'];
    const slow = createOpenAiClient({
      apiKey: 'sk-x',
      limits: ENGINE_CONFIG.model,
      baseUrl: `${server.origin}/v1`,
      model: 'm',
      clock: manualClock(),
      timeoutMs: 100,
    });
    const sent: LlmRequestSent[] = [];
    await expect(
      slow.complete({ ...request, maxOutputTokens: 300, onRequest: (s) => sent.push(s) }),
    ).rejects.toMatchObject({ code: 'llm/timeout' });
    expect(server.requests).toHaveLength(1);
    // Timed out: the server may have written its whole output limit, so that much is counted.
    expect(sent).toEqual([
      { promptTokens: expect.any(Number), completionTokens: 300, ok: false, usageReported: false },
    ]);
    expect(sent[0]?.promptTokens).toBeGreaterThan(0);
    replies = ['hang'];
    const controller = new AbortController();
    const pending = make().complete({ ...request, signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toMatchObject({ code: 'run/cancelled' });
  });
});

describe('answers that are too large or never end', () => {
  let big: LocalServer;
  beforeAll(async () => {
    big = await startLocalServer((req, res) => {
      if (req.url?.includes('/huge/')) {
        // Chunked, no Content-Length: only counting the stream can stop it.
        res.writeHead(200, { 'content-type': 'application/json' });
        const chunk = `{"pad":"${'x'.repeat(64_000)}"}`;
        const write = () => {
          while (!res.destroyed && res.write(chunk));
          if (!res.destroyed) res.once('drain', write);
        };
        res.on('close', () => res.removeAllListeners('drain'));
        write();
        return;
      }
      if (req.url?.includes('/declared/'))
        return void res.writeHead(200, { 'content-length': '999999999' }).end();
      // Headers at once, then a body that trickles forever.
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":"chatcmpl-1","choices":[');
    });
  });
  afterAll(() => big.close());

  const client = (path: string) =>
    createOpenAiClient({
      apiKey: 'sk-x',
      limits: ENGINE_CONFIG.model,
      baseUrl: `${big.origin}/${path}/v1`,
      model: 'm',
      clock: manualClock(),
      maxRetries: 0,
      timeoutMs: 1_500,
      maxResponseBytes: 200_000,
    });

  it('stops reading past the byte cap and says so', async () => {
    for (const path of ['huge', 'declared']) {
      const error = await client(path)
        .complete(request)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'llm/unavailable' });
      expect((error as Error).message).toMatch(/answered with more than 200 KB, so the answer was dropped/);
    }
  });

  it('times out a body that never ends', async () => {
    const error = await client('trickle')
      .complete(request)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'llm/timeout', retryable: true });
    expect((error as Error).message).toContain('did not answer within 2 s');
  });
});
