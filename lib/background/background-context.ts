/** What the background's handlers share: the database, the store over it and the job runner. */
import { CartographerDb } from '../db/cartographer-db';
import { DexieResearchStore } from '../db/dexie-research-store';
import { FactIndexStore } from '../db/fact-index-store';
import { storedFactCheckLookup } from './stored-fact-check-lookup';
import type { RunProgress } from '../engine/pipeline';
import { isFinished, transition } from '../engine/pipeline/context/run-state';
import type { Run } from '../engine/schemas';
import { loadSettings, budgetOverrides, type Settings } from '../settings/settings';
import { settingsPrice } from '../settings/model-cost';
import { engineFromSettings } from './engine-from-settings';
import { JobRunner } from './job-runner';
import { pushHighlights } from './highlights';
import { showRunBadge } from './badge';
import { engineConfig, type FactCheckRecord } from '../composition';
import type { EngineConfig } from '../engine/config';

export interface BackgroundContext {
  db: CartographerDb;
  store: DexieResearchStore;
  runner: JobRunner;
  /** The engine config the runs are checked with (chosen by the composition root). */
  config: EngineConfig;
  /** Cancels a run, also one that is not running in this worker (it is marked cancelled). */
  cancel(runId: string): Promise<void>;
}

const HIGHLIGHT_THROTTLE_MS = 1_500;

export function createBackgroundContext(): BackgroundContext {
  const db = new CartographerDb();
  const config = engineConfig();
  const store = new DexieResearchStore(db);
  const factChecks = new FactIndexStore<FactCheckRecord>(db);
  // A History from before the seen-before index: its claims are indexed once, in the background.
  void seedSeenIndex(store).catch(() => undefined);
  const lastPush = new Map<string, number>();

  /** Whether each run's highlights are wanted, as the settings said when its engine was built. */
  const highlightsOn = new Map<string, boolean>();

  async function refreshHighlights(runId: string, force: boolean): Promise<void> {
    const tabId = runner.tabOf(runId);
    if (tabId === undefined || !highlightsOn.get(runId)) return;
    const now = Date.now();
    if (!force && now - (lastPush.get(runId) ?? 0) < HIGHLIGHT_THROTTLE_MS) return;
    lastPush.set(runId, now);
    await pushHighlights(store, runId, tabId, true).catch(() => undefined); // the tab may be gone or navigated
  }

  const runner: JobRunner = new JobRunner(
    async (given?: Settings) => {
      // One read per action: the caller's settings, or one load here (resuming, re-running).
      const settings = given ?? (await loadSettings());
      // The downloaded fact-check index, searched as a provider of its own (none before a download).
      const factCheckIndex = await storedFactCheckLookup(factChecks);
      const deps = engineFromSettings(
        settings,
        store,
        (event: RunProgress) => {
          highlightsOn.set(event.runId, settings.highlights);
          if (event.stage === 'extract' || event.stage === 'judge' || event.stage === 'synthesise') {
            void refreshHighlights(event.runId, false);
          }
        },
        factCheckIndex,
        store.seen,
      );
      return { deps, budget: budgetOverrides(settings), price: settingsPrice(settings.model) };
    },
    (run: Run, tabId: number | undefined) => {
      void refreshHighlights(run.id, true).finally(() => {
        highlightsOn.delete(run.id);
        lastPush.delete(run.id);
      });
      void showRunBadge(store, run, tabId, config).catch(() => undefined); // the badge is a convenience: the panel shows the outcome
    },
  );

  return {
    db,
    store,
    runner,
    config,
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

/** Builds the seen-before index from the runs stored when it is empty and History is not (first start after update). */
async function seedSeenIndex(store: DexieResearchStore): Promise<void> {
  const { db } = store;
  if ((await db.seenClaims.count()) > 0 || (await db.runs.count()) === 0) return;
  await store.seen.rebuild();
}
