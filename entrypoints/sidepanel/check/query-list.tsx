import type { Query, TraceEntry } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { queryTag } from './claim-evidence';

/** What became of a search: its results, its failure (from the trace), or that it never ran. */
export function queryState(query: Query, trace: readonly TraceEntry[], runFinished: boolean): string {
  if (query.executed) return count(query.resultCount, 'result');
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
  if (failure) return `failed: ${failure.detail || 'the search provider did not answer'}`;
  return runFinished ? 'not run (the check ended first)' : 'not run yet';
}

/** The searches tried for a claim, counter-queries marked, failed ones said as failed. */
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
  return (
    <ul className="query-list" data-testid="query-list">
      {queries.map((query) => {
        const state = queryState(query, trace, runFinished);
        return (
          <li key={query.id} className={`query query-${query.intent}`} title={query.reason}>
            <span className={`badge intent-${query.intent}`}>{queryTag(query)}</span> “{query.text}”
            <span className={state.startsWith('failed') ? ' error-text' : ' muted'} data-testid="query-state">
              {' '}
              {state}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
