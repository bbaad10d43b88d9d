import type { TraceEntry } from '@/lib/engine/schemas';

const KIND_WORDS = {
  model: 'Model',
  search: 'Search',
  fetch: 'Fetch',
  decision: 'Decision',
  checkpoint: 'Step done',
} as const;

/** The reasoning trace of a claim: every call and decision, with its outcome and reason. */
export function TraceList({ entries }: { entries: TraceEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="trace-list" data-testid="trace-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`trace outcome-${entry.outcome}`}>
          <strong>{KIND_WORDS[entry.kind]}</strong>: {entry.purpose}
          {entry.outcome !== 'ok' && <span className="badge">{entry.outcome}</span>}
          {entry.detail && <span className="muted"> — {entry.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
