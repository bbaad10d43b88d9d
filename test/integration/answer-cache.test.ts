/**
 * Re-checking an unchanged article: model answers (7 days), searches and pages come from the store's caches, so
 * the second run sends nothing to the model, the search APIs or the web — counted in the sandbox's request log.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import type { Ids } from '../../lib/engine/ports';
import { mergeSettings, type SettingsPatch } from '../../lib/settings/settings-schema';
import { sandboxNetwork } from '../sandbox/hosts';
import type { Sandbox } from '../sandbox/server';
import { loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();

function sent(s: Sandbox) {
  const log = s.requests();
  const count = (kind: string) => log.filter((r) => r.kind === kind).length;
  // Model calls are chat completions: the GET that reads the server's context window is not one.
  const model = log.filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions')).length;
  return { model, search: count('search'), page: count('page') };
}

/** One store and one id sequence per test: the runs are the same user's checks, one after the other. */
function user(): { store: InMemoryResearchStore; ids: Ids } {
  return { store: new InMemoryResearchStore(), ids: sequentialIds() };
}

async function check({ store, ids }: ReturnType<typeof user>, scenario = 'annotated', model = 'gpt-4o-mini') {
  const settings = sandboxEngineSettings(sandbox(), scenario);
  const deps = createEngineDeps(mergeSettings(settings, { model: { model } } as SettingsPatch), {
    ...sandboxNetwork(sandbox().port),
    store,
    clock: systemClock,
    ids,
  });
  // The article itself is what the user has open: only what the check sends is counted.
  const article = await loadArticle(sandbox(), 'health');
  sandbox().reset();
  const report = await checkArticle(deps, { article, profile: 'quick' });
  return { report, sent: sent(sandbox()) };
}

const labels = (r: Awaited<ReturnType<typeof check>>['report']) =>
  r.claims.map((c) => [c.quote, r.verdicts.find((v) => v.claimId === c.id)?.label]);

describe('model-answer cache', () => {
  it('a re-check of an unchanged article sends 0 model calls, 0 searches and 0 page fetches, with the same verdicts', async () => {
    const store = user();
    const cold = await check(store);
    expect(cold.sent.model).toBeGreaterThan(2);
    expect(cold.sent.search).toBeGreaterThan(0);
    expect(cold.sent.page).toBeGreaterThan(0);

    const warm = await check(store);
    expect(warm.sent).toEqual({ model: 0, search: 0, page: 0 });
    expect(warm.report.run.status).toBe('done');
    expect(labels(warm.report)).toEqual(labels(cold.report));
    expect(warm.report.run.result?.summary).toBe(cold.report.run.result?.summary);
    // Cached answers cost no budget: the run records no model call of its own.
    expect(warm.report.run.usage.modelCalls).toBe(0);
  });

  it('never lets a cached answer cross to another model', async () => {
    const store = user();
    const first = await check(store);
    const other = await check(store, 'annotated', 'gpt-4o');
    expect(other.sent.model).toBe(first.sent.model);
    expect(other.sent.search + other.sent.page).toBe(0);
  });

  it('never caches a failed call: after malformed answers the next check asks the model again', async () => {
    const store = user();
    const failed = await check(store, 'always-malformed');
    expect(failed.sent.model).toBeGreaterThan(0);
    const again = await check(store, 'always-malformed');
    expect(again.sent.model).toBe(failed.sent.model);
  });

  it('never caches an answer the engine could not use (stance naming passages it was not asked about)', async () => {
    const store = user();
    await check(store, 'unknown-ids');
    const stanceCalls = (s: Sandbox) =>
      s.requests().filter((r) => r.kind === 'model' && r.schemaName === 'assess_stance').length;
    const firstStance = stanceCalls(sandbox());
    expect(firstStance).toBeGreaterThan(0);
    await check(store, 'unknown-ids');
    expect(stanceCalls(sandbox())).toBe(firstStance);
  });
});
