/** E2E fixtures: the sandbox, and Debian's Chromium with the built extension loaded (see shared notes). */
import { mkdtemp, rm, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from 'playwright-core';
import { OPENAI_API_HOST, startSandbox, type Sandbox } from '../sandbox/server';
import { CHROMIUM_HOST_RULES } from '../sandbox/hosts';
import { repairSettings, SETTINGS_VERSION } from '../../lib/settings/settings-schema';

export const EXTENSION_DIR = resolve('.output/chrome-mv3');
export const SCREENSHOT_DIR = resolve('test/e2e/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';

export interface ExtensionHarness {
  sandbox: Sandbox;
  context: BrowserContext;
  extensionId: string;
  worker(): Promise<Worker>;
  /** Opens a page and returns it with the tab id the extension sees. */
  openTab(url: string): Promise<{ page: Page; tabId: number }>;
  /** The side panel UI opened as a tab, targeting `tabId`. */
  openSidePanel(tabId: number): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  /**
   * Stores settings as the Settings tab would: merged onto defaults, at the current schema version. Stored as the
   * extension stores them, so no context of the extension rewrites them (see `configure` below).
   */
  configure(settings: Record<string, unknown>): Promise<void>;
  /** Settings that point the extension at the sandbox: SearXNG search and, unless `model: false`, its model. */
  useSandbox(options?: { model?: boolean | string }): Promise<void>;
  close(): Promise<void>;
}

/**
 * Chromium with the built extension. `profileDir` reuses a browser profile (kept on close: the History bench grows
 * one profile and restarts the browser on it); by default a fresh one is made and removed on close.
 */
export async function launchExtension(options: { profileDir?: string } = {}): Promise<ExtensionHarness> {
  if (!existsSync(join(EXTENSION_DIR, 'manifest.json'))) {
    throw new Error(`No built extension in ${EXTENSION_DIR}: run \`npm run build\` first.`);
  }
  const sandbox = await startSandbox();
  const profile = options.profileDir ?? (await mkdtemp(join(tmpdir(), 'cartographer-e2e-')));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      // OpenAI's API host reaches the sandbox's model on its own port (model-keys.spec.ts: which key goes where).
      `--host-resolver-rules=MAP ${OPENAI_API_HOST} 127.0.0.1:${sandbox.port}, ${CHROMIUM_HOST_RULES}`,
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--no-sandbox',
      // The sandbox answers https (HSTS-preloaded domains) with a throwaway self-signed certificate.
      '--ignore-certificate-errors',
    ],
  });
  const worker = async () => context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = (await worker()).url().split('/')[2]!;

  // Written raw, without the version WXT keeps beside them (`settings$`), settings were read as version 1 by the
  // background's startup migration, which then wrote its migrated copy of them back: a `configure` made in between
  // was lost, and a test ran with the settings before it (the "every search failed" check was answered by SearXNG
  // in 4 of 12 runs). Unrepaired, they were rewritten by the first load's repair in the same way. Stored repaired
  // and versioned, nothing in the extension has a reason to write them.
  async function configure(settings: Record<string, unknown>): Promise<void> {
    const sw = await worker();
    const stored = { settings: repairSettings(settings), settings$: { v: SETTINGS_VERSION } };
    await sw.evaluate(async (value) => {
      await chrome.storage.local.set(value);
    }, stored);
  }

  return {
    sandbox,
    context,
    extensionId,
    worker,
    configure,
    async openTab(url) {
      const sw = await worker();
      const tabIds = () => sw.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id ?? -1));
      const before = new Set(await tabIds());
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load' });
      // The new page's tab, never an older tab on the same URL (a failed test leaves its tabs open).
      const opened = await sw.evaluate(
        async ({ target, known }) =>
          (await chrome.tabs.query({}))
            .filter((t) => t.url === target && t.id !== undefined && !known.includes(t.id))
            .map((t) => t.id!),
        { target: page.url(), known: [...before] },
      );
      if (opened.length !== 1)
        throw new Error(`The extension sees ${opened.length} new tabs for ${url}, not 1`);
      return { page, tabId: opened[0]! };
    },
    async openSidePanel(tabId) {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/sidepanel.html?tabId=${tabId}`);
      return page;
    },
    async screenshot(page, name) {
      await mkdir(SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    },
    async useSandbox(options = {}) {
      const scenario = typeof options.model === 'string' ? options.model : undefined;
      await configure({
        onboarded: true,
        model:
          options.model === false
            ? { provider: 'none' }
            : {
                provider: 'openai-compatible',
                baseUrl: sandbox.modelBaseUrl(scenario),
                apiKey: 'sk-test',
                model: 'sandbox-model',
              },
        search: {
          wikipedia: false,
          openalex: false,
          searxng: { enabled: true, url: sandbox.searchBaseUrls.searxng },
          // The keyless providers would fail here (no internet): off, so a check's end state is not "searches failed".
          europepmc: false,
          gdelt: false,
          'current-events': false,
        },
      });
    },
    async close() {
      await context.close();
      await sandbox.close();
      if (!options.profileDir) await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Reads whole object stores of the extension's IndexedDB from one of its pages (the side panel tab). */
export async function readStore<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('cartographer');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const request = db.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result as T[]);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}
