/** The one Dexie database: tables, row types and the versioned schema (versions are only ever appended). */
import { Dexie, type EntityTable, type Table, type Transaction } from 'dexie';
import { reasonFactOf, traceFactOf } from './legacy-facts';
import { runIndexRowOf, type RunIndexKey, type RunIndexRow } from './run-index';
import type { FactCheckRow, FactIndexStateRow } from './fact-index-rows';
import type { SeenClaimRow } from './seen-rows';
import { upgradeToSeenPostings, type SeenKeyRow } from './seen-postings';
import type { StoredSource, StoredVerdict } from '../engine/ports';
import type {
  Claim,
  Evidence,
  Page,
  Query,
  Run,
  SearchResult,
  TraceEntry,
  VerdictLabel,
} from '../engine/schemas';

export const DB_NAME = 'cartographer';

/**
 * Versions 1 and 2 of the schema (before typed facts). Declared once: the database below builds on them, and the
 * upgrade tests open an old database with exactly these stores.
 */
export function declareVersionsBeforeFacts(db: Dexie): void {
  db.version(1).stores({
    runs: 'id, createdAt, status, [status+createdAt], *searchTerms, site, label',
    claims: '[runId+id]',
    queries: '[runId+id]',
    evidence: '[runId+id]',
    verdicts: '[runId+claimId]',
    sources: '[runId+url]',
    trace: '++seq, runId',
    searchCache: 'key, storedAt',
    pageCache: 'url, storedAt',
  });
  db.version(2).stores({ answerCache: 'key, storedAt' });
}

/** A run plus the fields History queries by, all derived by the repository on every write. */
export type RunRow = Run & {
  /** Lower-cased words of title, site, URL and claim texts: multi-entry index for prefix search. */
  searchTerms: string[];
  /** Host without `www.` (History's site filter). */
  site: string;
  /** The article label once synthesised, '' before (History's label filter). */
  label: VerdictLabel | '';
};

/** Trace entries keep append order through an auto-incremented key. */
export type TraceRow = TraceEntry & { runId: string; seq?: number };
interface SearchCacheRow {
  key: string;
  results: SearchResult[];
  storedAt: number;
}
interface PageCacheRow {
  url: string;
  page: Page;
  storedAt: number;
}

/** A model answer (JSON, the run's ids masked) keyed by a hash of provider, model, schema and prompt. */
interface AnswerCacheRow {
  key: string;
  answer: string;
  storedAt: number;
}

export class CartographerDb extends Dexie {
  runs!: EntityTable<RunRow, 'id'>;
  /** History's index: a small summary row per run (see run-index.ts). */
  runIndex!: Table<RunIndexRow, RunIndexKey>;
  claims!: Table<Claim, [string, string]>;
  queries!: Table<Query, [string, string]>;
  evidence!: Table<Evidence, [string, string]>;
  verdicts!: Table<StoredVerdict, [string, string]>;
  sources!: Table<StoredSource, [string, string]>;
  trace!: Table<TraceRow, number>;
  searchCache!: EntityTable<SearchCacheRow, 'key'>;
  pageCache!: EntityTable<PageCacheRow, 'url'>;
  answerCache!: EntityTable<AnswerCacheRow, 'key'>;
  /** The local index of professional fact-checks, one row per record per download (see fact-index-store.ts). */
  factChecks!: Table<FactCheckRow, [number, string]>;
  /** One row: the index's state (which download is served, the one in progress, its progress). */
  factIndex!: EntityTable<FactIndexStateRow, 'key'>;
  /** The seen-before index: one row per checked claim per finished run, by the matcher's terms (seen-claims.ts). */
  seenClaims!: Table<SeenClaimRow, [string, string]>;
  /** The seen-before index's postings: for each key, the newest rows that carry it (seen-postings.ts). */
  seenKeys!: Table<SeenKeyRow, string>;

  /** `name` is only changed by tests (a fresh database per test). */
  constructor(name: string = DB_NAME) {
    super(name);
    declareVersionsBeforeFacts(this);
    // Reasons and trace purposes became typed facts: saved sentences are converted (unknown ones kept verbatim).
    this.version(3).stores({}).upgrade(upgradeToFacts);
    // History searches an index of small summary rows instead of scanning the runs' date index; the runs'
    // own multi-entry word index moves there.
    this.version(4)
      .stores({
        runs: 'id, createdAt, status, [status+createdAt], site, label',
        // Keyed by date then id: the word index's keys alone order and date-filter a search's candidates.
        runIndex: '[createdAt+id], &id, *words, [label+createdAt], [site+createdAt]',
      })
      .upgrade(upgradeToRunIndex);
    // The fact-check index: keyed by download then record (a refresh is written beside the served one, then
    // swapped); the only query is by the matcher's index terms.
    this.version(5).stores({ factChecks: '[generation+id], *terms', factIndex: 'key' });
    // The seen-before index (issue 33): claims of finished runs by the matcher's terms, their distinct claim and
    // date. Built from the runs already stored when the background opens it (SeenClaimIndex.rebuild).
    this.version(6).stores({ seenClaims: '[runId+claimId], *terms, group, checkedAt' });
    // Issue 33 at 50,000 runs: the seen-before keys move from the rows' multi-entry index to postings read by key
    // (a point read each), and the time leaves the signature; the upgrade makes them again from the rows.
    this.version(7)
      .stores({ seenClaims: '[runId+claimId], group, checkedAt', seenKeys: 'key' })
      .upgrade(upgradeToSeenPostings);
  }
}

/** Version 3: each saved verdict's reasons and each trace entry's purpose as typed facts. */
async function upgradeToFacts(tx: Transaction): Promise<void> {
  await tx
    .table('verdicts')
    .toCollection()
    .modify((v: { reasons?: unknown }) => {
      v.reasons = Array.isArray(v.reasons) ? v.reasons.map(reasonFactOf) : [];
    });
  await tx
    .table('trace')
    .toCollection()
    .modify((t: { purpose?: unknown; fact?: unknown; checkpoint?: unknown }) => {
      t.fact = traceFactOf(t);
    });
}

/** Version 4: a summary row for every saved run (its words were already derived on the run row). */
async function upgradeToRunIndex(tx: Transaction): Promise<void> {
  const rows: RunIndexRow[] = [];
  await tx.table('runs').each((row: RunRow) => {
    rows.push(runIndexRowOf({ ...row, searchTerms: row.searchTerms ?? [] }));
  });
  await tx.table('runIndex').bulkAdd(rows);
}

/** Tables whose rows belong to one run, keyed `[runId+…]`. */
export const RUN_CHILD_TABLES = ['claims', 'queries', 'evidence', 'verdicts', 'sources'] as const;
export type RunChildTable = (typeof RUN_CHILD_TABLES)[number];

/** Collection of every row of `table` that belongs to `runId` (a range over the compound primary key). */
export function rowsOfRun(db: CartographerDb, table: RunChildTable, runId: string) {
  const keyPath =
    table === 'verdicts' ? '[runId+claimId]' : table === 'sources' ? '[runId+url]' : '[runId+id]';
  return db.table(table).where(keyPath).between([runId, Dexie.minKey], [runId, Dexie.maxKey], true, true);
}
