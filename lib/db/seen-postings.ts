/**
 * The seen-before index's postings: for each key, the rows that carry it, newest last, at most
 * `SEEN_BEFORE.maxRowsPerKey`. One row per key, read by key: a lookup is one point read per key (IndexedDB finds a
 * key at once, where a range over a multi-entry index has to be walked). An update writes its rows as recent rows
 * (one record); a merge later rewrites the postings of their keys.
 */
import type { Transaction } from 'dexie';
import { SEEN_BEFORE } from '../engine/config';
import { analyseClaim } from '../engine/domain/claims/claim-match';
import { seenKeysOf, termBitsOf } from './seen-keys';
import type { SeenClaimRow } from './seen-rows';

/** A row of the index, by its primary key. */
export type SeenRowKey = [runId: string, claimId: string];

/**
 * A row in a posting: its primary key, its signature (its claim told in these very terms) and its content terms as
 * bits (`termBitsOf`; absent in postings written before they were kept).
 */
type PostedRow = [runId: string, claimId: string, signature: string, low?: number, high?: number];

/** The rows carrying one key, oldest first; under a recent key (`recentKey`), no rows but one run's recent rows. */
export interface SeenKeyRow {
  key: string;
  rows: PostedRow[];
  recent?: Posted[];
}

/**
 * The recent rows: rows indexed since the postings were last brought up to date, each with its keys, one record per
 * run indexed, in the order indexed (`recentKey(n)`). An update writes its own record (one write, however many keys
 * its rows carry); a lookup reads them all (one range) with the postings and reads the postings as if those rows
 * were in them (`withRecent`); a merge posts them. No claim key has this form (every key holds `&`, or starts with
 * `=` or `#`).
 */
const RECENT_PREFIX = '~recent:';
export const RECENT_FIRST = RECENT_PREFIX;
export const RECENT_LAST = `${RECENT_PREFIX}\uffff`;

/** The key of the `n`-th run's recent rows (zero-padded: keys sort as they were written). */
export const recentKey = (n: number): string => `${RECENT_PREFIX}${String(n).padStart(12, '0')}`;

/** The number in a recent key. */
export const recentNumber = (key: string): number => Number(key.slice(RECENT_PREFIX.length));

/** `key` → its rows, for the keys read (a key no row carries is absent). */
export type Postings = Map<string, PostedRow[]>;

/** A row as the postings know it: its primary key, its keys and its term bits. */
export type Posted = Pick<SeenClaimRow, 'runId' | 'claimId' | 'terms' | 'bits'>;

const same = (a: PostedRow, b: Posted) => a[0] === b.runId && a[1] === b.claimId;

/** A row's signature key (its first). */
const signatureOf = (row: Posted) => row.terms.find((key) => key.startsWith('=')) ?? '';

/**
 * `list` with `row` appended as its newest, at most `max` long. Under any key but a signature, an older telling
 * with the same signature makes way: it is the same claim in the same terms, and a common key then keeps as many
 * distinct claims as it can (the signature's own posting keeps every telling).
 */
function appendPosted(list: readonly PostedRow[], key: string, row: Posted, max: number): PostedRow[] {
  const signature = signatureOf(row);
  const distinct = !key.startsWith('=');
  const kept = list.filter((r) => !same(r, row) && !(distinct && r[2] === signature));
  kept.push(
    row.bits === undefined
      ? [row.runId, row.claimId, signature]
      : [row.runId, row.claimId, signature, ...row.bits],
  );
  return kept.length > max ? kept.slice(kept.length - max) : kept;
}

/**
 * The postings `removed` and `added` change: rows of `removed` left out, rows of `added` appended (each once, the
 * newest kept when a posting is full). Returns the rows to write and the keys to delete (no row carries them).
 */
export function changedPostings(
  postings: Postings,
  removed: readonly Posted[],
  added: readonly Posted[],
  max: number = SEEN_BEFORE.maxRowsPerKey,
): { put: SeenKeyRow[]; deleted: string[] } {
  const next = new Map<string, PostedRow[]>();
  const of = (key: string) => next.get(key) ?? postings.get(key) ?? [];
  for (const row of removed)
    next.set(
      signatureOf(row),
      of(signatureOf(row)).filter((r) => !same(r, row)),
    );
  for (const row of removed) {
    const signature = signatureOf(row);
    // The newest other telling in the same terms takes its place under its other keys (it had made way for it).
    const stand = of(signature).at(-1);
    for (const key of row.terms) {
      if (key === signature) continue;
      const left = of(key).filter((r) => !same(r, row));
      const told = left.some((r) => r[2] === signature);
      next.set(key, stand && !told && left.length < max ? [...left, stand] : left);
    }
  }
  for (const row of added) for (const key of row.terms) next.set(key, appendPosted(of(key), key, row, max));
  const put: SeenKeyRow[] = [];
  const deleted: string[] = [];
  for (const [key, rows] of next) {
    // A posting left as it was is not written again.
    if (rows.length > 0) {
      if (!sameRows(postings.get(key), rows)) put.push({ key, rows });
    } else if (postings.has(key)) deleted.push(key);
  }
  return { put, deleted };
}

function sameRows(a: readonly PostedRow[] | undefined, b: readonly PostedRow[]): boolean {
  return (
    a !== undefined && a.length === b.length && a.every((r, i) => r[0] === b[i]![0] && r[1] === b[i]![1])
  );
}

/**
 * The postings of `keys` as they are once `recent` (oldest first) is posted: what a merge would write, read
 * without writing it. Only the keys asked for are made (the recent rows' other keys were not read).
 */
export function withRecent(
  postings: Postings,
  recent: readonly Posted[],
  keys: ReadonlySet<string>,
  max: number = SEEN_BEFORE.maxRowsPerKey,
): Postings {
  const touching = recent.filter((row) => row.terms.some((key) => keys.has(key)));
  if (touching.length === 0) return postings;
  const read = new Map(postings);
  for (const row of touching)
    for (const key of row.terms)
      if (keys.has(key)) read.set(key, appendPosted(read.get(key) ?? [], key, row, max));
  return read;
}

/**
 * Version 7 of the database: the index's keys move from a multi-entry index on the rows to postings read by key,
 * and change (the time left out of the signature and the figure keys). Each row's keys are made again from its
 * stored analysis and its postings written, oldest row first; the rows keep their distinct claim.
 */
export async function upgradeToSeenPostings(tx: Transaction): Promise<void> {
  const postings: Postings = new Map();
  await tx
    .table('seenClaims')
    .orderBy('checkedAt')
    .modify((row: SeenClaimRow) => {
      const analysis = row.analysis ?? analyseClaim({ text: row.text, lang: row.lang });
      row.terms = seenKeysOf(analysis);
      row.bits = termBitsOf(analysis);
      for (const key of row.terms)
        postings.set(key, appendPosted(postings.get(key) ?? [], key, row, SEEN_BEFORE.maxRowsPerKey));
    });
  await tx.table('seenKeys').bulkPut([...postings].map(([key, rows]) => ({ key, rows })));
}
