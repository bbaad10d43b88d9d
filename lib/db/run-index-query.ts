/** History's search over the run index: the word index when a word is selective, else newest first by a date index. */
import { Dexie } from 'dexie';
import { HISTORY_INDEX } from '../engine/config';
import type { VerdictLabel } from '../engine/schemas';
import type { CartographerDb } from './cartographer-db';
import type { RunIndexKey, RunIndexRow } from './run-index';
import { newestFirst, walkNewestFirst } from './run-index-walk';
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
    const found = await selectiveCandidates(db, search, limits.candidateCap);
    if (found) {
      // Words all answered by the index and no label or site: the keys alone answer.
      const keys =
        found.everyWord && !search.label && !search.site
          ? found.keys
          : (await db.runIndex.bulkGet(found.keys))
              .filter((row): row is RunIndexRow => row !== undefined && matches(row))
              .map((row): RunIndexKey => [row.createdAt, row.id]);
      keys.sort(newestFirst);
      return { ids: page(keys), total: keys.length, totalIsLowerBound: false };
    }
  }
  const filtered = search.words.length > 0 || Boolean(search.label && search.site);
  if (!filtered) {
    // Newest first through a date index's keys, no further than `countAhead` matches past the page: past that,
    // History says "N+" rather than count every run (IndexedDB counts by walking the range too).
    const wanted = search.offset + search.limit + limits.countAhead;
    const keys = await newestFirstKeys(db, search, wanted);
    return { ids: page(keys), total: keys.length, totalIsLowerBound: keys.length === wanted };
  }
  // Every word too common to list: summary rows newest first, a chunk per request, until the page and
  // `filterAhead` more are found.
  const wanted = search.offset + search.limit + limits.filterAhead;
  const walk = await walkNewestFirst(db, search, matches, wanted, limits.walkChunk);
  return walk.exhausted
    ? { ids: page(walk.keys), total: walk.keys.length, totalIsLowerBound: false }
    : { ids: page(walk.keys), total: wanted, totalIsLowerBound: true };
}

/**
 * Keys in the date range of the runs matching every selective word: each word's prefix is read from the word
 * index as keys only, up to `cap` + 1 entries (more and it is left to the walk), and the sets are intersected
 * rarest first. `everyWord` when no word was left unchecked. Undefined when no word is selective.
 */
async function selectiveCandidates(
  db: CartographerDb,
  search: IndexSearch,
  cap: number,
): Promise<{ keys: RunIndexKey[]; everyWord: boolean } | undefined> {
  const sets: Map<string, RunIndexKey>[] = [];
  for (const word of search.words) {
    const keys = await db.runIndex
      .where('words')
      .startsWith(word)
      .limit(cap + 1)
      .primaryKeys();
    if (keys.length > cap) continue;
    // A run appears once per word it has under the prefix ("bridge", "bridges"): one entry per run.
    const byId = new Map<string, RunIndexKey>();
    for (const key of keys) if (key[0] >= search.from && key[0] <= search.to) byId.set(key[1], key);
    sets.push(byId);
    if (byId.size === 0) return { keys: [], everyWord: true };
  }
  if (sets.length === 0) return undefined;
  sets.sort((a, b) => a.size - b.size);
  const [rarest, ...rest] = sets;
  const keys = [...rarest!.values()].filter(([, id]) => rest.every((set) => set.has(id)));
  return { keys, everyWord: sets.length === search.words.length };
}

/** The first `wanted` keys newest first through the narrowest date index for the filters (keys only). */
function newestFirstKeys(db: CartographerDb, search: IndexSearch, wanted: number): Promise<RunIndexKey[]> {
  const { from, to } = search;
  const range = search.label
    ? db.runIndex.where('[label+createdAt]').between([search.label, from], [search.label, to], true, true)
    : search.site
      ? db.runIndex.where('[site+createdAt]').between([search.site, from], [search.site, to], true, true)
      : db.runIndex.where('[createdAt+id]').between([from, Dexie.minKey], [to, Dexie.maxKey], true, true);
  return range.reverse().limit(wanted).primaryKeys();
}

/**
 * Every site with a saved run, sorted ('' left out): one seek per site along `[site+createdAt]`. Not a unique-key
 * cursor, which Chromium serves by stepping over every entry (5–6 s at 50,000 runs, holding up every other read).
 */
export async function distinctSites(db: CartographerDb): Promise<string[]> {
  const sites: string[] = [];
  const bySite = () => db.runIndex.where('[site+createdAt]');
  let next = await bySite().above([Dexie.minKey, Dexie.minKey]).first();
  while (next) {
    if (next.site) sites.push(next.site);
    next = await bySite().above([next.site, Dexie.maxKey]).first();
  }
  return sites;
}

function matcher(search: IndexSearch): (row: RunIndexRow) => boolean {
  return (row) =>
    row.createdAt >= search.from &&
    row.createdAt <= search.to &&
    (!search.label || row.label === search.label) &&
    (!search.site || row.site === search.site) &&
    search.words.every((word) => row.words.some((term) => term.startsWith(word)));
}
