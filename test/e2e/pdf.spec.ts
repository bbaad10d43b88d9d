/** PDFs in the extension: a sandbox PDF open in a tab is checked from the side panel; each claim shows its page. */
import { describe, expect, it } from 'vitest';
import type { Claim, Run } from '../../lib/engine/schemas';
import { sandboxPdf } from '../sandbox/corpus/pdf-documents';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';

describe('PDFs in the extension', () => {
  const harness = useExtension({ sandbox: { model: false } });
  const report = sandboxPdf('report');
  const pdfUrl = (path: string) => `http://${report.host}:${harness().sandbox.port}${path}`;

  async function latestRun(panel: Awaited<ReturnType<ReturnType<typeof harness>['openSidePanel']>>) {
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(panel, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0];
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    return run!;
  }

  it('checks a PDF open in a tab (served without a .pdf suffix) and shows each claim’s page', async () => {
    const { tabId } = await harness().openTab(pdfUrl('/reports/download'));
    const panel = await harness().openSidePanel(tabId);
    await panel.getByRole('button', { name: /Check this/ }).click();

    const run = await latestRun(panel);
    // The worker downloaded the PDF once, for the article card and Check together (the browser's own load of the
    // tab asks for HTML first).
    const downloads = harness()
      .sandbox.requests()
      .filter((r) => r.path === '/reports/download' && r.accept?.startsWith('application/pdf'));
    expect(downloads).toHaveLength(1);
    expect(run.article).toMatchObject({
      title: 'Urban Air Quality Report 2024',
      byline: 'Helena Marsh',
      publishedAt: '2024-03-12T08:30:00.000Z',
    });
    expect(run.article.pages).toHaveLength(3);
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === run.id);
    expect(claims.length).toBeGreaterThanOrEqual(5);
    const expected = new Map(report.facts.map((f) => [f.sentence, f.page]));
    for (const claim of claims) {
      expect(run.article.text.slice(claim.start, claim.end)).toBe(claim.quote);
      if (expected.has(claim.quote)) expect(claim.page).toBe(expected.get(claim.quote));
    }
    const traffic = claims.find((c) => c.quote.startsWith('Traffic accounted for 62 percent'));
    expect(traffic?.page).toBe(2);

    // The panel lists the claims with their page (no highlights in a PDF viewer).
    const row = panel.getByTestId('claim-row').filter({ hasText: 'Traffic accounted for 62 percent' });
    await expect.poll(() => row.getByTestId('claim-page').textContent(), { timeout: 15_000 }).toBe('p. 2');
    expect(await panel.getByTestId('claim-page').count()).toBe(claims.length);
    expect(await panel.getByTestId('article-words').textContent()).toMatch(/PDF, 3 pages/);
    expect(await panel.getByTestId('pdf-no-highlights').isVisible()).toBe(true);
    await harness().screenshot(panel, 'pdf-panel');

    // The claim's detail names its page too.
    await row.getByRole('button').first().click();
    await expect
      .poll(() => panel.getByTestId('claim-detail').textContent(), { timeout: 10_000 })
      .toContain('From page 2 of the PDF');
  });

  it('reads the PDF in an offscreen document (pdf.js is not in the service worker), closed after the read', async () => {
    const { tabId } = await harness().openTab(pdfUrl('/reports/air-quality-2024.pdf'));
    const panel = await harness().openSidePanel(tabId);
    await expect
      .poll(() => panel.getByTestId('article-words').textContent(), { timeout: 30_000 })
      .toMatch(/PDF, 3 pages/);
    const sw = await harness().worker();
    // The worker read it before through pdf.js in its own thread (which sets `pdfjsWorker`); now it never loads it.
    expect(await sw.evaluate(() => 'pdfjsWorker' in globalThis)).toBe(false);
    await expect
      .poll(
        () =>
          sw.evaluate(
            async () => (await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT'] })).length,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(0);
  });

  it('finishes the check when the service worker is stopped while it downloads the PDF', async () => {
    harness().sandbox.setLatency({ modelMs: 0, searchMs: 0, pageMs: 1500 });
    try {
      const path = '/reports/air-quality-2024.pdf';
      // Panels the tests before left open may read this tab too (a panel follows the active tab): closed first.
      for (const page of harness().context.pages())
        if (page.url().includes('/sidepanel.html')) await page.close();
      // This tab's downloads: the test before read the same PDF in its own tab.
      const earlier = harness()
        .sandbox.requests()
        .filter((r) => r.path === path && r.accept?.startsWith('application/pdf')).length;
      const { tabId } = await harness().openTab(pdfUrl(path));
      const panel = await harness().openSidePanel(tabId);
      const downloads = () =>
        harness()
          .sandbox.requests()
          .filter((r) => r.path === path && r.accept?.startsWith('application/pdf')).length - earlier;
      const cdp = await harness().context.newCDPSession(panel);
      const statuses: string[] = [];
      cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
        for (const version of event.versions) statuses.push(version.runningStatus);
      });
      await cdp.send('ServiceWorker.enable');
      const stopWhileDownloading = async (count: number) => {
        await expect.poll(downloads, { timeout: 15_000, interval: 50 }).toBe(count);
        statuses.length = 0;
        await cdp.send('ServiceWorker.stopAllWorkers');
        await expect.poll(() => statuses.includes('stopped'), { timeout: 10_000 }).toBe(true);
      };
      // The article card's read: stopped mid-download, asked again of the new worker.
      await stopWhileDownloading(1);
      await expect
        .poll(() => panel.getByTestId('article-words').textContent(), { timeout: 30_000 })
        .toMatch(/PDF, 3 pages/);
      // Check's read: a worker stopped once more keeps no read, so Check downloads again; stopped mid-download
      // too, the run still happens.
      statuses.length = 0;
      await cdp.send('ServiceWorker.stopAllWorkers');
      // An idle worker may already be stopped (no event then): Check's download below shows it kept no read.
      await expect
        .poll(() => statuses.includes('stopped'), { timeout: 3_000 })
        .toBe(true)
        .catch(() => undefined);
      const before = downloads();
      await panel.getByRole('button', { name: /Check this/ }).click();
      await stopWhileDownloading(before + 1);
      const run = await latestRun(panel);
      expect(run.article.pages).toHaveLength(3);
      expect(await panel.getByTestId('start-error').count()).toBe(0);
    } finally {
      harness().sandbox.setLatency({ modelMs: 0, searchMs: 0, pageMs: 0 });
    }
  });

  it('says a scanned PDF has no text layer', async () => {
    const { tabId } = await harness().openTab(pdfUrl('/reports/scanned-letter.pdf'));
    const panel = await harness().openSidePanel(tabId);
    await expect
      .poll(() => panel.getByText(/This PDF has no text layer \(it is probably scanned\)/).count(), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
  });
});
