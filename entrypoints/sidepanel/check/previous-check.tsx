import { useLiveQuery } from 'dexie-react-hooks';
import { rowsOfRun } from '@/lib/db/cartographer-db';
import { isFinished } from '@/lib/engine/pipeline/run-state';
import type { StoredVerdict } from '@/lib/engine/ports';
import type { Claim, Run } from '@/lib/engine/schemas';
import { LABEL_WORDS, formatDate } from '@/lib/presentation/verdict-words';
import { db } from '../db';
import { compareChecks, type CheckSnapshot, type ClaimChange } from './compare-runs';

/** The newest earlier finished check (with a result) of the same article in this browser (never an imported run). */
function usePreviousCheck(run: Run): { run: Run; snapshot: CheckSnapshot } | null | undefined {
  return useLiveQuery(async () => {
    const site = (await db.runs.get(run.id))?.site;
    if (!site || run.kind !== 'article' || run.origin === 'imported') return null;
    const earlier = (await db.runs.where('site').equals(site).toArray())
      .filter(
        (other) =>
          other.id !== run.id &&
          other.kind === 'article' &&
          other.origin !== 'imported' &&
          other.createdAt < run.createdAt &&
          other.article.url === run.article.url &&
          isFinished(other.status) &&
          other.result !== null,
      )
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    if (!earlier) return null;
    const [claims, verdicts] = await Promise.all([
      rowsOfRun(db, 'claims', earlier.id).toArray() as Promise<Claim[]>,
      rowsOfRun(db, 'verdicts', earlier.id).toArray() as Promise<StoredVerdict[]>,
    ]);
    return { run: earlier, snapshot: { claims, verdicts } };
  }, [run.id, run.createdAt]);
}

const label = (value: ClaimChange['before']) => (value ? LABEL_WORDS[value] : 'no verdict');

/** "Compared with the check of <date>": verdicts that changed, claims that are new or gone. */
export function PreviousCheck({ run, current }: { run: Run; current: CheckSnapshot }) {
  const previous = usePreviousCheck(run);
  if (!previous) return null;
  const changes = compareChecks(previous.snapshot, current);
  const moved = changes.filter((change) => change.kind !== 'same');
  return (
    <section className="card" aria-label="Compared with the previous check" data-testid="previous-check">
      <h3>Compared with the check of {formatDate(previous.run.createdAt)}</h3>
      {moved.length === 0 ? (
        <p>Same claims, same verdicts.</p>
      ) : (
        <ul>
          {moved.map((change) => (
            <li key={`${change.kind}:${change.text}`}>
              {change.kind === 'changed' && (
                <>
                  {change.text}: <strong>{label(change.before)}</strong> →{' '}
                  <strong>{label(change.after)}</strong>
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
      )}
    </section>
  );
}
