/**
 * `npm run check` against model servers people really run (issue 19 item 4): the CLI's whole pipeline with a server
 * that wraps its JSON in prose, and with a small window it states nowhere but the user set in
 * CARTOGRAPHER_CONTEXT_TOKENS — the model's claims and verified quotes are used, and every prompt fits.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARTICLES } from '../sandbox/corpus';
import { useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';

interface JsonReport {
  run: { status: string; model: string; notices: string[] };
  claims: { quote: string }[];
  evidence: { heuristic: boolean; quoteVerified: boolean; quote: string }[];
}

const sandbox = useSandbox();
let dir: string;
let article: string;
beforeAll(async () => {
  ({ file: article, dir } = await sandboxArticleFile(sandbox(), 'health'));
});

async function checkWith(scenario: string, env: Record<string, string> = {}) {
  const out = join(dir, `${scenario}.json`);
  const { code, stderr } = await runCli([article, '--format', 'json', '--out', out], {
    CARTOGRAPHER_SEARCH: 'searxng',
    SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    OPENAI_BASE_URL: sandbox().modelBaseUrl(scenario),
    OPENAI_API_KEY: 'sk-test',
    CARTOGRAPHER_MODEL: 'gpt-4o-mini',
    ...env,
  });
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
