/** In-page highlights: drawn without touching the page's DOM, labelled on hover, open the claim on click, can be turned off. */
import { describe, expect, it } from 'vitest';
import type { Claim, Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';

describe('claim highlights in the page', () => {
  const harness = useExtension({ sandbox: {} });

  it('colours checked claims in the article, shows the verdict on hover and opens the claim on click', async () => {
    const { page, tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const articleBefore = await page.locator('article').innerHTML();
    const layoutBefore = await page.evaluate(() => document.body.scrollHeight);

    const panel = await harness().openSidePanel(tabId);
    await panel.getByRole('button', { name: 'Check this article' }).click();
    await expect
      .poll(async () => (await readStore<Run>(panel, 'runs'))[0]?.status, { timeout: 90_000, interval: 500 })
      .toMatch(/^(done|partial)$/);

    // Highlights live in the CSS highlight registry: the article's own markup and layout are unchanged.
    const refuted = 'cartographer-likely_false';
    await expect
      .poll(
        () => page.evaluate(() => [...CSS.highlights.keys()].filter((k) => k.startsWith('cartographer-'))),
        {
          timeout: 15_000,
        },
      )
      .toContain(refuted);
    // Each verdict is marked by a line pattern too, not by its tint alone (likely false: a dashed underline).
    const marks = await page.locator('#cartographer-highlight-style').textContent();
    expect(marks).toMatch(
      /::highlight\(cartographer-likely_false\) \{[^}]*text-decoration-line: underline; text-decoration-style: dashed/,
    );
    expect(marks).toMatch(/::highlight\(cartographer-supported\) \{[^}]*text-decoration-style: double/);
    // The panel explains the marks with the same patterns.
    const legend = panel.getByTestId('highlight-legend');
    await legend.locator('summary').click();
    expect(
      await legend
        .locator('li[data-label="likely_false"] .highlight-sample')
        .evaluate((el) => getComputedStyle(el).textDecorationStyle),
    ).toBe('dashed');
    expect(await legend.locator('li[data-label="likely_false"]').textContent()).toMatch(
      /Likely false.*dashed underline/,
    );
    expect(await page.locator('article').innerHTML()).toBe(articleBefore);
    expect(await page.evaluate(() => document.body.scrollHeight)).toBe(layoutBefore);

    // Hover over the refuted claim's text: the tooltip names the verdict.
    const claims = (await readStore<Claim>(panel, 'claims')).filter((c) => /autism/i.test(c.quote));
    const quote = claims[0]!.quote;
    const box = await page.getByText(quote.slice(0, 30), { exact: false }).first().boundingBox();
    expect(box).not.toBeNull();
    const words = await page.evaluate(
      (text) => {
        const range = document.createRange();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent!.indexOf(text);
          if (at >= 0) {
            range.setStart(node, at);
            range.setEnd(node, at + 5);
            const rect = range.getBoundingClientRect();
            return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
          }
        }
        return null;
      },
      quote.slice(0, 20),
    );
    expect(words).not.toBeNull();
    await page.mouse.move(words!.x, words!.y);
    await expect
      .poll(() => page.locator('cartographer-tooltip').evaluate((el) => (el as HTMLElement).style.display))
      .toBe('block');

    // Click: the side panel is told to open that claim.
    await page.mouse.click(words!.x, words!.y);
    await expect
      .poll(() => panel.getByRole('heading', { name: claims[0]!.text }).isVisible(), { timeout: 10_000 })
      .toBe(true);

    // Turned off from the panel: the highlights go away.
    await panel.getByRole('checkbox', { name: /Highlights in page/ }).uncheck();
    await expect
      .poll(() =>
        page.evaluate(() => [...CSS.highlights.keys()].filter((k) => k.startsWith('cartographer-')).length),
      )
      .toBe(0);
  });
});
