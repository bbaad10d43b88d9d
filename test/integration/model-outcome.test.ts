/**
 * A check meant to use a model says what the model did: through the real openai SDK against misbehaving servers,
 * in the run's record, the JSON report and the CLI's exit code; a re-check never passes cached answers off as new.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import type { Run } from '../../lib/engine/schemas';
import { EXIT_CODES, checkOutcome } from '../../lib/presentation/check-outcome';
import { waitingSentence } from '../../lib/presentation/waiting-words';
import { mergeSettings, type Settings } from '../../lib/settings/settings-schema';
import { sandboxNetwork } from '../sandbox/hosts';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';
import { sandboxEngineSettings } from './sandbox-settings';

interface CliResult {
  code: number;
  stderr: string;
  report: {
    run: Run;
    claims: { text: string }[];
    outcome: { kind: string; exitCode: number; model: { state: string; failure: string | null } };
    modelFailed: boolean;
    modelFailure: { wholly: boolean; code: string | null; reason: string | null } | null;
  };
}

const sandbox = useSandbox();
let articleFile: string;
let dir: string;
let reports = 0;
beforeAll(async () => {
  ({ file: articleFile, dir } = await sandboxArticleFile(sandbox(), 'health'));
});

/** The CLI on the health article with the model at `baseUrl`, the JSON report written to a file. */
async function cli(baseUrl: string, key: string, extra: Record<string, string> = {}): Promise<CliResult> {
  const out = join(dir, `report-${++reports}.json`);
  const { code, stderr } = await runCli(
    [articleFile, '--format', 'json', '--out', out],
    {
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: baseUrl,
      CARTOGRAPHER_MODEL: 'gpt-4o-mini',
      CARTOGRAPHER_SEARCH: 'searxng',
      SEARXNG_URL: sandbox().searchBaseUrls.searxng,
      ...extra,
    },
    170_000,
  );
  return { code, stderr, report: JSON.parse(await readFile(out, 'utf8')) as CliResult['report'] };
}

const chatRequests = () =>
  sandbox()
    .requests()
    .filter((r) => r.kind === 'model' && r.path.endsWith('/completions'));

describe('the CLI says when the configured model failed (exit 4), and why', { timeout: 180_000 }, () => {
  it('a server nobody answers at: rules used, the reason named, every attempt counted, the model stopped', async () => {
    const { code, stderr, report } = await cli('http://127.0.0.1:9/v1', 'sk-test');
    expect(code).toBe(EXIT_CODES.degraded);
    expect(stderr).toMatch(/Checked without the model: .*could not be reached/);
    expect(report.modelFailed).toBe(true);
    expect(report.modelFailure).toMatchObject({ wholly: true, code: 'llm/unavailable' });
    expect(report.outcome).toMatchObject({ kind: 'degraded', exitCode: EXIT_CODES.degraded });
    // Calls that reached for the server are spent, not handed back to the budget.
    expect(report.run.usage.modelCalls).toBeGreaterThan(0);
    expect(report.run.usage.promptTokens).toBeGreaterThan(0);
    expect(report.run.modelUse.stopped).toBe(true);
    expect(report.claims.length).toBeGreaterThan(0);
  });

  it('a rejected key (401): named as the key, with Settings advice; no more than the breaker allows is sent', async () => {
    const { code, stderr, report } = await cli(sandbox().modelBaseUrl(), 'sk-bad');
    expect(code).toBe(EXIT_CODES.degraded);
    expect(stderr).toMatch(/the API key was rejected/);
    expect(stderr).toMatch(/Test connection/);
    expect(report.modelFailure).toMatchObject({ code: 'llm/bad-key' });
    const sent = chatRequests().length;
    expect(sent).toBeGreaterThan(0);
    expect(report.run.usage.modelCalls).toBe(sent);
    // Stopped after failureLimit calls in a row (a few may have been in flight together), not the 40-call budget.
    expect(sent).toBeLessThanOrEqual(ENGINE_CONFIG.model.failureLimit + ENGINE_CONFIG.model.concurrency);
  });

  it('a model that never answers: timed out, named, and the check still ends', async () => {
    const { code, report } = await cli(sandbox().modelBaseUrl('hang'), 'sk-test', {
      CARTOGRAPHER_MODEL_TIMEOUT_S: '1',
    });
    expect(code).toBe(EXIT_CODES.degraded);
    expect(report.modelFailure).toMatchObject({ code: 'llm/timeout' });
    expect(report.run.usage.elapsedMs).toBeGreaterThan(1000);
  });

  it('answers that never fit the schema: unusable answers, rules used', async () => {
    const { code, report } = await cli(sandbox().modelBaseUrl('always-malformed'), 'sk-test');
    expect(code).toBe(EXIT_CODES.degraded);
    expect(report.modelFailure).toMatchObject({ code: 'llm/invalid-output' });
  });

  it('a working model: exit 0, no failure reported', async () => {
    const { code, report } = await cli(sandbox().modelBaseUrl(), 'sk-test');
    expect(code).toBe(EXIT_CODES.clean);
    expect(report.modelFailed).toBe(false);
    expect(report.modelFailure).toBeNull();
    expect(report.outcome).toMatchObject({ kind: 'clean', model: { state: 'used', failure: null } });
    expect(report.run.usage.modelCalls).toBe(chatRequests().length);
  });
});

describe('every request counts', { timeout: 120_000 }, () => {
  it('429s then answers: each retried request is a model call in the usage, as the server saw them', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const report = await checkArticle(makeDeps(sandbox(), 'rate-limit'), { article, profile: 'quick' });
    const sent = chatRequests();
    expect(sent.some((r) => r.status === 429)).toBe(true);
    expect(report.run.usage.modelCalls).toBe(sent.length);
    expect(checkOutcome(report.run).kind).toBe('clean');
  });

  it('a server that always says 429: degraded, named as the rate limit, stopped well before the budget', async () => {
    const article = await loadArticle(sandbox(), 'health');
    const report = await checkArticle(makeDeps(sandbox(), 'always-rate-limited'), {
      article,
      profile: 'quick',
    });
    expect(checkOutcome(report.run)).toMatchObject({
      kind: 'degraded',
      model: { failure: 'llm/rate-limited' },
    });
    expect(report.run.usage.modelCalls).toBe(chatRequests().length);
    expect(report.run.usage.modelCalls).toBeLessThan(report.run.budget.maxModelCalls);
  });
});

describe('a re-check never passes old answers off as new', { timeout: 120_000 }, () => {
  it('a changed key never reuses cached answers; the same key says what it reused; a Re-run reuses nothing', async () => {
    const store = new InMemoryResearchStore();
    const article = await loadArticle(sandbox(), 'health');
    let check = 0;
    /** A check of the article through `settings` on the one store (ids unique across checks). */
    const checkWith = (settings: Settings, fresh = false) => {
      const tag = `k${++check}`;
      let n = 0;
      const deps = createEngineDeps(settings, {
        ...sandboxNetwork(sandbox().port),
        store,
        clock: systemClock,
        ids: { next: (prefix) => `${prefix}-${tag}-${++n}` },
      });
      return checkArticle(deps, { article, profile: 'quick', ...(fresh ? { fresh } : {}) });
    };
    const working = sandboxEngineSettings(sandbox(), 'annotated');
    const first = await checkWith(working);
    expect(checkOutcome(first.run).kind).toBe('clean');
    expect(first.run.cacheUse.modelAnswers).toBe(0);

    // The key is broken: the cached answers of the working key must not hide it.
    sandbox().reset();
    const second = await checkWith(mergeSettings(working, { model: { apiKey: 'sk-bad' } }));
    expect(second.run.cacheUse.modelAnswers).toBe(0);
    expect(chatRequests().length).toBeGreaterThan(0);
    expect(checkOutcome(second.run)).toMatchObject({ kind: 'degraded', model: { failure: 'llm/bad-key' } });

    // The working key again: answers come from the cache, and the outcome says so, with when.
    sandbox().reset();
    const third = await checkWith(working);
    expect(chatRequests()).toHaveLength(0);
    expect(third.run.cacheUse.modelAnswers).toBeGreaterThan(0);
    expect(third.run.cacheUse.since).toBeGreaterThanOrEqual(first.run.createdAt);
    expect(third.run.cacheUse.since).toBeLessThanOrEqual(third.run.createdAt);
    expect(checkOutcome(third.run).cache).toMatch(
      /^Reused \d+ model answers, .* from a check at \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );

    // A Re-run is fresh: it asks the model and the search providers again, and says it reused nothing.
    sandbox().reset();
    const rerun = await checkWith(working, true);
    expect(chatRequests().length).toBeGreaterThan(0);
    expect(
      sandbox()
        .requests()
        .filter((r) => r.kind === 'search').length,
    ).toBeGreaterThan(0);
    expect(rerun.run.cacheUse).toMatchObject({ fresh: true, modelAnswers: 0, searches: 0, pages: 0 });
    expect(checkOutcome(rerun.run).cache).toBe('Checked afresh: nothing was reused from earlier checks.');
  });
});

describe('a slow model is named while the check waits for it', { timeout: 120_000 }, () => {
  it('progress says which model server the check is waiting for, and the run stores it while waiting', async () => {
    const store = new InMemoryResearchStore();
    const waitingSeen: string[] = [];
    const said: string[] = [];
    const settings = sandboxEngineSettings(sandbox(), 'annotated');
    const config = { ...ENGINE_CONFIG, progress: { heartbeatMs: 200, slowAfterMs: 600 } };
    const deps = createEngineDeps(settings, {
      ...sandboxNetwork(sandbox().port),
      store,
      clock: systemClock,
      ids: sequentialIds(),
      config,
      onProgress: (event) => {
        if (!event.waitingFor) return;
        said.push(waitingSentence(event.waitingFor, Date.now()));
        void store
          .getRun(event.runId)
          .then((run) => run?.waitingFor && waitingSeen.push(run.waitingFor.kind));
      },
    });
    sandbox().setLatency({ modelMs: 1500 });
    const article = await loadArticle(sandbox(), 'health');
    const report = await checkArticle(deps, { article, profile: 'quick' });
    sandbox().setLatency({ modelMs: 0 });
    const host = new URL(sandbox().modelBaseUrl()).host;
    expect(said.some((line) => line.startsWith(`Waiting for the model server ${host} (`))).toBe(true);
    expect(waitingSeen).toContain('model');
    // Once over, it waits for nothing.
    expect(report.run.waitingFor ?? null).toBeNull();
  });
});
