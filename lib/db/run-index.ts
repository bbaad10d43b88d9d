/** History's index: one small summary row per run (words, label, site, date), written with every run row. */
import type { VerdictLabel } from '../engine/schemas';

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
export function runIndexRowOf(row: {
  id: string;
  createdAt: number;
  searchTerms: string[];
  label: VerdictLabel | '';
  site: string;
}): RunIndexRow {
  return { id: row.id, createdAt: row.createdAt, words: row.searchTerms, label: row.label, site: row.site };
}
