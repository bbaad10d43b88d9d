/**
 * Issue 32 items 4 and 5 in Chromium, on real checks of the sandbox's health article: an Unverified claim says which
 * sources discussed it and what they said, and its detail the one step that would help most; a check whose every
 * search failed says its claims were not searched (never "not enough evidence"); a tier-A source reads as its kind
 * and standing first, its figure folded, and its age lowers it only for a time-sensitive claim.
 */
import { describe, expect, it } from 'vitest';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';

/** Opens the health article's panel and runs a check to its end. */
async function checkHealth(harness: ReturnType<ReturnType<typeof useExtension>>): Promise<CheckPage> {
  const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
  const panel = new CheckPage(await harness.openSidePanel(tabId));
  await panel.articleTitle().waitFor({ timeout: 15_000 });
  await panel.checkButton().click();
  await panel.runView().waitFor({ timeout: 15_000 });
  await expect
    .poll(() => panel.runStatus().textContent(), { timeout: 120_000, interval: 500 })
    .toMatch(/^(Check complete|Check finished early|No evidence could be gathered)/);
  return panel;
}

describe('a no-model check: what Unverified found, and standing in words', () => {
  const harness = useExtension({ sandbox: { model: false } });
  let panel: CheckPage;

  it('an Unverified claim says which sources discussed it and what they said, and what would help most', async () => {
    panel = await checkHealth(harness());
    const rows = panel.page.getByTestId('claim-row');
    const undecided = rows.filter({ has: panel.page.getByTestId('label-badge').getByText('Unverified') });
    expect(await undecided.count()).toBeGreaterThan(0);
    for (let i = 0; i < (await undecided.count()); i++) {
      const row = undecided.nth(i);
      // What was found, in one line: never the prior repeated on every card.
      expect(await row.getByTestId('undecided-summary').textContent()).toMatch(
        /^(\d+ sources? discuss(es)? it: .+; .+\.|The searches found no source that discusses it\.)$/,
      );
      expect(await row.getByTestId('claim-prior').count()).toBe(0);
    }
    expect(await panel.page.getByTestId('claim-list').textContent()).not.toMatch(/not a verdict/);

    const first = undecided.first();
    const line = await first.getByTestId('undecided-summary').textContent();
    await first.locator('.claim-text').click();
    const detail = panel.page.getByTestId('claim-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('undecided-summary').textContent()).toBe(line);
    const step = detail.getByTestId('undecided-next');
    // No model, no fact-check index here: a model (its sources only paraphrase it) or the index helps most.
    expect(['model-key', 'download-fact-checks', 'check-deeper']).toContain(
      await step.getAttribute('data-step'),
    );
    expect(await step.textContent()).toMatch(/^What would help most: \S/);
    await harness().screenshot(panel.page, 'unverified-explained-detail');
    await detail.getByRole('button', { name: '← All claims' }).click();
  });

  it('a tier-A public body reads "public body, high standing"; a 3-year-old page is not lowered for a timeless claim', async () => {
    await panel.page
      .getByTestId('claim-row')
      .filter({ hasText: /autism/ })
      .locator('.claim-text')
      .click();
    const detail = panel.page.getByTestId('claim-detail');
    await detail.waitFor();
    const who = detail.getByTestId('evidence-item').filter({ has: panel.page.locator('a[href*="who.int"]') });
    await who.first().waitFor({ timeout: 10_000 });
    const credibility = who.first().getByTestId('credibility');
    expect(await credibility.getByTestId('standing').textContent()).toBe('public body, high standing');
    // The figure and its parts are in the fold, closed.
    const fold = credibility.getByTestId('credibility-detail');
    expect(await fold.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    // Published in August 2023, on a claim that does not change with time: its age does not count.
    expect(await fold.locator('summary').textContent()).toBe('credibility 100%');
    await fold.locator('summary').click();
    expect(await fold.textContent()).toContain('recency: not counted, the claim does not change with time');
    await detail.getByRole('button', { name: '← All claims' }).click();
  });

  it('the same kind of page is lowered for its age when the claim is a figure, and says why', async () => {
    await panel.page.getByTestId('claim-row').filter({ hasText: /1,274/ }).locator('.claim-text').click();
    const detail = panel.page.getByTestId('claim-detail');
    await detail.waitFor();
    const cdc = detail.getByTestId('evidence-item').filter({ has: panel.page.locator('a[href*="cdc.gov"]') });
    await cdc.first().waitFor({ timeout: 10_000 });
    const credibility = cdc.first().getByTestId('credibility');
    expect(await credibility.getByTestId('standing').textContent()).toBe('public body, high standing');
    // Published in 2020, on a figure: 1 × 0.4 + 1 × 0.3 (its standing vouches for references) + 0.3 × 0.3.
    expect(await credibility.locator('summary').textContent()).toMatch(
      /^credibility 79% \(lowered: it was published \d years ago \(the claim is a figure, which can change\)\)$/,
    );
    await panel.page.close();
  });
});

describe('a check whose every search failed', () => {
  const harness = useExtension({ sandbox: { model: false } });

  it('says its claims were not searched and why, never "not enough evidence"', async () => {
    // The only search provider refuses every connection: no search is answered.
    await harness().configure({
      onboarded: true,
      model: { provider: 'none' },
      search: { wikipedia: false, openalex: false, searxng: { enabled: true, url: 'http://127.0.0.1:9/' } },
    });
    const panel = await checkHealth(harness());
    expect(await panel.outcome().getAttribute('data-status')).toBe('no-evidence');
    const lines = await panel.page.getByTestId('undecided-summary').allTextContents();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /^Not searched: every search for it failed \(.+\)\. This is not a finding about the claim\.$/,
      );
    const text = await panel.text();
    expect(text).not.toMatch(/not enough evidence|not a verdict/i);
    expect(await panel.page.locator('.summary').textContent()).toMatch(
      /\d+ not searched \(no search for them was answered\)/,
    );

    await panel.page.getByTestId('claim-row').first().locator('.claim-text').click();
    const step = panel.page.getByTestId('claim-detail').getByTestId('undecided-next');
    expect(await step.getAttribute('data-step')).toBe('search-settings');
    await step.getByRole('button', { name: 'Check the search providers' }).click();
    await expect.poll(() => panel.tab('Settings').getAttribute('aria-selected')).toBe('true');
    await harness().screenshot(panel.page, 'unverified-not-searched');
    await panel.page.close();
  });
});
