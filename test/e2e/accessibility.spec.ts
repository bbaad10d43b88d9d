/** A whole check with the keyboard alone (every view's axe audit and the docs' screenshots: a11y-views.spec.ts). */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './fixtures';
import { useExtension } from './use-extension';
import { axeViolations } from './pages/axe';
import { CheckPage } from './pages/check-page';

/**
 * Screenshots go to docs/ only when asked (`CARTOGRAPHER_UPDATE_DOCS=1`), so an ordinary test run leaves the
 * committed images alone; otherwise next to the other E2E screenshots.
 */
const DOCS = process.env.CARTOGRAPHER_UPDATE_DOCS
  ? resolve('docs/screenshots')
  : join(SCREENSHOT_DIR, 'docs', 'screenshots');

describe('accessibility and screenshots', () => {
  const harness = useExtension({ sandbox: {} });

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
    // Focus returns to the claim that was open, not to the page's body.
    const focusedText = () => panel.page.evaluate(() => document.activeElement?.textContent?.trim() ?? null);
    expect(await focusedText()).toBe(first);

    // Escape closes an open claim too, and focus again lands on it in the list.
    await panel.page.keyboard.press('Enter');
    await panel.page.getByTestId('claim-detail').waitFor();
    await panel.page.keyboard.press('Escape');
    await panel.page.getByTestId('claim-list').waitFor();
    expect(await panel.page.getByTestId('claim-detail').count()).toBe(0);
    expect(await focusedText()).toBe(first);
    await mkdir(DOCS, { recursive: true });
    await panel.page.screenshot({ path: join(DOCS, '..', 'side-panel-check.png'), fullPage: false });
  });
});

async function axeClean(panel: CheckPage): Promise<string[]> {
  return (await axeViolations(panel.page)).map((v) => `${v.id}: ${v.help} ${v.nodes.join(' ')}`);
}
