/** The panel's end states when the configured model fails: never "Check complete." in green; Re-run is a fresh check. */
import { describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { readStore, type ExtensionHarness } from './fixtures';
import { CheckPage } from './pages/check-page';
import { useExtension } from './use-extension';

/** Settings with the sandbox's SearXNG and this model server (a check of the health article needs nothing else). */
function settingsWith(
  h: ExtensionHarness,
  model: Record<string, unknown>,
  budget: Record<string, number> = {},
) {
  return {
    onboarded: true,
    model: { provider: 'openai-compatible', apiKey: 'sk-test', model: 'sandbox-model', ...model },
    search: {
      wikipedia: false,
      openalex: false,
      searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
      europepmc: false,
      gdelt: false,
      'current-events': false,
    },
    budget,
  };
}

async function latestRun(panel: CheckPage): Promise<Run | undefined> {
  return (await readStore<Run>(panel.page, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0];
}

type ArticleName = keyof ExtensionHarness['sandbox']['articleUrls'];

/** Checks an article (one each test: a page already checked opens on its last check) and waits for the end. */
async function checkArticle(h: ExtensionHarness, name: ArticleName): Promise<{ panel: CheckPage; run: Run }> {
  const { tabId } = await h.openTab(h.sandbox.articleUrls[name]);
  const panel = new CheckPage(await h.openSidePanel(tabId));
  const before = (await readStore<Run>(panel.page, 'runs')).length;
  await panel.checkButton().click();
  await expect
    .poll(async () => (await readStore<Run>(panel.page, 'runs')).length, { timeout: 15_000 })
    .toBe(before + 1);
  await expect
    .poll(async () => (await latestRun(panel))?.status, { timeout: 90_000, interval: 500 })
    .toMatch(/^(done|partial)$/);
  await panel.outcome().waitFor({ timeout: 15_000 });
  return { panel, run: (await latestRun(panel))! };
}

/** What every failed-model end state shares: no success words or colour, the reason, a way to Settings. */
async function expectModelFailureShown(panel: CheckPage, reason: RegExp): Promise<void> {
  await expect.poll(() => panel.outcome().getAttribute('data-outcome')).toBe('degraded');
  const status = (await panel.runStatus().textContent()) ?? '';
  expect(status).not.toMatch(/Check complete/);
  expect(status).toMatch(reason);
  expect(await panel.outcome().getAttribute('class')).not.toMatch(/outcome-good/);
  expect(await panel.page.getByTestId('run-model').textContent()).toBe('rules only: the model failed');
  expect(await panel.page.locator('.tone-card-good').count()).toBe(0);
  await panel.page.getByTestId('open-model-settings').click();
  await expect.poll(() => panel.tab('Settings').getAttribute('aria-selected')).toBe('true');
  await panel.openTab('Check');
}

describe('when the model fails, the panel says so', () => {
  const harness = useExtension();

  it('a model server that cannot be reached', async () => {
    const h = harness();
    await h.configure(settingsWith(h, { baseUrl: 'http://127.0.0.1:9/v1' }));
    const { panel, run } = await checkArticle(h, 'news');
    await expectModelFailureShown(panel, /could not be reached/);
    expect(run.usage.modelCalls).toBeGreaterThan(0);
    expect(run.modelUse.stopped).toBe(true);
    await h.screenshot(panel.page, 'outcome-model-unreachable');
    await panel.page.close();
  });

  it('a key the server rejects (401)', async () => {
    const h = harness();
    h.sandbox.reset();
    await h.configure(settingsWith(h, { baseUrl: h.sandbox.modelBaseUrl(), apiKey: 'sk-bad' }));
    const { panel } = await checkArticle(h, 'science');
    await expectModelFailureShown(panel, /the API key was rejected/);
    expect(await panel.page.getByTestId('model-failure').textContent()).toMatch(/rejected the API key/);
    await panel.page.close();
  });

  it('a model that never answers: the panel names what it waits for, and the check ends at its time limit', async () => {
    const h = harness();
    h.sandbox.reset();
    await h.configure(settingsWith(h, { baseUrl: h.sandbox.modelBaseUrl('hang') }, { maxSeconds: 12 }));
    const { tabId } = await h.openTab(h.sandbox.articleUrls['politics-de']);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    await panel.checkButton().click();
    const host = new URL(h.sandbox.modelBaseUrl()).host;
    await expect
      .poll(() => panel.page.getByTestId('run-waiting').textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`Waiting for the model server ${host.replace('.', '\\.')} \\(\\d+ s\\)`));
    expect(await panel.page.getByTestId('run-activity').textContent()).toMatch(/^\d+:\d\d elapsed · /);
    await expect.poll(async () => (await latestRun(panel))?.status, { timeout: 60_000 }).toBe('partial');
    await expectModelFailureShown(panel, /time limit.*did not answer in time/);
    await panel.page.close();
  });

  it('Re-run after the key broke is a fresh check: the broken key shows at once', async () => {
    const h = harness();
    h.sandbox.reset();
    await h.configure(settingsWith(h, { baseUrl: h.sandbox.modelBaseUrl() }));
    const { panel } = await checkArticle(h, 'health');
    expect(await panel.runStatus().textContent()).toBe('Check complete.');
    expect(await panel.page.getByTestId('run-model').textContent()).toBe('sandbox-model');

    await h.configure(settingsWith(h, { baseUrl: h.sandbox.modelBaseUrl(), apiKey: 'sk-bad' }));
    h.sandbox.reset();
    const runsBefore = (await readStore<Run>(panel.page, 'runs')).length;
    await panel.rerunButton().click();
    await expect
      .poll(async () => (await readStore<Run>(panel.page, 'runs')).length, { timeout: 15_000 })
      .toBe(runsBefore + 1);
    await expect
      .poll(async () => (await latestRun(panel))?.status, { timeout: 90_000, interval: 500 })
      .toMatch(/^(done|partial)$/);
    const rerun = (await latestRun(panel))!;
    expect(rerun.cacheUse).toMatchObject({ fresh: true, modelAnswers: 0, searches: 0 });
    // The model and the search provider were really asked again.
    expect(h.sandbox.requests().some((r) => r.kind === 'model' && r.status === 401)).toBe(true);
    expect(h.sandbox.requests().some((r) => r.kind === 'search')).toBe(true);
    await expectModelFailureShown(panel, /the API key was rejected/);
    expect(await panel.page.getByTestId('run-cache').textContent()).toBe(
      'Checked afresh: nothing was reused from earlier checks.',
    );
    await panel.page.close();
  });
});

describe('when the model’s answers are broken (always-malformed)', () => {
  const harness = useExtension();

  it('a model whose answers are broken: plain words and advice about the answers; the raw text only folded', async () => {
    const h = harness();
    h.sandbox.reset();
    await h.configure(settingsWith(h, { baseUrl: h.sandbox.modelBaseUrl('always-malformed') }));
    const { panel } = await checkArticle(h, 'health');
    await expectModelFailureShown(
      panel,
      /its answers could not be read: they were cut off or not in the expected form/,
    );
    const box = panel.outcome();
    const advice = (await box.getByTestId('run-advice').textContent()) ?? '';
    expect(advice).toMatch(/follows instructions to answer in JSON/);
    expect(advice).not.toMatch(/address, key and model name/);
    // The server's raw words (JSON positions, internal ids) are not on screen until asked for.
    const detail = box.getByTestId('model-failure-detail');
    expect(await box.getByTestId('model-failure').isVisible()).toBe(false);
    expect(await box.innerText()).not.toMatch(/JSON at position|stance for c-|Unterminated/);
    await detail.getByText('Technical detail').click();
    expect(await box.getByTestId('model-failure').isVisible()).toBe(true);
    expect(await box.getByTestId('model-failure').textContent()).toMatch(/^What the model server said: /);
    await panel.page.close();
  });
});
