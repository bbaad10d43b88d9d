/** Asks the background again, once, when the answer was lost because its service worker stopped mid-request. */

/** Chrome's words when the worker that was to answer went away (stopped, restarted) before it answered. */
const WORKER_WENT_AWAY =
  /message (port|channel) closed before a response was received|receiving end does not exist|could not establish connection/i;

/** True when `error` says the request's answer was lost with a stopped worker (not that the request failed). */
export function workerWentAway(error: unknown): boolean {
  return WORKER_WENT_AWAY.test(error instanceof Error ? error.message : String(error));
}

/**
 * Sends, and sends once more when the first answer was lost with a stopped worker: the new worker starts on the
 * second message and does the work again (a PDF is downloaded again; nothing was stored by the first attempt
 * before it answers). Any other failure is the caller's.
 */
export async function sendSurvivingRestart<T>(send: () => Promise<T>, attempts = 2): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= attempts || !workerWentAway(error)) throw error;
    }
  }
}
