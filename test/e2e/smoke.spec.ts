/** Foundation smoke test: the built extension in Chromium reads a sandbox article and refuses a non-article. */
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '../sandbox/corpus';
import { useExtension } from './use-extension';
import { SidePanelPage } from './pages/side-panel-page';

function article(name: string) {
  const found = ARTICLES.find((a) => a.name === name);
  if (!found) throw new Error(`No sandbox article named ${name}`);
  return found;
}

describe('side panel smoke', () => {
  const harness = useExtension();

  it('shows the title, site and word count of the article in the tab', async () => {
    const health = article('health');
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = new SidePanelPage(await harness().openSidePanel(tabId));

    await expect.poll(() => panel.articleTitle().textContent(), { timeout: 15_000 }).toBe(health.title);
    const words = Number((await panel.wordCount().textContent())?.replace(/\D/g, ''));
    const expected = health.paragraphs.join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(expected * 0.9);
    expect(words).toBeLessThan(expected * 1.1);
    expect(await panel.page.getByTestId('article-site').textContent()).toBe(health.siteName);
    expect(await panel.page.getByTestId('article-lang').textContent()).toBe('English');
    await harness().screenshot(panel.page, 'check-article');
  });

  it('explains why a shop page cannot be checked instead of spinning', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls['non-article']);
    const panel = new SidePanelPage(await harness().openSidePanel(tabId));

    await expect.poll(() => panel.uncheckable().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel.uncheckable().textContent()).toMatch(/not an article/i);
  });

  it('refuses browser pages with a specific reason', async () => {
    const page = await harness().context.newPage();
    await page.goto('chrome://version');
    const sw = await harness().worker();
    // Extensions cannot see the URL of browser pages: the one tab without a URL is chrome://version.
    const tabId = await sw.evaluate(async () => (await chrome.tabs.query({})).find((t) => !t.url)?.id ?? -1);
    expect(
      tabId,
      JSON.stringify(
        await sw.evaluate(async () =>
          (await chrome.tabs.query({})).map((t) => [t.id, t.url, t.pendingUrl, t.status]),
        ),
      ),
    ).toBeGreaterThan(0);
    const panel = new SidePanelPage(await harness().openSidePanel(tabId));
    await expect
      .poll(() => panel.uncheckable().textContent(), { timeout: 15_000 })
      .toMatch(/browser's own pages/);
  });

  it('says plainly that a page did not load (offline) instead of the browser’s frame error', async () => {
    const page = await harness().context.newPage();
    await page.goto('http://127.0.0.1:9/article', { waitUntil: 'load' }).catch(() => undefined);
    const sw = await harness().worker();
    const findTab = () =>
      sw.evaluate(
        async () =>
          (await chrome.tabs.query({})).find((t) => (t.url ?? '').includes('127.0.0.1:9'))?.id ?? -1,
      );
    await expect.poll(findTab, { timeout: 10_000 }).toBeGreaterThan(0);
    const tabId = await findTab();
    const panel = new SidePanelPage(await harness().openSidePanel(tabId));
    await panel.uncheckable().waitFor({ timeout: 15_000 });
    const text = await panel.uncheckable().textContent();
    expect(text).toMatch(/This page did not load/);
    expect(text).not.toMatch(/Frame with ID|error page\)/);
    await page.close();
  });
});
