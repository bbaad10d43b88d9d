/** A full check in the extension: side panel Check, Challenge this claim, and a run surviving a killed worker. */
import { describe, expect, it } from 'vitest';
import type { Claim, Run, StoredVerdict } from '../../lib/engine/schemas';
import { ALL_CLAIMS } from '../sandbox/corpus';
import { readStore, type ExtensionHarness } from './fixtures';
import { useExtension } from './use-extension';
import { challengeFromMenu } from './pages/context-menu';

describe('research runs in the extension', () => {
  const harness = useExtension({ sandbox: {} });

  async function waitForRun(panel: Awaited<ReturnType<ExtensionHarness['openSidePanel']>>, runId?: string) {
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          const runs = await readStore<Run>(panel, 'runs');
          run = runId ? runs.find((r) => r.id === runId) : runs.sort((a, b) => b.createdAt - a.createdAt)[0];
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    return run!;
  }

  it('checks an article from the side panel: verdicts from executed neutral and counter searches', async () => {
    harness().sandbox.reset();
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = await harness().openSidePanel(tabId);
    await panel.getByRole('button', { name: 'Check this article' }).click();

    const run = await waitForRun(panel);
    expect(run.article.title).toMatch(/Measles/);
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === run.id);
    const verdicts = (await readStore<StoredVerdict>(panel, 'verdicts')).filter((v) => v.runId === run.id);
    expect(claims.length).toBeGreaterThan(1);

    // The annotated false claim (MMR causes autism) is judged false from the evidence.
    const autism = claims.find((c) => /autism/i.test(c.quote));
    expect(autism).toBeDefined();
    const annotated = ALL_CLAIMS.find((c) => c.quote === autism!.quote);
    expect(annotated?.truth).toBe('false');
    expect(verdicts.find((v) => v.claimId === autism!.id)?.label).toMatch(/refuted|likely_false/);

    // Counter-queries were actually sent to the search provider, not only planned.
    const searched = harness()
      .sandbox.requests()
      .filter((r) => r.kind === 'search')
      .map((r) => r.query ?? '');
    expect(searched.some((q) => /\b(false|fact check|debunked|no evidence)\b/i.test(q))).toBe(true);

    // The side panel shows the verdicts.
    await expect
      .poll(
        () =>
          panel
            .getByTestId('claim-list')
            .getByText(/Refuted|Likely false/)
            .first()
            .isVisible(),
        { timeout: 15_000 },
      )
      .toBe(true);
    await harness().screenshot(panel, 'check-run');
    await panel.setViewportSize({ width: 420, height: 900 });
    await harness().screenshot(panel, 'check-run-narrow');

    // Reopening the panel on the same article shows its last check without checking again.
    await panel.close();
    const reopened = await harness().openSidePanel(tabId);
    await expect
      .poll(() => reopened.getByTestId('run-status').textContent(), { timeout: 15_000 })
      .toMatch(/^Check (complete|finished early)/);
    expect(
      (await readStore<Run>(reopened, 'runs')).filter((r) => r.article.url === run.article.url),
    ).toHaveLength(1);

    // Checking again compares with the previous check, claim by claim.
    await reopened.getByRole('button', { name: 'Re-run' }).click();
    await expect
      .poll(() => reopened.getByTestId('previous-check').textContent(), { timeout: 60_000 })
      .toMatch(/Compared with the check of .*(Same claims, same verdicts|→|New claim|No longer found)/);
  });

  it('challenges a selected statement from the context menu', async () => {
    const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const statement = ALL_CLAIMS.find((c) => /autism/i.test(c.quote))!.quote;
    const runId = await challengeFromMenu(harness(), tabId, statement);
    expect(runId).toBeTruthy();
    const panel = await harness().openSidePanel(tabId);
    const run = await waitForRun(panel, runId!);
    expect(run.kind).toBe('challenge');
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === run.id);
    expect(claims).toHaveLength(1);
    const verdict = (await readStore<StoredVerdict>(panel, 'verdicts')).find((v) => v.runId === run.id);
    expect(verdict?.label).toMatch(/refuted|likely_false/);
    await page.close();
  });

  it('finishes a run after the service worker is killed mid-run', async () => {
    harness().sandbox.setLatency({ modelMs: 700, searchMs: 300, pageMs: 200 });
    try {
      const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.science);
      const panel = await harness().openSidePanel(tabId);
      await panel.getByRole('button', { name: 'Check this article' }).click();

      // Wait until the science run is under way (its claims stored), then stop every service worker.
      const scienceUrl = harness().sandbox.articleUrls.science;
      let running: Run | undefined;
      await expect
        .poll(
          async () => {
            running = (await readStore<Run>(panel, 'runs')).find((r) => r.article.url === scienceUrl);
            const claims = await readStore<Claim>(panel, 'claims');
            return running !== undefined && claims.some((c) => c.runId === running!.id);
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);
      expect(running!.status).toBe('running');
      const cdp = await harness().context.newCDPSession(panel);
      const statuses: string[] = [];
      cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
        for (const version of event.versions) statuses.push(version.runningStatus);
      });
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
      await expect.poll(() => statuses.includes('stopped'), { timeout: 10_000 }).toBe(true);
      const beforeWake = (await readStore<Run>(panel, 'runs')).find((r) => r.id === running!.id);
      expect(beforeWake?.status).toBe('running');

      // Any event wakes the worker again; reopening the panel sends one.
      await panel.reload();
      const finished = await waitForRun(panel, running!.id);
      expect(statuses.lastIndexOf('running')).toBeGreaterThan(statuses.indexOf('stopped'));
      const verdicts = (await readStore<StoredVerdict>(panel, 'verdicts')).filter(
        (v) => v.runId === finished.id,
      );
      expect(verdicts.length).toBeGreaterThan(0);
      await page.close();
    } finally {
      harness().sandbox.setLatency({ modelMs: 0, searchMs: 0, pageMs: 0 });
    }
  });

  it('cancels a run within a second, keeps what it found, and re-runs the same article', async () => {
    harness().sandbox.setLatency({ modelMs: 700, searchMs: 300, pageMs: 200 });
    try {
      const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.news);
      const panel = await harness().openSidePanel(tabId);
      await panel.getByRole('button', { name: 'Check this article' }).click();
      const newsUrl = harness().sandbox.articleUrls.news;
      let running: Run | undefined;
      await expect
        .poll(
          async () => {
            running = (await readStore<Run>(panel, 'runs')).find((r) => r.article.url === newsUrl);
            const claims = await readStore<Claim>(panel, 'claims');
            return running !== undefined && claims.some((c) => c.runId === running!.id);
          },
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);

      await panel.getByRole('button', { name: 'Cancel' }).click();
      await expect
        .poll(async () => (await readStore<Run>(panel, 'runs')).find((r) => r.id === running!.id)?.status, {
          timeout: 5_000,
          interval: 50,
        })
        .toBe('cancelled');
      const kept = (await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === running!.id);
      expect(kept.length).toBeGreaterThan(0);
      await expect.poll(() => panel.getByTestId('run-status').textContent()).toMatch(/cancelled/i);

      await panel.getByRole('button', { name: 'Re-run' }).click();
      await expect
        .poll(
          async () =>
            (await readStore<Run>(panel, 'runs')).filter(
              (r) => r.article.url === newsUrl && r.id !== running!.id,
            )[0]?.status,
          { timeout: 60_000, interval: 250 },
        )
        .toMatch(/^(done|partial)$/);
      await page.close();
    } finally {
      harness().sandbox.setLatency({ modelMs: 0, searchMs: 0, pageMs: 0 });
    }
  });
});
