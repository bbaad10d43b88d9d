/**
 * History's seen-before index in IndexedDB: one row per checked claim per finished run, found by selective keys
 * (`seen-keys.ts`, a multi-entry index) and confirmed by the claim matcher itself.
 */
import { Dexie } from 'dexie';
import { SEEN_BEFORE } from '../engine/config';
import { analyseClaim } from '../engine/domain/claims/claim-match';
import { lookupKeysOf } from './seen-keys';
import type { SeenBeforeLookup, SeenMatch } from '../engine/ports';
import type { Evidence } from '../engine/schemas';
import { rowsOfRun, type CartographerDb } from './cartographer-db';
import { fromRunRow } from './dexie-run-reader';
import { bestCandidates, matchSeen, seenRowsOfRun, type SeenClaimRow } from './seen-rows';
import { guarded } from './store-error';

type SeenKey = [string, string];

export class SeenClaimIndex implements SeenBeforeLookup {
  constructor(private readonly db: CartographerDb) {}

  /**
   * (Re)writes the rows of one run from what is stored for it: none unless it has ended. Each claim joins the
   * distinct claim of its best earlier match, or starts one. Returns the rows written.
   */
  indexRun(runId: string): Promise<number> {
    const { db } = this;
    return guarded(() =>
      db.transaction('rw', [db.runs, db.claims, db.verdicts, db.evidence, db.seenClaims], async () => {
        // All in flight at once (IndexedDB runs them in order; no wait between them).
        const [, row, claims, verdicts, evidence] = await Promise.all([
          this.rowsOf(runId).delete(),
          db.runs.get(runId),
          rowsOfRun(db, 'claims', runId).toArray(),
          rowsOfRun(db, 'verdicts', runId).toArray(),
          rowsOfRun(db, 'evidence', runId).toArray(),
        ]);
        if (!row) return 0;
        const rows = seenRowsOfRun(fromRunRow(row), claims, verdicts, evidence);
        if (rows.length === 0) return 0;
        const earlier = await this.lookup(rows, { excludeRunId: runId });
        rows.forEach((r, i) => {
          const first = earlier[i]?.[0];
          if (first) r.group = first.check.group;
        });
        await db.seenClaims.bulkPut(rows);
        return rows.length;
      }),
    );
  }

  /** Forgets a run's claims (the run was deleted). */
  removeRun(runId: string): Promise<void> {
    return guarded(async () => {
      await this.rowsOf(runId).delete();
    });
  }

  /** Builds the whole index again from the runs stored, oldest first (after an import, or an upgrade). */
  async rebuild(): Promise<number> {
    await guarded(() => this.db.seenClaims.clear());
    const ids = (await this.db.runs.orderBy('createdAt').primaryKeys()) as string[];
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
    const keysOf = analyses.map((analysis) => lookupKeysOf(analysis));
    const max = SEEN_BEFORE.maxRowsPerKey;
    return guarded(() =>
      db.transaction('r', db.seenClaims, async () => {
        // One keys-only read per distinct key of the whole article, all in flight at once; rows are read after.
        const distinct = [...new Set(keysOf.flat())];
        const postings = new Map<string, SeenKey[]>();
        const lists = await Promise.all(
          distinct.map(
            (key) =>
              db.seenClaims.where('terms').equals(key).limit(max).primaryKeys() as unknown as Promise<
                SeenKey[]
              >,
          ),
        );
        distinct.forEach((key, i) => postings.set(key, lists[i]!));
        const wanted = keysOf.map((keys) => {
          const shared = new Map<string, number>();
          // The signature (first) is worth all the other keys: a row carrying it is the same claim told again.
          keys.forEach((key, k) => {
            const worth = k === 0 ? keys.length : 1;
            for (const [runId, claimId] of postings.get(key) ?? []) {
              if (runId === options.excludeRunId) continue;
              const id = `${runId}\u0000${claimId}`;
              shared.set(id, (shared.get(id) ?? 0) + worth);
            }
          });
          return bestCandidates(shared);
        });
        const unique = [...new Set(wanted.flat())];
        const rows = await db.seenClaims.bulkGet(unique.map((key) => key.split('\u0000') as SeenKey));
        const byKey = new Map<string, SeenClaimRow>();
        unique.forEach((key, i) => {
          const row = rows[i];
          if (row) byKey.set(key, row);
        });
        return analyses.map((analysis, i) =>
          matchSeen(
            analysis,
            wanted[i]!.flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : [])),
          ),
        );
      }),
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

  private rowsOf(runId: string) {
    return this.db.seenClaims
      .where('[runId+claimId]')
      .between([runId, Dexie.minKey], [runId, Dexie.maxKey], true, true);
  }
}
