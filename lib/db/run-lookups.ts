/** Which saved run belongs to a page: the panel's last check of a page, and the check before a given one. */
import { sameUrl, siteOf } from '../engine/domain/url';
import type { Claim, Run, StoredVerdict } from '../engine/schemas';
import { rowsOfRun, type CartographerDb } from './cartographer-db';

/**
 * The id of the newest run checked here of the page at `url` (by URL or canonical URL, `sameUrl`; imports never), or
 * null. `kind` keeps only runs of that kind (the panel's page check is the newest `article` run, never a challenge).
 */
export async function latestRunFor(
  db: CartographerDb,
  url: string,
  kind?: Run['kind'],
): Promise<string | null> {
  const site = siteOf(url);
  if (!site) return null;
  const runs = await db.runs.where('site').equals(site).toArray();
  const same = runs.filter(
    (run) =>
      run.origin !== 'imported' &&
      (kind === undefined || run.kind === kind) &&
      (sameUrl(run.article.url, url) ||
        (!!run.article.canonicalUrl && sameUrl(run.article.canonicalUrl, url))),
  );
  same.sort((a, b) => b.createdAt - a.createdAt);
  return same[0]?.id ?? null;
}

interface EarlierCheck {
  run: Run;
  claims: Claim[];
  verdicts: StoredVerdict[];
}

/** The newest earlier finished check of the same article as `run`, with its claims and verdicts; null if none. */
export async function previousCheckOf(db: CartographerDb, run: Run): Promise<EarlierCheck | null> {
  // An imported run is someone else's record: never compared, never the page's own history.
  if (run.kind !== 'article' || run.origin === 'imported') return null;
  const site = siteOf(run.article.url);
  if (!site) return null;
  const earlier = (await db.runs.where('site').equals(site).toArray())
    .filter(
      (other) =>
        other.id !== run.id &&
        other.kind === 'article' &&
        other.origin !== 'imported' &&
        other.createdAt < run.createdAt &&
        sameUrl(other.article.url, run.article.url) &&
        (other.status === 'done' || other.status === 'partial'),
    )
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  if (!earlier) return null;
  const [claims, verdicts] = await Promise.all([
    rowsOfRun(db, 'claims', earlier.id).toArray() as Promise<Claim[]>,
    rowsOfRun(db, 'verdicts', earlier.id).toArray() as Promise<StoredVerdict[]>,
  ]);
  return { run: earlier, claims, verdicts };
}

/** The stored run with this id, or null (deleted). */
export async function findRun(db: CartographerDb, runId: string): Promise<Run | null> {
  return (await db.runs.get(runId)) ?? null;
}

/** A run with its claims and verdicts, for comparing two checks; null if it no longer exists. */
export async function checkOf(db: CartographerDb, runId: string): Promise<EarlierCheck | null> {
  const run = await findRun(db, runId);
  if (!run) return null;
  const [claims, verdicts] = await Promise.all([
    rowsOfRun(db, 'claims', runId).toArray() as Promise<Claim[]>,
    rowsOfRun(db, 'verdicts', runId).toArray() as Promise<StoredVerdict[]>,
  ]);
  return { run, claims, verdicts };
}
