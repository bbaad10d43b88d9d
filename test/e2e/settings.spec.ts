/** Settings and onboarding: first run without a key, provider and keys, test connection, tiers, privacy, clear data. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useExtension } from './use-extension';
import { HistoryPage } from './pages/history-page';
import { importFixtureRuns } from './pages/seed-runs';

describe('Settings and onboarding', () => {
  const harness = useExtension();
  let panel: HistoryPage;

  beforeAll(async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    panel = new HistoryPage(await harness().openSidePanel(tabId));
  });

  it('greets a first run with an onboarding that works without a key, and remembers it was hidden', async () => {
    const onboarding = panel.onboarding();
    await onboarding.waitFor({ timeout: 15_000 });
    expect(await onboarding.textContent()).toContain('It works without any key');
    expect(await onboarding.textContent()).toContain('A model key adds');
    await harness().screenshot(panel.page, 'onboarding');
    await onboarding.getByRole('button', { name: 'Hide this welcome' }).click();
    await onboarding.waitFor({ state: 'detached' });
    await panel.page.reload();
    await panel.tab('Check').waitFor();
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    expect(await panel.onboarding().count()).toBe(0);
  });

  it('keeps the OpenAI key in a password field across reloads', async () => {
    await panel.openTab('Settings');
    await panel.page.getByRole('radio', { name: /^OpenAI —/ }).check();
    const key = panel.page.getByLabel('OpenAI API key');
    expect(await key.getAttribute('type')).toBe('password');
    await key.fill('sk-test-123');
    await key.press('Enter');
    await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    await panel.page.reload();
    await panel.openTab('Settings');
    await expect
      .poll(() => panel.page.getByLabel('OpenAI API key').inputValue(), { timeout: 10_000 })
      .toBe('sk-test-123');
    expect(await panel.page.getByTestId('privacy').textContent()).toContain('go to OpenAI');
  });

  it('tests exactly the model fields on screen with a real request, and says which steps work', async () => {
    // Every write of the settings the worker makes from here on (it should make none: only the Settings tab saves).
    const worker = await harness().worker();
    await worker.evaluate(() => {
      const scope = globalThis as unknown as { settingsWrites: number };
      scope.settingsWrites = 0;
      const area = chrome.storage.local;
      const set = area.set.bind(area);
      area.set = ((items: Record<string, unknown>) => {
        if ('settings' in items) scope.settingsWrites += 1;
        return set(items);
      }) as typeof area.set;
    });
    await panel.page.getByRole('radio', { name: /^OpenAI-compatible server/ }).check();
    const baseUrl = panel.page.getByLabel('Base URL');
    const model = panel.page.getByRole('textbox', { name: 'Model', exact: true });
    await model.fill('sandbox-model');
    await model.press('Enter');
    await baseUrl.fill(harness().sandbox.modelBaseUrl());
    await baseUrl.press('Enter');
    await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    const result = panel.page.getByTestId('connection-result');
    const steps = panel.page.getByTestId('connection-steps');
    const stateOf = (step: string) => steps.locator(`[data-step="${step}"]`).getAttribute('data-state');

    // Typed, not saved: a server that is not running. The test uses what is on screen.
    await baseUrl.fill('http://127.0.0.1:9/v1');
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toContain('127.0.0.1:9');
    expect(await result.getAttribute('class')).toBe('error');
    expect(await stateOf('reachable')).toBe('failed');

    // The sandbox model again: one structured request answered; every step works, with its latency.
    harness().sandbox.reset();
    await baseUrl.fill(harness().sandbox.modelBaseUrl());
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result.getAttribute('class'), { timeout: 30_000 }).toBe('ok');
    expect(await result.textContent()).toMatch(
      /^Works: sandbox-model answered a structured request in \d+\.\d s\.$/,
    );
    for (const step of ['reachable', 'key', 'model', 'structured']) expect(await stateOf(step)).toBe('ok');
    expect(await panel.page.getByTestId('connection-latency').textContent()).toMatch(
      /^Answered in \d+\.\d s$/,
    );
    const sent = harness()
      .sandbox.requests()
      .filter((r) => r.kind === 'model');
    expect(sent.length).toBeGreaterThan(0);

    // A key the server refuses: reachable, key refused.
    const key = panel.page.getByLabel('API key (if the server needs one)');
    await key.fill('sk-bad');
    await key.press('Enter');
    await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    // After that quick sequence of saves, the field and storage keep the address saved last (an older one once came
    // back: a load in the worker wrote what it had read over the newer save).
    expect(await baseUrl.inputValue()).toBe(harness().sandbox.modelBaseUrl());
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result.getAttribute('class'), { timeout: 30_000 }).toBe('error');
    // The whole sentence in the failure message: it says which step broke and why.
    const refused = `${await result.textContent()}`;
    expect(refused).toContain('rejected the API key');
    expect(await stateOf('key')).toBe('failed');
    expect(await stateOf('reachable')).toBe('ok');
    expect(await baseUrl.inputValue()).toBe(harness().sandbox.modelBaseUrl());
    const saved = await worker.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      return (settings as { model: { baseUrl: string; apiKey: string } }).model;
    });
    expect(saved).toMatchObject({ baseUrl: harness().sandbox.modelBaseUrl(), apiKey: 'sk-bad' });
    // The worker read the settings for each Test connection, and wrote none back over the tab's newer saves.
    expect(
      await worker.evaluate(() => (globalThis as unknown as { settingsWrites: number }).settingsWrites),
    ).toBe(0);
    await key.fill('');
    await key.press('Enter');
  });

  it('keeps the layout still while saving: the status line has its space reserved', async () => {
    await panel.page.reload();
    await panel.openTab('Settings');
    const button = panel.page.getByRole('button', { name: 'Test connection' });
    const status = panel.page.getByTestId('settings-status');
    await button.waitFor();
    expect(await status.textContent()).toBe('');
    const before = await button.boundingBox();
    const model = panel.page.getByRole('textbox', { name: 'Model', exact: true });
    await model.fill('sandbox-model-2');
    await model.press('Enter');
    await expect.poll(() => status.textContent()).toBe('Saved.');
    const after = await button.boundingBox();
    expect(after?.y).toBe(before?.y);
    await model.fill('sandbox-model');
    await model.press('Enter');
  });

  it('the worker and the panel share the Web Lock every settings write takes (lib/settings/settings.ts)', async () => {
    // What the settings' writes rely on: a lock taken in the worker is seen, and waited for, in the panel.
    const sw = await harness().worker();
    // Returns once the worker holds it (the browser grants a lock asynchronously), and keeps it for a second.
    await sw.evaluate(
      () =>
        new Promise<void>((granted) => {
          void navigator.locks.request('cartographer-settings', () => {
            granted();
            return new Promise((resolve) => setTimeout(resolve, 1_000));
          });
        }),
    );
    const seen = await panel.page.evaluate(async () => {
      const held = (await navigator.locks.query()).held?.map((lock) => lock.name) ?? [];
      const asked = performance.now();
      await navigator.locks.request('cartographer-settings', () => undefined);
      return { held, waitedMs: performance.now() - asked };
    });
    expect(seen.held).toContain('cartographer-settings');
    expect(seen.waitedMs).toBeGreaterThan(300);
  });

  it('adds and removes a tier override, and states what leaves the browser', async () => {
    await panel.page.getByLabel('Domain', { exact: true }).fill('cityblog.example.com');
    await panel.page
      .getByLabel('Tier', { exact: true })
      .selectOption({ label: 'Local or other media (tier C)' });
    await panel.page.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => panel.page.getByTestId('tier-rows').textContent())
      .toContain('cityblog.example.com');
    await panel.page.getByRole('button', { name: 'Remove cityblog.example.com' }).click();
    await expect.poll(() => panel.page.getByTestId('tier-rows').count()).toBe(0);

    const privacy = await panel.page.getByTestId('privacy').textContent();
    expect(privacy).toContain('To the model provider');
    // The keyless defaults: OpenAlex is off without its free key.
    expect(privacy).toContain('go to Wikipedia, Europe PMC');
    expect(privacy).not.toContain('OpenAlex');
    expect(privacy).toContain('no telemetry');
    await harness().screenshot(panel.page, 'settings');
  });

  it('clears all data after a confirmation', async () => {
    await importFixtureRuns(panel);
    await expect.poll(() => panel.count().textContent(), { timeout: 10_000 }).toBe('2 runs');
    await panel.openTab('Settings');
    await panel.page.getByRole('button', { name: 'Clear all data…' }).click();
    await panel.page.getByRole('button', { name: 'Yes, delete everything' }).click();
    await expect
      .poll(() => panel.page.getByTestId('clear-status').textContent(), { timeout: 10_000 })
      .toBe('All runs and caches were deleted.');
    await panel.openTab('History');
    await expect.poll(() => panel.count().textContent(), { timeout: 10_000 }).toBe('0 runs');
  });
});
