/** The fact-check index in words: the offer with its size, a download's progress, and what is stored. */
import { FACT_INDEX_STORE } from '../engine/config';
import { count } from './plural';

const whole = (n: number) => Math.round(n).toLocaleString('en-US');

/** "200 MB" (decimal megabytes, as download sizes are given), "0.4 MB" below one. */
function megabytes(bytes: number): string {
  const mb = bytes / 1_000_000;
  return mb >= 1 ? `${whole(mb)} MB` : `${(Math.ceil(mb * 10) / 10).toFixed(1)} MB`;
}

/** The offer: "Download 93,000 professional fact-checks (200 MB, free)", sized by the feed's HEAD when it answered. */
export function downloadOfferWords(feedBytes: number | null, config = FACT_INDEX_STORE): string {
  return `Download ${whole(config.expectedRecords)} professional fact-checks (${megabytes(feedBytes ?? config.expectedBytes)}, free)`;
}

/** "Downloading: 45 MB of 200 MB · 21,000 fact-checks stored" (the size left out when the server did not say it). */
export function factIndexProgressWords(job: {
  bytes: number;
  totalBytes: number | null;
  records: number;
  refresh: boolean;
}): string {
  const size = job.totalBytes
    ? `${megabytes(job.bytes)} of ${megabytes(job.totalBytes)}`
    : megabytes(job.bytes);
  const verb = job.refresh ? 'Updating' : 'Downloading';
  return `${verb}: ${size} · ${count(job.records, 'fact-check')} stored`;
}

/** "93,412 professional fact-checks stored (downloaded 28 Nov 2026, 12:01; checked weekly for new ones)." */
export function servedIndexWords(served: { records: number }, downloadedAt: string): string {
  return `${count(served.records, 'professional fact-check')} stored in this browser (downloaded ${downloadedAt}; checked weekly for new ones). Source: Data Commons ClaimReview feed, CC BY.`;
}
