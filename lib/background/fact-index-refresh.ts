/**
 * The weekly refresh of the fact-check index: a `chrome.alarms` alarm (it survives the worker being stopped and
 * wakes it) asks every few hours whether the served index is a week old; if so, it is downloaded again, asking the
 * server first whether it changed. The served index stays in use until the new one is complete.
 */
import { FACT_INDEX_STORE } from '../engine/config';
import type { FactIndexStateRow } from '../db/fact-index-rows';

const REFRESH_ALARM = 'cartographer-fact-index-refresh';

/** True when a served index was last checked a week ago or more and no download is running. */
export function refreshDue(
  state: FactIndexStateRow,
  now: number,
  config: { refreshAfterMs: number } = FACT_INDEX_STORE,
): boolean {
  if (!state.served || state.job?.status === 'downloading') return false;
  return now - state.served.checkedAt >= config.refreshAfterMs;
}

interface Alarms {
  create(name: string, info: { periodInMinutes: number; delayInMinutes?: number }): unknown;
  onAlarm: { addListener(listener: (alarm: { name: string }) => void): void };
}

/** Registers the alarm (re-creating it keeps its period) and what it does. */
export function scheduleRefresh(refresh: () => Promise<void>): void {
  const alarms = (browser as unknown as { alarms?: Alarms }).alarms;
  if (!alarms) return;
  alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === REFRESH_ALARM) void refresh();
  });
  void alarms.create(REFRESH_ALARM, {
    periodInMinutes: FACT_INDEX_STORE.refreshCheckMinutes,
    delayInMinutes: 1,
  });
}
