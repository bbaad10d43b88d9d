/** The claim cap in the side panel: "N more claims not checked" on a long article, and "Check N more" checks them. */
import { describe, expect, it } from 'vitest';
import type { Claim, Run } from '../../lib/engine/schemas';
import { readStore } from './fixtures';
import { useExtension } from './use-extension';

describe('claims beyond the profile cap', () => {
  const harness = useExtension({ sandbox: {} });

  it('says how many claims were not checked and checks the next ones on request, showing them all together', async () => {
    harness().sandbox.reset();
    const { tabId } = await harness().openTab(harness().sandbox.articleUrls.long);
    const panel = await harness().openSidePanel(tabId);
    await panel.getByRole('button', { name: 'Check this article' }).click();

    await expect
      .poll(() => panel.getByTestId('more-claims').textContent(), { timeout: 120_000, interval: 500 })
      .toMatch(/^18 claims left unchecked: this check took the 12 most check-worthy\./);
    const first = (await readStore<Run>(panel, 'runs')).sort((a, b) => b.createdAt - a.createdAt)[0]!;
    expect(first.claimsNotChecked).toBe(18);
    expect((await readStore<Claim>(panel, 'claims')).filter((c) => c.runId === first.id)).toHaveLength(12);

    harness().sandbox.reset();
    await panel.getByRole('button', { name: 'Check 12 of the 18 left' }).click();
    await expect
      .poll(() => panel.getByTestId('more-claims').textContent(), { timeout: 120_000, interval: 500 })
      .toMatch(/^6 claims left unchecked/);
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
  });
});
