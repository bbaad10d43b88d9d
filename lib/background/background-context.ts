/** What the background's handlers share: the database, the store over it and the job runner. */
import { CartographerDb } from '../db/cartographer-db';
import { DexieResearchStore } from '../db/dexie-research-store';
import { INTERRUPT, type RunProgress } from '../engine/pipeline';
import { isFinished, transition } from '../engine/pipeline/run-state';
import type { Run } from '../engine/schemas';
import { loadSettings, effectiveBudget } from '../settings/settings';
import { engineFromSettings } from './engine-from-settings';
import { JobRunner } from './job-runner';
import { pushHighlights } from './highlights';

export interface BackgroundContext {
  db: CartographerDb;
  store: DexieResearchStore;
  runner: JobRunner;
  /** Cancels a run, also one that is not running in this worker (it is marked cancelled). */
  cancel(runId: string): Promise<void>;
}

const HIGHLIGHT_THROTTLE_MS = 1_500;

export function createBackgroundContext(): BackgroundContext {
  const db = new CartographerDb();
  const store = new DexieResearchStore(db);
  const lastPush = new Map<string, number>();

  async function refreshHighlights(runId: string, force: boolean): Promise<void> {
    const tabId = runner.tabOf(runId);
    if (tabId === undefined) return;
    const now = Date.now();
    if (!force && now - (lastPush.get(runId) ?? 0) < HIGHLIGHT_THROTTLE_MS) return;
    lastPush.set(runId, now);
    const settings = await loadSettings();
    if (!settings.highlights) return;
    await pushHighlights(store, runId, tabId, true).catch(() => undefined); // the tab may be gone or navigated
  }

  const runner: JobRunner = new JobRunner(
    async () => {
      const settings = await loadSettings();
      const deps = engineFromSettings(settings, store, (event: RunProgress) => {
        if (event.stage === 'extract' || event.stage === 'judge' || event.stage === 'synthesise') {
          void refreshHighlights(event.runId, false);
        }
      });
      return { deps, budget: effectiveBudget(settings) };
    },
    (run: Run) => void refreshHighlights(run.id, true),
  );

  return {
    db,
    store,
    runner,
    async cancel(runId) {
      if (runner.cancel(runId)) return;
      // Not executing here (e.g. queued before the worker restarted): end it in the store.
      const run = await store.getRun(runId);
      if (run && !isFinished(run.status)) {
        await store.putRun(
          transition({ ...run, notices: [...run.notices, 'Cancelled by the user.'] }, 'cancelled'),
        );
      }
    },
  };
}

export { INTERRUPT };
