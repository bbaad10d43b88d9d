/** History's search over the run index: the word index when a word is selective, else newest first by a date index. */
import type { Collection, InsertType } from 'dexie';
import { HISTORY_INDEX } from '../engine/config';
import type { VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import type { RunIndexRow } from './run-index';
import { tokenize } from './search-terms';

export interface IndexSearch {
  words: readonly string[];
  label?: VerdictLabel;
  /** Normalised site ('' = any). */
  site: string;
  from: number;
  to: number;
  offset: number;
  limit: number;
}

export interface IndexPage {
  /** Ids of the requested page, newest first. */
  ids: string[];
  /** Matching runs: exact, or a lower bound when `totalIsLowerBound`. */
  total: number;
  totalIsLowerBound: boolean;
}

type Limits = { readonly [K in keyof typeof HISTORY_INDEX]: number };

/** The search's words as the index holds them (unique, normalised). */
export function searchWords(text: string | undefined): string[] {
  return [...new Set(tokenize(text ?? ''))];
}

/** Finds the page of matching run ids without reading every run. */
export async function searchRunIndex(
  db: CartographerDb,
  search: IndexSearch,
  limits: Limits = HISTORY_INDEX,
): Promise<IndexPage> {
  const matches = matcher(search);
  if (search.words.length > 0) {
    const candidates = await selectiveCandidates(db, search.words, limits.candidateCap);
    if (candidates) {
      const rows = (await db.runIndex.bulkGet(candidates))
        .filter((row): row is RunIndexRow => row !== undefined && matches(row))
        .sort(newestFirst);
      return {
        ids: rows.slice(search.offset, search.offset + search.limit).map((row) => row.id),
        total: rows.length,
        totalIsLowerBound: false,
      };
    }
  }
  const walk = newestFirstBy(db, search);
  if (search.words.length === 0 && !(search.label && search.site)) {
    // The index range is exactly the matching set: IndexedDB counts it natively.
    const [total, ids] = await Promise.all([
      walk.clone().count(),
      walk.clone().offset(search.offset).limit(search.limit).primaryKeys(),
    ]);
    return { ids, total, totalIsLowerBound: false };
  }
  const wanted = search.offset + search.limit + limits.countAhead;
  const found = (await walk.filter(matches).limit(wanted).primaryKeys()) as string[];
  return {
    ids: found.slice(search.offset, search.offset + search.limit),
    total: found.length,
    totalIsLowerBound: found.length === wanted,
  };
}

/** Run ids of the most selective word, or undefined when every word matches more than `cap` runs. */
async function selectiveCandidates(
  db: CartographerDb,
  words: readonly string[],
  cap: number,
): Promise<string[] | undefined> {
  let best: string[] | undefined;
  for (const word of words) {
    const keys = (await db.runIndex
      .where('words')
      .startsWith(word)
      .limit(cap + 1)
      .primaryKeys()) as string[];
    if (keys.length > cap) continue;
    const unique = [...new Set(keys)];
    if (!best || unique.length < best.length) best = unique;
    if (best.length === 0) break;
  }
  return best;
}

/** The narrowest index range for the filters, newest first (ties by id, as IndexedDB orders them). */
function newestFirstBy(
  db: CartographerDb,
  search: IndexSearch,
): Collection<RunIndexRow, string, InsertType<RunIndexRow, 'id'>> {
  const { from, to } = search;
  if (search.label)
    return db.runIndex
      .where('[label+createdAt]')
      .between([search.label, from], [search.label, to], true, true)
      .reverse();
  if (search.site)
    return db.runIndex
      .where('[site+createdAt]')
      .between([search.site, from], [search.site, to], true, true)
      .reverse();
  return db.runIndex.where('createdAt').between(from, to, true, true).reverse();
}

function matcher(search: IndexSearch): (row: RunIndexRow) => boolean {
  return (row) =>
    row.createdAt >= search.from &&
    row.createdAt <= search.to &&
    (!search.label || row.label === search.label) &&
    (!search.site || row.site === search.site) &&
    search.words.every((word) => row.words.some((term) => term.startsWith(word)));
}

function newestFirst(a: RunIndexRow, b: RunIndexRow): number {
  return b.createdAt - a.createdAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}
