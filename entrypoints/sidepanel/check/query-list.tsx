import type { Query, TraceEntry } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import {
  searchFailures,
  searchFailureWords,
  type SearchFailure,
} from '@/lib/presentation/search-failure-words';
import { providerName } from '../components/provider-names';
import { queryTag } from '@/lib/presentation/query-words';

/** Why a search that did not run failed (its trace entry's failure facts), or null when it did not fail. */
function queryFailure(query: Query, trace: readonly TraceEntry[]): SearchFailure | null {
  if (query.executed) return null;
  const failure = [...trace]
    .reverse()
    .find(
      (entry) =>
        entry.kind === 'search' &&
        entry.outcome === 'error' &&
        entry.claimId === query.claimId &&
        entry.fact.kind === 'search' &&
        entry.fact.text === query.text,
    );
  if (!failure) return null;
  // Entries saved before searches carried facts keep their recorded text (never parsed for a reason).
  return { facts: failure.requestFailures ?? null, text: failure.detail };
}

/** What became of a search: its results, its failure (from the trace), or that it never ran. */
function queryState(query: Query, trace: readonly TraceEntry[], runFinished: boolean): string {
  if (query.executed) return count(query.resultCount, 'result');
  const failure = queryFailure(query, trace);
  if (failure) return `failed: ${searchFailureWords(failure, providerName)}`;
  return runFinished ? 'not run (the check ended first)' : 'not run yet';
}

/**
 * The searches tried for a claim, the kind of each marked; failures said once above the list when they share a
 * reason (no connection is one message, never the full error beside every search).
 */
export function QueryList({
  queries,
  trace,
  runFinished,
}: {
  queries: Query[];
  trace: readonly TraceEntry[];
  runFinished: boolean;
}) {
  if (queries.length === 0) return <p className="muted">No searches yet.</p>;
  const failures = new Map(
    queries.flatMap((query) => {
      const failure = queryFailure(query, trace);
      return failure === null ? [] : [[query.id, failure] as const];
    }),
  );
  const shared = searchFailures([...failures.values()], providerName);
  return (
    <>
      {shared.summary && (
        <p className="error-text" role="status" data-testid="search-failures">
          {shared.summary}
        </p>
      )}
      <ul className="query-list" data-testid="query-list">
        {queries.map((query) => {
          const failed = failures.has(query.id);
          const state = failed && shared.summary ? shared.perQuery : queryState(query, trace, runFinished);
          return (
            <li key={query.id} className={`query query-${query.intent}`} title={query.reason}>
              <span className={`badge intent-${query.intent}`}>{queryTag(query)}</span> “{query.text}”
              <span
                className={failed && !shared.summary ? ' error-text' : ' muted'}
                data-testid="query-state"
              >
                {' '}
                {state}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
