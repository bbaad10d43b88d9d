/** History's index: one small summary row per run (words, label, site, date), written with every run row. */
import type { VerdictLabel } from '../engine/schemas';
import type { CartographerDb, RunRow } from './cartographer-db';

/** What History searches and filters by, for one run; `*words` and the compound indexes serve every query. */
export interface RunIndexRow {
  id: string;
  createdAt: number;
  /** Normalised search words (title, site, URL, statement, claims) as `searchTermsFor` makes them. */
  words: string[];
  label: VerdictLabel | '';
  site: string;
}

/** The primary key of a summary row: newest first is descending key order. */
export type RunIndexKey = [createdAt: number, id: string];

/** The summary row of a stored run row. */
export function runIndexRowOf(
  row: Pick<RunRow, 'id' | 'createdAt' | 'searchTerms' | 'label' | 'site'>,
): RunIndexRow {
  return { id: row.id, createdAt: row.createdAt, words: row.searchTerms, label: row.label, site: row.site };
}

/**
 * The one place run rows are written: each with its summary row. Call inside a transaction over `runs` and
 * `runIndex`; `add` fails on an existing id (import), `put` replaces the run and its summary.
 */
export async function writeRunRows(db: CartographerDb, rows: RunRow[], mode: 'put' | 'add'): Promise<void> {
  if (rows.length === 0) return;
  if (mode === 'add') await db.runs.bulkAdd(rows);
  else {
    await db.runs.bulkPut(rows);
    // The key holds the date: drop the old row by id, whatever date it was saved under.
    await db.runIndex
      .where('id')
      .anyOf(rows.map((row) => row.id))
      .delete();
  }
  await db.runIndex.bulkAdd(rows.map(runIndexRowOf));
}
