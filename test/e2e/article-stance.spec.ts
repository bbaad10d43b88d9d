/**
 * Issue 29 item 4 in the built extension: the panel and the toolbar badge judge an article on what it asserts. The
 * measles article reports a video's claim that the MMR vaccine causes autism in order to rebut it; the news article
 * reports what one MP told a rally. Both claims are still checked and shown, as reported, and neither counts in the
 * headline or the badge (before, in Node against the same sandbox: "2 claims false or likely false, 2 dangerous" and
 * "1 claim likely false", both red; `test/integration/article-stance.test.ts`). The measles article's badge stays red
 * for a claim it does assert (daily aspirin), which is its own.
 */
import { describe, expect, it } from 'vitest';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';

const RED = [179, 38, 30, 255];

describe('the article is judged on what it asserts', () => {
  const harness = useExtension({ sandbox: {} });

  async function badgeOf(tabId: number): Promise<{ text: string; title: string; color: number[] }> {
    const sw = await harness().worker();
    return sw.evaluate(async (id) => {
      const [text, title, color] = await Promise.all([
        chrome.action.getBadgeText({ tabId: id }),
        chrome.action.getTitle({ tabId: id }),
        chrome.action.getBadgeBackgroundColor({ tabId: id }),
      ]);
      return { text, title, color: [...color] };
    }, tabId);
  }

  async function checked(name: 'health' | 'news') {
    harness().sandbox.reset();
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls[name]);
    const panel = new CheckPage(await harness().openSidePanel(tabId));
    await panel.finishOnboarding();
    await panel.checkButton().click();
    await expect
      .poll(() => panel.runStatus().textContent(), { timeout: 90_000 })
      .toMatch(/^Check (complete|finished early)/);
    await panel.headline().waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await badgeOf(tabId)).text, { timeout: 10_000 }).toMatch(/^(\d+|–)$/);
    return { panel, badge: await badgeOf(tabId) };
  }

  it('measles: the autism video it rebuts is shown as such, refuted, and is not among the article’s false claims', async () => {
    const { panel, badge } = await checked('health');
    const headline = (await panel.headline().textContent()) ?? '';
    expect(headline).not.toMatch(/^2 claims|2 dangerous/);
    expect(await panel.page.getByTestId('article-reported').textContent()).toBe(
      'The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    );
    const row = panel.page.getByTestId('claim-row').filter({ hasText: 'causes autism' });
    expect(await row.getByTestId('article-stance').textContent()).toMatch(
      /^Reported by the article, which rebuts it — (refuted|likely false)/,
    );
    // Found false, it is listed with the false claims, before the decided ones, whoever says it (its card says the
    // article rebuts it; the headline does not count it).
    const rows = await panel.page.getByTestId('claim-row').allTextContents();
    expect(rows.findIndex((r) => r.includes('causes autism'))).toBeLessThan(
      rows.findIndex((r) => r.includes('Two doses of the MMR vaccine')),
    );
    expect(rows.slice(0, rows.findIndex((r) => r.includes('causes autism')) + 1).join(' ')).not.toMatch(
      /Unverified|Likely true|Supported/,
    );
    // The claim's detail shows the article's sentence that shows it rebuts the claim.
    await row.getByRole('button').first().click();
    const detail = panel.page.getByTestId('claim-detail');
    await detail.waitFor();
    expect(await detail.getByTestId('article-stance-sentence').textContent()).toBe(
      'The article: “Some online influencers continue to spread fear about the shot.”',
    );
    // The badge counts the article's own false claims only, and says what became of the one it rebuts.
    expect(badge.title).toContain(`Cartographer: ${headline}`);
    expect(badge.title).toContain('The article also reports 1 claim, which it rebuts');
    await panel.page.close();
  });

  it('news: the MP at a rally is reported; the article no longer reads false and its badge is not red', async () => {
    const { panel, badge } = await checked('news');
    expect(await panel.headline().textContent()).toMatch(/supported, none (of its own )?found false/);
    const card = panel.page.getByTestId('article-verdict');
    expect(await card.getAttribute('data-overall')).toMatch(/likely_true|supported/);
    const row = panel.page.getByTestId('claim-row').filter({ hasText: 'Unemployment' });
    // Whatever the extension's searches made of it (the Node test has it judged false), it is shown as reported.
    expect(await row.getByTestId('article-stance').textContent()).toMatch(
      /^Reported by the article, not stated as its own — /,
    );
    expect(badge.color).not.toEqual(RED);
    expect(badge.title).toContain('The article also reports 1 claim without making it its own');
    await panel.page.close();
  });
});
