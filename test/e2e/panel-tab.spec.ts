/** The panel is always about its tab: its article, its last check, its Re-run; one run per article at a time. */
import { describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { ARTICLES } from '../sandbox/corpus';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';

const title = (name: string) => ARTICLES.find((a) => a.name === name)!.title;

describe('the panel follows its tab', () => {
  const harness = useExtension({ sandbox: {} });

  async function badgeOf(tabId: number): Promise<{ text: string; title: string }> {
    const sw = await harness().worker();
    return sw.evaluate(async (id) => {
      const [text, title] = await Promise.all([
        chrome.action.getBadgeText({ tabId: id }),
        chrome.action.getTitle({ tabId: id }),
      ]);
      return { text, title };
    }, tabId);
  }

  it('shows tab B its own article with no check after tab A was checked; A keeps its check and its Re-run', async () => {
    const urls = harness().sandbox.articleUrls;
    const a = await harness().openTab(urls.news);
    const b = await harness().openTab(urls.health);
    const panelA = new CheckPage(await harness().openSidePanel(a.tabId));
    await panelA.finishOnboarding();
    await panelA.checkButton().click();
    // While it runs the one button is Cancel; the Check button is gone.
    await panelA
      .cancelButton()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await expect
      .poll(() => panelA.runStatus().textContent(), { timeout: 90_000 })
      .toMatch(/^Check (complete|finished early)/);
    expect(await panelA.checkButton().count()).toBe(0);
    expect(await panelA.rerunButton().count()).toBe(1);

    // The toolbar badge of tab A shows the outcome; tab B has none.
    await expect.poll(async () => (await badgeOf(a.tabId)).text, { timeout: 10_000 }).toMatch(/^(\d+|–)$/);
    expect((await badgeOf(a.tabId)).title).toMatch(/^Cartographer: /);
    expect((await badgeOf(b.tabId)).text).toBe('');

    // Panel on tab B: B's article, no run (the background's focus on A's run is not B's).
    const panelB = new CheckPage(await harness().openSidePanel(b.tabId));
    await expect.poll(() => panelB.articleTitle().textContent(), { timeout: 15_000 }).toBe(title('health'));
    await expect.poll(() => panelB.checkButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(await panelB.runView().count()).toBe(0);
    expect(await panelB.text()).not.toContain(title('news'));
    await panelB.page.setViewportSize({ width: 400, height: 700 });
    await harness().screenshot(panelB.page, 'two-tabs-tab-b');
    await panelB.page.close();

    // Reopening the panel on A shows A's article and A's last check; Re-run checks A again.
    await panelA.page.close();
    const reopened = new CheckPage(await harness().openSidePanel(a.tabId));
    await expect
      .poll(() => reopened.runStatus().textContent(), { timeout: 15_000 })
      .toMatch(/^Check (complete|finished early)/);
    expect(await reopened.articleTitle().textContent()).toBe(title('news'));
    const before = (await readStore<Run>(reopened.page, 'runs')).map((r) => r.id);
    await reopened.rerunButton().click();
    await expect
      .poll(
        async () =>
          (await readStore<Run>(reopened.page, 'runs'))
            .filter((r) => !before.includes(r.id))
            .map((r) => r.article.url),
        {
          timeout: 15_000,
        },
      )
      .toEqual([urls.news]);
    await expect
      .poll(() => reopened.runStatus().textContent(), { timeout: 90_000 })
      .toMatch(/^Check (complete|finished early)/);

    // The tab moves to another article: the panel follows it and shows that article, unchecked.
    await a.page.goto(urls.science, { waitUntil: 'load' });
    await expect
      .poll(() => reopened.articleTitle().textContent(), { timeout: 15_000 })
      .toBe(title('science'));
    await expect.poll(() => reopened.runView().count(), { timeout: 5_000 }).toBe(0);
    expect(await reopened.checkButton().count()).toBe(1);
    await reopened.page.close();
    await a.page.close();
    await b.page.close();
  });

  it('offers Cancel while a run goes, and the background refuses a second run of the same article', async () => {
    harness().sandbox.setLatency({ modelMs: 400, searchMs: 300, pageMs: 100 });
    try {
      const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls['politics-de']);
      const panel = new CheckPage(await harness().openSidePanel(tabId));
      await expect.poll(() => panel.checkButton().isEnabled(), { timeout: 15_000 }).toBe(true);
      await panel.checkButton().click();
      await panel.cancelButton().waitFor({ timeout: 15_000 });
      expect(await panel.checkButton().count()).toBe(0);

      const second = await panel.sendCommand<{ runId: string }>('startCheck', { tabId });
      expect(second.ok).toBe(false);
      if (!second.ok) expect(second.error.message).toMatch(/already being checked.*cancel it/i);
      const runs = (await readStore<Run>(panel.page, 'runs')).filter((r) => r.article.url === page.url());
      expect(runs).toHaveLength(1);

      await panel.cancelButton().click();
      await expect.poll(() => panel.runStatus().textContent(), { timeout: 10_000 }).toMatch(/cancelled/i);
      // Once it has stopped, the article can be checked again.
      await expect
        .poll(async () => (await panel.sendCommand<{ runId: string }>('startCheck', { tabId })).ok, {
          timeout: 10_000,
        })
        .toBe(true);
      await panel.cancelButton().click();
      await page.close();
    } finally {
      harness().sandbox.setLatency({ modelMs: 0, searchMs: 0, pageMs: 0 });
    }
  });

  it('follows the active tab when the user switches tabs (the real panel has no fixed tab)', async () => {
    const urls = harness().sandbox.articleUrls;
    const a = await harness().openTab(urls.news);
    const b = await harness().openTab(urls.health);
    const page = await harness().context.newPage();
    await page.goto(`chrome-extension://${harness().extensionId}/sidepanel.html`);
    const panel = new CheckPage(page);
    const sw = await harness().worker();
    const activate = (tabId: number) =>
      sw.evaluate(async (id) => {
        await chrome.tabs.update(id, { active: true });
      }, tabId);
    await activate(a.tabId);
    await expect.poll(() => panel.articleTitle().textContent(), { timeout: 15_000 }).toBe(title('news'));
    // A was checked in the first test: its check is shown with it.
    await expect.poll(() => panel.runView().count(), { timeout: 10_000 }).toBe(1);
    await activate(b.tabId);
    await expect.poll(() => panel.articleTitle().textContent(), { timeout: 15_000 }).toBe(title('health'));
    await expect.poll(() => panel.runView().count(), { timeout: 10_000 }).toBe(0);
    await page.close();
    await a.page.close();
    await b.page.close();
  });
});
