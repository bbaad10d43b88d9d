/**
 * Seen before (issue 33): one story read across three sandbox articles. The second and third repeat claims of the
 * first in other words; the panel says "You checked this on …" as soon as their claims are found, links to that
 * check, and History's Claims view lists each distinct claim once with the articles and sites that repeated it.
 */
import { describe, expect, it } from 'vitest';
import type { Claim, Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import type { ExtensionHarness } from './fixtures';
import { useExtension } from './use-extension';
import { SidePanelPage } from './pages/side-panel-page';
import type { ArticleName } from '../sandbox/server';

describe('claims seen before', () => {
  const harness = useExtension({ sandbox: {} });

  /** Checks a sandbox article from the side panel and waits for the run to end; answers the panel and the run. */
  async function check(name: ArticleName) {
    const url = harness().sandbox.articleUrls[name];
    const { tabId } = await harness().openTab(url);
    const page = await harness().openSidePanel(tabId);
    const panel = new SidePanelPage(page);
    await panel.finishOnboarding();
    await page.getByRole('button', { name: 'Check this article' }).click();
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(page, 'runs')).find((r) => r.article.url === url);
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    return { page, panel, run: run! };
  }

  const rowOf = (page: Awaited<ReturnType<ExtensionHarness['openSidePanel']>>, text: RegExp) =>
    page.getByTestId('claim-row').filter({ hasText: text });

  it('says "You checked this" for the repeated claims, links to that check, and never for a near miss', async () => {
    harness().sandbox.reset();
    const health = await check('health');
    // The first article of the story: nothing was checked before.
    expect(await health.page.getByTestId('seen-before').count()).toBe(0);

    const followup = await check('story-followup');
    const effective = rowOf(followup.page, /97 percent/);
    await expect
      .poll(() => effective.getByTestId('seen-before').textContent(), { timeout: 15_000 })
      .toMatch(/^You checked this on \d{1,2} [A-Z][a-z]{2}( \d{4})?: (supported|likely true)\b/);
    const seen = (await readStore<Claim>(followup.page, 'claims')).filter(
      (c) => c.runId === followup.run.id && c.seenBefore,
    );
    expect(seen.map((c) => c.seenBefore!.earlier[0]!.runId)).toEqual(seen.map(() => health.run.id));
    expect(seen.length).toBe(2);
    expect(await effective.getByTestId('seen-before-decision').textContent()).toMatch(
      /^(Its evidence from then is reused|Checked again)/,
    );
    // Its own claim about the county's sites was never checked: no line.
    expect(await followup.page.getByTestId('seen-before').count()).toBe(2);
    await harness().screenshot(followup.page, 'seen-before');

    const roundup = await check('story-roundup');
    await expect
      .poll(
        () =>
          rowOf(roundup.page, /autism/i)
            .getByTestId('seen-before')
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    // Another year is another claim.
    expect(await rowOf(roundup.page, /2018/).getByTestId('seen-before').count()).toBe(0);

    // The link opens the earlier check of the first article.
    await effective.getByTestId('seen-before-link').click();
    await expect
      .poll(() => followup.page.getByTestId('run-view').getAttribute('data-run-id'), { timeout: 15_000 })
      .toBe(health.run.id);
    expect(await followup.page.getByTestId('run-title').textContent()).toMatch(/Measles is back/);
  });

  it("lists each distinct claim once in History's Claims view, with the articles and sites that repeated it", async () => {
    const { page, panel } = await check('science');
    await panel.openTab('History');
    await page.getByRole('button', { name: 'Claims', exact: true }).click();
    const view = page.getByTestId('claims-view');
    const autism = view.getByTestId('claims-row').filter({ hasText: /autism/i });
    await expect.poll(() => autism.count(), { timeout: 15_000 }).toBe(1);
    expect(await autism.getByTestId('claims-repeated').textContent()).toBe(
      '2 articles on 2 sites: parentsweeklydigest.com, dailywellnessreport.com',
    );
    const measles = view.getByTestId('claims-row').filter({ hasText: /1,274 in 2019|2019, measles/ });
    expect(await measles.count()).toBe(1);
    expect(await measles.getByTestId('claims-checks').getByRole('listitem').count()).toBe(2);
    // The near miss is a claim of its own.
    expect(await view.getByTestId('claims-row').filter({ hasText: /2018/ }).count()).toBe(1);

    await view.getByRole('searchbox').fill('autism');
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(1);
    await view.getByRole('searchbox').fill('');
    await view.getByLabel('Site').selectOption('citymedicalnews.com');
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(2);
    await view.getByLabel('Site').selectOption('');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Export claims (JSON)' }).click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(file.format).toBe('cartographer-claims');
    expect(file.claims.length).toBe(await view.getByTestId('claims-row').count());
    await harness().screenshot(page, 'history-claims');
  });

  it('reads a long History of claims a page at a time: "Show more" adds the next, the export has every one', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const page = await harness().openSidePanel(tabId);
    const panel = new SidePanelPage(page);
    await panel.finishOnboarding();
    const before = new Set((await readStore<{ group: string }>(page, 'seenClaims')).map((r) => r.group)).size;
    // 60 more distinct claims, checked long before the story (so they come after it, newest first).
    await page.evaluate(
      (rows) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('cartographer');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction('seenClaims', 'readwrite');
            for (const row of rows) tx.objectStore('seenClaims').put(row);
            tx.oncomplete = () => {
              open.result.close();
              resolve();
            };
            tx.onerror = () => reject(tx.error);
          };
        }),
      Array.from({ length: 60 }, (_, i) => ({
        runId: `old-run-${i}`,
        claimId: 'c0',
        text: `Older claim number ${i} about the harbour.`,
        lang: 'en',
        kind: 'factual',
        checkedAt: Date.UTC(2024, 0, 1) + i * 3_600_000,
        label: 'supported',
        confidence: 0.8,
        fromEvidence: true,
        sources: ['harbour.example'],
        url: `https://harbour.example/${i}`,
        site: 'harbour.example',
        title: `Harbour ${i}`,
        group: `old-run-${i}/c0`,
        terms: [],
      })),
    );
    const total = before + 60;
    await panel.openTab('History');
    await page.getByRole('button', { name: 'Claims', exact: true }).click();
    const view = page.getByTestId('claims-view');
    await expect.poll(() => view.getByTestId('claims-row').count(), { timeout: 15_000 }).toBe(50);
    expect(await view.getByTestId('claims-message').textContent()).toBe(
      '50 distinct claims so far, newest first',
    );
    // Newest first: the story's claims lead, the oldest harbour claims are not read yet.
    expect(
      await view
        .getByTestId('claims-row')
        .filter({ hasText: /autism/i })
        .count(),
    ).toBe(1);
    expect(
      await view.getByTestId('claims-row').filter({ hasText: 'Older claim number 0 about' }).count(),
    ).toBe(0);

    await view.getByTestId('claims-more').click();
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(total);
    expect(await view.getByTestId('claims-more').count()).toBe(0);
    expect(await view.getByTestId('claims-message').textContent()).toBe(`${total} distinct claims`);
    expect(await view.getByTestId('claims-row').last().textContent()).toContain('Older claim number 0 about');

    // A search reads on past the first page until it has its matches.
    await view.getByRole('searchbox').fill('harbour');
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(50);
    await view.getByTestId('claims-more').click();
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(60);
    await view.getByRole('searchbox').fill('');
    await expect.poll(() => view.getByTestId('claims-row').count()).toBe(50);

    // The export has every distinct claim, not only the page shown.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      view.getByRole('button', { name: 'Export claims (JSON)' }).click(),
    ]);
    const { readFile } = await import('node:fs/promises');
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { claims: unknown[] };
    expect(file.claims.length).toBe(total);
  });
});
