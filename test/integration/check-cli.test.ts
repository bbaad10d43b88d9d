import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxFetch } from '../sandbox/hosts';
import { useSandbox } from './harness';

const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function check(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/check.ts', ...args], {
      env: { ...process.env, OPENAI_API_KEY: '' },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const sandbox = useSandbox({ reset: false });
let shopFile: string;
beforeAll(async () => {
  const html = await (await sandboxFetch(sandbox().port)(sandbox().articleUrls['non-article'])).text();
  shopFile = join(await mkdtemp(join(tmpdir(), 'cartographer-cli-')), 'shop.html');
  await writeFile(shopFile, html);
});

// Each case starts the CLI (tsx) a few times: a loaded machine needs minutes, not seconds (no timing is asserted).
describe('npm run check', { timeout: 180_000 }, () => {
  it('explains bad arguments with exit code 2', async () => {
    const none = await check();
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Give exactly one URL or HTML file/);
    const profile = await check('https://example.org/a', '--profile', 'thorough');
    expect(profile.code).toBe(2);
    expect(profile.stderr).toMatch(/--profile must be quick or deep/);
    const missing = await check('no-such-file.html');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/neither an http\(s\) URL nor an existing file/);
  });

  it('says clearly when a page is not an article (exit 3) or cannot be reached (exit 1)', async () => {
    const shop = await check(shopFile);
    expect(shop.code).toBe(3);
    expect(shop.stderr).toMatch(/Cannot check this page: This page looks like a shop or home page/);
    const unreachable = await check('http://127.0.0.1:9/article');
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/Could not reach 127\.0\.0\.1:9/);
  });
});
