/** A run's budget comes from its own profile plus only the limits the user set (the Deep re-run under Quick bug). */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createBackgroundContext, type BackgroundContext } from '../../../lib/background/background-context';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { isFinished } from '../../../lib/engine/pipeline/context/run-state';
import { saveSettings, type SettingsPatch } from '../../../lib/settings/settings';
import { fakeArticle } from '../../builders';

/** Settings whose only search provider is refused at once, so a started run ends quickly and offline. */
const OFFLINE: SettingsPatch = {
  search: { wikipedia: false, openalex: false, searxng: { enabled: true, url: 'http://127.0.0.1:9' } },
};

let ctx: BackgroundContext;
beforeEach(() => {
  fakeBrowser.reset();
  ctx = createBackgroundContext();
});

/** Starts a run the way "Check" and "Re-run" do, reads its stored budget, then cancels it and waits. */
async function budgetOfRun(profile: 'quick' | 'deep') {
  const runId = await ctx.runner.start({ article: fakeArticle(), profile, kind: 'article' });
  const run = await ctx.store.getRun(runId);
  await ctx.cancel(runId);
  await expect
    .poll(async () => isFinished((await ctx.store.getRun(runId))!.status), { timeout: 15_000 })
    .toBe(true);
  return run;
}

describe('run budget', () => {
  it('gives a Deep re-run the Deep budget while Settings say Quick', async () => {
    await saveSettings({ ...OFFLINE, profile: 'quick' });
    const run = await budgetOfRun('deep');
    expect(run).toMatchObject({ profile: 'deep', budget: ENGINE_CONFIG.budgets.deep });
    expect(run?.budget.maxModelCalls).toBe(120);
  });

  it("puts only the limits the user set on top of the run's own profile", async () => {
    await saveSettings({ ...OFFLINE, profile: 'quick', budget: { maxSearches: 25 } });
    expect((await budgetOfRun('deep'))?.budget).toEqual({ ...ENGINE_CONFIG.budgets.deep, maxSearches: 25 });
    expect((await budgetOfRun('quick'))?.budget).toEqual({
      ...ENGINE_CONFIG.budgets.quick,
      maxSearches: 25,
    });
  });
});
