/**
 * Issue 32 items 8 and 10 in the built extension: Challenge selection from the panel and the shortcut's handler (a
 * statement's words and prior), the shortcut's binding in onboarding and Settings, the badge of a check whose model
 * failed, a run exported, deleted and imported again shown on its page, and claims named with their verdicts.
 * Playwright cannot press an extension's shortcut: the command is read from the browser's registry, and its handler
 * is called as the browser calls it (as the context menu's is in check-run.spec.ts).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Claim, Run, StoredVerdict } from '../../lib/engine/schemas';
import { ALL_CLAIMS } from '../sandbox/corpus';
import { readStore, type ExtensionHarness } from './fixtures';
import { CheckPage } from './pages/check-page';
import { HistoryPage } from './pages/history-page';
import { useExtension } from './use-extension';

const AUTISM = ALL_CLAIMS.find((c) => /autism/i.test(c.quote))!.quote;

/** Selects `text` in the page as a reader would (it must sit in one text node); false when it is not there. */
function select(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = document.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return true;
    }
    return false;
  }, text);
}

async function newestRun(page: Page, kind?: Run['kind']): Promise<Run | undefined> {
  return (await readStore<Run>(page, 'runs'))
    .filter((r) => kind === undefined || r.kind === kind)
    .sort((a, b) => b.createdAt - a.createdAt)[0];
}

async function settled(page: Page, runId: string): Promise<Run> {
  let run: Run | undefined;
  await expect
    .poll(
      async () => {
        run = (await readStore<Run>(page, 'runs')).find((r) => r.id === runId);
        return run?.status;
      },
      { timeout: 90_000, interval: 500 },
    )
    .toMatch(/^(done|partial)$/);
  return run!;
}

describe('challenge in reach (issue 32 item 8)', () => {
  const harness = useExtension({ sandbox: {} });

  it('registers the shortcut, and onboarding and Settings show it as the browser has it bound', async () => {
    const h = harness();
    const commands = await (await h.worker()).evaluate(() => chrome.commands.getAll());
    expect(commands).toContainEqual(
      expect.objectContaining({
        name: 'challenge-selection',
        shortcut: 'Alt+Shift+K',
        description: 'Challenge the statement selected in the page',
      }),
    );

    const { page, tabId } = await h.openTab(h.sandbox.articleUrls.health);
    await h.configure({ onboarded: false });
    const first = new CheckPage(await h.openSidePanel(tabId));
    await first.onboarding().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => first.onboarding().getByTestId('challenge-shortcut').textContent())
      .toBe('Keyboard shortcut: Alt+Shift+K.');
    expect(await first.onboarding().getByTestId('challenge-help').textContent()).toMatch(
      /select it in the page and press “Challenge selection”/,
    );
    await first.page.close();

    await h.useSandbox();
    const panel = new CheckPage(await h.openSidePanel(tabId));
    await panel.openTab('Settings');
    const section = panel.page.getByTestId('settings-challenge');
    await expect
      .poll(() => section.getByTestId('challenge-shortcut').textContent(), { timeout: 15_000 })
      .toBe('Keyboard shortcut: Alt+Shift+K.');
    expect(await section.getByRole('heading').textContent()).toBe('Challenge a statement');
    await panel.openTab('Check');
    await expect
      .poll(() => panel.page.locator('#challenge-selection-hint').textContent(), { timeout: 15_000 })
      .toBe('Checks only the statement you selected in the page. Keyboard shortcut: Alt+Shift+K.');
    await panel.page.close();
    await page.close();
  });

  it('Challenge selection checks the selected statement on its own: a statement’s prior and words, verdict announced', async () => {
    const h = harness();
    h.sandbox.reset();
    const { page, tabId } = await h.openTab(h.sandbox.articleUrls.health);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    await panel.articleTitle().waitFor({ timeout: 15_000 });

    // Nothing selected: the button says what to do, and nothing starts.
    const runsBefore = (await readStore<Run>(panel.page, 'runs')).length;
    await panel.page.getByRole('button', { name: 'Challenge selection' }).click();
    await expect
      .poll(() => panel.page.getByTestId('challenge-error').textContent(), { timeout: 15_000 })
      .toMatch(/^Nothing is selected in the page: select the statement you want to challenge/);
    expect((await readStore<Run>(panel.page, 'runs')).length).toBe(runsBefore);

    expect(await select(page, AUTISM)).toBe(true);
    await panel.page.getByRole('button', { name: 'Challenge selection' }).click();
    await expect
      .poll(() => panel.page.getByTestId('run-title').textContent(), { timeout: 15_000 })
      .toBe(AUTISM);
    const run = await settled(panel.page, (await newestRun(panel.page, 'challenge'))!.id);
    expect(run).toMatchObject({ kind: 'challenge', statement: AUTISM });
    expect(await panel.runView().getAttribute('data-run-id')).toBe(run.id);

    // Its one claim starts at the statement prior, not at its page's.
    const [claim] = (await readStore<Claim>(panel.page, 'claims')).filter((c) => c.runId === run.id);
    const verdict = (await readStore<StoredVerdict>(panel.page, 'verdicts')).find((v) => v.runId === run.id);
    expect(verdict?.prior).toMatchObject({ veracity: 0.5, domain: null, statement: true });
    expect(verdict?.label).toMatch(/refuted|likely_false/);

    // A screen reader hears the verdict with the claim: the button's accessible name.
    const named = panel.page.getByRole('button', {
      name: new RegExp(`^(Refuted|Likely false): ${claim!.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    });
    await expect.poll(() => named.count(), { timeout: 15_000 }).toBe(1);

    // Its words speak of the statement, never of "the article".
    await named.click();
    const detail = (await panel.page.getByTestId('run-view').textContent()) ?? '';
    expect(detail).not.toMatch(/the article has no figures|sources like this one/);
    await page.close();
    await panel.page.close();
  });

  it('the shortcut’s handler challenges the selection of the tab it was pressed in', async () => {
    const h = harness();
    const { page, tabId } = await h.openTab(h.sandbox.articleUrls.health);
    expect(await select(page, AUTISM)).toBe(true);
    const sw = await h.worker();
    const runId = await sw.evaluate(async (id) => {
      const tab = await chrome.tabs.get(id);
      const scope = globalThis as unknown as {
        cartographer: { onCommand(command: string, tab: object): Promise<string | null> };
      };
      return scope.cartographer.onCommand('challenge-selection', tab);
    }, tabId);
    expect(runId).toBeTruthy();
    const panel = new CheckPage(await h.openSidePanel(tabId));
    const run = await settled(panel.page, runId!);
    expect(run).toMatchObject({ kind: 'challenge', statement: AUTISM });
    await page.close();
    await panel.page.close();
  });
});

describe('History restores a re-imported run on its page (issue 32 item 10)', () => {
  const harness = useExtension({ sandbox: {} });

  it('a run exported, deleted and imported again is its page’s check again', async () => {
    const h = harness();
    const { page, tabId } = await h.openTab(h.sandbox.articleUrls.science);
    const panel = new HistoryPage(await h.openSidePanel(tabId));
    await panel.page.getByRole('button', { name: 'Check this article' }).click();
    await expect.poll(async () => (await newestRun(panel.page))?.id, { timeout: 15_000 }).toBeTruthy();
    const run = await settled(panel.page, (await newestRun(panel.page))!.id);
    const title = run.article.title;

    await panel.openTab('History');
    const [download] = await Promise.all([
      panel.page.waitForEvent('download'),
      panel
        .row(title)
        .getByRole('button', { name: /as JSON$/ })
        .click(),
    ]);
    const file = (await download.path())!;
    const bundle = JSON.parse(await readFile(file, 'utf8'));
    expect(bundle.runs[0].seal).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    await panel
      .row(title)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect
      .poll(async () => (await readStore<Run>(panel.page, 'runs')).length, { timeout: 20_000 })
      .toBe(0);
    await panel.importFile(file);
    await expect.poll(() => panel.importOutcome().textContent(), { timeout: 15_000 }).toContain('Imported 1');
    expect((await readStore<Run>(panel.page, 'runs'))[0]).toMatchObject({ id: run.id, origin: 'local' });
    await panel.page.close();

    // A fresh panel on the page opens on that check, as before it was deleted.
    const fresh = new CheckPage(await h.openSidePanel(tabId));
    await expect.poll(() => fresh.runView().getAttribute('data-run-id'), { timeout: 15_000 }).toBe(run.id);
    expect(await fresh.page.getByTestId('run-provenance').count()).toBe(0);
    await fresh.page.close();
    await page.close();
  });
});

describe('the badge of a check whose model failed (issue 32 item 10)', () => {
  const harness = useExtension();

  async function badge(h: ExtensionHarness, tabId: number) {
    return (await h.worker()).evaluate(async (id) => {
      const [text, title, color] = await Promise.all([
        chrome.action.getBadgeText({ tabId: id }),
        chrome.action.getTitle({ tabId: id }),
        chrome.action.getBadgeBackgroundColor({ tabId: id }),
      ]);
      return { text, title, color: [...color] };
    }, tabId);
  }

  it('reads "?" in its own colour, never the amber count of doubtful claims, and says why on hover', async () => {
    const h = harness();
    await h.configure({
      onboarded: true,
      model: {
        provider: 'openai-compatible',
        apiKey: 'sk-test',
        model: 'sandbox-model',
        baseUrl: 'http://127.0.0.1:9/v1',
      },
      search: {
        wikipedia: false,
        openalex: false,
        searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
      },
    });
    const { page, tabId } = await h.openTab(h.sandbox.articleUrls.news);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    await panel.checkButton().click();
    await expect.poll(async () => (await newestRun(panel.page))?.id, { timeout: 15_000 }).toBeTruthy();
    await settled(panel.page, (await newestRun(panel.page))!.id);
    await expect.poll(async () => (await badge(h, tabId)).text, { timeout: 15_000 }).toMatch(/^\d*\?$/);
    const shown = await badge(h, tabId);
    // BADGE_COLORS.degraded (#3f51b5), not amber (#a15c00) nor red.
    expect(shown.color).toEqual([63, 81, 181, 255]);
    expect(shown.title).toMatch(
      /^Cartographer: The model sandbox-model failed \(the model server could not be reached\), so the built-in rules read the claims and sources instead\. The rules' reading: /,
    );
    await panel.page.close();
    await page.close();
  });
});
