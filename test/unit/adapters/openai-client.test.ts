import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOpenAiClient } from '../../../lib/engine/adapters/llm/openai-client';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import { sendJson, startLocalServer, type LocalServer } from './local-server';

/** What the next chat completion answers: a status + body, or message content. */
let replies: ({ status: number; body: unknown } | string | 'hang')[] = [];
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
      choices: [{ index: 0, message: { role: 'assistant', content: reply }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 11, completion_tokens: 5, total_tokens: 16 },
    });
  });
});
afterAll(() => server.close());
beforeEach(() => {
  replies = [];
  server.requests.length = 0;
});

const Summary = z.object({ summary: z.string() });
const request = {
  purpose: 'write summary',
  schemaName: 'write_summary',
  schema: Summary,
  system: 'Summarise.',
  user: 'Data.',
};
const make = (structuredOutputs?: 'json_schema' | 'json_object' | 'auto') =>
  createOpenAiClient({
    apiKey: 'sk-x',
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
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: '{"summary": 42}' });
    expect(repair.at(-1)?.content).toMatch(/wrong shape.*summary/);
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
      baseUrl: `${server.origin}/v1`,
      model: 'm',
      clock: manualClock(),
      timeoutMs: 100,
    });
    await expect(slow.complete(request)).rejects.toMatchObject({ code: 'llm/timeout' });
    expect(server.requests).toHaveLength(1);
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
