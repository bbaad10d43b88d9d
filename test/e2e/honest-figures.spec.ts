/**
 * Issue 22, items 1, 2 and 6 in Chromium: no figure without evidence, one article outcome, and no-model claims
 * that never come from captions or split a quotation — on a real check of a sandbox page, and on stored runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxArticle } from '../sandbox/corpus';
import { articleByName } from '../sandbox/corpus';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';
import { emptyRun, MIXED_TEXT, mixedRun } from './pages/figure-runs';
import { seedRuns } from './pages/store-seed';

const CAPTION_LINE =
  'Clockwise from top: a nurse prepares 40 doses in Sacramento; parents queue outside a clinic; a measles warning sign in 2019.';
const FIGCAPTION =
  'A nurse in Sacramento gives the second of 2 MMR doses to a 4-year-old boy on 12 February 2024.';
const QUOTE =
  '“We will not stop until every child in the county is protected. Vaccination rates fell to 86 percent last year,” Dr. Karen Olsen said on Monday.';

/** The health article with a photo (alt text and figcaption), a caption line and a two-sentence quotation. */
function withCaptions(): SandboxArticle {
  const health = articleByName('health');
  const paragraphs = [...health.paragraphs];
  paragraphs.splice(3, 0, CAPTION_LINE);
  paragraphs.splice(5, 0, QUOTE);
  return {
    ...health,
    paragraphs,
    figures: [{ alt: 'A nurse gives 2 doses of MMR vaccine to a child in 2024.', caption: FIGCAPTION }],
  };
}

/** Whether a fill is painted in the red of the danger channel (the page's --r). */
async function paintedRed(panel: CheckPage, row: ReturnType<CheckPage['page']['getByTestId']>) {
  return row
    .getByTestId('channel-r')
    .locator('.fill')
    .evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--r)';
      document.body.append(probe);
      const red = getComputedStyle(probe).color;
      probe.remove();
      return getComputedStyle(el).backgroundColor === red;
    });
}

describe('a real no-model check of a page with captions and a quotation', () => {
  const harness = useExtension({ sandbox: { model: false } });

  beforeAll(() => harness().sandbox.setPages([withCaptions()]));
  afterAll(() => harness().sandbox.setPages([]));

  it('finds no claim in captions, keeps the quotation whole, and shows no figure without evidence', async () => {
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const panel = new CheckPage(await harness().openSidePanel(tabId));
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    // Slow searches: the run is visibly running for a while.
    harness().sandbox.setLatency({ searchMs: 1_500 });
    await panel.checkButton().click();
    await panel.runView().waitFor({ timeout: 15_000 });
    // While it runs, the time says when it started, never "Checked".
    await expect
      .poll(() => panel.page.getByTestId('run-when').textContent(), { timeout: 10_000 })
      .toMatch(/^Started /);
    expect(await panel.text()).not.toContain('Check complete.');
    harness().sandbox.setLatency({ searchMs: 0 });
    await expect
      .poll(() => panel.runStatus().textContent(), { timeout: 120_000, interval: 500 })
      .toMatch(/^Check (complete|finished early)/);
    expect(await panel.page.getByTestId('run-when').textContent()).toMatch(/^Checked /);

    const rows = panel.page.getByTestId('claim-row');
    const texts = await rows.getByRole('button').allTextContents();
    expect(texts.length).toBeGreaterThan(2);
    // Item 6: no claim from the caption line, the figcaption or the photo's alt text.
    for (const text of texts) expect(text).not.toMatch(/Clockwise|nurse|4-year-old|queue outside/);
    // The quotation is one claim, whole.
    const quoted = texts.filter((t) => t.includes('We will not stop'));
    expect(quoted).toHaveLength(1);
    expect(quoted[0]).toContain('86 percent last year,” Dr. Karen Olsen said');
    expect(texts.some((t) => t.startsWith('Vaccination rates fell'))).toBe(false);

    // Item 1: every claim either shows figures from evidence (with what they rest on) or, undecided, what its check
    // found (issue 32 item 4); the prior is said once for the list, as a prior (item 3), not under every card.
    let priors = 0;
    for (let i = 0; i < (await rows.count()); i++) {
      const row = rows.nth(i);
      const label = (await row.getByTestId('label-badge').textContent()) ?? '';
      const bars = await row.getByTestId('rgba-bars').count();
      if (label === 'Unverified') {
        expect(bars).toBe(0);
        expect(await row.getByTestId('claim-prior').count()).toBe(0);
        const found = (await row.getByTestId('undecided-summary').textContent()) ?? '';
        expect(found).toMatch(/discuss(es)? it: |found no source that discusses it|^Not searched: /);
        priors++;
      } else if (bars > 0) {
        expect(await row.getByTestId('figures-basis').textContent()).toMatch(
          /^From \d+ independent sources?/,
        );
        if (/Supported|Likely true/.test(label)) expect(await paintedRed(panel, row)).toBe(false);
      }
    }
    expect(priors).toBeGreaterThan(0);
    expect(await panel.page.getByTestId('claims-prior').allTextContents()).toEqual([
      expect.stringMatching(
        /^\d+ claims? (has|have) no verdict, so no figure\. .*prior \d+%, not a verdict\.$/,
      ),
    ]);
    // Nowhere on the panel a veracity figure of a prior.
    expect(await panel.text()).not.toMatch(/Veracity G \d/);

    // Item 2: the headline and the overall label agree; the summary's most doubtful claim is listed first.
    const headline = (await panel.headline().textContent()) ?? '';
    const overall = await panel.page.getByTestId('article-verdict').getAttribute('data-overall');
    // ("none found false" / "none of its own found false" say no claim of its own is false.)
    if (/false|refuted/.test(headline.replace(/none (of its own )?found false/g, '')))
      expect(overall).toMatch(/likely_false|refuted|contested/);
    const summary = (await panel.page.locator('.summary').textContent()) ?? '';
    const doubtful = /Most doubtful: "(.*)"$/.exec(summary)?.[1];
    if (doubtful) expect(texts[0]).toBe(doubtful);
    expect(summary).not.toMatch(/\."\./);
    await panel.page.close();
  });
});

describe('stored runs: one outcome, figures only from evidence, counts that agree', () => {
  const harness = useExtension({ sandbox: {} });
  const tabs: Record<string, number> = {};

  beforeAll(async () => {
    const urls = harness().sandbox.articleUrls;
    for (const name of ['news', 'science'] as const) tabs[name] = (await harness().openTab(urls[name])).tabId;
    const panel = new CheckPage(await harness().openSidePanel(tabs.news!));
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    const now = Date.now();
    await seedRuns(panel.page, [
      mixedRun(urls.news, 'Vaccine trial', now),
      emptyRun(urls.science, 'A study', now),
    ]);
    await panel.page.close();
  });

  const open = async (name: string) => {
    const panel = new CheckPage(await harness().openSidePanel(tabs[name]!));
    await panel.outcome().waitFor({ timeout: 15_000 });
    return panel;
  };

  it('never puts "1 claim likely false" over "Overall: Unverified", and lists the most doubtful first', async () => {
    const panel = await open('news');
    expect(await panel.headline().textContent()).toBe('1 claim likely false');
    const card = panel.page.getByTestId('article-verdict');
    // One claim false beside one supported: contested, as the judge reads such an article (never "Unverified").
    expect(await card.textContent()).toContain('Overall: Contested');
    expect(await card.textContent()).not.toContain('Overall: Unverified');
    const rows = panel.page.getByTestId('claim-row');
    expect(await rows.first().getByRole('button').textContent()).toBe(MIXED_TEXT.falseOne);
    expect(await card.locator('.summary').textContent()).toContain(`Most doubtful: "${MIXED_TEXT.falseOne}"`);
    // The article's figures average the claims with evidence only (the stored mean included the prior's 70%):
    // the false claim's G 20% and the supported claim's 90%, weighted by check-worthiness 0.7 and 0.8.
    expect(await card.getByTestId('figures-basis').textContent()).toMatch(
      /over the 2 decided claims with evidence/,
    );
    // (Folded under "Figures and summary" since issue 32: the claims come first.)
    expect(
      await card.getByRole('meter', { name: 'Veracity', includeHidden: true }).getAttribute('aria-valuenow'),
    ).toBe(String(Math.round(((0.2 * 0.7 + 0.9 * 0.8) / 1.5) * 100)));
    // Counts agree: the claims found include those left beyond the cap, in the same words (issue 32 item 6).
    expect(await panel.page.getByTestId('count-claims').textContent()).toBe(
      '19 claims found: 3 checked, 16 left unchecked',
    );
    expect(await panel.page.getByTestId('more-claims').textContent()).toMatch(
      /^16 claims left unchecked: this check took the 3 most check-worthy\./,
    );
    await harness().screenshot(panel.page, 'honest-figures-check');
    await panel.page.close();
  });

  it('shows a claim with no counted source what its check found, never a figure, in the list and in its detail', async () => {
    const panel = await open('news');
    const row = panel.page.getByTestId('claim-row').filter({ hasText: MIXED_TEXT.noEvidence });
    expect(await row.getByTestId('rgba-bars').count()).toBe(0);
    // Issue 32 items 3 and 4: what was found on the card; the prior is said once for the list, not under the card.
    expect(await row.getByTestId('claim-prior').count()).toBe(0);
    expect(await row.getByTestId('undecided-summary').textContent()).toMatch(
      /discuss(es)? it: |found no source that discusses it/,
    );
    expect(await panel.page.getByTestId('claims-prior').textContent()).toMatch(
      /^1 claim has no verdict, so no figure\. Before evidence, claims from sources like .+ are usually right: prior 70%, not a verdict\.$/,
    );
    await row.getByRole('button', { name: MIXED_TEXT.noEvidence }).click();
    const detail = panel.page.getByTestId('claim-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('rgba-bars').count()).toBe(0);
    expect(await detail.textContent()).not.toMatch(/confidence \d+%|70 ?%/);
    expect(await detail.getByTestId('undecided-summary').count()).toBe(1);
    await panel.page.close();
  });

  it('paints the danger of a supported claim calm and says it is harm if it were false', async () => {
    const panel = await open('news');
    const row = panel.page.getByTestId('claim-row').filter({ hasText: MIXED_TEXT.supported });
    expect(await row.getByTestId('channel-r').getAttribute('class')).toContain('channel-calm');
    expect(await paintedRed(panel, row)).toBe(false);
    expect(
      await row.getByRole('meter', { name: /Danger \(harm if it were false/, includeHidden: true }).count(),
    ).toBe(1);
    // The false claim's danger stays red.
    const falseRow = panel.page.getByTestId('claim-row').filter({ hasText: MIXED_TEXT.falseOne });
    expect(await paintedRed(panel, falseRow)).toBe(true);
    await panel.page.close();
  });

  it('Battlegrounds never says the sources do not disagree while a claim shows For 2 / Against 3', async () => {
    const panel = await open('news');
    await panel.page.getByTestId('claim-row').first().getByRole('button').first().click();
    expect(await panel.page.getByTestId('evidence-for').getByRole('heading').textContent()).toBe('For (2)');
    expect(await panel.page.getByTestId('evidence-against').getByRole('heading').textContent()).toBe(
      'Against (3)',
    );
    await panel.openTab('Battlegrounds');
    const line = (await panel.page.getByTestId('battlegrounds-line').textContent()) ?? '';
    expect(line).not.toMatch(/do not disagree|no source found takes the other side/);
    expect(line).toMatch(/take both sides of 1 claim/);
    expect(await panel.page.getByTestId('disputed-claim').getByTestId('claim-sides').textContent()).toMatch(
      /^For 2 · Against 3/,
    );
    await panel.page.close();
  });

  it('says a finished check found no claims, never "No claims found yet." beside its end', async () => {
    const panel = await open('science');
    expect(await panel.page.getByTestId('no-claims').textContent()).toBe(
      'No checkable claims were found in this article.',
    );
    expect(await panel.text()).not.toContain('No claims found yet.');
    expect(await panel.page.getByTestId('article-no-figures').count()).toBe(1);
    await panel.page.close();
  });
});
