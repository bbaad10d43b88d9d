/** The claim cap in the side panel: "N more claims not checked" on a long article, and "Check N more" checks them. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Claim, Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';

/**
 * Waits for the panel's "more claims" line to match; when it does not within a minute, fails saying what the panel
 * and the stored runs showed instead (a check that never ended, or ended otherwise), not only that time ran out.
 */
async function moreClaimsLine(panel: Page, expected: RegExp): Promise<void> {
  try {
    await expect
      .poll(() => panel.getByTestId('more-claims').textContent(), { timeout: 60_000, interval: 500 })
      .toMatch(expected);
  } catch (error) {
    const runs = (await readStore<Run>(panel, 'runs')).map(
      (r) => `${r.id} ${r.status} at ${r.stage}${r.error ? ` (${r.error.message})` : ''}`,
    );
    const shown = ((await panel.locator('body').textContent()) ?? '').slice(0, 1500);
    throw new Error(
      `No "more claims" line matching ${expected}. Runs: ${runs.join('; ') || 'none'}. Panel: ${shown}`,
      { cause: error },
    );
  }
}

describe('claims beyond the profile cap', () => {
  const harness = useExtension({ sandbox: {} });

  it('says how many claims were not checked and checks the next ones on request, showing them all together', async () => {
    harness().sandbox.reset();
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.long);
    const panel = await harness().openSidePanel(tabId);
    await panel.getByRole('button', { name: 'Check this article' }).click();

    await moreClaimsLine(panel, /^18 claims left unchecked: this check took the 12 most check-worthy\./);
    const first = (await readStore<Run>(panel, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0]!;
    expect(first.claimsNotChecked).toBe(18);
    expect((await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === first.id)).toHaveLength(12);

    harness().sandbox.reset();
    await panel.getByRole('button', { name: 'Check 12 of the 18 left' }).click();
    await moreClaimsLine(panel, /^6 claims left unchecked/);
    const runs = (await readStore<Run>(panel, 'runs')).sort((a, b) => b.createdAt - a.createdAt);
    const more = runs[0]!;
    expect(more.id).not.toBe(first.id);
    expect(more.claimLimit).toBe(24);
    expect((await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === more.id)).toHaveLength(24);
    // The article's claims were found again from the cache: no extraction request reached the model.
    expect(
      harness()
        .sandbox.requests()
        .filter((r) => r.kind === 'model' && r.schemaName === 'extract_claims'),
    ).toHaveLength(0);
  }, 150_000);
});
