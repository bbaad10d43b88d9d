/**
 * One turn of the event loop for whatever waits on it: answers that arrived meanwhile are read, and a search or page
 * slot they free sends its next request before more of a check's CPU work (stance rules, injection checks) runs.
 */
export function yieldTurn(): Promise<void> {
  return new Promise((resolve) => {
    // Node: after the pending I/O callbacks. A browser or service worker: a message task, which (unlike a nested
    // `setTimeout(0)`, clamped to 4 ms) waits for no timer.
    if (typeof setImmediate === 'function') setImmediate(resolve);
    else if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    } else setTimeout(resolve, 0);
  });
}
