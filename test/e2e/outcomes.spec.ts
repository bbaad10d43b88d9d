/** Honest outcomes and worst news first, on runs in each end state written to the extension's store. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';
import { crowdedMapRun, failedRun, falseThesisRun, noEvidenceRun, partialRun } from './pages/outcome-runs';
import { seedRuns } from './pages/store-seed';

describe('end states and headlines', () => {
  const harness = useExtension({ sandbox: {} });
  const tabs: Record<string, number> = {};

  beforeAll(async () => {
    const urls = harness().sandbox.articleUrls;
    for (const name of ['health', 'news', 'science', 'politics-de', 'large'] as const) {
      tabs[name] = (await harness().openTab(urls[name])).tabId;
    }
    const panel = new CheckPage(await harness().openSidePanel(tabs.health!));
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    const now = Date.now();
    await seedRuns(panel.page, [
      noEvidenceRun(urls.health, 'Measles outbreak', now),
      partialRun(urls.news, 'Council approves bridge budget', now),
      failedRun(urls.science, 'A study', now),
      falseThesisRun(urls['politics-de'], 'Vaccines', now),
      crowdedMapRun(urls.large, 'Budget', now),
    ]);
    await panel.page.close();
  });

  const open = async (name: string) => {
    const panel = new CheckPage(await harness().openSidePanel(tabs[name]!));
    await panel.outcome().waitFor({ timeout: 15_000 });
    return panel;
  };

  it('says no evidence could be gathered, names the failed providers, offers Retry and Settings', async () => {
    const panel = await open('health');
    expect(await panel.outcome().getAttribute('data-status')).toBe('no-evidence');
    expect(await panel.runStatus().textContent()).toMatch(/^No evidence could be gathered/);
    const failures = await panel.page.getByTestId('provider-failures').textContent();
    expect(failures).toContain(
      'SearXNG: SearXNG could not be reached (connection refused). (4 failed searches)',
    );
    expect(failures).toContain('OpenAlex: OpenAlex did not answer within 10 s.');
    expect(await panel.text()).not.toMatch(/Check complete/);
    await panel.page.setViewportSize({ width: 400, height: 900 });
    await harness().screenshot(panel.page, 'outcome-no-evidence');
    // Claims without a verdict: no 50 % bars anywhere.
    await panel.page.getByTestId('claim-row').first().waitFor();
    expect(await panel.page.getByTestId('rgba-bars').count()).toBe(0);
    // The failed search reads as failed, not "not run yet".
    await panel.page.getByRole('button', { name: 'The MMR vaccine causes autism.' }).click();
    expect(await panel.page.getByTestId('query-state').first().textContent()).toMatch(
      /failed: SearXNG could not be reached/,
    );
    await panel.page.getByRole('button', { name: '← All claims' }).click();

    await panel.page.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => panel.tab('Settings').getAttribute('aria-selected')).toBe('true');
    await panel.openTab('Check');
    const before = (await readStore<Run>(panel.page, 'runs')).length;
    await panel.page.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(async () => (await readStore<Run>(panel.page, 'runs')).length, { timeout: 10_000 })
      .toBe(before + 1);
    const retried = (await readStore<Run>(panel.page, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0]!;
    expect(retried.article.url).toBe(harness().sandbox.articleUrls.health);
    await panel.page.close();
  });

  it('says which budget stopped a partial check, and draws bars only for claims with a verdict', async () => {
    const panel = await open('news');
    expect(await panel.runStatus().textContent()).toBe(
      'Check finished early because it reached its time limit: the results below are partial.',
    );
    expect(await panel.headline().textContent()).toBe(
      '1 claim supported, none found false, 1 could not be verified',
    );
    const rows = panel.page.getByTestId('claim-row');
    expect(await rows.filter({ hasText: 'Unverified' }).getByTestId('rgba-bars').count()).toBe(0);
    expect(await rows.filter({ hasText: 'Supported' }).getByTestId('rgba-bars').count()).toBe(1);
    await panel.page.close();
  });

  it('shows a failed check with its reason and a Retry', async () => {
    const panel = await open('science');
    expect(await panel.runStatus().textContent()).toBe(
      'Check failed: The model provider rejected the API key: check it in Settings.',
    );
    expect(await panel.page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await panel.page.close();
  });

  it('leads with a false main claim, and uses one confidence vocabulary explained on hover', async () => {
    const panel = await open('politics-de');
    expect(await panel.headline().textContent()).toBe(
      'Main claim likely false: The MMR vaccine causes autism.',
    );
    expect(await panel.page.getByTestId('article-verdict').textContent()).toContain('Overall: Likely false');
    const text = await panel.text();
    expect(text).not.toContain('Flagged');
    const statuses = panel.page.getByTestId('status-badge');
    expect((await statuses.allTextContents()).sort()).toEqual([
      'High confidence',
      'Medium confidence',
      'Medium confidence',
    ]);
    for (const title of await statuses.evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? '')))
      expect(title.length).toBeGreaterThan(20);
    const label = panel.page.getByTestId('label-badge').first();
    expect(await label.getAttribute('title')).toMatch(/evidence/i);
    // The main claim's detail warns about the source that tried to steer the verdict.
    await panel.page.getByTestId('claim-row').first().getByRole('button').first().click();
    await panel.page.getByTestId('claim-detail').waitFor();
    expect(await panel.page.getByTestId('instruction-warning').textContent()).toMatch(
      /addressed to an AI.*only the rest of the page was weighed/,
    );
    await panel.page.close();
  });

  it('keeps map labels legible (≥ 11 px) and apart at 320 and 400 px, when fitted, zoomed and focused', async () => {
    const panel = await open('large');
    await panel.openTab('Map');
    const graph = panel.page.getByTestId('graph');
    await graph.waitFor({ timeout: 10_000 });
    const labelBoxes = () =>
      panel.page
        .getByTestId('node-labels')
        .locator('text')
        .evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return {
              text: el.textContent ?? '',
              left: r.left,
              right: r.right,
              top: r.top,
              bottom: r.bottom,
              px: r.height,
            };
          }),
        );
    const assertReadable = async (when: string) => {
      const boxes = await labelBoxes();
      expect(boxes.length, when).toBeGreaterThan(3);
      for (const box of boxes) expect(box.px, `${when}: ${box.text}`).toBeGreaterThanOrEqual(11);
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1)) {
          const overlap =
            a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          expect(overlap, `${when}: "${a.text}" overlaps "${b.text}"`).toBe(false);
        }
      return boxes.length;
    };
    for (const width of [320, 400]) {
      await panel.page.setViewportSize({ width, height: 800 });
      await panel.page.getByRole('button', { name: 'Fit' }).click();
      await assertReadable(`fit at ${width} px`);
      await panel.page.getByRole('button', { name: 'Zoom in' }).click();
      await panel.page.getByRole('button', { name: 'Zoom in' }).click();
      await assertReadable(`zoomed at ${width} px`);
    }
    await panel.page.getByRole('button', { name: 'Fit' }).click();
    const focused = panel.page.getByRole('button', { name: 'Source: source-8.example.org' });
    await focused.focus();
    await expect
      .poll(async () => (await labelBoxes()).some((b) => b.text.startsWith('source-8.exa')))
      .toBe(true);
    await assertReadable('focused');
    await harness().screenshot(panel.page, 'map-crowded');
    await panel.page.close();
  });

  it('offline (every search provider down), a real check ends as "no evidence", naming the provider, with Retry and Settings', async () => {
    await harness().configure({
      onboarded: true,
      model: {
        provider: 'openai-compatible',
        baseUrl: harness().sandbox.modelBaseUrl(),
        apiKey: 'sk-test',
        model: 'sandbox-model',
      },
      search: { wikipedia: false, openalex: false, searxng: { enabled: true, url: 'http://127.0.0.1:9/' } },
    });
    try {
      const { tabId } = await harness().openTab(harness().sandbox.articleUrls.injection);
      const panel = new CheckPage(await harness().openSidePanel(tabId));
      await expect.poll(() => panel.checkButton().isEnabled(), { timeout: 15_000 }).toBe(true);
      await panel.checkButton().click();
      await expect
        .poll(() => panel.outcome().getAttribute('data-status'), { timeout: 90_000 })
        .toMatch(/^(no-evidence|done|partial|failed)$/);
      await harness().screenshot(panel.page, 'offline-outcome');
      expect(await panel.outcome().getAttribute('data-status')).toBe('no-evidence');
      expect(await panel.page.getByTestId('provider-failures').textContent()).toMatch(/^SearXNG: /);
      expect(await panel.page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
      expect(await panel.page.getByRole('button', { name: 'Settings' }).count()).toBe(1);
      expect(await panel.text()).not.toMatch(/Check complete|not run yet/);
      expect(await panel.page.getByTestId('rgba-bars').count()).toBe(0);
      await panel.page.close();
    } finally {
      await harness().useSandbox();
    }
  });
});
