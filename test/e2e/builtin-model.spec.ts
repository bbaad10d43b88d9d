/**
 * Chrome's built-in model through the real panel, on a fake Prompt API that follows the current explainer
 * (`test/fake-prompt-api.ts`): injected into the extension's pages (`addInitScript`) and into its service worker
 * (`evaluate`), where the checks run and so where the adapter asks it. The realms share the model's state as one
 * browser's model is shared; its answers come from the sandbox model over HTTP.
 */
import { describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { fakePromptApiScript, type FakePromptApiConfig, type FakePromptApiLog } from '../fake-prompt-api';
import { readStore, type ExtensionHarness } from './fixtures';
import { CheckPage } from './pages/check-page';
import { useExtension } from './use-extension';

type ArticleName = keyof ExtensionHarness['sandbox']['articleUrls'];

const FIREFOX_UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

function fakeConfig(h: ExtensionHarness, overrides: Partial<FakePromptApiConfig>): FakePromptApiConfig {
  return {
    availability: 'available',
    languages: ['en', 'es', 'ja'],
    contextWindow: 6144,
    downloadSteps: 6,
    downloadStepMs: 400,
    answerUrl: `${h.sandbox.modelBaseUrl()}/chat/completions`,
    channel: 'fake-prompt-api',
    ...overrides,
  };
}

/** The fake in every page opened from now on and in the running service worker. */
async function installFake(h: ExtensionHarness, config: FakePromptApiConfig): Promise<void> {
  const script = fakePromptApiScript(config);
  await h.context.addInitScript({ content: script });
  await (await h.worker()).evaluate(script);
}

/** Settings pointing search at the sandbox; the model's base URL stays set (the fake's answers come from there). */
async function configure(h: ExtensionHarness, provider: string, onboarded = true): Promise<void> {
  await h.configure({
    onboarded,
    // The built-in model has no base URL in the product: this one only lets the fake in the worker reach the sandbox
    // past the network rules. Kept for it too when a click switches to it (keys are kept per provider).
    model: {
      provider,
      baseUrl: h.sandbox.modelBaseUrl(),
      remembered: { 'chrome-builtin': { baseUrl: h.sandbox.modelBaseUrl() } },
    },
    search: {
      wikipedia: false,
      openalex: false,
      searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
    },
  });
}

const workerLog = async (h: ExtensionHarness): Promise<FakePromptApiLog> =>
  (await h.worker()).evaluate(
    () => (globalThis as unknown as { __fakePromptApi: { log: FakePromptApiLog } }).__fakePromptApi.log,
  );

async function latestRun(panel: CheckPage): Promise<Run | undefined> {
  return (await readStore<Run>(panel.page, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0];
}

/** Checks an article from its side panel and waits for the end. */
async function checkArticle(h: ExtensionHarness, name: ArticleName): Promise<{ panel: CheckPage; run: Run }> {
  const { tabId } = await h.openTab(h.sandbox.articleUrls[name]);
  const panel = new CheckPage(await h.openSidePanel(tabId));
  const before = (await readStore<Run>(panel.page, 'runs')).length;
  await panel.checkButton().click();
  await expect
    .poll(async () => (await readStore<Run>(panel.page, 'runs')).length, { timeout: 15_000 })
    .toBe(before + 1);
  await expect
    .poll(async () => (await latestRun(panel))?.status, { timeout: 120_000, interval: 500 })
    .toMatch(/^(done|partial)$/);
  await panel.outcome().waitFor({ timeout: 15_000 });
  return { panel, run: (await latestRun(panel))! };
}

async function settingsPanel(h: ExtensionHarness): Promise<CheckPage> {
  const { tabId } = await h.openTab(h.sandbox.articleUrls.science);
  const panel = new CheckPage(await h.openSidePanel(tabId));
  await panel.openTab('Settings');
  await panel.page.getByTestId('builtin-model-section').waitFor({ timeout: 15_000 });
  return panel;
}

const NO_SERVER_WORDS = /server|address|base URL|API key/i;

describe("Chrome's built-in model, not downloaded yet: Download from a click, progress, ready, then checks use it", () => {
  const harness = useExtension();

  it('says it can be downloaded, and a check reads by rules without ever creating a session', async () => {
    const h = harness();
    await installFake(h, fakeConfig(h, { availability: 'downloadable' }));
    await configure(h, 'chrome-builtin');
    const { panel, run } = await checkArticle(h, 'health');
    expect(run.model).toBe('chrome-builtin:gemini-nano');
    expect(run.modelUse?.lastFailure?.code).toBe('llm/not-ready');
    // Nothing was asked of the model, so nothing of the budget was spent on it.
    expect(run.modelUse?.requests).toBe(0);
    expect(run.usage.modelCalls).toBe(0);
    expect(await panel.outcome().getAttribute('data-outcome')).toBe('degraded');
    const status = (await panel.runStatus().textContent()) ?? '';
    expect(status).toMatch(/not downloaded to this computer yet/);
    expect(await panel.page.textContent('body')).toMatch(/press Download/);
    expect(status).not.toMatch(NO_SERVER_WORDS);
    const log = await workerLog(h);
    expect(log.create).toHaveLength(0);
    expect(log.availability.length).toBeGreaterThan(0);
  });

  it('refuses create() without a click, and downloads from the Download click with progress until ready', async () => {
    const h = harness();
    const panel = await settingsPanel(h);
    const section = panel.page.getByTestId('builtin-model');
    await expect.poll(() => section.getAttribute('data-state')).toBe('downloadable');
    expect(await section.textContent()).toMatch(/can be downloaded.*The download is several GB/);
    await h.screenshot(panel.page, 'builtin-model-downloadable');
    // The page itself, without a user activation, may not start the download (the explainer's NotAllowedError).
    const refused = await panel.page.evaluate(async () => {
      // Playwright evaluates as if from a user gesture: opening a window uses that activation up (as WPT does).
      window.open('about:blank')?.close();
      if (navigator.userActivation.isActive) return 'still active';
      const api = (globalThis as unknown as { LanguageModel: { create(): Promise<unknown> } }).LanguageModel;
      return api.create().then(
        () => 'created',
        (error: DOMException) => error.name,
      );
    });
    expect(refused).toBe('NotAllowedError');
    await section.getByRole('button', { name: /Download Chrome's built-in model/ }).click();
    await expect.poll(() => section.getAttribute('data-state')).toBe('downloading');
    const progress = panel.page.getByTestId('builtin-model-progress');
    await expect
      .poll(async () => Number(await progress.getAttribute('value')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    expect(await panel.page.getByTestId('builtin-model-title').textContent()).toMatch(/downloading: \d+%/);
    await h.screenshot(panel.page, 'builtin-model-downloading');
    await expect.poll(() => section.getAttribute('data-state'), { timeout: 15_000 }).toBe('available');
    expect(await section.textContent()).toMatch(/Ready: Chrome's built-in model is on this computer/);
    const created = await panel.page.evaluate(
      () =>
        (globalThis as unknown as { __fakePromptApi: { log: FakePromptApiLog } }).__fakePromptApi.log.create,
    );
    expect(created.map((c) => [c.activation, c.outcome])).toEqual([
      [false, 'NotAllowedError'],
      [true, 'created'],
    ]);
    // The browser's model is one: the service worker's realm now sees it downloaded.
    await expect
      .poll(async () =>
        (await h.worker()).evaluate(() =>
          (globalThis as unknown as { __fakePromptApi: { state(): string } }).__fakePromptApi.state(),
        ),
      )
      .toBe('available');
  });

  it('then checks an article with it: one session for the run, cloned for every call', async () => {
    const h = harness();
    const { panel, run } = await checkArticle(h, 'science');
    expect(run.model).toBe('chrome-builtin:gemini-nano');
    expect(run.modelUse?.answers).toBeGreaterThan(0);
    expect(run.modelUse?.failures).toBe(0);
    expect(await panel.outcome().getAttribute('data-outcome')).not.toBe('degraded');
    expect(run.usage.modelCalls).toBeGreaterThan(0);
    expect(run.usage.promptTokens).toBeGreaterThan(100);
    const log = await workerLog(h);
    const created = log.create.filter((c) => c.outcome === 'created');
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toMatchObject({
      expectedInputs: [{ type: 'text', languages: ['en'] }],
      expectedOutputs: [{ type: 'text', languages: ['en'] }],
    });
    expect(log.clones).toBeGreaterThanOrEqual(run.modelUse!.answers);
    expect(log.prompts.every((p) => p.constrained && p.omitResponseConstraintInput)).toBe(true);
    await h.screenshot(panel.page, 'builtin-model-check');
  });

  it('reads an article in a language it does not take by rules, and says so', async () => {
    const h = harness();
    const before = (await workerLog(h)).create.length;
    const { panel, run } = await checkArticle(h, 'politics-de');
    expect(run.modelUse?.lastFailure?.code).toBe('llm/unsupported-language');
    expect(run.modelUse?.requests).toBe(0);
    expect(run.usage.modelCalls).toBe(0);
    const status = (await panel.runStatus().textContent()) ?? '';
    expect(status).toMatch(/does not read this article's language/);
    expect(await panel.page.textContent('body')).toMatch(
      /does not take German yet \(it takes English, Spanish and Japanese\)/,
    );
    expect((await workerLog(h)).create.length).toBe(before);
  });
});

describe('A first run where the built-in model is ready: one click in onboarding', () => {
  const harness = useExtension();

  it('offers "Use Chrome\'s built-in model" to a user with no key, and a check then completes with it', async () => {
    const h = harness();
    await installFake(h, fakeConfig(h, { availability: 'available' }));
    await configure(h, 'none', false);
    const { tabId } = await h.openTab(h.sandbox.articleUrls.health);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    const offer = panel.page.getByTestId('onboarding-builtin-model');
    // The welcome folds its optional steps (the Check button stays on the first screen): open them.
    await panel.onboarding().getByTestId('onboarding-more').locator('summary').click({ timeout: 15_000 });
    await offer.waitFor({ timeout: 15_000 });
    await expect.poll(() => offer.getByTestId('builtin-model').getAttribute('data-state')).toBe('available');
    await h.screenshot(panel.page, 'builtin-model-onboarding-ready');
    await offer.getByRole('button', { name: "Use Chrome's built-in model" }).click();
    await panel.page.getByTestId('onboarding-builtin-chosen').waitFor();
    await panel.finishOnboarding();
    await panel.page.close();
    const { run } = await checkArticle(h, 'health');
    expect(run.model).toBe('chrome-builtin:gemini-nano');
    expect(run.modelUse?.answers).toBeGreaterThan(0);
    expect(run.modelUse?.failures).toBe(0);
  });
});

describe('A computer that cannot run it, and a browser without it', () => {
  const harness = useExtension();

  it('says it is not available and what it needs, and Test connection speaks of this computer only', async () => {
    const h = harness();
    await installFake(h, fakeConfig(h, { availability: 'unavailable' }));
    // The panel as Google Chrome shows it (Debian's Chromium says it is Chromium, and is told so).
    await h.context.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, 'userAgentData', {
        configurable: true, get: () => ({ brands: [{ brand: 'Google Chrome', version: '156' }] }) });`,
    });
    await configure(h, 'chrome-builtin');
    const panel = await settingsPanel(h);
    const section = panel.page.getByTestId('builtin-model');
    await expect.poll(() => section.getAttribute('data-state')).toBe('unavailable');
    const words = (await section.textContent()) ?? '';
    expect(words).toMatch(/Chrome says this computer cannot run its built-in model/);
    expect(words).toMatch(
      /Chrome 138 or later.*22 GB of free disk space.*more than 4 GB of memory or 16 GB of RAM and 4 CPU cores/,
    );
    expect(await section.getByRole('button').count()).toBe(0);
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    const result = panel.page.getByTestId('connection-result');
    await result.waitFor({ timeout: 20_000 });
    const steps = (await panel.page.getByTestId('connection-steps').textContent()) ?? '';
    expect(await result.textContent()).toMatch(/cannot run on this computer/);
    expect(steps).toMatch(/Model not ready on this computer/);
    expect(`${await result.textContent()} ${steps}`).not.toMatch(/server|address|key/i);
    await h.screenshot(panel.page, 'builtin-model-unavailable');
  });

  it('says plainly that Firefox has none', async () => {
    const h = harness();
    await h.context.addInitScript({
      content: `delete globalThis.LanguageModel;
        Object.defineProperty(Navigator.prototype, 'userAgent', { configurable: true, get: () => ${JSON.stringify(FIREFOX_UA)} });
        Object.defineProperty(Navigator.prototype, 'userAgentData', { configurable: true, get: () => undefined });`,
    });
    const panel = await settingsPanel(h);
    const section = panel.page.getByTestId('builtin-model');
    await expect.poll(() => section.getAttribute('data-state')).toBe('absent');
    expect(await section.textContent()).toMatch(/Firefox has no built-in model/);
    expect(await section.getByRole('button').count()).toBe(0);
  });
});
