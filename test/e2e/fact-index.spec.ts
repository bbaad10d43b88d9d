/**
 * The local index of professional fact-checks, end to end against the sandbox's generated ClaimReview feed: offered in
 * onboarding with its size, downloaded with progress, cancelled with nothing kept, interrupted by the worker being
 * stopped and resumed, used by a keyless check (a professional fact-check found in it), removed from Settings.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Evidence, Run } from '../../lib/engine';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';
import { FactIndexPanel } from './pages/fact-index-panel';

/** Feed items served: enough that a download takes a few seconds (the corpus's reviews sit in its second half). */
const RECORDS = 20_000;

describe('the local fact-check index', () => {
  const harness = useExtension();
  let panel: CheckPage;
  let offer: FactIndexPanel;

  beforeAll(async () => {
    const { sandbox } = harness();
    const urls = sandbox.searchBaseUrls;
    // A first run with no key: Wikipedia (at the sandbox) is its only search, and the feed is the sandbox's.
    await harness().configure({
      onboarded: false,
      model: { provider: 'none' },
      search: {
        wikipedia: {
          enabled: true,
          baseUrl: `${urls.wikipedia}/{lang}/w/api.php`,
          pageBaseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/wiki/`,
        },
        openalex: false,
      },
      factChecks: { feedUrl: `${sandbox.factCheckFeedUrl}?records=${RECORDS}` },
    });
    const { tabId } = await harness().openTab(sandbox.articleUrls.health);
    panel = new CheckPage(await harness().openSidePanel(tabId));
    offer = new FactIndexPanel(panel.page, panel.onboarding());
  });

  it('onboarding says what a keyless check does and offers the download with its size', async () => {
    await panel.onboarding().waitFor({ timeout: 15_000 });
    // The sentence names the sources once the settings have loaded.
    await expect
      .poll(() => panel.onboarding().getByTestId('keyless-can-do').textContent(), { timeout: 10_000 })
      .toContain('looks for them in Wikipedia, Europe PMC');
    expect(await panel.onboarding().getByTestId('next-step').getAttribute('data-step')).toBe(
      'download-fact-checks',
    );
    expect(await offer.downloadButton().textContent()).toBe(
      'Download 93,000 professional fact-checks (200 MB, free)',
    );
    expect(await offer.state()).toBe('none');
    // Optional steps fold under one line on the welcome (the Check button stays on the first screen): open it.
    await panel.onboarding().getByTestId('onboarding-more').locator('summary').click();
    expect(await offer.downloadButton().isVisible()).toBe(true);
  });

  it('downloads with progress in bytes and records, and Cancel keeps nothing of it', async () => {
    await offer.downloadButton().click();
    await expect.poll(() => offer.state(), { timeout: 10_000 }).toBe('downloading');
    // The sandbox states the feed's Content-Length: progress is "x MB of y MB · n fact-checks stored".
    await expect
      .poll(() => offer.progressText(), { timeout: 30_000 })
      .toMatch(/^Downloading: [\d.]+ MB of \d+ MB · [1-9][\d,]* fact-checks? stored$/);
    expect((await offer.stored()).rows).toBeGreaterThan(0);
    await offer.within.getByTestId('fact-index-cancel').click();
    await expect.poll(() => offer.state(), { timeout: 10_000 }).toBe('none');
    const stored = await offer.stored();
    expect(stored.rows).toBe(0);
    expect(stored.state).toMatchObject({ served: null, job: null });
  });

  it('a download whose worker was stopped reads "interrupted", and resumes', async () => {
    await offer.downloadButton().click();
    await expect.poll(async () => (await offer.stored()).rows, { timeout: 30_000 }).toBeGreaterThan(0);
    const cdp = await harness().context.newCDPSession(panel.page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    // The panel asks the worker whether it still runs the download; the restarted one does not.
    await expect.poll(() => offer.state(), { timeout: 20_000 }).toBe('interrupted');
    expect(await offer.within.getByTestId('fact-index-stopped').textContent()).toContain(
      'Download interrupted — resume',
    );
    expect((await offer.stored()).rows).toBe(0);
    await offer.within.getByTestId('fact-index-resume').click();
    await expect
      .poll(async () => (await offer.stored()).state?.served?.records, { timeout: 90_000, interval: 500 })
      .toBeGreaterThan(RECORDS * 0.95);
    const { rows, state } = await offer.stored();
    expect(state?.served?.records).toBe(rows);
    expect(state?.job).toBeNull();
    // With the index there, the step onboarding suggests becomes the next one this user lacks.
    await expect
      .poll(() => panel.onboarding().getByTestId('next-step').getAttribute('data-step'), { timeout: 10_000 })
      .toBe('openalex-key');
  });

  it('a keyless check then shows a professional fact-check from the index, with its attribution', async () => {
    await panel.finishOnboarding();
    await panel.checkButton().click();
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(panel.page, 'runs'))[0];
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial|no-evidence)$/);
    const fromIndex = (await readStore<Evidence>(panel.page, 'evidence')).filter(
      (e) => e.runId === run!.id && e.foundIn === 'factcheck-index',
    );
    expect(fromIndex.map((e) => [e.domain, e.rating])).toContainEqual(['politifact.com', 'Pants on Fire']);
    // The claim's detail shows the fact-check as found in the local index, with the feed's attribution.
    const claimId = fromIndex.find((e) => e.domain === 'politifact.com')!.claimId;
    await panel.page.locator(`[data-claim-id="${claimId}"] button`).first().click();
    const marked = panel.page.getByTestId('from-fact-index').first();
    await marked.waitFor({ timeout: 15_000 });
    expect(await marked.textContent()).toContain('ClaimReview data: Data Commons, CC BY');
    await harness().screenshot(panel.page, 'fact-index-evidence');
  });

  it('Settings removes the index: nothing stored, the offer back', async () => {
    await panel.page.keyboard.press('Escape');
    await panel.openTab('Settings');
    const settings = new FactIndexPanel(panel.page, panel.page.getByTestId('settings-fact-index'));
    await expect.poll(() => settings.state(), { timeout: 10_000 }).toBe('ready');
    expect(await settings.within.getByTestId('fact-index-served').textContent()).toMatch(
      /^[\d,]+ professional fact-checks stored in this browser .* Source: Data Commons ClaimReview feed, CC BY\.$/,
    );
    await harness().screenshot(panel.page, 'fact-index-settings');
    await settings.within.getByTestId('fact-index-remove').click();
    // Clearing some 20,000 rows and their term index can take seconds on a busy machine.
    await expect
      .poll(async () => `${await settings.state()} ${(await settings.error()) ?? ''}`, { timeout: 30_000 })
      .toBe('none ');
    expect(await settings.stored()).toMatchObject({ rows: 0, state: { served: null, job: null } });
    expect(await settings.downloadButton().isVisible()).toBe(true);
  });
});
