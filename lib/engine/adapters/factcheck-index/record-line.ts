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

export function encodeRecordLine(record: FactCheckRecord): string {
  return JSON.stringify(FIELDS.map((field) => record[field]));
}

/** A stored line back to a record; null when the line is not one (a damaged file loses that line only). */
export function decodeRecordLine(line: string): FactCheckRecord | null {
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
  return {
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
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
