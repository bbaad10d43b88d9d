/** Settings and onboarding: first run without a key, provider and keys, test connection, tiers, privacy, clear data. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures';
import { HistoryPage } from './pages/history-page';
import { importFixtureRuns } from './pages/seed-runs';

describe('Settings and onboarding', () => {
  let harness: ExtensionHarness;
  let panel: HistoryPage;

  beforeAll(async () => {
    harness = await launchExtension();
    const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
    panel = new HistoryPage(await harness.openSidePanel(tabId));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('greets a first run with an onboarding that works without a key, and remembers Start', async () => {
    const onboarding = panel.onboarding();
    await onboarding.waitFor({ timeout: 15_000 });
    expect(await onboarding.textContent()).toContain('It works without any key');
    expect(await onboarding.textContent()).toContain('A model key adds');
    await harness.screenshot(panel.page, 'onboarding');
    await onboarding.getByRole('button', { name: 'Start' }).click();
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

  it('tests the connection to an OpenAI-compatible server and shows its exact message', async () => {
    await panel.page.getByRole('radio', { name: /^OpenAI-compatible server/ }).check();
    const baseUrl = panel.page.getByLabel('Base URL');
    await baseUrl.fill(harness.sandbox.modelBaseUrl());
    await baseUrl.press('Enter');
    await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    const result = panel.page.getByTestId('connection-result');
    await result.waitFor({ timeout: 20_000 });
    const message = await result.textContent();
    expect(message?.length).toBeGreaterThan(5);
    expect({ message, tone: await result.getAttribute('class') }).toEqual({ message, tone: 'ok' });
  });

  it('says exactly what is wrong when the model server cannot be reached', async () => {
    const baseUrl = panel.page.getByLabel('Base URL');
    await baseUrl.fill('http://127.0.0.1:9/v1');
    await baseUrl.press('Enter');
    await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    await panel.page.getByRole('button', { name: 'Test connection' }).click();
    const result = panel.page.getByTestId('connection-result');
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toContain('127.0.0.1:9');
    expect(await result.getAttribute('class')).toBe('error');
  });

  it('adds and removes a tier override, and states what leaves the browser', async () => {
    await panel.page.getByLabel('Domain', { exact: true }).fill('cityblog.example.com');
    await panel.page
      .getByLabel('Tier', { exact: true })
      .selectOption({ label: 'Tier C: local or other media' });
    await panel.page.getByRole('button', { name: 'Add' }).click();
    await expect
      .poll(() => panel.page.getByTestId('tier-rows').textContent())
      .toContain('cityblog.example.com');
    await panel.page.getByRole('button', { name: 'Remove cityblog.example.com' }).click();
    await expect.poll(() => panel.page.getByTestId('tier-rows').count()).toBe(0);

    const privacy = await panel.page.getByTestId('privacy').textContent();
    expect(privacy).toContain('To the model provider');
    expect(privacy).toContain('Wikipedia, OpenAlex');
    expect(privacy).toContain('no telemetry');
    await harness.screenshot(panel.page, 'settings');
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
