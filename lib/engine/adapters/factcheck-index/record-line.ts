/** A fact-check record as one compact JSON line (an array in a fixed field order) and back: the stored index format. */
import type { FactCheckRecord } from './fact-check-record';

/** The stored field order. Appending a field is compatible; reordering is a new `RECORD_LINE_VERSION`. */
const FIELDS = [
  'claimReviewed',
  'claimant',
  'claimDate',
  'rating',
  'ratingValue',
  'bestRating',
  'worstRating',
  'factChecker',
  'factCheckerSite',
  'url',
  'datePublished',
  'language',
] as const satisfies readonly (keyof FactCheckRecord)[];

export const RECORD_LINE_VERSION = 1;

/** The record's fields in order, then its index terms (so loading needs no matcher work). */
export function encodeRecordLine(record: FactCheckRecord, terms: readonly string[]): string {
  return JSON.stringify([...FIELDS.map((field) => record[field]), terms]);
}

/** A stored line back to a record and its terms; null when the line is not one (a damaged file loses that line only). */
export function decodeRecordLine(line: string): { record: FactCheckRecord; terms: string[] | null } | null {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    return null;
  }
  if (!Array.isArray(row) || row.length < FIELDS.length) return null;
  const [
    claimReviewed,
    claimant,
    claimDate,
    rating,
    ratingValue,
    bestRating,
    worstRating,
    factChecker,
    site,
    url,
    date,
    lang,
  ] = row as unknown[];
  if (typeof claimReviewed !== 'string' || typeof url !== 'string' || claimReviewed === '') return null;
  const stored: unknown = row[FIELDS.length];
  const terms =
    Array.isArray(stored) && stored.every((t) => typeof t === 'string') ? (stored as string[]) : null;
  const record: FactCheckRecord = {
    claimReviewed,
    claimant: textOrNull(claimant),
    claimDate: textOrNull(claimDate),
    rating: textOrNull(rating),
    ratingValue: numberOrNull(ratingValue),
    bestRating: numberOrNull(bestRating),
    worstRating: numberOrNull(worstRating),
    factChecker: textOrNull(factChecker),
    factCheckerSite: textOrNull(site),
    url,
    datePublished: textOrNull(date),
    language: textOrNull(lang),
  };
  return { record, terms };
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
