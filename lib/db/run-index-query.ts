/** History's search over the run index: the word index when a word is selective, else newest first by a date index. */
import { Dexie } from 'dexie';
import { HISTORY_INDEX } from '../engine/config';
import type { VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import type { RunIndexKey, RunIndexRow } from './run-index';
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

interface IndexPage {
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
  const page = (keys: readonly RunIndexKey[]) =>
    keys.slice(search.offset, search.offset + search.limit).map(([, id]) => id);
  if (search.words.length > 0) {
    const found = await selectiveCandidates(db, search.words, limits.candidateCap);
    if (found) {
      const inRange = found.keys.filter(([at]) => at >= search.from && at <= search.to);
      // Words all checked from the keys and no label or site: the keys alone answer.
      const keys =
        found.everyWord && !search.label && !search.site
          ? inRange
          : (await db.runIndex.bulkGet(inRange))
              .filter((row): row is RunIndexRow => row !== undefined && matches(row))
              .map((row): RunIndexKey => [row.createdAt, row.id]);
      keys.sort(newestFirst);
      return { ids: page(keys), total: keys.length, totalIsLowerBound: false };
    }
  }
  // Newest first through a date index, reading no further than `countAhead` matches past the page: past that,
  // History says "N+" rather than count every run (IndexedDB counts by walking the range too).
  const walk = newestFirstBy(db, search);
  const filtered = search.words.length > 0 || Boolean(search.label && search.site);
  const wanted = search.offset + search.limit + (filtered ? limits.filterAhead : limits.countAhead);
  const keys = await (filtered ? walk.filter(matches) : walk).limit(wanted).primaryKeys();
  return { ids: page(keys), total: keys.length, totalIsLowerBound: keys.length === wanted };
}

/**
 * Keys of the runs matching the most selective word (each word's prefix read up to `cap` keys), intersected with
 * every other word within the cap; `everyWord` when no word was left unchecked. Undefined when no word is selective.
 */
async function selectiveCandidates(
  db: CartographerDb,
  words: readonly string[],
  cap: number,
): Promise<{ keys: RunIndexKey[]; everyWord: boolean } | undefined> {
  const sets: Map<string, RunIndexKey>[] = [];
  for (const word of words) {
    const keys = await db.runIndex
      .where('words')
      .startsWith(word)
      .limit(cap + 1)
      .primaryKeys();
    if (keys.length > cap) continue;
    const byId = new Map<string, RunIndexKey>();
    for (const key of keys) byId.set(key[1], key);
    sets.push(byId);
    if (byId.size === 0) break;
  }
  if (sets.length === 0) return undefined;
  sets.sort((a, b) => a.size - b.size);
  const [base, ...rest] = sets;
  const keys = [...base!.values()].filter(([, id]) => rest.every((set) => set.has(id)));
  return { keys, everyWord: sets.length === words.length || base!.size === 0 };
}

/** The narrowest index range for the filters, newest first (ties by id, as IndexedDB orders them). */
function newestFirstBy(db: CartographerDb, search: IndexSearch) {
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
  return db.runIndex
    .where('[createdAt+id]')
    .between([from, Dexie.minKey], [to, Dexie.maxKey], true, true)
    .reverse();
}

function matcher(search: IndexSearch): (row: RunIndexRow) => boolean {
  return (row) =>
    row.createdAt >= search.from &&
    row.createdAt <= search.to &&
    (!search.label || row.label === search.label) &&
    (!search.site || row.site === search.site) &&
    search.words.every((word) => row.words.some((term) => term.startsWith(word)));
}

function newestFirst([atA, idA]: RunIndexKey, [atB, idB]: RunIndexKey): number {
  return atB - atA || (idA < idB ? 1 : idA > idB ? -1 : 0);
}
