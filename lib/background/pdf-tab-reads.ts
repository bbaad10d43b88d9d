/** One read of the PDF a tab shows, per tab and address: the article card and Check share it (bounded, dropped on navigation). */
import type { ExtractionResult } from '../engine/schemas';

/** Downloads and reads the PDF at an address: null when it serves no PDF; throws when the download fails. */
type ReadPdfAt = (url: string) => Promise<ExtractionResult | null>;

/** Tabs whose PDF is kept at most (each a read article: up to the extraction's character limit). */
const MAX_PDF_TABS = 4;

interface PdfTabReads {
  /** The PDF `tabId` shows at `url`: read once, then (and while the first read is under way) shared. */
  read(tabId: number, url: string): Promise<ExtractionResult | null>;
  /** Drops the tab's read (it navigated, reloaded or closed). */
  forget(tabId: number): void;
  /** Tabs with a read kept or under way. */
  size(): number;
}

/**
 * Keeps each tab's last PDF read, keyed by its address, for the least recently used `limit` tabs. Only a PDF that
 * was read stays (its article, or why it cannot be checked: scanned, too large); "no PDF here" and failed
 * downloads are asked again next time. Every caller gets its own copy of the result.
 */
export function createPdfTabReads(readAt: ReadPdfAt, limit = MAX_PDF_TABS): PdfTabReads {
  const reads = new Map<number, { url: string; result: Promise<ExtractionResult | null> }>();
  const copy = (result: ExtractionResult | null) => (result ? structuredClone(result) : null);
  return {
    read(tabId, url) {
      const kept = reads.get(tabId);
      reads.delete(tabId);
      if (kept?.url === url) {
        reads.set(tabId, kept);
        return kept.result.then(copy);
      }
      const entry = { url, result: readAt(url) };
      reads.set(tabId, entry);
      for (const oldest of reads.keys()) {
        if (reads.size <= limit) break;
        reads.delete(oldest);
      }
      const drop = () => {
        if (reads.get(tabId) === entry) reads.delete(tabId);
      };
      entry.result.then((result) => result ?? drop(), drop);
      return entry.result.then(copy);
    },
    forget(tabId) {
      reads.delete(tabId);
    },
    size() {
      return reads.size;
    },
  };
}

/** Drops a tab's PDF read when the tab starts loading (another address, or a reload) or closes. */
export function forgetPdfReadsOnNavigation(reads: PdfTabReads): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.url !== undefined || change.status === 'loading') reads.forget(tabId);
  });
  browser.tabs.onRemoved.addListener((tabId) => reads.forget(tabId));
}
