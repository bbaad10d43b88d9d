/**
 * History's seen-before index in IndexedDB: one row per checked claim per finished run, found by selective keys
 * (`seen-keys.ts`) through their postings (`seen-postings.ts`, one point read per key, with the recent rows not yet
 * merged into them), ranked by the terms they share, and confirmed by the claim matcher itself.
 */
import { Dexie } from 'dexie';
import { SEEN_BEFORE } from '../engine/config';
import { analyseClaim, type ClaimAnalysis } from '../engine/domain/claims/claim-match';
import { keyWorth, lookupKeysOf, sharedTermBits, termBitList } from './seen-keys';
import type { SeenBeforeLookup, SeenMatch } from '../engine/ports';
import type { Evidence } from '../engine/schemas';
import { rowsOfRun, type CartographerDb } from './cartographer-db';
import { fromRunRow } from './dexie-run-reader';
import {
  changedPostings,
  RECENT_FIRST,
  RECENT_LAST,
  recentKey,
  recentNumber,
  withRecent,
  type Posted,
  type Postings,
  type SeenKeyRow,
  type SeenRowKey,
} from './seen-postings';
import { analysedClaims, bestCandidates, matchSeen, seenRowsOfRun, type SeenClaimRow } from './seen-rows';
import { guarded } from './store-error';

export class SeenClaimIndex implements SeenBeforeLookup {
  /** The pending merge of the recent rows, if one is due. */
  private merging: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly db: CartographerDb) {}

  /**
   * (Re)writes the rows of one run from what is stored for it: none unless it has ended. Each claim joins the
   * distinct claim of its best earlier match, or starts one. Returns the rows written. Every read is in flight at
   * once, then every posting the run's claims look up is read in one go. The rows join the recent rows (one write,
   * however many keys they carry): the postings take them in a merge when the index is idle
   * (`SEEN_BEFORE.mergeAfterIdleMs`), or at once when the recent rows are full.
   */
  async indexRun(runId: string): Promise<number> {
    const { db } = this;
    const written = await guarded(() =>
      db.transaction(
        'rw',
        [db.runs, db.claims, db.verdicts, db.evidence, db.seenClaims, db.seenKeys],
        async () => {
          const verdictsRead = rowsOfRun(db, 'verdicts', runId).toArray();
          const evidenceRead = rowsOfRun(db, 'evidence', runId).toArray();
          const [old, row, claims] = await Promise.all([
            this.rowsOf(runId).toArray(),
            db.runs.get(runId),
            rowsOfRun(db, 'claims', runId).toArray(),
          ]);
          const run = row ? fromRunRow(row) : undefined;
          // A claim's keys come from its text alone: the postings of every checkable claim are read while the
          // verdicts (which say which claims became rows) and the evidence are.
          const made = run ? analysedClaims(run, claims) : new Map<string, never>();
          const keysOf = new Map([...made].map(([id, m]) => [id, lookupKeysOf(m.analysis)]));
          const [verdicts, evidence, { postings, records }] = await Promise.all([
            verdictsRead,
            evidenceRead,
            this.read([...keysOf.values()].flat()),
          ]);
          const rows = run ? seenRowsOfRun(run, claims, verdicts, evidence, made) : [];
          if (rows.length === 0 && old.length === 0) return 0;
          const analyses = rows.map((r) => r.analysis!);
          const wanted = rows.map((r) => keysOf.get(r.claimId) ?? lookupKeysOf(r.analysis!));
          const recent = records.flatMap((r) => r.recent ?? []);
          // A run indexed for the first time: its recent rows are written while its candidates are read.
          const first = old.length === 0;
          const kept = (): Promise<void> => this.addRecent(records, runId, rows.map(postedOf));
          const keeping = first ? kept() : undefined;
          // One round of candidates: the distinct claim a row joins, not what a user is told (`lookup` reads more).
          const earlier = await this.matchAll(
            analyses,
            wanted,
            postings,
            runId,
            1,
            SEEN_BEFORE.candidatesWhenIndexing,
          );
          rows.forEach((r, i) => {
            const match = earlier[i]?.[0];
            if (match) r.group = match.check.group;
          });
          if (!first) {
            await this.rowsOf(runId).delete();
            await this.unpost(old, recent);
          }
          await Promise.all([keeping ?? kept(), db.seenClaims.bulkPut(rows)]);
          return rows.length;
        },
      ),
    );
    if (written > 0) this.mergeWhenIdle();
    return written;
  }

  /**
   * Posts the recent rows (oldest first) and empties them: one read of their postings, one write of those that
   * change. Returns how many rows it posted. Runs by itself when the index has been idle for a while.
   */
  mergeRecent(): Promise<number> {
    const { db } = this;
    this.cancelMerge();
    return guarded(() =>
      db.transaction('rw', db.seenKeys, async () => {
        const records = await this.recentRecords();
        const recent = records.flatMap((r) => r.recent ?? []);
        if (records.length === 0) return 0;
        await this.post(recent);
        await db.seenKeys.bulkDelete(records.map((r) => r.key));
        return recent.length;
      }),
    );
  }

  /**
   * Writes rows made elsewhere (their distinct claim already set) and their places in the postings, in the order
   * given (oldest first), after the recent rows: a History grown in bulk, as the bench and the tests grow one.
   */
  putRows(rows: readonly SeenClaimRow[]): Promise<void> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', db.seenClaims, db.seenKeys, async () => {
        const records = await this.recentRecords();
        await Promise.all([
          this.post([...records.flatMap((r) => r.recent ?? []), ...rows.map(postedOf)]),
          records.length > 0 ? db.seenKeys.bulkDelete(records.map((r) => r.key)) : undefined,
          db.seenClaims.bulkPut([...rows]),
        ]);
      }),
    );
  }

  /**
   * Forgets a run's claims (the run was deleted) at once: its rows, and their places in the postings or among the
   * recent rows.
   */
  removeRun(runId: string): Promise<void> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', db.seenClaims, db.seenKeys, async () => {
        const old = await this.rowsOf(runId).toArray();
        if (old.length === 0) return;
        const records = await this.recentRecords();
        const mine = records.filter((r) => r.recent?.some((row) => row.runId === runId));
        await this.rowsOf(runId).delete();
        await this.unpost(
          old,
          records.flatMap((r) => r.recent ?? []),
        );
        if (mine.length > 0) await db.seenKeys.bulkDelete(mine.map((r) => r.key));
      }),
    );
  }

  /** Builds the whole index again from the runs stored, oldest first (after an import, or an upgrade). */
  async rebuild(): Promise<number> {
    const { db } = this;
    await guarded(() =>
      db.transaction('rw', db.seenClaims, db.seenKeys, () =>
        Promise.all([db.seenClaims.clear(), db.seenKeys.clear()]),
      ),
    );
    const ids = (await db.runs.orderBy('createdAt').primaryKeys()) as string[];
    let rows = 0;
    for (const id of ids) rows += await this.indexRun(id);
    return rows;
  }

  lookup(
    claims: readonly { text: string; lang: string }[],
    options: { excludeRunId?: string } = {},
  ): Promise<SeenMatch[][]> {
    const { db } = this;
    const analyses = claims.map((claim) => analyseClaim(claim));
    const wanted = analyses.map((analysis) => lookupKeysOf(analysis));
    return guarded(() =>
      db.transaction('r', db.seenClaims, db.seenKeys, async () =>
        this.matchAll(analyses, wanted, (await this.read(wanted.flat())).postings, options.excludeRunId),
      ),
    );
  }

  evidenceOf(check: { runId: string; claimId: string }): Promise<Evidence[]> {
    return guarded(async () => {
      const rows = (await rowsOfRun(this.db, 'evidence', check.runId).toArray()) as Evidence[];
      return rows.filter((e) => e.claimId === check.claimId);
    });
  }

  /** Every stored row, newest first (History's Claims view groups them by distinct claim). */
  allRows(): Promise<SeenClaimRow[]> {
    return guarded(async () => await this.db.seenClaims.orderBy('checkedAt').reverse().toArray());
  }

  /**
   * The postings of `keys` as a lookup sees them (the recent rows in them), and the records of recent rows: each key
   * read once, all at once (point reads), with the recent rows (one range).
   */
  private async read(keys: readonly string[]): Promise<{ postings: Postings; records: SeenKeyRow[] }> {
    const distinct = new Set(keys);
    const [found, records] = await Promise.all([
      this.db.seenKeys.bulkGet([...distinct]),
      this.recentRecords(),
    ]);
    const postings: Postings = new Map();
    found.forEach((posting) => {
      if (posting) postings.set(posting.key, posting.rows);
    });
    const recent = records.flatMap((r) => r.recent ?? []);
    return { postings: withRecent(postings, recent, distinct), records };
  }

  /** The records of recent rows, in the order they were written. */
  private recentRecords(): Promise<SeenKeyRow[]> {
    return this.db.seenKeys.where('key').between(RECENT_FIRST, RECENT_LAST, true, true).toArray();
  }

  /** Adds `rows` (oldest first) to the postings of their keys: the postings read, and those that change written. */
  private async post(rows: readonly Posted[]): Promise<void> {
    if (rows.length === 0) return;
    const postings = await this.postingsOf(rows.flatMap((r) => r.terms));
    await this.db.seenKeys.bulkPut(changedPostings(postings, [], rows).put);
  }

  /** Takes rows out of the postings (those already posted; the recent ones are not in them). */
  private async unpost(rows: readonly Posted[], recent: readonly Posted[]): Promise<void> {
    const pending = new Set(recent.map(idOf));
    const posted = rows.filter((r) => !pending.has(idOf(r)));
    if (posted.length === 0) return;
    const postings = await this.postingsOf(posted.flatMap((r) => r.terms));
    const { put, deleted } = changedPostings(postings, posted, []);
    await Promise.all([
      put.length > 0 ? this.db.seenKeys.bulkPut(put) : undefined,
      deleted.length > 0 ? this.db.seenKeys.bulkDelete(deleted) : undefined,
    ]);
  }

  /**
   * Writes a run's rows as its record of recent rows, after `records` (the recent ones, its own earlier record left
   * out); past `SEEN_BEFORE.recentRowsMax` recent rows in all, posts them all instead.
   */
  private async addRecent(records: readonly SeenKeyRow[], runId: string, rows: Posted[]): Promise<void> {
    const { seenKeys } = this.db;
    const mine = records.filter((r) => r.recent?.some((row) => row.runId === runId));
    const others = records.filter((r) => !mine.includes(r));
    const waiting = others.reduce((n, r) => n + (r.recent?.length ?? 0), 0) + rows.length;
    if (waiting > SEEN_BEFORE.recentRowsMax) {
      await this.post([...others.flatMap((r) => r.recent ?? []), ...rows]);
      await seenKeys.bulkDelete(records.map((r) => r.key));
      return;
    }
    const last = records.at(-1);
    await Promise.all([
      mine.length > 0 ? seenKeys.bulkDelete(mine.map((r) => r.key)) : undefined,
      rows.length > 0
        ? seenKeys.put({ key: recentKey(last ? recentNumber(last.key) + 1 : 0), rows: [], recent: rows })
        : undefined,
    ]);
  }

  /** Merges the recent rows once no row was indexed for `SEEN_BEFORE.mergeAfterIdleMs`. */
  private mergeWhenIdle(): void {
    this.cancelMerge();
    const timer = setTimeout(() => {
      this.merging = undefined;
      // A merge that fails (the database closed, the browser stopping) leaves the recent rows where lookups read
      // them; the next one posts them.
      this.mergeRecent().catch(() => undefined);
    }, SEEN_BEFORE.mergeAfterIdleMs);
    // In Node (the CLI), a pending merge does not hold the process open.
    (timer as { unref?: () => void }).unref?.();
    this.merging = timer;
  }

  private cancelMerge(): void {
    if (this.merging !== undefined) clearTimeout(this.merging);
    this.merging = undefined;
  }

  /** The postings of `keys` as stored (each read once, all at once: point reads). */
  private async postingsOf(keys: readonly string[]): Promise<Postings> {
    const distinct = [...new Set(keys)];
    const found = await this.db.seenKeys.bulkGet(distinct);
    const postings: Postings = new Map();
    found.forEach((posting) => {
      if (posting) postings.set(posting.key, posting.rows);
    });
    return postings;
  }

  /**
   * Each claim's earlier checks: the rows sharing the most worth of keys with it (`keyWorth`; the newest first among
   * equals) read at once, and kept when the matcher matches them. A claim none of whose first candidates matched
   * reads its next ones (`rounds` at most): claims of common words tie with many.
   */
  private async matchAll(
    analyses: readonly ClaimAnalysis[],
    wanted: readonly string[][],
    postings: Postings,
    excludeRunId: string | undefined,
    rounds: number = SEEN_BEFORE.candidateRounds,
    per: number = SEEN_BEFORE.candidatesPerClaim,
  ): Promise<SeenMatch[][]> {
    const ranked = wanted.map((keys, c) => {
      // How many of the claim's terms a row has ranks it first (a row kept without its bits may have them all),
      // then the worth of the keys it shares.
      const bits = termBitList(analyses[c]!);
      const shared = new Map<string, number>();
      keys.forEach((key) => {
        const worth = keyWorth(key, keys.length);
        const rows = postings.get(key) ?? [];
        for (let i = rows.length - 1; i >= 0; i -= 1) {
          const [runId, claimId, , low, high] = rows[i]!;
          if (runId === excludeRunId) continue;
          const id = `${runId}\u0000${claimId}`;
          const had = shared.get(id);
          const terms = low === undefined ? bits.length : sharedTermBits([low, high ?? 0], bits);
          shared.set(id, (had ?? terms * TERM_RANK) + worth);
        }
      });
      return bestCandidates(shared, per * rounds);
    });
    const matches: SeenMatch[][] = analyses.map(() => []);
    for (let round = 0; round < rounds; round += 1) {
      const open = analyses.flatMap((_, i) =>
        matches[i]!.length === 0 && ranked[i]!.length > round * per ? [i] : [],
      );
      if (open.length === 0) break;
      const picked = new Map(open.map((i) => [i, ranked[i]!.slice(round * per, (round + 1) * per)]));
      const unique = [...new Set([...picked.values()].flat())];
      const rows = await this.db.seenClaims.bulkGet(unique.map((key) => key.split('\u0000') as SeenRowKey));
      const byKey = new Map<string, SeenClaimRow>();
      unique.forEach((key, i) => {
        const row = rows[i];
        if (row) byKey.set(key, row);
      });
      for (const [i, keys] of picked)
        matches[i] = matchSeen(
          analyses[i]!,
          keys.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : [])),
        );
    }
    return matches;
  }

  private rowsOf(runId: string) {
    return this.db.seenClaims
      .where('[runId+claimId]')
      .between([runId, Dexie.minKey], [runId, Dexie.maxKey], true, true);
  }
}

/** A row as the postings and the recent rows keep it. */
const postedOf = (row: Posted): Posted => ({
  runId: row.runId,
  claimId: row.claimId,
  terms: row.terms,
  ...(row.bits === undefined ? {} : { bits: row.bits }),
});

const idOf = (row: Posted) => `${row.runId}\u0000${row.claimId}`;

/** A term shared outranks any worth of keys shared (a claim is looked up with fewer than this many keys' worth). */
const TERM_RANK = 1_000;
