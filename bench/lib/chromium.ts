/** Chromium for the benchmarks: Debian's build via playwright-core, sandbox hosts mapped to 127.0.0.1. */
import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_HOST_RULES } from '../../test/sandbox/hosts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Every bench browser: sandbox hosts resolved locally, no sandbox, no background traffic. */
const CHROMIUM_ARGS = [
  `--host-resolver-rules=${CHROMIUM_HOST_RULES}`,
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/** Chromium with a profile on disk in `userDataDir` (IndexedDB written to disk, not kept in memory). */
export function launchChromiumProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
