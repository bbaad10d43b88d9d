import type { Query } from '@/lib/engine';
import { queryTag } from './claim-evidence';

/** The searches tried for a claim, counter-queries marked. */
export function QueryList({ queries }: { queries: Query[] }) {
  if (queries.length === 0) return <p className="muted">No searches yet.</p>;
  return (
    <ul className="query-list" data-testid="query-list">
      {queries.map((query) => (
        <li key={query.id} className={`query query-${query.intent}`} title={query.reason}>
          <span className={`badge intent-${query.intent}`}>{queryTag(query)}</span> “{query.text}”
          <span className="muted"> {query.executed ? `${query.resultCount} results` : 'not run yet'}</span>
        </li>
      ))}
    </ul>
  );
}
