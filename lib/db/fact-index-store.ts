/**
 * The local fact-check index in IndexedDB: downloads written beside the served one under a new generation, swapped
 * in when complete, dropped whole when cancelled or interrupted, and looked up by the matcher's index terms.
 */
import { Dexie } from 'dexie';
import { EngineError } from '../engine/errors';
import { FACT_INDEX_STORE } from '../engine/config';
import type { CartographerDb } from './cartographer-db';
import {
  EMPTY_FACT_INDEX,
  type FactCheckRow,
  type FactIndexJob,
  type FactIndexServed,
  type FactIndexStateRow,
} from './fact-index-rows';
import { toStoreError } from './store-error';

/** The feed as the server described it when a download finished. */
interface FeedVersion {
  bytes: number;
  etag: string | null;
  lastModified: string | null;
  url: string;
}

type LookupLimits = { candidatesPerClaim: number; maxRecordsPerTerm: number };

const STATE_KEY = 'state';

export class FactIndexStore<R = unknown> {
  constructor(
    private readonly db: CartographerDb,
    private readonly limits: LookupLimits = FACT_INDEX_STORE,
  ) {}

  async state(): Promise<FactIndexStateRow> {
    return (await this.db.factIndex.get(STATE_KEY)) ?? { ...EMPTY_FACT_INDEX };
  }

  /**
   * Starts a download: a fresh generation with nothing counted. Refused while another download is running; the rows
   * of one that stopped (interrupted, failed) are dropped first.
   */
  async begin(options: { refresh: boolean; now: number; totalBytes: number | null }): Promise<number> {
    const stale = await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      if (state.job?.status === 'downloading') {
        throw new EngineError('input/invalid', 'The fact-check index is already downloading.');
      }
      const job: FactIndexJob = {
        generation: state.nextGeneration,
        status: 'downloading',
        refresh: options.refresh,
        startedAt: options.now,
        bytes: 0,
        totalBytes: options.totalBytes,
        records: 0,
        error: null,
      };
      await this.db.factIndex.put({ ...state, job, nextGeneration: state.nextGeneration + 1 });
      return state.job?.generation ?? null;
    });
    if (stale !== null) await this.dropGeneration(stale);
    const started = (await this.state()).job;
    if (!started) throw new EngineError('store/failed', 'The fact-check download could not be started.');
    return started.generation;
  }

  /**
   * Stores one batch and its progress in one transaction, so the count shown is always the rows stored. Throws
   * `store/quota` when storage is full, and `run/cancelled` when this download is no longer the current one.
   */
  async putBatch(
    generation: number,
    rows: readonly Omit<FactCheckRow<R>, 'generation'>[],
    bytes: number,
  ): Promise<void> {
    try {
      await this.db.transaction('rw', this.db.factChecks, this.db.factIndex, async () => {
        const state = await this.state();
        const job = state.job;
        if (!job || job.generation !== generation || job.status !== 'downloading') throw notCurrent();
        await this.db.factChecks.bulkPut(rows.map((row) => ({ ...row, generation })));
        await this.db.factIndex.put({ ...state, job: { ...job, bytes, records: job.records + rows.length } });
      });
    } catch (error) {
      throw toStoreError(error);
    }
  }

  /** Records the bytes read while no record was complete (a large record, the feed's header). */
  async progress(generation: number, bytes: number, totalBytes: number | null): Promise<void> {
    await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      if (state.job?.generation !== generation || state.job.status !== 'downloading') return;
      await this.db.factIndex.put({ ...state, job: { ...state.job, bytes, totalBytes } });
    });
  }

  /** Serves a finished download in place of the previous one, then drops the previous one's rows. */
  async commit(generation: number, feed: FeedVersion, now: number): Promise<FactIndexServed> {
    const { served, previous } = await this.db.transaction(
      'rw',
      this.db.factChecks,
      this.db.factIndex,
      async () => {
        const state = await this.state();
        const job = state.job;
        if (!job || job.generation !== generation || job.status !== 'downloading') throw notCurrent();
        const served: FactIndexServed = {
          generation,
          // The rows stored, not the records read: a record the feed repeats is one row.
          records: await this.ofGeneration(generation).count(),
          bytes: feed.bytes,
          downloadedAt: now,
          checkedAt: now,
          etag: feed.etag,
          lastModified: feed.lastModified,
          url: feed.url,
        };
        await this.db.factIndex.put({ ...state, served, job: null });
        return { served, previous: state.served?.generation ?? null };
      },
    );
    if (previous !== null) await this.dropGeneration(previous);
    return served;
  }

  /** The feed had not changed: the served download stays, and counts as checked now. */
  async unchanged(generation: number, now: number): Promise<void> {
    await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      if (state.job?.generation !== generation) return;
      await this.db.factIndex.put({
        ...state,
        job: null,
        served: state.served ? { ...state.served, checkedAt: now } : null,
      });
    });
    await this.dropGeneration(generation);
  }

  /**
   * Ends a download that did not finish: its rows are dropped (nothing half-counted) and the state says why, so
   * the panel offers to resume. The served index, if any, is untouched.
   */
  async stop(
    generation: number,
    outcome: { status: 'interrupted' | 'failed'; error: { code: string; message: string } | null },
  ): Promise<void> {
    await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      if (state.job?.generation !== generation) return;
      await this.db.factIndex.put({
        ...state,
        job: { ...state.job, status: outcome.status, error: outcome.error, records: 0 },
      });
    });
    await this.dropGeneration(generation);
  }

  /** Forgets the download in progress or stopped (Cancel): its rows go, the served index stays. */
  async cancel(): Promise<number | null> {
    const generation = await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      if (!state.job) return null;
      await this.db.factIndex.put({ ...state, job: null });
      return state.job.generation;
    });
    if (generation !== null) await this.dropGeneration(generation);
    return generation;
  }

  /** Remove: every fact-check row and the served index go; the generation counter and the feed's size stay. */
  async remove(): Promise<void> {
    await this.db.transaction('rw', this.db.factChecks, this.db.factIndex, async () => {
      const state = await this.state();
      await this.db.factChecks.clear();
      await this.db.factIndex.put({
        ...EMPTY_FACT_INDEX,
        nextGeneration: state.nextGeneration,
        feedBytes: state.feedBytes,
      });
    });
  }

  /** A download recorded as running when no worker runs it (the worker was stopped): now interrupted. */
  async interruptOrphaned(): Promise<boolean> {
    const state = await this.state();
    if (state.job?.status !== 'downloading') return false;
    await this.stop(state.job.generation, { status: 'interrupted', error: null });
    return true;
  }

  async setFeedBytes(bytes: number | null): Promise<void> {
    await this.db.transaction('rw', this.db.factIndex, async () => {
      const state = await this.state();
      await this.db.factIndex.put({ ...state, feedBytes: bytes });
    });
  }

  /**
   * The served records sharing the most index terms with `terms`, best first (ties: feed order). Terms that
   * match more than `maxRecordsPerTerm` records are skipped: they select nothing.
   */
  async lookup(terms: readonly string[], limit = this.limits.candidatesPerClaim): Promise<R[]> {
    const served = (await this.state()).served;
    if (!served || terms.length === 0) return [];
    const shared = new Map<string, number>();
    for (const term of new Set(terms)) {
      const keys = (await this.db.factChecks
        .where('terms')
        .equals(term)
        .limit(this.limits.maxRecordsPerTerm + 1)
        .primaryKeys()) as unknown as [number, string][];
      if (keys.length > this.limits.maxRecordsPerTerm) continue;
      for (const [generation, id] of keys) {
        if (generation === served.generation) shared.set(id, (shared.get(id) ?? 0) + 1);
      }
    }
    const best = [...shared.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]): [number, string] => [served.generation, id]);
    const rows = await this.db.factChecks.bulkGet(best);
    return rows.flatMap((row) => (row ? [row.record as R] : []));
  }

  /** Rows stored under `generation` (tests and the panel's figures). */
  async countGeneration(generation: number): Promise<number> {
    return this.ofGeneration(generation).count();
  }

  private ofGeneration(generation: number) {
    return this.db.factChecks
      .where('[generation+id]')
      .between([generation, Dexie.minKey], [generation, Dexie.maxKey], true, true);
  }

  private async dropGeneration(generation: number): Promise<void> {
    await this.ofGeneration(generation).delete();
  }
}

function notCurrent(): EngineError {
  return new EngineError('run/cancelled', 'The fact-check download was cancelled.');
}
