/** Writes run rows with their History summary rows (the one place a run row is written). */
import type { CartographerDb, RunRow } from './cartographer-db';
import { runIndexRowOf } from './run-index';

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
