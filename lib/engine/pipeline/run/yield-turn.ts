/**
 * One turn of the event loop for whatever waits on it: answers that arrived meanwhile are read, and a search or page
 * slot they free sends its next request before more of a check's CPU work (stance rules, injection checks) runs.
 */
export function yieldTurn(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else setTimeout(resolve, 0);
  });
}
