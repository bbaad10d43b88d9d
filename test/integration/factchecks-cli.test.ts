/**
 * `npm run factchecks -- update|status|remove` against the sandbox's generated feed, and `npm run check` using the
 * downloaded index and saying so. A failed, refused or cancelled update keeps the old index.
 */
import { CLEAN_CLI_ENV } from './run-cli';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../sandbox/hosts';
import { useSandbox } from './harness';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

const sandbox = useSandbox({ reset: false });
let dir: string;
let article: string;
const feed = (query: string) => `${sandbox().factCheckFeedUrl}?${query}`;

/** No key, model or cache of the developer's reaches the CLI. */
function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...CLEAN_CLI_ENV,
    CARTOGRAPHER_CACHE_DIR: dir,
    ...extra,
  };
}

async function cli(script: string, args: string[], extra: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args], { env: env(extra), timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const factchecks = (args: string[], extra: Record<string, string> = {}) =>
  cli('scripts/factchecks.ts', args, extra);

async function status(): Promise<{ records: number; updatedAt?: string; stale?: boolean; file?: string }> {
  const { stdout } = await factchecks(['status', '--json']);
  return JSON.parse(stdout) as { records: number; updatedAt?: string; stale?: boolean; file?: string };
}

const leftovers = async () => (await readdir(dir)).filter((name) => name.includes('partial'));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-factchecks-cli-'));
  article = join(dir, 'health.html');
  await writeFile(article, await (await sandboxFetch(sandbox().port)(sandbox().articleUrls.health)).text());
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run factchecks', { timeout: 300_000 }, () => {
  it('downloads the feed with progress, reports its status, and a check uses it and says so', async () => {
    expect((await factchecks(['status'])).stdout).toMatch(
      /No fact-check index in .*npm run factchecks -- update/s,
    );
    const update = await factchecks(['update'], { CARTOGRAPHER_FACTCHECK_FEED_URL: feed('records=3000') });
    expect(update.code).toBe(0);
    expect(update.stderr).toContain('ClaimReview data: Data Commons, CC BY');
    expect(update.stderr).toMatch(/Ready: 2,9\d\d fact-checks \([\d.]+ MB downloaded, [\d.]+ MB stored\)/);
    expect(update.stderr).toMatch(
      /feed entries skipped \(1 without a claim, 1 without a link, 1 malformed\)/,
    );
    const stored = await status();
    expect(stored).toMatchObject({ stale: false });
    expect(stored.records).toBeGreaterThan(2_900);
    expect((await factchecks(['status'])).stdout).toMatch(
      /Fact-check index: 2,9\d\d fact-checks, updated .* \(today\)/,
    );

    const out = join(dir, 'report.json');
    const check = await cli('scripts/check.ts', [article, '--format', 'json', '--out', out], {
      CARTOGRAPHER_SEARCH: 'searxng',
      SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    });
    expect(check.code).toBe(0);
    expect(check.stderr).toMatch(/searching SearXNG, the local fact-check index \(2,9\d\d\)/);
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      factCheckIndex: {
        records: number;
        updatedAt: string;
        path: string;
        stale: boolean;
        attribution: string;
      };
      evidence: { url: string; rating: string | null }[];
    };
    expect(report.factCheckIndex).toMatchObject({
      records: stored.records,
      updatedAt: stored.updatedAt,
      stale: false,
      attribution: 'ClaimReview data: Data Commons, CC BY',
    });
    expect(report.factCheckIndex.path).toContain(dir);
    expect(
      report.evidence.some((e) => e.url.includes('politifact.com') && e.rating === 'Pants on Fire'),
    ).toBe(true);
    const markdown = await cli('scripts/check.ts', [article], {
      CARTOGRAPHER_SEARCH: 'searxng',
      SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    });
    expect(markdown.stdout).toMatch(
      /- \*\*Fact-check index:\*\* 2,9\d\d professional fact-checks searched, updated/,
    );
  });

  it('keeps the old index when the download fails, is refused or is not a feed', async () => {
    const before = await status();
    const cut = await factchecks(['update'], {
      CARTOGRAPHER_FACTCHECK_FEED_URL: feed('records=3000&fail-after=300000'),
    });
    expect(cut.code).toBe(1);
    const down = await factchecks(['update'], { CARTOGRAPHER_FACTCHECK_FEED_URL: feed('status=503') });
    expect(down.code).toBe(1);
    expect(down.stderr).toMatch(/answered HTTP 503: the old index is kept/);
    const html = await factchecks(['update'], { CARTOGRAPHER_FACTCHECK_FEED_URL: feed('html=1') });
    expect(html.code).toBe(1);
    expect(html.stderr).toMatch(/Not valid JSON at character 0/);
    const bad = await factchecks(['update'], { CARTOGRAPHER_FACTCHECK_FEED_URL: 'ftp://example.org/feed' });
    expect(bad.code).toBe(2);
    expect(await status()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it('keeps the old index when the download is cancelled (Ctrl-C)', async () => {
    const before = await status();
    // One process (node with tsx's loader), so Ctrl-C reaches the CLI itself as it does in a terminal.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/factchecks.ts', 'update'], {
      env: env({ CARTOGRAPHER_FACTCHECK_FEED_URL: feed('records=100000') }),
    });
    let stderr = '';
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // The first progress line: the download is under way.
        if (/ MB of /.test(stderr)) resolve();
      });
      void exited.then(() => resolve());
    });
    child.kill('SIGINT');
    expect(await exited).toBe(5);
    expect(stderr).toMatch(/cancelled: the old index is kept/);
    expect(await status()).toEqual(before);
    expect(await leftovers()).toEqual([]);
  });

  it('advises a refresh when the index is older than a week, and removes it', async () => {
    const metaPath = join(dir, 'factcheck-index.json');
    const meta = JSON.parse(await readFile(metaPath, 'utf8')) as { updatedAt: string };
    await writeFile(
      metaPath,
      JSON.stringify({ ...meta, updatedAt: new Date(Date.now() - 10 * 86_400_000).toISOString() }),
    );
    expect((await factchecks(['status'])).stdout).toMatch(/10 days ago[\s\S]*Older than a week: refresh it/);
    const check = await cli(
      'scripts/check.ts',
      [article, '--format', 'json', '--out', join(dir, 'stale.json')],
      {
        CARTOGRAPHER_SEARCH: 'searxng',
        SEARXNG_URL: sandbox().searchBaseUrls.searxng,
      },
    );
    expect(check.stderr).toMatch(/The fact-check index is 10 days old: refresh it/);
    const report = JSON.parse(await readFile(join(dir, 'stale.json'), 'utf8')) as {
      factCheckIndex: { stale: boolean };
    };
    expect(report.factCheckIndex.stale).toBe(true);

    expect((await factchecks(['remove'])).stderr).toMatch(/Removed the fact-check index/);
    expect(await status()).toMatchObject({ records: 0 });
    expect((await readdir(dir)).filter((name) => name.startsWith('factcheck'))).toEqual([]);
  });
});
