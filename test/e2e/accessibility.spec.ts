/** Every tab in light and dark: no serious or critical axe violations, and a screenshot at 400 px for docs/. */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './fixtures';
import { useExtension } from './use-extension';
import { seriousViolations } from './pages/axe';
import { CheckPage } from './pages/check-page';
import { HistoryPage } from './pages/history-page';
import { importFixtureRuns } from './pages/seed-runs';

/**
 * Screenshots go to docs/ only when asked (`CARTOGRAPHER_UPDATE_DOCS=1`), so an ordinary test run leaves the
 * committed images alone; otherwise next to the other E2E screenshots.
 */
const DOCS = process.env.CARTOGRAPHER_UPDATE_DOCS
  ? resolve('docs/screenshots')
  : join(SCREENSHOT_DIR, 'docs', 'screenshots');
const TABS = ['Check', 'Battlegrounds', 'Map', 'History', 'Settings'] as const;

describe('accessibility and screenshots', () => {
  const harness = useExtension({ sandbox: {} });

  it('has no serious or critical axe violations on any tab, light or dark', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = new HistoryPage(await harness().openSidePanel(tabId));
    await panel.page.setViewportSize({ width: 400, height: 900 });
    await importFixtureRuns(panel);
    await panel
      .row('Council approves bridge budget')
      .getByRole('button', { name: /^Reopen/ })
      .click();
    await panel.page.getByTestId('run-view').waitFor({ timeout: 10_000 });
    await mkdir(DOCS, { recursive: true });
    const found: Record<string, unknown> = {};
    for (const scheme of ['light', 'dark'] as const) {
      await panel.page.emulateMedia({ colorScheme: scheme });
      for (const name of TABS) {
        await panel.openTab(name);
        await panel.page.locator(`#panel-${name.toLowerCase()}`).waitFor();
        if (name === 'Map') await panel.page.getByTestId('graph').waitFor({ timeout: 10_000 });
        if (name === 'Settings') await panel.page.getByRole('button', { name: 'Test connection' }).waitFor();
        const violations = await seriousViolations(panel.page);
        if (violations.length > 0) found[`${name} (${scheme})`] = violations;
        await panel.page.screenshot({
          path: join(DOCS, `${name.toLowerCase()}-${scheme}.png`),
          fullPage: true,
        });
      }
    }
    expect(found).toEqual({});

    // The check can fail: a planted nameless button is reported.
    await panel.page.evaluate(() => document.body.append(document.createElement('button')));
    expect((await seriousViolations(panel.page)).map((v) => v.id)).toContain('button-name');
    await panel.page.reload();
  });

  it('takes a whole check with the keyboard alone: start, read the outcome, open a claim, go back', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.news);
    const panel = new CheckPage(await harness().openSidePanel(tabId));
    await panel.page.emulateMedia({ colorScheme: 'light' });
    await panel.page.setViewportSize({ width: 400, height: 900 });
    await expect.poll(() => panel.checkButton().isEnabled(), { timeout: 15_000 }).toBe(true);

    /** Presses Tab until the focused element matches, as a keyboard user would. */
    const tabTo = async (matches: (el: { text: string; role: string | null }) => boolean, limit = 40) => {
      for (let i = 0; i < limit; i += 1) {
        await panel.page.keyboard.press('Tab');
        const focused = await panel.page.evaluate(() => ({
          text: (document.activeElement?.textContent ?? '').trim(),
          role:
            document.activeElement?.getAttribute('role') ??
            document.activeElement?.tagName.toLowerCase() ??
            null,
        }));
        if (matches(focused)) return;
      }
      throw new Error('Could not reach the element with Tab');
    };
    await tabTo((el) => el.text === 'Check this article');
    await panel.page.keyboard.press('Enter');
    await expect
      .poll(() => panel.runStatus().textContent(), { timeout: 90_000 })
      .toMatch(/^Check (complete|finished early)/);
    expect(await axeClean(panel)).toEqual([]);

    const first = (await panel.page
      .getByTestId('claim-row')
      .first()
      .getByRole('button')
      .first()
      .textContent())!;
    await panel.page.locator('body').focus();
    await tabTo((el) => el.text === first);
    await panel.page.keyboard.press('Enter');
    await panel.page.getByTestId('claim-detail').waitFor();
    // Focus moves to the claim's heading, so a screen reader announces it.
    expect(await panel.page.evaluate(() => document.activeElement?.id)).toBe('claim-detail-title');
    await tabTo((el) => el.text === '← All claims' || el.text === 'Re-run', 20);
    await panel.page.keyboard.press('Shift+Tab');
    await tabTo((el) => el.text === '← All claims');
    await panel.page.keyboard.press('Enter');
    await panel.page.getByTestId('claim-list').waitFor();
    await mkdir(DOCS, { recursive: true });
    await panel.page.screenshot({ path: join(DOCS, '..', 'side-panel-check.png'), fullPage: false });
  });
});

async function axeClean(panel: CheckPage): Promise<string[]> {
  return (await seriousViolations(panel.page)).map((v) => `${v.id}: ${v.help} ${v.nodes.join(' ')}`);
}
