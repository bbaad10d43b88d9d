/** History: import, list newest first, search and filter, reopen, export, delete with undo. */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useExtension } from './use-extension';
import type { HistoryPage } from './pages/history-page';
import { importFixtureRuns, openPanel } from './pages/seed-runs';
import { exportBundle, writeTempFile } from './pages/run-bundle';

const BRIDGE = 'Council approves bridge budget';
const VACCINE = 'Study links vaccine to miracle cure';

describe('History', () => {
  const harness = useExtension();
  let panel: HistoryPage;

  beforeAll(async () => {
    ({ panel } = await openPanel(harness()));
  });

  it('imports a JSON export and lists the runs newest first with site, date, label and swatch', async () => {
    await importFixtureRuns(panel);
    expect(await panel.importOutcome().textContent()).toContain('Imported 2, skipped 0');
    await expect.poll(() => panel.titles(), { timeout: 10_000 }).toEqual([BRIDGE, VACCINE]);
    const bridge = await panel.row(BRIDGE).textContent();
    expect(bridge).toContain('news.example.com');
    expect(bridge).toContain('Contested');
    expect(await panel.row(VACCINE).textContent()).toContain('Refuted');
    expect(await panel.row(BRIDGE).getByRole('img').getAttribute('aria-label')).toBe(
      'Danger 50%, Veracity 70%, Honesty 70%, Explainability 60%',
    );
    await harness().screenshot(panel.page, 'history');
  });

  it('skips runs already in History and explains a damaged file', async () => {
    await panel.importFile(await writeTempFile('again.json', exportBundle()));
    await expect
      .poll(() => panel.importOutcome().textContent(), { timeout: 10_000 })
      .toContain('Imported 0, skipped 2');
    await panel.importFile(await writeTempFile('broken.json', '{ not json'));
    await expect
      .poll(() => panel.importOutcome().textContent(), { timeout: 10_000 })
      .toContain('is not valid JSON');
  });

  it('searches by title, URL and claim text, and filters by label and site', async () => {
    await panel.search('vaccine');
    await expect.poll(() => panel.titles()).toEqual([VACCINE]);
    await panel.search('cancers'); // a word of the claim only
    await expect.poll(() => panel.titles()).toEqual([VACCINE]);
    await panel.search('');
    await expect.poll(() => panel.titles()).toEqual([BRIDGE, VACCINE]);
    await panel.filterLabel('Contested');
    await expect.poll(() => panel.titles()).toEqual([BRIDGE]);
    await panel.filterLabel('Any');
    await panel.filterSite('health.example.org');
    await expect.poll(() => panel.titles()).toEqual([VACCINE]);
    await panel.filterSite('');
    await expect.poll(() => panel.titles()).toEqual([BRIDGE, VACCINE]);
  });

  it('exports one run as JSON that is a valid Cartographer export', async () => {
    const [download] = await Promise.all([
      panel.page.waitForEvent('download'),
      panel
        .row(VACCINE)
        .getByRole('button', { name: /as JSON$/ })
        .click(),
    ]);
    const bundle = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(bundle.format).toBe('cartographer-export');
    expect(bundle.runs.map((entry: { run: { id: string } }) => entry.run.id)).toEqual(['run-vaccine']);
  });

  it('exports one run as a Markdown report', async () => {
    const [download] = await Promise.all([
      panel.page.waitForEvent('download'),
      panel
        .row(BRIDGE)
        .getByRole('button', { name: /as Markdown$/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cartographer-council-approves-bridge-budget-.*\.md$/);
    const markdown = await readFile((await download.path())!, 'utf8');
    expect(markdown).toContain('Council approves bridge budget');
    expect(markdown).toContain('Traffic on the old city bridge fell by 30 percent');
  });

  it('reopens a run in the Check tab', async () => {
    await panel
      .row(VACCINE)
      .getByRole('button', { name: /^Reopen/ })
      .click();
    await expect
      .poll(() => panel.page.getByTestId('run-title').textContent(), { timeout: 10_000 })
      .toBe(VACCINE);
    await panel.openTab('History');
  });

  it('shows when each run was checked, to the minute, and compares any two runs picked', async () => {
    const timeCells = panel.page.getByTestId('history-time');
    await expect.poll(() => timeCells.count(), { timeout: 10_000 }).toBe(2);
    const times = await timeCells.allTextContents();
    for (const time of times) expect(time).toMatch(/\d{1,2}:\d{2}/);
    await panel
      .row(VACCINE)
      .getByRole('checkbox', { name: /^Compare/ })
      .check();
    expect(await panel.page.getByTestId('pick-hint').textContent()).toBe(
      'Pick one more run to compare with.',
    );
    await panel
      .row(BRIDGE)
      .getByRole('checkbox', { name: /^Compare/ })
      .check();
    const compared = panel.page.getByTestId('compare-picked');
    await compared.waitFor({ timeout: 10_000 });
    const text = (await compared.textContent()) ?? '';
    // Older first: the vaccine run is three days older than the bridge run.
    expect(text.indexOf(VACCINE)).toBeLessThan(text.indexOf(BRIDGE));
    expect(text).toContain('No longer found: A vaccine cures all known cancers. (was Refuted)');
    expect(text).toContain(
      'New claim: The city council approved 4.2 million euros for the new bridge. (Supported)',
    );
    await harness().screenshot(panel.page, 'history-compare');
    await compared.getByRole('button', { name: 'Done comparing' }).click();
    expect(await compared.count()).toBe(0);
  });

  it('hides a deleted run at once, brings it back on Undo, and deletes it for good otherwise', async () => {
    await panel
      .row(VACCINE)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => panel.titles()).toEqual([BRIDGE]);
    await panel.page.getByTestId('deleted-row').getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => panel.titles()).toEqual([BRIDGE, VACCINE]);

    await panel
      .row(VACCINE)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect.poll(() => panel.count().textContent(), { timeout: 20_000 }).toBe('1 run');
    expect(await panel.titles()).toEqual([BRIDGE]);
    expect(await panel.page.getByTestId('deleted-row').count()).toBe(0);
  });
});
