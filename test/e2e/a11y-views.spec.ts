/** Every view, light and dark, at 320 CSS px and at 200 % zoom: no axe violation of any impact, no sideways scroll. */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './fixtures';
import { useExtension } from './use-extension';
import { axeViolations } from './pages/axe';
import { PanelViews, VIEWPORTS, VIEWS } from './pages/panel-views';

/**
 * The docs' screenshots go to docs/screenshots only when asked (`CARTOGRAPHER_UPDATE_DOCS=1`), so an ordinary test
 * run leaves the committed images alone; otherwise next to the other E2E screenshots.
 */
const DOCS = process.env.CARTOGRAPHER_UPDATE_DOCS
  ? resolve('docs/screenshots')
  : join(SCREENSHOT_DIR, 'docs', 'screenshots');

describe('accessibility of every view', () => {
  const harness = useExtension({ sandbox: {} });
  // One panel with History seeded, shared by the tests below (one browser session for every view).
  let opened: PanelViews | undefined;
  const panel = async () => (opened ??= await PanelViews.open(harness()));

  it('has no axe violation and no sideways scroll on any view, light or dark, at 320 px and 200 % zoom', async () => {
    const views = await panel();
    const found: Record<string, unknown> = {};
    for (const viewport of VIEWPORTS) {
      await views.resize(viewport);
      for (const scheme of ['light', 'dark'] as const) {
        await views.page.emulateMedia({ colorScheme: scheme });
        for (const view of VIEWS) {
          await views.show(view);
          const key = `${view} ${scheme} ${viewport.name}`;
          const violations = await axeViolations(views.page);
          if (violations.length > 0)
            found[`${key} axe`] = violations.map(
              (v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).join(' ')}`,
            );
          const sideways = await views.horizontalOverflow();
          const by = await views.overflowing();
          if (sideways > 0 || by.length > 0) found[`${key} scroll`] = { sideways, by };
        }
      }
    }
    expect(found).toEqual({});

    // The audit can fail: a planted nameless button and a planted wide box are reported.
    await views.page.evaluate(() => {
      const wide = document.createElement('div');
      wide.style.width = '600px';
      wide.className = 'planted';
      wide.textContent = 'wide';
      const nameless = document.createElement('button');
      nameless.className = 'planted';
      document.querySelector('main')?.append(wide, nameless);
    });
    expect((await axeViolations(views.page)).map((v) => v.id)).toContain('button-name');
    expect(await views.horizontalOverflow()).toBeGreaterThan(0);
    expect((await views.overflowing()).join(' ')).toMatch(/^div\.planted right=/);
    await views.page.evaluate(() => document.querySelectorAll('.planted').forEach((el) => el.remove()));
  });

  it('photographs every view, light and dark, in a 400 px panel for the docs', async () => {
    const views = await panel();
    await views.resize({ name: 'docs', width: 400, height: 900, zoom: 1 });
    await mkdir(DOCS, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await views.page.emulateMedia({ colorScheme: scheme });
      for (const view of VIEWS) {
        await views.show(view);
        const path = join(DOCS, `${view}-${scheme}.png`);
        await views.page.screenshot({ path, fullPage: true });
      }
    }
  });
});
