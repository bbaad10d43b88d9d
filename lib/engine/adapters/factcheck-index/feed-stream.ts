/** The ClaimReview DataFeed read as a stream: bytes in, normalised fact-check records out, one feed item at a time. */
import { FACT_CHECK_INDEX } from '../../config';
import { EngineError } from '../../errors';
import { toFactCheckRecord, type FactCheckRecord, type JsonValue } from './fact-check-record';
import { JsonTokenizer, type JsonEvents } from './json-tokenizer';

/**
 * The feed's shape (Data Commons, https://storage.googleapis.com/datacommons-feeds/claimreview/latest/data.json; see
 * https://datacommons.org/factcheck/download): `{"@context": "https://schema.org", "@type": "DataFeed",
 * "dataFeedElement": [{"@type": "DataFeedItem", "item": [{"@type": "ClaimReview", "claimReviewed": …}]}, …]}`. Public
 * readers of it do the same (`data['dataFeedElement'][i]['item'][j]` in MartinoMensio/claimreview-collector,
 * claimreview_collector/scrapers/implementations/datacommons_feeds.py; a streamed DataFeedItem decoder in
 * verovec/truth-in-stream, whose notes say numbers come as JSON numbers or strings and many items carry no
 * language). A top-level array of items, and an element that is itself a ClaimReview, are read too.
 *
 * FeedStats: what a read of the feed met, counted as it goes.
 */
export interface FeedStats {
  /** Bytes received. */
  bytes: number;
  /** Feed elements (DataFeedItems) read. */
  items: number;
  /** ClaimReviews seen inside them. */
  reviews: number;
  /** Records produced. */
  records: number;
  /** Reviews without a claim text. */
  noClaim: number;
  /** Reviews without a usable web URL. */
  noUrl: number;
  /** Elements or reviews of the wrong shape (an item that is not an object, a claim that is not text…). */
  malformed: number;
  /** Elements larger than the per-item limits, skipped unread. */
  oversized: number;
}

interface FeedReadOptions {
  /** Called after each chunk with the running counts (for a progress line). */
  onProgress?: (stats: FeedStats) => void;
  signal?: AbortSignal;
  limits?: FeedLimits;
}

interface FeedLimits {
  maxStringChars: number;
  maxItemNodes: number;
  maxItemChars: number;
  maxDepth: number;
}

export function emptyFeedStats(): FeedStats {
  return { bytes: 0, items: 0, reviews: 0, records: 0, noClaim: 0, noUrl: 0, malformed: 0, oversized: 0 };
}

/**
 * Reads a ClaimReview DataFeed from a web stream and yields each review as a `FactCheckRecord`, in feed order. At
 * most one feed element is built in memory at a time (each string capped, each element capped in nodes and
 * characters); bad elements are skipped and counted in `stats`; text that is not JSON throws `input/invalid`.
 */
export async function* readFactCheckFeed(
  stream: ReadableStream<Uint8Array>,
  stats: FeedStats = emptyFeedStats(),
  options: FeedReadOptions = {},
): AsyncGenerator<FactCheckRecord, void, undefined> {
  const limits = options.limits ?? FACT_CHECK_INDEX.feed;
  const ready: FactCheckRecord[] = [];
  const collector = new ElementCollector(limits, (element) => collectElement(element, stats, ready));
  const tokenizer = new JsonTokenizer(collector, limits);
  const decoder = new TextDecoder('utf-8');
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      if (options.signal?.aborted) throw cancelled();
      const { done, value } = await reader.read();
      if (done) break;
      stats.bytes += value.byteLength;
      tokenizer.write(decoder.decode(value, { stream: true }));
      options.onProgress?.(stats);
      for (const record of ready) yield record;
      ready.length = 0;
    }
    tokenizer.write(decoder.decode());
    tokenizer.end();
    if (!collector.sawItems) {
      throw new EngineError(
        'input/invalid',
        'This is not a ClaimReview feed: it has no dataFeedElement list.',
      );
    }
    for (const record of ready) yield record;
    ready.length = 0;
    finished = true;
  } finally {
    if (finished) reader.releaseLock();
    else await reader.cancel().catch(() => undefined);
  }
}

function cancelled(): EngineError {
  return new EngineError('run/cancelled', 'The fact-check download was cancelled.');
}

/** One feed element: a DataFeedItem holding ClaimReviews in `item`, or a ClaimReview itself. */
function collectElement(element: JsonValue | 'oversized', stats: FeedStats, ready: FactCheckRecord[]): void {
  stats.items++;
  if (element === 'oversized') {
    stats.oversized++;
    return;
  }
  if (typeof element !== 'object' || element === null || Array.isArray(element)) {
    stats.malformed++;
    return;
  }
  const inner = 'claimReviewed' in element ? element : element.item;
  const reviews = Array.isArray(inner) ? inner : inner === undefined ? [] : [inner];
  if (reviews.length === 0) stats.malformed++;
  for (const review of reviews) {
    stats.reviews++;
    const record = toFactCheckRecord(review);
    if (record === 'no-claim') stats.noClaim++;
    else if (record === 'no-url') stats.noUrl++;
    else if (record === 'malformed') stats.malformed++;
    else {
      stats.records++;
      ready.push(record);
    }
  }
}

type Container =
  | { kind: 'object'; value: { [key: string]: JsonValue }; key: string }
  | { kind: 'array'; value: JsonValue[] };

/**
 * Turns tokenizer events into one value per element of the feed's item list (the top-level `dataFeedElement`, or a
 * top-level array); everything else in the document is passed over without being built.
 */
class ElementCollector implements JsonEvents {
  /** Depth of open containers in the whole document. */
  private depth = 0;
  /** Depth of the item list's own array once inside it; -1 before and after. */
  private listDepth = -1;
  private topKey = '';
  private building: Container[] = [];
  private nodes = 0;
  private chars = 0;
  private oversized = false;
  sawItems = false;

  constructor(
    private readonly limits: FeedLimits,
    private readonly emit: (element: JsonValue | 'oversized') => void,
  ) {}

  startObject(): void {
    this.open({ kind: 'object', value: {}, key: '' });
  }

  startArray(): void {
    if (
      this.listDepth === -1 &&
      (this.depth === 0 || (this.depth === 1 && this.topKey === 'dataFeedElement'))
    ) {
      this.depth++;
      this.listDepth = this.depth;
      this.sawItems = true;
      return;
    }
    this.open({ kind: 'array', value: [] });
  }

  endObject(): void {
    this.close();
  }

  endArray(): void {
    if (this.depth === this.listDepth) {
      this.depth--;
      this.listDepth = -2;
      return;
    }
    this.close();
  }

  key(name: string): void {
    if (this.depth === 1) this.topKey = name;
    const top = this.building[this.building.length - 1];
    if (top?.kind === 'object') top.key = name;
  }

  value(value: string | number | boolean | null): void {
    if (this.inList() && this.building.length === 0) {
      this.emit(value);
      return;
    }
    if (this.building.length === 0) return;
    if (typeof value === 'string') this.chars += value.length;
    this.add(value);
  }

  private inList(): boolean {
    return this.listDepth > 0 && this.depth === this.listDepth;
  }

  private open(container: Container): void {
    const starts = this.inList() && this.building.length === 0;
    this.depth++;
    if (!starts && this.building.length === 0) return;
    if (starts) {
      this.nodes = 0;
      this.chars = 0;
      this.oversized = false;
    }
    if (!starts) this.add(container.value);
    this.building.push(container);
  }

  private close(): void {
    this.depth--;
    const done = this.building.pop();
    if (!done) return;
    if (this.building.length === 0) this.emit(this.oversized ? 'oversized' : done.value);
  }

  private add(value: JsonValue): void {
    if (this.oversized) return;
    this.nodes++;
    if (this.nodes > this.limits.maxItemNodes || this.chars > this.limits.maxItemChars) {
      this.oversized = true;
      const root = this.building[0];
      if (root) root.value = root.kind === 'array' ? [] : {};
      return;
    }
    const top = this.building[this.building.length - 1];
    if (!top) return;
    if (top.kind === 'array') top.value.push(value);
    else ownProperty(top.value, top.key, value);
  }
}

/**
 * Sets `key` as the object's own property, as JSON.parse does: a feed's `"__proto__"` key is data, never the object's
 * prototype (an assignment would give the record inherited fields the feed chose).
 */
function ownProperty(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
