/** The CLI (`scripts/check.ts`) as the tests run it: only what a test sets reaches it, and the sandbox article as a file. */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sandboxFetch } from '../sandbox/hosts';
import type { ArticleName, Sandbox } from '../sandbox/server';

const exec = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

/** No key, server or provider from the developer's shell reaches the CLI. */
export const CLEAN_CLI_ENV = {
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  CARTOGRAPHER_MODEL: '',
  CARTOGRAPHER_CONTEXT_TOKENS: '',
  CARTOGRAPHER_MODEL_TIMEOUT_S: '',
  SEARXNG_URL: '',
  BRAVE_API_KEY: '',
  TAVILY_API_KEY: '',
  GOOGLE_FACTCHECK_KEY: '',
  CARTOGRAPHER_SEARCH: '',
  CARTOGRAPHER_ALLOW_ORIGINS: '',
  OPENALEX_API_KEY: '',
  CARTOGRAPHER_CONTACT: '',
  // A folder that holds no fact-check index: one the developer downloaded never answers in a test.
  CARTOGRAPHER_CACHE_DIR: join(tmpdir(), 'cartographer-tests-no-index'),
  CARTOGRAPHER_FACTCHECK_FEED_URL: '',
};

/** Runs the CLI with `args` and `env` (over a clean environment); answers its exit code and output. */
export async function runCli(
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await exec(tsx, ['scripts/check.ts', ...args], {
      env: { ...process.env, ...CLEAN_CLI_ENV, ...env },
      timeout: timeoutMs,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/**
 * The sandbox article saved as a file in a fresh folder (the CLI reads it as it is: the sandbox's real-looking hosts
 * resolve only inside the tests' own fetch); answers the file and the folder.
 */
export async function sandboxArticleFile(
  sandbox: Sandbox,
  name: ArticleName,
): Promise<{ file: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'cartographer-cli-'));
  const file = join(dir, `${name}.html`);
  await writeFile(file, await (await sandboxFetch(sandbox.port)(sandbox.articleUrls[name])).text());
  return { file, dir };
}
