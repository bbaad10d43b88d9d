/**
 * The model servers people really run (issue 19 item 4), each a sandbox scenario reached through the real openai
 * SDK: where the server can be made to work, the check uses the model's claims and verified stance quotes and
 * every prompt fits the window (read from the sandbox's request log); where it cannot (401, always 429, hang,
 * cut-off answers), the client fails quickly with the right EngineError code and reports every request it sent.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps, createModel } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { manualClock, sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import {
  ExtractClaimsOutputSchema,
  JudgeSufficiencyOutputSchema,
  instruction,
  systemMessage,
  userMessage,
  wrapUntrusted,
} from '../../lib/engine/schemas';
import type { LlmClient, LlmRequestSent } from '../../lib/engine/ports';
import { mergeSettings, type SettingsPatch } from '../../lib/settings/settings-schema';
import { ARTICLES } from '../sandbox/corpus';
import { sandboxFetch, sandboxNetwork } from '../sandbox/hosts';
import type { ArticleName } from '../sandbox/corpus';
import { annotationOf, loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';
import { ENGINE_CONFIG } from '../../lib/engine/config';

const sandbox = useSandbox();

function settings(scenario: string, contextTokens = '', apiKey = 'sk-sandbox') {
  return mergeSettings(sandboxEngineSettings(sandbox(), scenario), {
    model: { contextTokens, apiKey },
  } as SettingsPatch);
}

/** The client the extension and the CLI would build for this scenario (fake clock: retries wait no real time). */
function client(
  scenario: string,
  options: { contextTokens?: string; apiKey?: string; timeoutMs?: number } = {},
) {
  const llm = createModel(settings(scenario, options.contextTokens, options.apiKey).model, {
    fetch: sandboxFetch(sandbox().port),
    clock: manualClock(),
    limits: ENGINE_CONFIG.model,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  if (!llm) throw new Error('no model client');
  return llm;
}

const judge = {
  purpose: 'judge sufficiency',
  schemaName: 'judge_sufficiency',
  schema: JudgeSufficiencyOutputSchema,
  system: systemMessage(instruction`Decide whether the evidence is enough.`),
  user: userMessage(
    wrapUntrusted('claim', 'Vitamin C megadoses cure the common cold within 24 hours.', { id: 'c1' }),
  ),
  maxOutputTokens: 400,
};

async function completeWith(llm: LlmClient) {
  const sent: LlmRequestSent[] = [];
  const started = Date.now();
  const result = await llm.complete({ ...judge, onRequest: (s) => sent.push(s) }).then(
    (response) => ({ ok: true as const, response }),
    (error: unknown) => ({ ok: false as const, error: error as Error & { code: string } }),
  );
  return { result, sent, ms: Date.now() - started };
}

const chats = () =>
  sandbox()
    .requests()
    .filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions'));

async function check(name: ArticleName, scenario: string, contextTokens = '') {
  const deps = createEngineDeps(settings(scenario, contextTokens), {
    ...sandboxNetwork(sandbox().port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
  });
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  const report = await checkArticle(deps, { article, profile: 'quick' });
  return { ...report, trace: await deps.store.listTrace(report.run.id) };
}

/** What a user notices when the model did its part: its claims (annotated ones) and stances with verified quotes. */
function expectModelUsed(report: Awaited<ReturnType<typeof check>>, name: ArticleName, minClaims = 3) {
  expect(report.run.notices.join('\n')).not.toMatch(/heuristics instead|could not be used|lexical cues/);
  const annotated = report.claims.filter((c) => annotationOf(name, c));
  expect(annotated.length).toBeGreaterThanOrEqual(
    Math.min(minClaims, ARTICLES.find((a) => a.name === name)!.claims.length),
  );
  const byModel = report.evidence.filter((e) => !e.heuristic);
  expect(byModel.length).toBeGreaterThan(0);
  expect(byModel.some((e) => e.quoteVerified && e.quote.length > 20)).toBe(true);
}

describe('servers that can be made to work', { timeout: 120_000 }, () => {
  it('ignores response_format: the schema in the system prompt makes its answers usable', async () => {
    const report = await check('health', 'ignores-format');
    expectModelUsed(report, 'health');
    expect(chats().every((r) => r.status === 200)).toBe(true);
  });

  it('fenced or prefixed JSON: the answer is found inside "Here is the answer: ```json …```"', async () => {
    const report = await check('health', 'fenced-json');
    expectModelUsed(report, 'health');
    // Nothing needed a repair call: one extraction request.
    expect(chats().filter((r) => r.schemaName === 'extract_claims')).toHaveLength(1);
  });

  it('a 400 on json_schema that does not name the feature: switches to json_object once, says so, and stays', async () => {
    const llm = client('generic-400');
    const first = await completeWith(llm);
    expect(first.result.ok).toBe(true);
    expect(first.sent.map((s) => s.ok)).toEqual([false, true]);
    expect(first.sent[1]?.note).toMatch(/refused the request in json_schema mode .*switched to json_object/);
    await completeWith(llm);
    expect(chats().map((r) => r.status)).toEqual([400, 200, 200]);
    sandbox().reset();
    const report = await check('health', 'generic-400');
    expectModelUsed(report, 'health');
    expect(chats().filter((r) => r.status === 400)).toHaveLength(1);
  });

  it('no usage in the answers: every request is still reported with estimated tokens', async () => {
    const { result, sent } = await completeWith(client('no-usage'));
    expect(result.ok).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ok: true, usageReported: false });
    expect(sent[0]!.promptTokens).toBeGreaterThan(20);
    expect(sent[0]!.completionTokens).toBeGreaterThan(5);
    const report = await check('health', 'no-usage');
    expectModelUsed(report, 'health');
    expect(report.run.usage.promptTokens).toBeGreaterThan(1000);
    expect(report.run.usage.completionTokens).toBeGreaterThan(100);
  });

  it('a small window that drops the start of long prompts (Ollama-like): every prompt is packed to fit, the cut is said', async () => {
    const report = await check('long', 'small-context-4096');
    expectModelUsed(report, 'long');
    const sent = chats();
    expect(sent.length).toBeGreaterThan(1);
    for (const r of sent) {
      expect(r.truncated, `${r.schemaName} ${r.promptTokens}`).toBe(false);
      expect(r.promptTokens! + r.maxTokens!, `${r.schemaName}`).toBeLessThanOrEqual(4096);
    }
    expect(report.run.notices.join('\n')).toMatch(
      /context window \(4096 tokens\) holds only the first \d+ of \d+ characters/,
    );
    const fits = report.trace.filter((t) => t.purpose === 'fit the model context window');
    expect(fits.map((t) => t.detail)).toEqual([
      expect.stringMatching(/the model's window is 4096 tokens: the extraction prompt carries the first/),
    ]);
    // A source's passages for several claims share a call only while each fits whole: none was shortened.
    const stance = report.trace.filter((t) => t.kind === 'model' && t.purpose.startsWith('stance for'));
    expect(stance.length).toBeGreaterThan(0);
  });

  it('a window set by the user (CARTOGRAPHER_CONTEXT_TOKENS / Settings) is what prompts are packed to', async () => {
    const report = await check('health', 'small-context-3072', '3072');
    expectModelUsed(report, 'health');
    for (const r of chats()) expect(r.promptTokens! + r.maxTokens!).toBeLessThanOrEqual(3072);
  });

  it('reads the window where the server tells: llama.cpp /props, vLLM /v1/models, LM Studio /api/v0/models', async () => {
    for (const scenario of ['llamacpp-context-3000', 'vllm-context-3500', 'lmstudio-context-5000']) {
      const llm = client(scenario);
      expect(await llm.readContextTokens?.()).toBe(Number(scenario.split('-').at(-1)));
      expect(llm.contextTokens).toBe(Number(scenario.split('-').at(-1)));
    }
    // Told nothing (Ollama-like): the safe local default, or the user's setting.
    expect(await client('small-context').readContextTokens?.()).toBe(4096);
    expect(await client('small-context', { contextTokens: '8192' }).readContextTokens?.()).toBe(8192);
    // A setting larger than what the server says does not win: the server cannot do more.
    expect(await client('llamacpp-context-3000', { contextTokens: '8192' }).readContextTokens?.()).toBe(3000);
    sandbox().reset();
    const report = await check('health', 'llamacpp-context-3072');
    expectModelUsed(report, 'health');
    expect(
      sandbox()
        .requests()
        .some((r) => r.path.endsWith('/props')),
    ).toBe(true);
    for (const r of chats()) expect(r.promptTokens! + r.maxTokens!).toBeLessThanOrEqual(3072);
  });

  it('sends an output limit on every call', async () => {
    await check('health', 'annotated');
    expect(chats().length).toBeGreaterThan(2);
    for (const r of chats()) expect(r.maxTokens, r.schemaName).toBeGreaterThan(0);
  });

  it('a slow server: answers are used, each request reported', async () => {
    const { result, sent, ms } = await completeWith(client('slow-400'));
    expect(result.ok).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(390);
    expect(sent).toEqual([expect.objectContaining({ ok: true, usageReported: true })]);
  });
});

describe('servers that cannot work: quick failure with the right code, every request reported', () => {
  it('401: llm/bad-key after one request', async () => {
    const { result, sent } = await completeWith(client('annotated', { apiKey: 'sk-bad' }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('llm/bad-key');
    expect(sent).toEqual([
      { promptTokens: expect.any(Number), completionTokens: 0, ok: false, usageReported: false },
    ]);
    expect(chats()).toHaveLength(1);
  });

  it('always 429 with Retry-After: llm/rate-limited after the retries, each one reported', async () => {
    const { result, sent } = await completeWith(client('always-rate-limited'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('llm/rate-limited');
      expect(result.error.message).toMatch(/still failing after 3 retries/);
    }
    expect(chats()).toHaveLength(4);
    expect(sent).toHaveLength(4);
    expect(sent.every((s) => !s.ok && s.promptTokens > 0)).toBe(true);
  });

  it('hang: llm/timeout at the timeout, the request reported with its output limit counted', async () => {
    const { result, sent, ms } = await completeWith(client('hang', { timeoutMs: 500 }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('llm/timeout');
    expect(ms).toBeLessThan(5_000);
    expect(sent).toEqual([
      { promptTokens: expect.any(Number), completionTokens: 400, ok: false, usageReported: false },
    ]);
  });

  it('cut-off answers (finish_reason "length"): llm/invalid-output naming the output limit, after one repair', async () => {
    const { result, sent } = await completeWith(client('length'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('llm/invalid-output');
      expect(result.error.message).toMatch(
        /stopped at the output limit \(400 tokens\) or the end of its context window/,
      );
    }
    expect(sent.map((s) => s.ok)).toEqual([true, true]);
  });

  it('a small window the client was not told of: the cut prompt gives prose, and the check says the model failed', async () => {
    const extraction = await client('small-context-1024')
      .complete({
        purpose: 'extract claims',
        schemaName: 'extract_claims',
        schema: ExtractClaimsOutputSchema,
        system: systemMessage(instruction`Find the claims.`),
        user: userMessage(
          wrapUntrusted(
            'article',
            ARTICLES.find((a) => a.name === 'health')!
              .paragraphs.join('\n\n')
              .repeat(3),
          ),
        ),
      })
      .catch((e: unknown) => e);
    expect(extraction).toMatchObject({ code: 'llm/invalid-output' });
    expect(chats().every((r) => r.truncated)).toBe(true);
  });
});
