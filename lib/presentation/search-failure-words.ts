/** Failed searches said once: no connection is one message for the check, not the full error per query. */

/**
 * A failure that means this machine has no network (names cannot be resolved, the browser is offline). A provider
 * that refuses connections or times out is that provider's failure, named as such, never "no connection".
 */
export function isConnectionFailure(reason: string): boolean {
  if (/connection refused|ECONNREFUSED|did not answer|timed? ?out/i.test(reason)) return false;
  return /offline|internet|ENOTFOUND|EAI_AGAIN|ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|ERR_NETWORK_CHANGED|failed to fetch|fetch failed/i.test(
    reason,
  );
}

interface SearchFailures {
  /** One sentence for all the failed searches, or null when none failed. */
  summary: string | null;
  /** What each failed search says beside it (short: the summary carries the reason). */
  perQuery: string;
}

/**
 * The failed searches' reasons as one summary: "no connection" when every failure is one, one shared reason when all
 * failures give the same one, else null (each query then says its own reason).
 */
export function searchFailures(reasons: readonly string[]): SearchFailures {
  const n = reasons.length;
  if (n === 0) return { summary: null, perQuery: '' };
  const searches = n === 1 ? 'The search' : `All ${n} failed searches`;
  if (reasons.every(isConnectionFailure))
    return {
      summary: `No connection: ${n === 1 ? 'a search' : `${n} searches`} could not reach the search providers. Check your connection, then Re-run.`,
      perQuery: 'not run (no connection)',
    };
  const distinct = new Set(reasons);
  if (distinct.size === 1 && n > 1)
    return { summary: `${searches} failed for one reason: ${reasons[0]}`, perQuery: 'failed (see above)' };
  return { summary: null, perQuery: '' };
}
