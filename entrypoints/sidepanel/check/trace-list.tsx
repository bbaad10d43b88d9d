import type { TraceEntry } from '@/lib/engine';
import { traceWords } from '@/lib/presentation/trace-words';
import { providerName } from '../components/provider-names';

/** The reasoning trace of a claim: every call and decision, as sentences. */
export function TraceList({ entries }: { entries: TraceEntry[] }) {
  if (entries.length === 0) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <ol className="trace-list" data-testid="trace-list">
      {entries.map((entry) => (
        <li key={entry.id} className={`trace outcome-${entry.outcome}`}>
          {traceWords(entry, providerName)}
        </li>
      ))}
    </ol>
  );
}
