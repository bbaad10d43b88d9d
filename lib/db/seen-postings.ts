/**
 * The seen-before index's postings: for each key, the rows that carry it, newest last, at most
 * `SEEN_BEFORE.maxRowsPerKey`. One row per key, read by key: a lookup is one point read per key (IndexedDB finds a
 * key at once, where a range over a multi-entry index has to be walked), and an update rewrites the postings of its
 * rows' keys.
 */
import type { Transaction } from 'dexie';
import { SEEN_BEFORE } from '../engine/config';
import { analyseClaim } from '../engine/domain/claims/claim-match';
import { seenKeysOf } from './seen-keys';
import type { SeenClaimRow } from './seen-rows';

/** A row of the index, by its primary key. */
export type SeenRowKey = [runId: string, claimId: string];

/** The rows carrying one key, oldest first. */
export interface SeenKeyRow {
  key: string;
  rows: SeenRowKey[];
}

/** `key` → its rows, for the keys read (a key no row carries is absent). */
export type Postings = Map<string, SeenRowKey[]>;

const same = (a: SeenRowKey, b: SeenRowKey) => a[0] === b[0] && a[1] === b[1];

/**
 * The postings `removed` and `added` change: rows of `removed` left out, rows of `added` appended (each once, the
 * newest kept when a posting is full). Returns the rows to write and the keys to delete (no row carries them).
 */
export function changedPostings(
  postings: Postings,
  removed: readonly Pick<SeenClaimRow, 'runId' | 'claimId' | 'terms'>[],
  added: readonly Pick<SeenClaimRow, 'runId' | 'claimId' | 'terms'>[],
  max = SEEN_BEFORE.maxRowsPerKey,
): { put: SeenKeyRow[]; deleted: string[] } {
  const next = new Map<string, SeenRowKey[]>();
  const of = (key: string) => next.get(key) ?? [...(postings.get(key) ?? [])];
  for (const row of removed)
    for (const key of row.terms)
      next.set(
        key,
        of(key).filter((r) => !same(r, [row.runId, row.claimId])),
      );
  for (const row of added)
    for (const key of row.terms) {
      const id: SeenRowKey = [row.runId, row.claimId];
      const list = of(key).filter((r) => !same(r, id));
      list.push(id);
      next.set(key, list.length > max ? list.slice(list.length - max) : list);
    }
  const put: SeenKeyRow[] = [];
  const deleted: string[] = [];
  for (const [key, rows] of next) {
    if (rows.length > 0) put.push({ key, rows });
    else if (postings.has(key)) deleted.push(key);
  }
  return { put, deleted };
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
      for (const key of row.terms) {
        const list = postings.get(key) ?? [];
        list.push([row.runId, row.claimId]);
        if (list.length > SEEN_BEFORE.maxRowsPerKey) list.shift();
        postings.set(key, list);
      }
    });
  await tx.table('seenKeys').bulkPut([...postings].map(([key, rows]) => ({ key, rows })));
}
