/** The feed helper's parser and the matcher's index terms, joined into what the downloader stores per record. */
import { readFactCheckFeed, type FactCheckRecord } from '../composition';
import { claimIndexTerms } from '../engine/domain/claims/claim-match';
import type { FactCheckRow } from '../db/fact-index-rows';

export type IndexedFactCheck = FactCheckRecord;

/** The feed's records, one at a time. */
export function feedRecords(
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): AsyncIterable<FactCheckRecord> {
  return readFactCheckFeed(body, undefined, { signal });
}

/** A record's row: its id (the review's URL and its claim: one review page may rate several claims) and terms. */
export function recordRow(record: FactCheckRecord): Omit<FactCheckRow<FactCheckRecord>, 'generation'> {
  return { id: `${record.url}#${hash(record.claimReviewed)}`, terms: indexTerms(record), record };
}

/** FNV-1a, 32 bits, as 8 hex digits: a short stable id part for a claim text. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

function indexTerms(record: FactCheckRecord): string[] {
  return claimIndexTerms({ text: record.claimReviewed, lang: record.language ?? '' });
}
