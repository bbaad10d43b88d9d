/** Queue wait of a claim that joined another claim's page load in flight (the same URL, read once for the run). */

/**
 * The load began at `startedAt` and waited `loadQueuedMs` of it for a per-host slot; the joining claim waited from
 * `joinedAt` until `now` (when the load settled). Of that wait, at most the load's queue-free time was the load's own
 * work; the rest was the load waiting for a slot held by other claims' fetches. 0 when the start is unknown.
 */
export function joinedQueuedMs(
  now: number,
  joinedAt: number,
  startedAt: number | undefined,
  loadQueuedMs = 0,
): number {
  if (startedAt === undefined) return 0;
  const loadFree = Math.max(0, now - startedAt - loadQueuedMs);
  return Math.max(0, now - joinedAt - loadFree);
}
