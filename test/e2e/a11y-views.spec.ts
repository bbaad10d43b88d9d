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

  it('keeps focus on every view change: tab changes, reopening a run, All claims, Escape, Add a model key first', async () => {
    const views = await panel();
    await views.resize({ name: 'docs', width: 400, height: 900, zoom: 1 });
    const page = views.page;
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement;
        return {
          tag: el?.tagName.toLowerCase() ?? null,
          text: el?.textContent?.trim() ?? null,
          name: el?.getAttribute('name') ?? null,
          inPanel: el?.closest('[role="tabpanel"]')?.id ?? null,
        };
      });

    // A tab chosen with the keyboard (Enter on the tab): focus moves to that panel's heading.
    await views.show('check');
    for (const name of ['Battlegrounds', 'Map', 'History'] as const) {
      await views.tab(name).focus();
      await page.keyboard.press('Enter');
      await expect.poll(focused).toMatchObject({ tag: 'h2', text: name });
    }
    // Settings starts with its own heading.
    await views.tab('Settings').focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatchObject({ tag: 'h2', inPanel: 'panel-settings' });
    // Arrow keys move along the tabs and keep focus there.
    await views.tab('Settings').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toMatchObject({ text: 'History' });

    // Reopen from History: focus lands on the opened run's outcome heading, not on the page's body.
    await views.openTab('History');
    await views
      .row('Council approves bridge budget')
      .getByRole('button', { name: /^Reopen/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect.poll(focused).toMatchObject({ tag: 'h2', inPanel: 'panel-check' });
    expect((await focused()).text).toBe(await page.getByTestId('headline').textContent());

    // A claim's details: Escape closes an open <details> first, then the claim; focus returns to that claim.
    const claim = page.getByTestId('claim-row').nth(1).getByRole('button').first();
    const claimText = (await claim.textContent())!.trim();
    await claim.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('claim-detail').waitFor();
    const trace = page.getByTestId('claim-trace');
    await trace.locator('summary').focus();
    await page.keyboard.press('Enter');
    expect(await trace.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await trace.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
    expect(await page.getByTestId('claim-detail').count()).toBe(1);
    await page.keyboard.press('Escape');
    await page.getByTestId('claim-list').waitFor();
    expect(await focused()).toMatchObject({ tag: 'button', text: claimText });

    // First run, "Add a model key first": Settings opens with focus in the model's key field.
    await views.show('onboarding');
    await views.onboarding().getByRole('button', { name: 'Add a model key first' }).click();
    await expect.poll(focused, { timeout: 10_000 }).toMatchObject({ tag: 'input', name: 'apiKey' });
  });

  it('names and colours claim nodes by verdict on the Map and labels its sources', async () => {
    const views = await panel();
    await views.resize({ name: 'docs', width: 400, height: 900, zoom: 1 });
    await views.show('map');
    const graph = views.page.getByTestId('graph');
    const claims = graph.locator('[data-node-type="claim"]');
    // Every claim with a verdict wears it: a class for its colour, a sign inside, its name for screen readers.
    expect(await claims.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-verdict')))).toEqual(
      expect.arrayContaining(['contested', 'supported']),
    );
    const contested = graph.locator('[data-verdict="contested"]');
    expect(await contested.getAttribute('aria-label')).toMatch(/^Claim, Contested: /);
    expect(await contested.locator('.node-glyph').textContent()).toBe('±');
    const fills = await claims.evaluateAll((nodes) =>
      nodes.map((n) => getComputedStyle(n.querySelector('circle')!).fill),
    );
    expect(new Set(fills).size).toBeGreaterThan(1);
    // Every source node has a visible label, and claim labels start with their verdict in words.
    const labels = await views.page.getByTestId('node-labels').locator('text').allTextContents();
    const sources = await graph
      .locator('[data-node-type="source"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')!.replace(/^Source: /, '')));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(labels).toContain(source);
    expect(labels.some((label) => label.startsWith('Contested · '))).toBe(true);
  });
});
