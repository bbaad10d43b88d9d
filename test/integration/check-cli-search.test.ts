/** `npm run check` with CARTOGRAPHER_SEARCH: the listed providers only, `none` for no search, a clear error otherwise. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../sandbox/hosts';
import { useSandbox } from './harness';
import { CLEAN_CLI_ENV } from './run-cli';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** Only what the test sets reaches the CLI: no key from the developer's shell. */
const CLEAN_ENV = CLEAN_CLI_ENV;

async function check(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/check.ts', ...args], {
      env: { ...process.env, ...CLEAN_ENV, ...env },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

interface JsonReport {
  run: { status: string; model: string; notices: string[] };
  claims: { text: string; quote: string }[];
  queries: { text: string }[];
  evidence: { url: string }[];
}

const sandbox = useSandbox();
let dir: string;
let article: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-cli-search-'));
  article = join(dir, 'health.html');
  await writeFile(article, await (await sandboxFetch(sandbox().port)(sandbox().articleUrls.health)).text());
});

const searchedProviders = () =>
  new Set(
    sandbox()
      .requests()
      .filter((request) => request.kind === 'search')
      .map((request) => request.provider),
  );

/** Runs the CLI on the health article with `env`, writing the JSON report; answers the exit, stderr and report. */
async function checkToJson(env: Record<string, string>, name: string) {
  const out = join(dir, `${name}.json`);
  const result = await check(env, article, '--format', 'json', '--out', out);
  const report = result.code === 0 ? (JSON.parse(await readFile(out, 'utf8')) as JsonReport) : undefined;
  return { ...result, report };
}

describe('npm run check with CARTOGRAPHER_SEARCH', { timeout: 90_000 }, () => {
  it('searches only the listed provider, with the model from OPENAI_BASE_URL', async () => {
    const { code, stderr, report } = await checkToJson(
      {
        CARTOGRAPHER_SEARCH: 'searxng',
        SEARXNG_URL: sandbox().searchBaseUrls.searxng,
        OPENAI_BASE_URL: sandbox().modelBaseUrl(),
        OPENAI_API_KEY: 'sk-test',
        CARTOGRAPHER_MODEL: 'gpt-4o-mini',
      },
      'searxng',
    );
    expect(stderr).toContain('model gpt-4o-mini; searching SearXNG');
    expect(code).toBe(0);
    expect(report?.run.model).toBe('openai-compatible:gpt-4o-mini');
    expect(report?.claims.length).toBeGreaterThan(0);
    expect(report?.queries.length).toBeGreaterThan(0);
    expect(searchedProviders()).toEqual(new Set(['searxng']));
  });

  it('runs without any search for CARTOGRAPHER_SEARCH=none, even with other providers configured', async () => {
    const { code, stderr, report } = await checkToJson(
      { CARTOGRAPHER_SEARCH: 'none', SEARXNG_URL: sandbox().searchBaseUrls.searxng },
      'none',
    );
    expect(stderr).toContain('no model (heuristics); no search');
    expect(code).toBe(0);
    expect(report?.claims.length).toBeGreaterThan(0);
    expect(report?.evidence).toEqual([]);
    expect(searchedProviders()).toEqual(new Set());
  });

  it('refuses an unknown provider id with exit 2, listing the valid ids, before reading the article', async () => {
    const result = await check({ CARTOGRAPHER_SEARCH: 'searxng,bing' }, article);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /CARTOGRAPHER_SEARCH names unknown search provider "bing"\. Use a comma list of wikipedia, openalex, factcheck, searxng, brave, tavily, europepmc, gdelt, current-events, or none\./,
    );
    expect(sandbox().requests()).toEqual([]);
  });
});
