/**
 * Downloads the ClaimReview feed into the local fact-check index, in the service worker (so closing the panel does
 * not stop it): fetch → the body as a stream → the feed parser → batches written with their progress. A worker
 * stopped mid-download leaves the state "interrupted" (see `FactIndexStore.interruptOrphaned`), and the panel offers
 * to resume, which starts the download again; nothing of a download that did not finish is ever counted.
 */
import { EngineError, isEngineError } from '../engine/errors';
import { FACT_INDEX_STORE } from '../engine/config';
import type { FactCheckRow } from '../db/fact-index-rows';
import type { FactIndexStore } from '../db/fact-index-store';
import { toStoreError } from '../db/store-error';

/** Turns the feed's body into its records, one at a time, never holding the whole file. */
type FeedParser<R> = (body: ReadableStream<Uint8Array>, signal: AbortSignal) => AsyncIterable<R>;

interface DownloaderDeps<R> {
  store: FactIndexStore<R>;
  fetch: typeof globalThis.fetch;
  now: () => number;
  parse: FeedParser<R>;
  /** The row of one record: its id in the feed and the matcher's index terms for its claim. */
  rowOf: (record: R) => Omit<FactCheckRow<R>, 'generation'>;
  /** Called while a download runs, so the browser keeps the worker alive (an extension API call). */
  keepAlive?: () => void;
  config?: { batchSize: number };
}

const KEEP_ALIVE_MS = 20_000;

const QUOTA_WORDS =
  'Browser storage is full, so the fact-check index could not be stored (it needs about 200 MB). Nothing of it was kept: free space (delete old runs in History) and download again.';

export class FactIndexDownloader<R> {
  private running: { generation: number; controller: AbortController; done: Promise<void> } | null = null;
  /** Between a start and its download running (the state row is being written). */
  private starting = false;

  constructor(private readonly deps: DownloaderDeps<R>) {}

  /** True while this worker is downloading. */
  get busy(): boolean {
    return this.running !== null || this.starting;
  }

  /**
   * Starts a download of `url` (resuming one that stopped starts it again) and returns its generation at once;
   * the download runs on. `refresh`: ask the server whether the served download changed first.
   */
  async start(url: string, options: { refresh?: boolean } = {}): Promise<number> {
    if (this.busy) throw new EngineError('input/invalid', 'The fact-check index is already downloading.');
    this.starting = true;
    let generation: number;
    try {
      generation = await this.deps.store.begin({
        refresh: options.refresh ?? false,
        now: this.deps.now(),
        totalBytes: null,
      });
    } finally {
      this.starting = false;
    }
    const controller = new AbortController();
    const done = this.download(url, generation, options.refresh ?? false, controller.signal).finally(() => {
      if (this.running?.generation === generation) this.running = null;
    });
    this.running = { generation, controller, done };
    return generation;
  }

  /** Resolves when the download in progress (if any) has ended, whichever way. */
  async settled(): Promise<void> {
    await this.running?.done;
  }

  /** Cancel: stops the download and drops everything it stored; a served index stays. */
  async cancel(): Promise<void> {
    const running = this.running;
    running?.controller.abort(new EngineError('run/cancelled', 'Cancelled.'));
    await this.deps.store.cancel();
    await running?.done;
  }

  /** Remove: stops any download and empties the index. */
  async remove(): Promise<void> {
    const running = this.running;
    running?.controller.abort(new EngineError('run/cancelled', 'Removed.'));
    await running?.done;
    await this.deps.store.remove();
  }

  private async download(url: string, generation: number, refresh: boolean, signal: AbortSignal) {
    const { store } = this.deps;
    const alive = this.deps.keepAlive ? setInterval(this.deps.keepAlive, KEEP_ALIVE_MS) : undefined;
    try {
      const served = refresh ? (await store.state()).served : null;
      const response = await this.request(url, served?.url === url ? served : null, signal);
      if (response.status === 304) {
        await response.body?.cancel();
        await store.unchanged(generation, this.deps.now());
        return;
      }
      const total = declaredBytes(response);
      await store.progress(generation, 0, total);
      // The size the next offer states (no request is made before the user asks for the download).
      if (total !== null) await store.setFeedBytes(total);
      const bytes = await this.storeRecords(response, generation, total, signal);
      await store.commit(
        generation,
        {
          bytes,
          etag: response.headers.get('etag'),
          lastModified: response.headers.get('last-modified'),
          url,
        },
        this.deps.now(),
      );
    } catch (error) {
      if (signal.aborted) return; // Cancel or Remove already said what happens to its rows.
      const failure = failureOf(error, url);
      await store.stop(generation, { status: 'failed', error: failure }).catch(() => undefined);
    } finally {
      if (alive !== undefined) clearInterval(alive);
    }
  }

  private async request(
    url: string,
    served: { etag: string | null; lastModified: string | null } | null,
    signal: AbortSignal,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    if (served?.etag) headers['If-None-Match'] = served.etag;
    else if (served?.lastModified) headers['If-Modified-Since'] = served.lastModified;
    let response: Response;
    try {
      response = await this.deps.fetch(url, { signal, headers, cache: 'no-store' });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new EngineError('fetch/http', `The fact-check feed could not be reached (${url}).`, {
        cause: error,
        retryable: true,
      });
    }
    if (response.status !== 304 && !response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new EngineError('fetch/http', `The fact-check feed answered HTTP ${response.status} (${url}).`, {
        retryable: response.status >= 500 || response.status === 429,
      });
    }
    if (response.status !== 304 && !response.body) {
      throw new EngineError('fetch/http', `The fact-check feed sent no body (${url}).`);
    }
    return response;
  }

  /** Streams the body through the parser into batches; returns the bytes read. */
  private async storeRecords(
    response: Response,
    generation: number,
    total: number | null,
    signal: AbortSignal,
  ): Promise<number> {
    const { store, parse, rowOf } = this.deps;
    const batchSize = this.deps.config?.batchSize ?? FACT_INDEX_STORE.batchSize;
    let bytes = 0;
    let reported = 0;
    const counted = response.body!.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          bytes += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
      { signal },
    );
    let batch: Omit<FactCheckRow<R>, 'generation'>[] = [];
    for await (const record of parse(counted, signal)) {
      const row = rowOf(record);
      if (row.terms.length > 0) batch.push(row);
      if (batch.length >= batchSize) {
        await store.putBatch(generation, batch, bytes);
        reported = bytes;
        batch = [];
      } else if (bytes - reported >= 4 * 1024 * 1024) {
        // A stretch of the feed with no indexable record still moves the bar.
        await store.progress(generation, bytes, total);
        reported = bytes;
      }
    }
    if (signal.aborted) throw signal.reason;
    if (batch.length > 0) await store.putBatch(generation, batch, bytes);
    return bytes;
  }
}

/** The body's size as sent, when the server says it and the body is not re-encoded on the way (gzip). */
function declaredBytes(response: Response): number | null {
  if (response.headers.get('content-encoding')) return null;
  const length = Number(response.headers.get('content-length'));
  return Number.isFinite(length) && length > 0 ? length : null;
}

function failureOf(error: unknown, url: string): { code: string; message: string } {
  const stored = toStoreError(error);
  if (stored.code === 'store/quota') return { code: 'store/quota', message: QUOTA_WORDS };
  if (isEngineError(error)) return { code: error.code, message: error.message };
  const detail = error instanceof Error ? error.message : String(error);
  return {
    code: 'fetch/http',
    message: `The fact-check feed could not be read (${detail}) from ${url}. Download again to retry.`,
  };
}
