import { useLiveQuery } from 'dexie-react-hooks';
import { checkOf } from '@/lib/db/run-lookups';
import { compareChecks } from '../check/compare-runs';
import { ChangeList } from '../check/previous-check';
import { formatDateTime } from '../components/format-time';
import { db } from '../db';

/** Two runs picked in History, older first, compared claim by claim. */
export function ComparePicked({ runIds, onClose }: { runIds: [string, string]; onClose(): void }) {
  const loaded = useLiveQuery(async () => {
    const checks = await Promise.all(runIds.map((id) => checkOf(db, id)));
    if (checks.some((check) => !check)) return null;
    const pairs = checks.map((check) => ({
      run: check!.run,
      snapshot: { claims: check!.claims, verdicts: check!.verdicts },
    }));
    return pairs.sort((a, b) => a.run.createdAt - b.run.createdAt);
  }, [runIds[0], runIds[1]]);
  if (loaded === undefined) return <p aria-live="polite">Loading…</p>;
  if (loaded === null) return <p className="muted">One of the two runs no longer exists.</p>;
  const [older, newer] = loaded as [(typeof loaded)[0], (typeof loaded)[0]];
  const title = (run: typeof older.run) => run.statement ?? run.article.title;
  return (
    <section className="card" aria-labelledby="compare-title" data-testid="compare-picked">
      <h2 id="compare-title">Comparing two checks</h2>
      <p>
        Before: <strong>{title(older.run)}</strong>, {formatDateTime(older.run.createdAt)}
        <br />
        After: <strong>{title(newer.run)}</strong>, {formatDateTime(newer.run.createdAt)}
      </p>
      {older.run.article.url !== newer.run.article.url && (
        <p className="muted">These are checks of different pages: claims are matched by their wording.</p>
      )}
      <ChangeList changes={compareChecks(older.snapshot, newer.snapshot)} />
      <button type="button" onClick={onClose}>
        Done comparing
      </button>
    </section>
  );
}
