/** Failed searches in words, from their typed failure facts: no connection is one message for the check, not the error per query. */
import type { RequestFailure, RequestFailureKind } from '../engine/schemas';

/** One failed search as the trace recorded it: its failure facts, or (saved before they existed) its text only. */
export interface SearchFailure {
  /** Each provider's failure, typed; null for an entry saved before searches carried facts. */
  facts: readonly RequestFailure[] | null;
  /** The entry's recorded text: shown as written when there are no facts. */
  text: string;
}

interface SearchFailures {
  /** One sentence for all the failed searches, or null when none failed. */
  summary: string | null;
  /** What each failed search says beside it (short: the summary carries the reason). */
  perQuery: string;
}

const KIND_WORDS: Record<RequestFailureKind, (status: number | undefined) => string> = {
  dns: () => 'could not be found (its name did not resolve)',
  refused: () => 'refused the connection',
  unreachable: () => 'could not be reached',
  timeout: () => 'did not answer in time',
  http: (status) => `answered with an error${status !== undefined ? ` (HTTP ${status})` : ''}`,
  malformed: () => 'answered with something that is not search results',
  'too-large': () => 'answered with more than it may, so its answer was skipped',
  'bad-key': () => 'rejected the API key',
  'rate-limited': () => 'limited how often it may be asked',
  'needs-key': () => 'needs a free key: its allowance without one is used up (add the key in Settings)',
  unknown: () => 'failed',
};

/** A provider's name as Settings shows it, from its id (the host passes its registry's lookup). */
export type ProviderNames = (id: string) => string;

/** One provider's failure in words: "SearXNG refused the connection". */
function requestFailureWords(failure: RequestFailure, names: ProviderNames): string {
  return `${names(failure.provider)} ${KIND_WORDS[failure.kind](failure.status)}`;
}

/** Why one search failed, in words: each provider's failure, or the recorded text of an old entry. */
export function searchFailureWords(failure: SearchFailure, names: ProviderNames): string {
  if (failure.facts === null || failure.facts.length === 0)
    return failure.text || 'the search provider did not answer';
  return [...new Set(failure.facts.map((f) => requestFailureWords(f, names)))].join('; ');
}

/**
 * No connection: every provider of every failed search had a name that could not be looked up. A provider that
 * refuses connections, times out or cannot be reached for a reason the runtime does not tell is named instead.
 * An entry without facts is never read as "no connection" (its text is not parsed).
 */
function noConnection(failure: SearchFailure): boolean {
  return failure.facts !== null && failure.facts.length > 0 && failure.facts.every((f) => f.kind === 'dns');
}

/**
 * The failed searches as one summary: "no connection" when every failure is one, one shared reason when all
 * failures give the same one, else null (each query then says its own reason).
 */
export function searchFailures(failures: readonly SearchFailure[], names: ProviderNames): SearchFailures {
  const n = failures.length;
  if (n === 0) return { summary: null, perQuery: '' };
  if (failures.every(noConnection))
    return {
      summary: `No connection: ${n === 1 ? 'a search' : `${n} searches`} could not reach the search providers. Check your connection, then Re-run.`,
      perQuery: 'not run (no connection)',
    };
  const words = failures.map((failure) => searchFailureWords(failure, names));
  if (new Set(words).size === 1 && n > 1)
    return {
      summary: `All ${n} failed searches failed for one reason: ${words[0]}`,
      perQuery: 'failed (see above)',
    };
  return { summary: null, perQuery: '' };
}
