/**
 * Keys never follow the user (issue 31): a key typed for one model server is never sent to another. The sandbox logs
 * each model request's Authorization header; OpenAI's host is mapped to the sandbox, so a request meant for OpenAI is
 * seen too.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Run } from '../../lib/engine/schemas';
import { readStore, type ExtensionHarness } from './fixtures';
import { CheckPage } from './pages/check-page';
import { useExtension } from './use-extension';

const K1 = 'sk-server-a-K1';
const K2 = 'sk-openai-K2';

/** The model requests the sandbox saw, with where they went and the Authorization they carried. */
function modelRequests(h: ExtensionHarness): { host: string; path: string; authorization: string }[] {
  return h.sandbox
    .requests()
    .filter((r) => r.kind === 'model')
    .map((r) => ({ host: r.host, path: r.path, authorization: r.authorization ?? '(none)' }));
}

/** Everything the sandbox received, as text: a key must not occur in it where it does not belong. */
function sentTo(h: ExtensionHarness, host: string): string {
  return JSON.stringify(h.sandbox.requests().filter((r) => r.host === host));
}

describe('keys per provider and base URL', () => {
  const harness = useExtension();
  let page: Page;
  let panel: CheckPage;

  beforeAll(async () => {
    const h = harness();
    await h.configure({
      onboarded: true,
      model: { provider: 'none' },
      search: {
        wikipedia: false,
        openalex: false,
        europepmc: false,
        gdelt: false,
        'current-events': false,
        searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
      },
    });
    const { tabId } = await h.openTab(h.sandbox.articleUrls.health);
    panel = new CheckPage(await h.openSidePanel(tabId));
    page = panel.page;
    await panel.openTab('Settings');
  });

  const result = () => page.getByTestId('connection-result');
  const field = (label: string) => page.getByLabel(label);
  const modelName = () => page.getByRole('textbox', { name: 'Model', exact: true });
  const saved = () => expect.poll(() => page.getByTestId('settings-status').textContent()).toBe('Saved.');
  async function type(label: string | Locator, value: string): Promise<void> {
    const input = typeof label === 'string' ? field(label) : label;
    await input.fill(value);
    await input.press('Enter');
    await saved();
  }
  async function testConnection(): Promise<string> {
    await page.getByRole('button', { name: 'Test connection' }).click();
    await expect.poll(() => result().count(), { timeout: 30_000 }).toBe(1);
    return (await result().textContent()) ?? '';
  }

  it('a server key K1 works at its base URL A', async () => {
    const h = harness();
    h.sandbox.reset();
    await page.getByRole('radio', { name: /^OpenAI-compatible server/ }).check();
    await type('Base URL', h.sandbox.modelBaseUrl());
    await type('API key (if the server needs one)', K1);
    await type(modelName(), 'sandbox-model');
    expect(await testConnection()).toMatch(/^Works: sandbox-model answered/);
    const sent = modelRequests(h);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((r) => r.host === '127.0.0.1' && r.authorization === `Bearer ${K1}`)).toBe(true);
  });

  it('switching to OpenAI clears the green "Works", shows no key and the default model, and sends no K1', async () => {
    const h = harness();
    h.sandbox.reset();
    await page.getByRole('radio', { name: /^OpenAI —/ }).check();
    await saved();
    expect(await result().count()).toBe(0);
    expect(await field('OpenAI API key').inputValue()).toBe('');
    expect(await modelName().inputValue()).toBe('gpt-4o-mini');
    // Without a key nothing is sent at all: Test connection says what to add.
    expect(await testConnection()).toContain('Add your OpenAI API key');
    expect(modelRequests(h)).toEqual([]);

    // OpenAI's own key goes to OpenAI, and only it.
    await type('OpenAI API key', K2);
    expect(await result().count()).toBe(0);
    expect(await testConnection()).toMatch(/^Works: gpt-4o-mini answered/);
    const sent = modelRequests(h);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent).toEqual(
      sent.map((r) => ({ host: 'api.openai.com', path: r.path, authorization: `Bearer ${K2}` })),
    );
  });

  it('a check with OpenAI sends only K2, to OpenAI; an export of it holds neither key', async () => {
    const h = harness();
    h.sandbox.reset();
    await panel.openTab('Check');
    const before = (await readStore<Run>(page, 'runs')).length;
    await panel.checkButton().click();
    await expect
      .poll(async () => (await readStore<Run>(page, 'runs')).length, { timeout: 15_000 })
      .toBe(before + 1);
    await expect
      .poll(async () => (await readStore<Run>(page, 'runs')).find((r) => r.status !== 'running')?.status, {
        timeout: 90_000,
        interval: 500,
      })
      .toMatch(/^(done|partial)$/);
    const run = (await readStore<Run>(page, 'runs'))[0]!;
    expect(run.modelUse.answers).toBeGreaterThan(0);
    const sent = modelRequests(h);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent.map((r) => `${r.host} ${r.authorization}`))).toEqual(
      new Set([`api.openai.com Bearer ${K2}`]),
    );
    expect(JSON.stringify(h.sandbox.requests())).not.toContain(K1);

    await panel.openTab('History');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /as JSON$/ })
        .first()
        .click(),
    ]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported).runs).toHaveLength(1);
    expect(exported).not.toContain(K1);
    expect(exported).not.toContain(K2);
  });

  it('switching back restores K1 for A, and a new base URL gets no key until one is typed for it', async () => {
    const h = harness();
    h.sandbox.reset();
    await panel.openTab('Settings');
    await page.getByRole('radio', { name: /^OpenAI-compatible server/ }).check();
    await saved();
    expect(await result().count()).toBe(0);
    expect(await field('Base URL').inputValue()).toBe(h.sandbox.modelBaseUrl());
    expect(await field('API key (if the server needs one)').inputValue()).toBe(K1);
    expect(await modelName().inputValue()).toBe('sandbox-model');

    // Another server at another base URL: the field empties, and K1 stays with A.
    const other = h.sandbox.modelBaseUrl('no-usage');
    await type('Base URL', other);
    await expect.poll(() => field('API key (if the server needs one)').inputValue()).toBe('');
    expect(await testConnection()).toMatch(/^Works: sandbox-model answered/);
    expect(sentTo(h, '127.0.0.1')).not.toContain(K1);
    expect(modelRequests(h).every((r) => r.path.startsWith('/s/no-usage/'))).toBe(true);

    // Back to A: K1 again, and the result about the other server is gone.
    await type('Base URL', h.sandbox.modelBaseUrl());
    expect(await result().count()).toBe(0);
    await expect.poll(() => field('API key (if the server needs one)').inputValue()).toBe(K1);
  });
});
