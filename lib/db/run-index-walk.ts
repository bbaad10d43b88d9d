/** Reads History's summary rows newest first in chunks (one IndexedDB request each), stopping once enough match. */
import { Dexie } from 'dexie';
import type { VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import type { RunIndexKey, RunIndexRow } from './run-index';

/** The date-ordered index a walk follows: one label's or one site's runs, or every run. */
interface WalkScope {
  label?: VerdictLabel;
  /** Normalised site ('' = any). */
  site: string;
  from: number;
  to: number;
}

interface WalkResult {
  /** Keys of the matching rows, newest first (ties by id, descending, as IndexedDB orders the primary key). */
  keys: RunIndexKey[];
  /** True when every row in scope was read (the keys are then all the matches). */
  exhausted: boolean;
}

/**
 * Matching rows' keys, newest first, until `wanted` are found or the scope is read: each step reads `chunk` rows
 * through one `getAll` in descending order, continuing just below (or, on a tie, at) the oldest date read.
 */
export async function walkNewestFirst(
  db: CartographerDb,
  scope: WalkScope,
  matches: (row: RunIndexRow) => boolean,
  wanted: number,
  chunk: number,
): Promise<WalkResult> {
  const keys: RunIndexKey[] = [];
  const take = (row: RunIndexRow) => {
    if (matches(row)) keys.push([row.createdAt, row.id]);
  };
  let upper = scope.to;
  let inclusive = true;
  // Rows already read at the date `upper` (a chunk may end in the middle of runs that share one date).
  let seenAtUpper = new Set<string>();
  for (;;) {
    if (upper < scope.from) return finish(keys, true);
    const rows = await upTo(db, scope, upper, inclusive).limit(chunk).toArray();
    for (const row of rows) if (!(row.createdAt === upper && seenAtUpper.has(row.id))) take(row);
    if (rows.length < chunk) return finish(keys, true);
    const oldest = rows[rows.length - 1]!.createdAt;
    if (oldest === upper && rows.every((row) => row.createdAt === upper)) {
      // A whole chunk on one date: read that date in full, then continue strictly below it.
      for (const row of rows) seenAtUpper.add(row.id);
      for (const row of await atDate(db, scope, upper)) if (!seenAtUpper.has(row.id)) take(row);
      inclusive = false;
      seenAtUpper = new Set();
    } else {
      upper = oldest;
      inclusive = true;
      seenAtUpper = new Set(rows.filter((row) => row.createdAt === oldest).map((row) => row.id));
    }
    if (keys.length >= wanted) return finish(keys, false);
  }
}

function finish(keys: RunIndexKey[], exhausted: boolean): WalkResult {
  keys.sort(newestFirst);
  return { keys, exhausted };
}

/** Rows in scope dated at most `upper` (or below it), newest first. */
function upTo(db: CartographerDb, scope: WalkScope, upper: number, inclusive: boolean) {
  const { from } = scope;
  if (scope.label)
    return db.runIndex
      .where('[label+createdAt]')
      .between([scope.label, from], [scope.label, upper], true, inclusive)
      .reverse();
  if (scope.site)
    return db.runIndex
      .where('[site+createdAt]')
      .between([scope.site, from], [scope.site, upper], true, inclusive)
      .reverse();
  return db.runIndex
    .where('[createdAt+id]')
    .between([from, Dexie.minKey], [upper, inclusive ? Dexie.maxKey : Dexie.minKey], true, inclusive)
    .reverse();
}

/** Every row in scope dated exactly `at`. */
function atDate(db: CartographerDb, scope: WalkScope, at: number): Promise<RunIndexRow[]> {
  if (scope.label) return db.runIndex.where('[label+createdAt]').equals([scope.label, at]).toArray();
  if (scope.site) return db.runIndex.where('[site+createdAt]').equals([scope.site, at]).toArray();
  return db.runIndex
    .where('[createdAt+id]')
    .between([at, Dexie.minKey], [at, Dexie.maxKey], true, true)
    .toArray();
}

/** Descending by date, then by id (the primary key's order, reversed). */
export function newestFirst([atA, idA]: RunIndexKey, [atB, idB]: RunIndexKey): number {
  return atB - atA || (idA < idB ? 1 : idA > idB ? -1 : 0);
}
