/** The background's fact-check index: its store, its downloader, the messages that drive them and the weekly refresh. */
import { FACT_INDEX_STORE } from '../engine/config';
import type { CartographerDb } from '../db/cartographer-db';
import { FactIndexStore } from '../db/fact-index-store';
import { handleMessage } from '../messaging/handle-message';
import { loadSettings } from '../settings/settings';
import { FactIndexDownloader } from './fact-index-download';
import { feedRecords, recordRow, type IndexedFactCheck } from './fact-index-feed';
import { refreshDue, scheduleRefresh } from './fact-index-refresh';

interface FactIndexService {
  store: FactIndexStore<IndexedFactCheck>;
  downloader: FactIndexDownloader<IndexedFactCheck>;
}

/** The feed to download: Settings' override (tests, the sandbox), else the Data Commons feed. */
async function feedUrl(): Promise<string> {
  const settings = await loadSettings();
  return settings.factChecks.feedUrl || FACT_INDEX_STORE.feedUrl;
}

export function createFactIndexService(db: CartographerDb): FactIndexService {
  const store = new FactIndexStore<IndexedFactCheck>(db);
  const downloader = new FactIndexDownloader<IndexedFactCheck>({
    store,
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    parse: feedRecords,
    rowOf: recordRow,
    keepAlive: () => void browser.runtime.getPlatformInfo(),
  });
  return { store, downloader };
}

/** Wires the messages and the refresh alarm; a download this worker did not start is marked interrupted. */
export function startFactIndex(service: FactIndexService): void {
  const { store, downloader } = service;
  // A new worker runs no download: one recorded as running was stopped with the previous worker.
  void store.interruptOrphaned().catch((error: unknown) => console.error('Cartographer fact index', error));

  handleMessage('factIndexDownload', async () => {
    const state = await store.state();
    await downloader.start(await feedUrl(), { refresh: state.served !== null });
    return { ok: true };
  });
  handleMessage('factIndexCancel', async () => {
    await downloader.cancel();
    return { ok: true };
  });
  handleMessage('factIndexRemove', async () => {
    await downloader.remove();
    return { ok: true };
  });
  handleMessage('factIndexStatus', async () => {
    if (!downloader.busy) await store.interruptOrphaned();
    return { ok: true, running: downloader.busy };
  });

  scheduleRefresh(async () => {
    const state = await store.state();
    if (downloader.busy || !refreshDue(state, Date.now())) return;
    await downloader.start(await feedUrl(), { refresh: true }).catch(() => undefined);
  });
}
