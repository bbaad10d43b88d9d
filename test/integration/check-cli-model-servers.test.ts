/**
 * `npm run check` against model servers people really run (issue 19 item 4): the CLI's whole pipeline with a server
 * that wraps its JSON in prose, and with a small window it states nowhere but the user set in
 * CARTOGRAPHER_CONTEXT_TOKENS — the model's claims and verified quotes are used, and every prompt fits.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '../sandbox/corpus';
import { sandboxFetch } from '../sandbox/hosts';
import { useSandbox } from './harness';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

const CLEAN_ENV = {
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  CARTOGRAPHER_MODEL: '',
  CARTOGRAPHER_CONTEXT_TOKENS: '',
  SEARXNG_URL: '',
  BRAVE_API_KEY: '',
  TAVILY_API_KEY: '',
  GOOGLE_FACTCHECK_KEY: '',
  CARTOGRAPHER_SEARCH: '',
};

interface JsonReport {
  run: { status: string; model: string; notices: string[] };
  claims: { quote: string }[];
  evidence: { heuristic: boolean; quoteVerified: boolean; quote: string }[];
}

const sandbox = useSandbox();
let dir: string;
let article: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-cli-servers-'));
  article = join(dir, 'health.html');
  await writeFile(article, await (await sandboxFetch(sandbox().port)(sandbox().articleUrls.health)).text());
});

async function checkWith(scenario: string, env: Record<string, string> = {}) {
  const out = join(dir, `${scenario}.json`);
  let code = 0;
  let stderr = '';
  try {
    ({ stderr } = await run(tsx, ['scripts/check.ts', article, '--format', 'json', '--out', out], {
      env: {
        ...process.env,
        ...CLEAN_ENV,
        CARTOGRAPHER_SEARCH: 'searxng',
        SEARXNG_URL: sandbox().searchBaseUrls.searxng,
        OPENAI_BASE_URL: sandbox().modelBaseUrl(scenario),
        OPENAI_API_KEY: 'sk-test',
        CARTOGRAPHER_MODEL: 'gpt-4o-mini',
        CARTOGRAPHER_ALLOW_ORIGINS: '',
        ...env,
      },
      timeout: 90_000,
    }));
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    code = e.code ?? -1;
    stderr = e.stderr ?? '';
  }
  const report = code === 0 ? (JSON.parse(await readFile(out, 'utf8')) as JsonReport) : undefined;
  return { code, stderr, report };
}

const annotatedQuotes = ARTICLES.find((a) => a.name === 'health')!.claims.map((c) => c.quote);
const chats = () =>
  sandbox()
    .requests()
    .filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions'));

describe('npm run check against misbehaving model servers', { timeout: 180_000 }, () => {
  it('fenced JSON after a sentence: the model’s claims are used', async () => {
    const { code, stderr, report } = await checkWith('fenced-json');
    expect(code, stderr).toBe(0);
    expect(report?.run.notices.join('\n')).not.toMatch(/heuristics instead/);
    const fromModel = report!.claims.filter((c) => annotatedQuotes.some((q) => q.includes(c.quote)));
    expect(fromModel.length).toBeGreaterThanOrEqual(3);
    expect(chats().filter((r) => r.schemaName === 'extract_claims')).toHaveLength(1);
    for (const r of chats()) expect(r.maxTokens).toBeGreaterThan(0);
  });

  it('a 3k window set in CARTOGRAPHER_CONTEXT_TOKENS: every prompt and its output limit fit, the model’s claims are used', async () => {
    const { code, stderr, report } = await checkWith('small-context-3072', {
      CARTOGRAPHER_CONTEXT_TOKENS: '3072',
    });
    expect(code, stderr).toBe(0);
    expect(report?.run.notices.join('\n')).not.toMatch(/heuristics instead/);
    expect(
      report!.claims.filter((c) => annotatedQuotes.some((q) => q.includes(c.quote))).length,
    ).toBeGreaterThanOrEqual(3);
    expect(chats().length).toBeGreaterThan(1);
    for (const r of chats()) {
      expect(r.truncated).toBe(false);
      expect(r.promptTokens! + r.maxTokens!).toBeLessThanOrEqual(3072);
    }
  });
});
