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

/** The summary row of a stored run row. */
export function runIndexRowOf(
  row: Pick<RunRow, 'id' | 'createdAt' | 'searchTerms' | 'label' | 'site'>,
): RunIndexRow {
  return { id: row.id, createdAt: row.createdAt, words: row.searchTerms, label: row.label, site: row.site };
}

/**
 * The one place run rows are written: each with its summary row. Call inside a transaction over `runs` and
 * `runIndex`; `add` fails on an existing id (import), `put` replaces.
 */
export async function writeRunRows(db: CartographerDb, rows: RunRow[], mode: 'put' | 'add'): Promise<void> {
  if (rows.length === 0) return;
  if (mode === 'add') await db.runs.bulkAdd(rows);
  else await db.runs.bulkPut(rows);
  await db.runIndex.bulkPut(rows.map(runIndexRowOf));
}
