/** Rows of the local fact-check index: one per record per download, and the one row that says what is served. */

/** A stored fact-check: the download it belongs to, its id in the feed, the matcher's index terms and the record. */
export interface FactCheckRow<R = unknown> {
  generation: number;
  id: string;
  /** `claimIndexTerms` of the reviewed claim: the multi-entry index a lookup reads. */
  terms: string[];
  record: R;
}

/** The download that is served to checks. */
export interface FactIndexServed {
  generation: number;
  records: number;
  /** Bytes of the feed as downloaded. */
  bytes: number;
  /** When this download finished. */
  downloadedAt: number;
  /** When the feed was last asked whether it changed (an unchanged answer keeps the download and moves this). */
  checkedAt: number;
  etag: string | null;
  lastModified: string | null;
  url: string;
}

type FactIndexJobStatus = 'downloading' | 'interrupted' | 'failed';

/** A download in progress, or the last one that did not finish (its rows are already gone). */
export interface FactIndexJob {
  generation: number;
  status: FactIndexJobStatus;
  /** A refresh of a served index: checks keep using the served one until this one is complete. */
  refresh: boolean;
  startedAt: number;
  /** Bytes read so far (of the body as sent), and the size the server announced. */
  bytes: number;
  totalBytes: number | null;
  /** Records stored so far: always exactly the rows written under `generation`. */
  records: number;
  error: { code: string; message: string } | null;
}

export interface FactIndexStateRow {
  key: 'state';
  served: FactIndexServed | null;
  job: FactIndexJob | null;
  /** The generation the next download writes under (never reused, so a late write of an old one is told apart). */
  nextGeneration: number;
  /** The feed's size from its last HEAD request, or null before one answered. */
  feedBytes: number | null;
}

export const EMPTY_FACT_INDEX: FactIndexStateRow = {
  key: 'state',
  served: null,
  job: null,
  nextGeneration: 1,
  feedBytes: null,
};
