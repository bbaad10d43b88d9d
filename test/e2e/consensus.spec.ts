/** A real check's consensus points reach "Where sources agree", and its counter-arguments the claim's reasoning. */
import { describe, expect, it } from 'vitest';
import type { Claim, Run, TraceEntry } from '../../lib/engine/schemas';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
import { readStore } from './fixtures';
import { ResultsPage } from './pages/results-page';
import { useExtension } from './use-extension';

describe('Where sources agree', () => {
  const harness = useExtension({ sandbox: {} });

  it('shows the claims credible sources agree on, with those sources, tiers and credibility', async () => {
    harness().sandbox.reset();
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.health);
    const page = await harness().openSidePanel(tabId);
    await page.getByRole('button', { name: 'Check this article' }).click();
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(page, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0];
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    // Stored: tier-A pages (credibility about 0.5) agreeing on the MMR claim make a consensus point.
    const stored = run?.result?.consensus ?? [];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((p) => (p.agreeing ?? []).length >= 2)).toBe(true);

    const panel = new ResultsPage(page);
    await panel.openTab('Battlegrounds');
    const section = page.getByTestId('consensus');
    await section.waitFor({ timeout: 15_000 });
    expect(await section.getByRole('heading', { name: 'Where sources agree' }).isVisible()).toBe(true);
    const points = section.getByTestId('consensus-point');
    await expect.poll(() => points.count(), { timeout: 10_000 }).toBe(stored.length);
    const text = (await points.allTextContents()).join(' ');
    expect(text).toContain('Sources agree it is true');
    expect(text).toMatch(/MMR vaccine/);
    expect(text).toContain('cdc.gov');
    expect(text).toMatch(/2 independent sources, average credibility \d+%/);
    expect(
      await points
        .first()
        .getByLabel(/tier A/)
        .count(),
    ).toBeGreaterThan(0);
    await harness().screenshot(page, 'where-sources-agree');
  });

  it("shows the counter-arguer's case in the reasoning of a claim whose sources conflict, marked as an argument", async () => {
    // The counter-arguer is asked only where sources conflict: the science article has such a claim.
    harness().sandbox.reset();
    const science = harness().sandbox.articleUrls.science;
    const { tabId } = await harness().openTab(science);
    const page = await harness().openSidePanel(tabId);
    await page.getByRole('button', { name: 'Check this article' }).click();
    let run: Run | undefined;
    await expect
      .poll(
        async () => {
          run = (await readStore<Run>(page, 'runs'))
            .filter((r) => r.article.url === science)
            .sort((a, b) => b.createdAt - a.createdAt)[0];
          return run?.status;
        },
        { timeout: 90_000, interval: 500 },
      )
      .toMatch(/^(done|partial)$/);
    const trace = (await readStore<TraceEntry & { runId: string }>(page, 'trace')).filter(
      (t) => t.runId === run?.id,
    );
    const argued = trace.find((t) => t.checkpoint?.type === 'hop' && t.checkpoint.argument)?.checkpoint;
    const claims = (await readStore<Claim>(page, 'claims')).filter((c) => c.runId === run?.id);
    const claim = claims.find((c) => argued?.type === 'hop' && c.id === argued.claimId);
    expect(claim, 'a claim the counter-arguer argued about').toBeDefined();

    const panel = new ResultsPage(page);
    await panel.claimRows().first().waitFor({ timeout: 15_000 });
    await panel.openClaim(new RegExp(escapeRegExp((claim?.text ?? '').slice(0, 40))));
    const counter = panel.claimDetail().getByTestId('counter-argument');
    await counter.waitFor({ timeout: 10_000 });
    const said = (await counter.textContent()) ?? '';
    expect(said).toMatch(/Strongest case that it is (false|true)/);
    expect(said).toContain('Written by the model from the sources found; it is an argument, not a finding.');
    expect(((await counter.getByTestId('counter-argument-text').textContent()) ?? '').length).toBeGreaterThan(
      20,
    );
    await harness().screenshot(page, 'counter-argument');
  });
});
