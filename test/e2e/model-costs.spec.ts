/**
 * Costs said and the no-claims fallback (issue 31 items 3 and 4), in the real panel: before a check what it may cost,
 * after it what it did (counted as the run counted it), dollars only at a known price; a model that finds no claims
 * never ends "Check complete.", and the rules' claims are offered and checked.
 */
import { describe, expect, it } from 'vitest';
import type { Run } from '../../lib/engine/schemas';
import { readStore, type ExtensionHarness } from './fixtures';
import { CheckPage } from './pages/check-page';
import { useExtension } from './use-extension';

const SEARCH = (h: ExtensionHarness) => ({
  wikipedia: false,
  openalex: false,
  europepmc: false,
  gdelt: false,
  'current-events': false,
  searxng: { enabled: true, url: h.sandbox.searchBaseUrls.searxng },
});

async function runs(panel: CheckPage): Promise<Run[]> {
  return (await readStore<Run>(panel.page, 'runs')).sort((a, b) => b.createdAt - a.createdAt);
}

/** Presses the check button (or another that starts a run) and waits for the new run to end. */
async function startAndFinish(panel: CheckPage, start: () => Promise<void>): Promise<Run> {
  const before = (await runs(panel)).length;
  await start();
  await expect.poll(async () => (await runs(panel)).length, { timeout: 15_000 }).toBe(before + 1);
  await expect
    .poll(async () => (await runs(panel))[0]?.status, { timeout: 90_000, interval: 500 })
    .toMatch(/^(done|partial)$/);
  await panel.outcome().waitFor({ timeout: 15_000 });
  return (await runs(panel))[0]!;
}

describe('what a check costs', () => {
  const harness = useExtension();

  it('with OpenAI: at most its budget in dollars before, the counted calls, tokens and dollars after', async () => {
    const h = harness();
    await h.configure({
      onboarded: true,
      model: { provider: 'openai', apiKey: 'sk-openai-test', model: 'gpt-4o-mini' },
      search: SEARCH(h),
    });
    const { tabId } = await h.openTab(h.sandbox.articleUrls.health);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    const before = panel.page.getByTestId('cost-before');
    await expect
      .poll(() => before.textContent(), { timeout: 15_000 })
      .toBe(
        "A Quick check of this article makes at most 40 model calls and 120,000 tokens (its budget): at most $0.07 with gpt-4o-mini at $0.15 in / $0.60 out per million tokens (OpenAI's list price, checked 2026-11-28).",
      );
    const run = await startAndFinish(panel, () => panel.checkButton().click());
    expect(run.price).toEqual({ input: 0.15, output: 0.6, from: 'list' });
    const { modelCalls, promptTokens, completionTokens } = run.usage;
    expect(modelCalls).toBeGreaterThan(0);
    // The sandbox counted the same requests the run did.
    expect(
      h.sandbox.requests().filter((r) => r.kind === 'model' && r.path.endsWith('/completions')),
    ).toHaveLength(modelCalls);
    const after = (await panel.page.getByTestId('run-cost').textContent()) ?? '';
    expect(after).toMatch(
      new RegExp(
        `^This check used ${modelCalls} model calls?: ${promptTokens.toLocaleString('en')} input and ${completionTokens.toLocaleString('en')} output tokens, about \\$0\\.\\d+ at \\$0\\.15 in / \\$0\\.60 out per million tokens`,
      ),
    );
    const usd = (promptTokens * 0.15 + completionTokens * 0.6) / 1e6;
    expect(Number(/about \$([\d.]+)/.exec(after)?.[1])).toBeCloseTo(usd, usd < 0.01 ? 4 : 2);
    await h.screenshot(panel.page, 'cost-after-openai');
    await panel.page.close();
  });

  it('a server with no price: calls and tokens, "no price is known", never $0; Settings says what the model adds', async () => {
    const h = harness();
    h.sandbox.reset();
    await h.configure({
      onboarded: true,
      model: {
        provider: 'openai-compatible',
        baseUrl: h.sandbox.modelBaseUrl(),
        apiKey: 'sk-test',
        model: 'sandbox-model',
      },
      search: SEARCH(h),
    });
    const { tabId } = await h.openTab(h.sandbox.articleUrls.science);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    await expect
      .poll(() => panel.page.getByTestId('cost-before').textContent(), { timeout: 15_000 })
      .toContain('No price is known for sandbox-model');
    await startAndFinish(panel, () => panel.checkButton().click());
    const after = (await panel.page.getByTestId('run-cost').textContent()) ?? '';
    expect(after).toMatch(
      /^This check used \d+ model calls?: [\d,]+ input and [\d,]+ output tokens\. No price is known/,
    );
    expect(after).not.toContain('$');

    // Settings: what the model adds, and a price entered there is used for the next check's estimate.
    await panel.openTab('Settings');
    expect(await panel.page.getByTestId('model-value').textContent()).toContain(
      '1.9 % of Climate-FEVER claims',
    );
    for (const [label, value] of [
      ['Price per million input tokens (USD)', '0.05'],
      ['Price per million output tokens (USD)', '0.25'],
    ] as const) {
      await panel.page.getByLabel(label).fill(value);
      await panel.page.getByLabel(label).press('Enter');
      await expect.poll(() => panel.page.getByTestId('settings-status').textContent()).toBe('Saved.');
    }
    await expect
      .poll(() => panel.page.getByTestId('model-cost').textContent())
      .toBe(
        'A Quick check of this article makes at most 40 model calls and 120,000 tokens (its budget): at most $0.03 with sandbox-model at $0.05 in / $0.25 out per million tokens (your price).',
      );
    await panel.page.close();
  });
});

describe('when the model finds no claims', () => {
  const harness = useExtension();

  it('says the rules found N, never "Check complete.", and checks the rules’ claims on a click', async () => {
    const h = harness();
    await h.configure({
      onboarded: true,
      model: {
        provider: 'openai-compatible',
        baseUrl: h.sandbox.modelBaseUrl('no-claims'),
        apiKey: 'sk-test',
        model: 'sandbox-model',
      },
      search: SEARCH(h),
    });
    const { tabId } = await h.openTab(h.sandbox.articleUrls.news);
    const panel = new CheckPage(await h.openSidePanel(tabId));
    const empty = await startAndFinish(panel, () => panel.checkButton().click());
    expect(empty.noClaims?.by).toBe('model');
    const found = empty.noClaims?.ruleClaims ?? 0;
    expect(found).toBeGreaterThan(0);
    const status = (await panel.runStatus().textContent()) ?? '';
    expect(status).toContain(`The model found no check-worthy claims; the rules found ${found}.`);
    expect(status).not.toContain('Check complete');
    const offer = panel.page.getByRole('button', {
      name: `Check the rules' ${found} claim${found === 1 ? '' : 's'}`,
    });
    await h.screenshot(panel.page, 'no-claims-fallback');

    h.sandbox.reset();
    const byRules = await startAndFinish(panel, () => offer.click());
    expect(byRules.claimsBy).toBe('rules');
    expect(byRules.noClaims).toBeUndefined();
    expect(
      (await readStore<{ runId: string }>(panel.page, 'claims')).filter((c) => c.runId === byRules.id).length,
    ).toBeGreaterThan(0);
    // The model still read the evidence; it was not asked for claims again.
    const schemas = h.sandbox
      .requests()
      .filter((r) => r.kind === 'model')
      .map((r) => r.schemaName);
    expect(schemas).toContain('assess_stance');
    expect(schemas).not.toContain('extract_claims');
    await expect.poll(() => panel.runStatus().textContent()).not.toContain('found no check-worthy claims');
    await panel.page.close();
  });
});
