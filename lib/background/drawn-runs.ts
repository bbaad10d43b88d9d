/** Which run's highlights the background drew in each tab: the only run a content script may open claims of. */
import { storage } from 'wxt/utils/storage';

// Session storage: survives the worker's restarts, never reaches content scripts, gone when the browser closes.
const drawnRunsItem = storage.defineItem<Record<string, string>>('session:drawnRuns', { fallback: {} });

export async function rememberDrawnRun(tabId: number, runId: string | null): Promise<void> {
  const drawn = { ...(await drawnRunsItem.getValue()) };
  if (runId === null) delete drawn[String(tabId)];
  else drawn[String(tabId)] = runId;
  await drawnRunsItem.setValue(drawn);
}

export async function drawnRunOf(tabId: number): Promise<string | null> {
  return (await drawnRunsItem.getValue())[String(tabId)] ?? null;
}
