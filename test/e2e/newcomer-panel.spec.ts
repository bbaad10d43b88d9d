/**
 * Issue 32's leftovers from the new-user review, in Chromium against the sandbox: what was found false or contradicted
 * leads the claim list whoever says it; the main claim is marked where the headline points; a search provider that
 * failed is on screen, not behind "1 notice" in a green box; the cache line never says "reused from earlier checks" on a
 * first check of an article; the rules do not check an opinion as a statement of fact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { readStore, type ExtensionHarness } from './fixtures';
import { useExtension } from './use-extension';
import { CheckPage } from './pages/check-page';
import { partlySettledRun } from './pages/figure-runs';
import { seedRuns } from './pages/store-seed';

type ArticleName = keyof ExtensionHarness['sandbox']['articleUrls'];

/** Rules only, the sandbox's SearXNG, and (when given) Europe PMC at this address. */
function rulesOnly(h: ExtensionHarness, europepmc?: string) {
  return {
    onboarded: true,
    model: { provider: 'none' },
    search: {
      wikipedia: false,
      openalex: false,
      searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
      europepmc: europepmc ? { enabled: true, baseUrl: europepmc } : false,
      gdelt: false,
      'current-events': false,
    },
  };
}

async function latestRun(panel: CheckPage): Promise<Run | undefined> {
  return (await readStore<Run>(panel.page, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0];
}

async function checkArticle(h: ExtensionHarness, name: ArticleName): Promise<CheckPage> {
  const { tabId } = await h.openTab(h.sandbox.articleUrls[name]);
  const panel = new CheckPage(await h.openSidePanel(tabId));
  await panel.page.setViewportSize({ width: 400, height: 800 });
  await panel.checkButton().click();
  await expect
    .poll(async () => (await latestRun(panel))?.status, { timeout: 90_000, interval: 500 })
    .toMatch(/^(done|partial)$/);
  await panel.headline().waitFor({ timeout: 15_000 });
  return panel;
}

/** Each row's place in the order a careful reader expects: 0 false or disputed, 1 decided, 2 unverified, 3 other. */
async function rowGroups(panel: CheckPage): Promise<{ text: string; group: number }[]> {
  const rows = panel.page.getByTestId('claim-row');
  const out: { text: string; group: number }[] = [];
  for (const row of await rows.all()) {
    const label = (await row.getByTestId('label-badge').first().textContent()) ?? '';
    const summary = (await row.getByTestId('undecided-summary').allTextContents()).join(' ');
    const group = /false|Refuted|Contested/i.test(label)
      ? 0
      : /Unverified/.test(label) && /\d+ contradicts? it/.test(summary)
        ? 0
        : /true|Supported/i.test(label)
          ? 1
          : /Unverified/.test(label)
            ? 2
            : 3;
    out.push({ text: (await row.getByRole('button').first().textContent()) ?? '', group });
  }
  return out;
}

describe('a newcomer’s checks without a model (sandbox news, science, health)', () => {
  const harness = useExtension({ sandbox: {} });

  beforeAll(async () => {
    await harness().configure(rulesOnly(harness()));
  });

  it('lists what was found false or contradicted first, reported or not; then decided, then unverified claims', async () => {
    for (const name of ['news', 'science', 'health'] as const) {
      harness().sandbox.reset();
      const panel = await checkArticle(harness(), name);
      // A newcomer's check: no model was asked (settings the extension rewrote once let a model in, unnoticed).
      expect((await latestRun(panel))!.usage.modelCalls, name).toBe(0);
      const groups = await rowGroups(panel);
      const order = groups.map((g) => g.group);
      expect(order, `${name}: ${JSON.stringify(groups)}`).toEqual([...order].sort((a, b) => a - b));
      if (name === 'news') {
        // The one claim a fact-checker contradicts leads, and still says the article only reports it.
        expect(groups[0]?.group, JSON.stringify(groups)).toBe(0);
        const first = panel.page.getByTestId('claim-row').first();
        expect(await first.getByTestId('article-stance').textContent()).toMatch(/^Reported by the article/);
        // It does not count against the article: the headline says nothing false of its own ("none of its own
        // found false" is how it says so when a claim it only reports is false).
        const headline = (await panel.headline().textContent()) ?? '';
        expect(headline.replace('none of its own found false', '')).not.toMatch(/false/);
      }
      if (name === 'health') {
        // "Frankly, … the most selfish choice a parent can make." is an opinion, not a statement of fact to check.
        const selfish = panel.page.getByTestId('claim-row').filter({ hasText: 'selfish choice' });
        if ((await selfish.count()) > 0)
          expect(await selfish.getByTestId('claim-kind').textContent()).not.toBe('Statement of fact');
        const run = (await latestRun(panel))!;
        const claims = await readStore<{ runId: string; text: string; kind: string }>(panel.page, 'claims');
        const stored = claims.filter((c) => c.runId === run.id && /selfish choice/.test(c.text));
        expect(stored.map((c) => c.kind)).not.toContain('factual');
      }
      if (name === 'science') {
        // A first check of this article: its pages may come from the news check, but it never reads as an old result.
        const cache = (await panel.page.getByTestId('run-cache').allTextContents()).join(' ');
        expect(cache).not.toMatch(/Reused \d+ pages?/);
        if (/pages? (was|were) already read/.test(cache))
          expect(cache).toMatch(
            /^\d+ pages? (was|were) already read by an earlier check and (was|were) not fetched again\.$/,
          );
      }
      await panel.page.close();
    }
  });
});

describe('a search provider that failed (Europe PMC down, 503)', () => {
  const harness = useExtension({ sandbox: {} });

  it('is on screen, not behind a notice, and the box is not green', async () => {
    const h = harness();
    h.sandbox.reset();
    const origin = new URL(h.sandbox.searchBaseUrls.searxng).origin;
    await h.configure(rulesOnly(h, `${origin}/down/europepmc`));
    const panel = await checkArticle(h, 'health');
    const box = panel.outcome();
    expect(await panel.runStatus().textContent()).toBe(
      'Check complete, but searches failed at 1 provider, so some sources may be missing.',
    );
    expect(await box.getAttribute('class')).not.toMatch(/outcome-good/);
    const failures = box.getByTestId('provider-failures');
    expect(await failures.isVisible()).toBe(true);
    expect(await failures.textContent()).toMatch(/^Europe PMC: /);
    // On the first screen, without opening anything.
    const bottom = await failures.boundingBox();
    expect(bottom!.y + bottom!.height).toBeLessThanOrEqual(800);
    expect(await box.getByRole('button', { name: 'Settings' }).isVisible()).toBe(true);
    await panel.page.close();
  });
});

describe('the main claim the headline speaks of is marked in the list (stored check)', () => {
  const harness = useExtension({ sandbox: {} });
  let tabId = 0;

  beforeAll(async () => {
    const url = harness().sandbox.articleUrls.health;
    tabId = (await harness().openTab(url)).tabId;
    const panel = new CheckPage(await harness().openSidePanel(tabId));
    await panel.articleTitle().waitFor({ timeout: 15_000 });
    const seed = partlySettledRun(url, 'Week in review', Date.now());
    await seedRuns(panel.page, [
      { ...seed, claims: seed.claims.map((c, i) => (i === 6 ? { ...c, role: 'thesis' as const } : c)) },
    ]);
    await panel.page.close();
  });

  it('points to the main claim from the headline, and the one tagged card is that claim, named so for a screen reader', async () => {
    const panel = new CheckPage(await harness().openSidePanel(tabId));
    await panel.outcome().waitFor({ timeout: 15_000 });
    expect(await panel.headline().textContent()).toBe(
      'Only 2 of 12 checked claims settled: both supported; 10 could not be verified; the main claim is not among them (marked “Main claim” below)',
    );
    const tagged = panel.page.getByTestId('claim-row').filter({ has: panel.page.getByTestId('main-claim') });
    expect(await tagged.count()).toBe(1);
    expect(await tagged.getByTestId('main-claim').textContent()).toBe('Main claim');
    expect(await tagged.getByRole('button').first().getAttribute('aria-label')).toBe(
      'Main claim, Unverified: Claim 7 of the week in review says the figure was 16 percent.',
    );
    // First among the unverified claims, right after the two supported ones.
    expect(await panel.page.getByTestId('claim-row').nth(2).getAttribute('data-claim-id')).toBe('c-ps-6');
    await panel.page.close();
  });
});
