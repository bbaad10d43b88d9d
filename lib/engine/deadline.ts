/** deadline: a time limit merged with the caller's abort signal, telling a timeout from a cancel. */

interface Deadline {
  /** Aborts at the time limit (reason: an Error saying so) or when the caller's signal aborts (its reason). */
  signal: AbortSignal;
  /** Whether the time limit, not the caller, ended the work. */
  timedOut(): boolean;
  /** Clears the timer and the listener on the caller's signal; call once the work is over. */
  dispose(): void;
}

/** A deadline of `timeoutMs` that also follows `outer` (already aborted: aborts at once). */
export function deadline(timeoutMs: number, outer: AbortSignal | undefined): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new Error(`Timed out after ${timeoutMs} ms`));
  }, timeoutMs);
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) onAbort();
  else outer?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired && !outer?.aborted,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
  };
}
