/**
 * Words a reader understands, and flows that lead somewhere (issue 22, items 3 and 4): source kinds that agree on the
 * pill and in the reasons, credibility with its standing and reasons, channels named with their legend shown, one
 * offline message, stages not reached; back from a challenge, button words for PDFs and threads, History import
 * with progress that never freezes the panel, one status line, and a hint when filters hide every run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { postPageByName, withPort } from '../sandbox/corpus';
import { sandboxPdf } from '../sandbox/corpus/pdf-documents';
import { readStore } from './fixtures';
import { challengeFromMenu } from './pages/context-menu';
import type { HistoryPage } from './pages/history-page';
import { exportBundle, writeTempFile } from './pages/run-bundle';
import { ResultsPage } from './pages/results-page';
import { openPanel } from './pages/seed-runs';
import { cancelledRun, kindsRun, manyRuns } from './pages/words-runs';
import { useExtension } from './use-extension';

describe('words and flows', () => {
  const harness = useExtension({ sandbox: {} });
  let panel: HistoryPage;

  beforeAll(async () => {
    panel = (await openPanel(harness())).panel;
    await panel.openTab('History');
    await panel.importFile(await writeTempFile('words.json', exportBundle([kindsRun(), cancelledRun()])));
    await panel.importOutcome().waitFor({ timeout: 15_000 });
    const outcome = await panel.importOutcome().textContent();
    if (!outcome?.includes('Imported 2, skipped 0')) throw new Error(`Import failed: ${outcome}`);
  });

  async function reopen(title: string): Promise<ResultsPage> {
    await panel.openTab('History');
    await panel.search('');
    await panel
      .row(title)
      .getByRole('button', { name: /^Reopen/ })
      .click();
    const results = new ResultsPage(panel.page);
    await results.runView().waitFor({ timeout: 15_000 });
    return results;
  }

  it('names every source by its kind, the same on its pill and in the reasons', async () => {
    const results = await reopen('Words about vaccines');
    expect(await results.page.getByTestId('claim-kind').first().textContent()).toBe('Statement of fact');
    await results.openClaim('The MMR vaccine causes autism.');
    const detail = results.claimDetail();
    await detail.waitFor();
    const pill = async (host: string) =>
      (
        await detail
          .getByTestId('evidence-item')
          .filter({ has: results.page.locator(`a[href*="${host}"]`) })
          .locator('.badge.tier')
          .textContent()
      )?.trim();
    expect(await pill('naturalnews.com')).toBe('known unreliable');
    expect(await pill('cdc.gov')).toBe('public body');
    expect(await pill('politifact.com')).toBe('fact-checker');
    expect(await pill('thelancet.com')).toBe('journal');
    expect(await pill('wikipedia.org')).toBe('reference work');
    expect(await pill('x.com/CDCgov')).toBe('public body (official account)');
    // The official account's pill is coloured as credible, never as low-standing social media.
    const xPill = detail
      .getByTestId('evidence-item')
      .filter({ has: results.page.locator('a[href*="x.com/CDCgov"]') })
      .locator('.badge.tier');
    expect(await xPill.getAttribute('class')).toContain('kind-credible');

    const reasons = (await detail.getByTestId('verdict-reasons').textContent()) ?? '';
    expect(reasons).toContain('1 known unreliable (naturalnews.com)');
    expect(reasons).toContain('1 public body (cdc.gov)');
    expect(reasons).toContain('1 fact-checker (politifact.com)');
    expect(reasons).toContain('1 journal (thelancet.com)');
    expect(reasons).toContain('1 reference work (wikipedia.org)');
    expect(reasons).toContain('1 public body (official account) (x.com)');
    expect(reasons).not.toMatch(/tier[- ][A-D]|social media|known-unreliable/);

    // A public body reads as one in words first (issue 32 item 5), never a bare coin flip: its figure and parts are
    // folded, and a 7-year-old page on a timeless claim is not lowered for its age nor for showing no references.
    const cdc = detail
      .getByTestId('evidence-item')
      .filter({ has: results.page.locator('a[href*="cdc.gov"]') })
      .getByTestId('credibility');
    expect(await cdc.getByTestId('standing').textContent()).toBe('public body, high standing');
    expect(
      await cdc.getByTestId('credibility-detail').evaluate((el) => (el as HTMLDetailsElement).open),
    ).toBe(false);
    expect(await cdc.locator('summary').textContent()).toBe('credibility 100%');
    expect(await cdc.getByTestId('credibility-lowered').count()).toBe(0);
  });

  it('names the channels in words with their legend shown, and says which side each cited source takes', async () => {
    const detail = new ResultsPage(panel.page).claimDetail();
    const names = await detail.getByTestId('rgba-bars').locator('.channel-name').allTextContents();
    expect(names).toEqual(['Danger', 'Veracity', 'Honesty', 'Explainability']);
    const legend = detail.getByTestId('rgba-legend');
    expect(await legend.isVisible()).toBe(true);
    expect(await legend.evaluate((el) => el.closest('details') === null)).toBe(true);
    expect(await legend.textContent()).toContain('Danger');

    const counter = detail.getByTestId('counter-argument');
    expect(await counter.getByRole('heading').textContent()).toBe('Strongest case that it is true');
    const sources = await detail.getByTestId('counter-argument-sources').locator('li').allTextContents();
    expect(sources).toEqual([
      'naturalnews.com supports the claim',
      'cdc.gov contradicts the claim: cited, but it does not make this case',
    ]);
  });

  it('says once that the searches had no connection, instead of the error beside every search', async () => {
    const detail = new ResultsPage(panel.page).claimDetail();
    expect(await detail.getByTestId('search-failures').textContent()).toBe(
      'No connection: 3 searches could not reach the search providers. Check your connection, then Re-run.',
    );
    expect(await detail.getByTestId('query-state').allTextContents()).toEqual([
      ' not run (no connection)',
      ' not run (no connection)',
      ' not run (no connection)',
    ]);
    expect(await detail.getByTestId('query-list').textContent()).not.toMatch(/fetch failed|ENOTFOUND/);
    expect(await detail.getByTestId('query-list').textContent()).toContain('looking for the opposite');
    await harness().screenshot(panel.page, 'words-claim-detail');
  });

  it('describes the map in words, not nodes and links', async () => {
    await panel.openTab('Map');
    const summary = panel.page.getByTestId('map-summary');
    await summary.waitFor({ timeout: 10_000 });
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('1 claim, 1 person, place or thing and 1 source, with 2 connections between them');
    expect(text).not.toMatch(/nodes|links/);
  });

  it('shows stages a cancelled check never reached as not reached, not struck through', async () => {
    const results = await reopen('A check cancelled midway');
    const skipped = results.page.locator('.step[data-state="skipped"]');
    expect(await skipped.allTextContents()).toEqual([
      'Searching, reading and weighing sources (not reached)',
      'Looking harder (not reached)',
      'Summing up (not reached)',
    ]);
    const decorations = await skipped.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).textDecorationLine),
    );
    expect(decorations.every((d) => !d.includes('line-through'))).toBe(true);
  });

  it('imports 300 runs in small steps with progress, never freezing the panel as one whole-file import did', async () => {
    await panel.openTab('History');
    await panel.page.getByRole('button', { name: 'Export all (JSON)' }).click();
    await expect
      .poll(() => panel.page.getByTestId('history-message').textContent(), { timeout: 10_000 })
      .toMatch(/^Exported \d+ runs?\.$/);
    const before = Number((await panel.count().textContent())?.replace(/\D/g, ''));
    const file = await writeTempFile('many.json', exportBundle(manyRuns(300)));
    await panel.page.evaluate(() => {
      const scope = window as unknown as { longTasks: number[]; sawProgress: boolean };
      scope.longTasks = [];
      scope.sawProgress = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          scope.longTasks.push(entry.duration);
        }
      }).observe({ type: 'longtask' });
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="import-progress"] progress')) scope.sawProgress = true;
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await panel.importFile(file);
    await expect
      .poll(() => panel.importOutcome().textContent(), { timeout: 60_000 })
      .toContain('Imported 300, skipped 0');
    const { longTasks, sawProgress } = await panel.page.evaluate(() => {
      const scope = window as unknown as { longTasks: number[]; sawProgress: boolean };
      return { longTasks: scope.longTasks, sawProgress: scope.sawProgress };
    });
    expect(sawProgress).toBe(true);
    // Measured on this machine: the longest task 89 ms with the file alone (under 100 ms), up to ~250 ms while
    // other Chromium suites share the two cores; one 300-run bundle (the old import) froze it for 1.8 s. The bound
    // separates the two without timing the machine's load.
    expect(Math.max(0, ...longTasks)).toBeLessThan(500);
    // The import's outcome replaced the export's message: one status line, never a stale one beside it.
    expect(await panel.page.getByTestId('history-message').textContent()).not.toContain('Exported');
    await expect.poll(() => panel.count().textContent()).toBe(`${before + 300} runs`);
  });

  it('says when the filters hide every run, and clears them', async () => {
    const shown = (await panel.count().textContent()) ?? '';
    await panel.search('zzqxj');
    await panel.page.getByTestId('filters-hide-all').waitFor({ timeout: 10_000 });
    expect(await panel.count().textContent()).toBe(
      '0 runs — no saved run matches these filters. Clear the filters',
    );
    await panel.page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(() => panel.count().textContent(), { timeout: 10_000 }).toBe(shown);
    expect(await panel.page.getByLabel('Search title, URL or claim').inputValue()).toBe('');
  });

  it('names the button after what the tab holds: a PDF, a thread', async () => {
    const report = sandboxPdf('report');
    const pdf = await harness().openTab(`http://${report.host}:${harness().sandbox.port}/reports/download`);
    const pdfPanel = await harness().openSidePanel(pdf.tabId);
    await pdfPanel.getByRole('button', { name: 'Check this PDF' }).waitFor({ timeout: 30_000 });
    await pdfPanel.close();
    await pdf.page.close();

    const thread = postPageByName('x-thread');
    const post = await harness().openTab(withPort(thread.url, harness().sandbox.port));
    const postPanel = await harness().openSidePanel(post.tabId);
    await postPanel
      .getByRole('button', { name: thread.posts.length > 1 ? 'Check this thread' : 'Check this post' })
      .waitFor({ timeout: 30_000 });
    await postPanel.close();
    await post.page.close();
  });

  it('leads from a challenge back to the article’s check, whose Re-run checks the article', async () => {
    const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const check = new ResultsPage(await harness().openSidePanel(tabId));
    await check.page.getByRole('button', { name: 'Check this article' }).click();
    let article: Run | undefined;
    await expect
      .poll(
        async () => {
          article = (await readStore<Run>(check.page, 'runs')).find(
            (r) => r.kind === 'article' && r.article.url === harness().sandbox.articleUrls.health,
          );
          return article?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    const challengeId = await challengeFromMenu(harness(), tabId, 'The MMR vaccine causes autism.');
    expect(challengeId).toBeTruthy();
    await expect
      .poll(() => check.runView().getAttribute('data-run-id'), { timeout: 15_000 })
      .toBe(challengeId);
    await check.page.getByTestId('back-to-article').click();
    await expect
      .poll(() => check.runView().getAttribute('data-run-id'), { timeout: 15_000 })
      .toBe(article!.id);
    expect(await check.page.getByTestId('back-to-article').count()).toBe(0);
    const rerun = check.page.getByRole('button', { name: 'Re-run' });
    await expect
      .poll(() => rerun.getAttribute('title'), { timeout: 90_000 })
      .toBe('Read this tab’s article again and check it');
    await check.page.close();
    await page.close();
  });
});
