/** Results of an imported run: the Check tab's run view and claim detail, Battlegrounds and Map. */
import { beforeAll, describe, expect, it } from 'vitest';
import { useExtension } from './use-extension';
import { ResultsPage } from './pages/results-page';
import { importFixtureRuns, openPanel } from './pages/seed-runs';

describe('run results', () => {
  const harness = useExtension();
  let panel: ResultsPage;

  beforeAll(async () => {
    const opened = await openPanel(harness());
    await importFixtureRuns(opened.panel);
    await opened.panel
      .row('Council approves bridge budget')
      .getByRole('button', { name: /^Reopen/ })
      .click();
    panel = new ResultsPage(opened.panel.page);
  });

  it('reopens the run in the Check tab with the article verdict and claims by danger × doubt', async () => {
    await expect.poll(() => panel.runView().isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await panel.tab('Check').getAttribute('aria-selected')).toBe('true');
    expect(await panel.page.getByTestId('article-verdict').textContent()).toContain('Contested');
    expect(await panel.page.getByTestId('run-notices').textContent()).toContain('Budget reached');
    const rows = await panel.claimRows().allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Traffic on the old city bridge fell');
    expect(rows[1]).toContain('4.2 million euros');
    expect(rows[2]).toContain('waste of money');
    expect(await panel.page.getByTestId('count-claims').textContent()).toMatch(/^3 claims found\b/);
    expect(await panel.page.getByTestId('count-sources').textContent()).toBe('3 sources read');
    await harness().screenshot(panel.page, 'check');
  });

  it('shows a claim in full: quote, evidence for and against, searches, reasons and trace', async () => {
    await panel.openClaim('Traffic on the old city bridge fell by 30 percent between 2020 and 2026.');
    const detail = panel.claimDetail();
    await detail.waitFor();
    expect(await detail.getByTestId('claim-quote').textContent()).toBe(
      'traffic on the old bridge fell by 30 percent since 2020',
    );
    const forSide = await detail.getByTestId('evidence-for').textContent();
    expect(forSide).toContain('dropped by 29.6 percent compared with 2020');
    // A public body's recent page on a figure: its standing vouches for the references it does not show (issue 32 item 5).
    expect(forSide).toContain('public body, high standing');
    expect(forSide).toContain('credibility 100%');
    const against = await detail.getByTestId('evidence-against').textContent();
    expect(against).toContain('the counts on the old bridge barely changed');
    expect(
      await detail
        .getByTestId('evidence-against')
        .getByLabel(/^social account: .*\(tier D\)$/)
        .count(),
    ).toBe(1);
    expect(await detail.getByTestId('query-list').textContent()).toContain('looking for the opposite');
    expect(await detail.getByTestId('verdict-reasons').textContent()).toContain(
      '1 independent source refutes: 1 social account (example.com)',
    );
    await detail.getByTestId('claim-trace').locator('summary').click();
    expect(await detail.getByTestId('trace-list').textContent()).toContain('Hop 1: conflicting sources');
    await harness().screenshot(panel.page, 'claim-detail');
    await detail.getByRole('button', { name: '← All claims' }).click();
    await panel.claimRows().first().waitFor();
  });

  it('shows the battleground with both sides, their sources and how the evidence leans', async () => {
    await panel.openTab('Battlegrounds');
    await expect.poll(() => panel.battlegrounds().count(), { timeout: 10_000 }).toBe(1);
    const card = panel.battlegrounds().first();
    expect(await card.getByRole('heading').first().textContent()).toBe(
      'Did traffic on the old bridge really fall by 30 percent?',
    );
    expect(await card.getByTestId('side-A').textContent()).toContain('Traffic fell by about 30 percent.');
    expect(await card.getByTestId('side-B').textContent()).toContain('example.com');
    expect(await card.getByTestId('lean-words').textContent()).toBe(
      'The evidence leans toward side A: Traffic fell by about 30 percent.',
    );
    await harness().screenshot(panel.page, 'battlegrounds');
  });

  it('draws the map; zoom works, Enter on an entity lists its claims, a claim node opens the claim', async () => {
    await panel.openTab('Map');
    await panel.graph().waitFor({ timeout: 10_000 });
    expect(await panel.graph().locator('[data-node]').count()).toBe(6);
    expect(await panel.graph().locator('.edge-conflict').count()).toBe(1);
    expect(await panel.graph().locator('.edge-support').count()).toBe(1);
    // The entity relation the article states is drawn between its entities with its predicate as a label.
    expect(await panel.graph().locator('[data-edge-type="relation"]').count()).toBe(1);
    expect(await panel.graph().getByTestId('relation-label').allTextContents()).toEqual([
      'approved funds for',
    ]);
    await harness().screenshot(panel.page, 'map');

    const before = Number(await panel.graph().getAttribute('data-scale'));
    await panel.page.getByRole('button', { name: 'Zoom in' }).click();
    expect(Number(await panel.graph().getAttribute('data-scale'))).toBeGreaterThan(before);

    await panel.node('Entity: old bridge').focus();
    await panel.page.keyboard.press('Enter');
    const entityClaims = panel.page.getByTestId('entity-claims');
    await entityClaims.waitFor();
    expect(await entityClaims.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining(['The city council approved 4.2 million euros for the new bridge.']),
    );

    await panel.page.getByRole('button', { name: 'Fit' }).click();
    // A claim node is named with its verdict.
    await panel
      .node('Claim, Supported: The city council approved 4.2 million euros for the new bridge.')
      .click();
    await panel.claimDetail().waitFor();
    expect(await panel.claimDetail().getByTestId('claim-quote').textContent()).toContain('4.2 million euros');
  });

  it('moves between tabs with the arrow keys and has no horizontal overflow at 320 px', async () => {
    await panel.page.setViewportSize({ width: 320, height: 700 });
    await panel.openTab('Check');
    // Opening a tab focuses its panel's heading; the arrow keys work from the tab list.
    await panel.tab('Check').focus();
    await panel.page.keyboard.press('ArrowRight');
    expect(await panel.tab('Battlegrounds').getAttribute('aria-selected')).toBe('true');
    for (const name of ['Check', 'Battlegrounds', 'Map', 'History', 'Settings'] as const) {
      await panel.openTab(name);
      await panel.page.locator(`#panel-${name.toLowerCase()}`).waitFor();
      expect({ name, overflow: await panel.horizontalOverflow() }).toEqual({ name, overflow: 0 });
    }
  });
});

describe('live check', () => {
  const harness = useExtension({ sandbox: { model: false } });

  it('checks the article in the tab without a model and shows progress, claims and the outcome', async () => {
    const { panel: opened } = await openPanel(harness());
    const panel = new ResultsPage(opened.page);
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    await panel.page.getByRole('button', { name: 'Check this article' }).click();
    await panel.runView().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => panel.page.getByTestId('run-status').textContent(), { timeout: 90_000, interval: 500 })
      .toMatch(/^Check (complete|finished early)/);
    expect(
      Number(
        /^(\d+) claims? found/.exec((await panel.page.getByTestId('count-claims').textContent()) ?? '')?.[1],
      ),
    ).toBeGreaterThan(0);
    expect(
      Number((await panel.page.getByTestId('count-sources').textContent())?.replace(/\D/g, '')),
    ).toBeGreaterThan(0);
    expect(await panel.claimRows().count()).toBeGreaterThan(0);
    // No model wrote the summary: the panel says it comes from the verdicts (as on Quick with a model).
    expect(await panel.page.getByTestId('article-verdict').textContent()).toMatch(/claims? checked/);
    expect(await panel.page.getByTestId('summary-by').textContent()).toBe(
      'Summary written from the verdicts, not by the model.',
    );
    await harness().screenshot(panel.page, 'check-live');
  });
});
