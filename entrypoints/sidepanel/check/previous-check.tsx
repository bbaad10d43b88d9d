import { useLiveQuery } from 'dexie-react-hooks';
import { previousCheckOf } from '@/lib/db/run-lookups';
import type { Run } from '@/lib/engine';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';
import { formatDateTime } from '../components/format-time';
import { db } from '../db';
import { compareChecks, type CheckSnapshot, type ClaimChange } from './compare-runs';

/** The newest earlier finished check (with a result) of the same article in this browser (never an imported run). */
function usePreviousCheck(run: Run): { run: Run; snapshot: CheckSnapshot } | null | undefined {
  return useLiveQuery(async () => {
    const previous = await previousCheckOf(db, run);
    return (
      previous && { run: previous.run, snapshot: { claims: previous.claims, verdicts: previous.verdicts } }
    );
  }, [run.id, run.createdAt]);
}

const label = (value: ClaimChange['before']) => (value ? LABEL_WORDS[value] : 'no verdict');

/** What changed between two checks: verdicts that moved, claims new or gone ("Same claims, same verdicts."). */
export function ChangeList({ changes }: { changes: ClaimChange[] }) {
  const moved = changes.filter((change) => change.kind !== 'same');
  if (moved.length === 0) return <p>Same claims, same verdicts.</p>;
  return (
    <ul data-testid="change-list">
      {moved.map((change) => (
        <li key={`${change.kind}:${change.text}`}>
          {change.kind === 'changed' && (
            <>
              {change.text}: <strong>{label(change.before)}</strong> → <strong>{label(change.after)}</strong>
            </>
          )}
          {change.kind === 'new' && (
            <>
              New claim: {change.text} ({label(change.after)})
            </>
          )}
          {change.kind === 'gone' && (
            <>
              No longer found: {change.text} (was {label(change.before)})
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** "Compared with the check of <date>": verdicts that changed, claims that are new or gone. */
export function PreviousCheck({ run, current }: { run: Run; current: CheckSnapshot }) {
  const previous = usePreviousCheck(run);
  if (!previous) return null;
  return (
    <section className="card" aria-label="Compared with the previous check" data-testid="previous-check">
      <h3>Compared with the check of {formatDateTime(previous.run.createdAt)}</h3>
      <ChangeList changes={compareChecks(previous.snapshot, current)} />
    </section>
  );
}
