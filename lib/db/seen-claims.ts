/**
 * History's seen-before index in IndexedDB: one row per checked claim per finished run, found by selective keys
 * (`seen-keys.ts`) through their postings (`seen-postings.ts`, one point read per key) and confirmed by the claim
 * matcher itself.
 */
import { Dexie } from 'dexie';
import { SEEN_BEFORE } from '../engine/config';
import { analyseClaim, type ClaimAnalysis } from '../engine/domain/claims/claim-match';
import { keyWorth, lookupKeysOf } from './seen-keys';
import type { SeenBeforeLookup, SeenMatch } from '../engine/ports';
import type { Evidence } from '../engine/schemas';
import { rowsOfRun, type CartographerDb } from './cartographer-db';
import { fromRunRow } from './dexie-run-reader';
import { changedPostings, type Postings, type SeenRowKey } from './seen-postings';
import { bestCandidates, matchSeen, seenRowsOfRun, type SeenClaimRow } from './seen-rows';
import { guarded } from './store-error';

export class SeenClaimIndex implements SeenBeforeLookup {
  constructor(private readonly db: CartographerDb) {}

  /**
   * (Re)writes the rows of one run from what is stored for it: none unless it has ended. Each claim joins the
   * distinct claim of its best earlier match, or starts one. Returns the rows written. Every read is in flight at
   * once, then every posting the run's rows touch is read in one go (the lookup's and the update's alike).
   */
  indexRun(runId: string): Promise<number> {
    const { db } = this;
    return guarded(() =>
      db.transaction(
        'rw',
        [db.runs, db.claims, db.verdicts, db.evidence, db.seenClaims, db.seenKeys],
        async () => {
          const [old, row, claims, verdicts, evidence] = await Promise.all([
            this.rowsOf(runId).toArray(),
            db.runs.get(runId),
            rowsOfRun(db, 'claims', runId).toArray(),
            rowsOfRun(db, 'verdicts', runId).toArray(),
            rowsOfRun(db, 'evidence', runId).toArray(),
          ]);
          const rows = row ? seenRowsOfRun(fromRunRow(row), claims, verdicts, evidence) : [];
          if (rows.length === 0 && old.length === 0) return 0;
          const analyses = rows.map((r) => r.analysis!);
          const wanted = analyses.map((a) => lookupKeysOf(a));
          const postings = await this.postingsOf([
            ...wanted.flat(),
            ...rows.flatMap((r) => r.terms),
            ...old.flatMap((r) => r.terms),
          ]);
          // One round of candidates: the distinct claim a row joins, not what a user is told (`lookup` reads more).
          const earlier = await this.matchAll(analyses, wanted, postings, runId, 1);
          rows.forEach((r, i) => {
            const first = earlier[i]?.[0];
            if (first) r.group = first.check.group;
          });
          const { put, deleted } = changedPostings(postings, old, rows);
          await Promise.all([
            old.length > 0 ? this.rowsOf(runId).delete() : undefined,
            db.seenKeys.bulkPut(put),
            deleted.length > 0 ? db.seenKeys.bulkDelete(deleted) : undefined,
          ]);
          await db.seenClaims.bulkPut(rows);
          return rows.length;
        },
      ),
    );
  }

  /**
   * Writes rows made elsewhere (their distinct claim already set) and their places in the postings, in the order
   * given (oldest first): a History grown in bulk, as the bench and the tests grow one.
   */
  putRows(rows: readonly SeenClaimRow[]): Promise<void> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', db.seenClaims, db.seenKeys, async () => {
        const postings = await this.postingsOf(rows.flatMap((r) => r.terms));
        await Promise.all([
          db.seenKeys.bulkPut(changedPostings(postings, [], rows).put),
          db.seenClaims.bulkPut([...rows]),
        ]);
      }),
    );
  }

  /** Forgets a run's claims (the run was deleted): its rows, and their places in the postings. */
  removeRun(runId: string): Promise<void> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', db.seenClaims, db.seenKeys, async () => {
        const old = await this.rowsOf(runId).toArray();
        if (old.length === 0) return;
        const postings = await this.postingsOf(old.flatMap((r) => r.terms));
        const { put, deleted } = changedPostings(postings, old, []);
        await Promise.all([
          this.rowsOf(runId).delete(),
          db.seenKeys.bulkPut(put),
          db.seenKeys.bulkDelete(deleted),
        ]);
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
        this.matchAll(analyses, wanted, await this.postingsOf(wanted.flat()), options.excludeRunId),
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

  /** The postings of `keys` (each read once, all at once: point reads). */
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
  ): Promise<SeenMatch[][]> {
    const per = SEEN_BEFORE.candidatesPerClaim;
    const ranked = wanted.map((keys) => {
      const shared = new Map<string, number>();
      keys.forEach((key) => {
        const worth = keyWorth(key, keys.length);
        const rows = postings.get(key) ?? [];
        for (let i = rows.length - 1; i >= 0; i -= 1) {
          const [runId, claimId] = rows[i]!;
          if (runId === excludeRunId) continue;
          const id = `${runId}\u0000${claimId}`;
          shared.set(id, (shared.get(id) ?? 0) + worth);
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
