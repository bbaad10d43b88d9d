/** Failed searches said once: no connection is one message for the check, not the full error per query. */

/** A provider's failure that means the network (or the provider's host) could not be reached at all. */
export function isConnectionFailure(reason: string): boolean {
  return /network|offline|internet|fetch failed|failed to fetch|ENOTFOUND|ECONNREFUSED|EAI_AGAIN|ERR_INTERNET_DISCONNECTED|ERR_NAME_NOT_RESOLVED|could not be reached|unreachable/i.test(
    reason,
  );
}

export interface SearchFailures {
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
