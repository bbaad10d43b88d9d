/** One professional fact-check from the ClaimReview feed, normalised: what the local index stores and matches. */
import { normaliseUntrusted } from '../../domain/quotes/normalise-untrusted';
import { siteOf as domainSiteOf } from '../../domain/url';
import { LOCAL_FACT_CHECKS_ATTRIBUTION } from '../../schemas';

/**
 * A ClaimReview as the index keeps it. Field sources in the Data Commons feed (schema.org ClaimReview inside each
 * DataFeedItem's `item[]`): `claimReviewed`, `itemReviewed.author.name` (claimant), `itemReviewed.datePublished`,
 * `reviewRating.{alternateName, ratingValue, bestRating, worstRating}`, `author.{name, url}`, `url`,
 * `datePublished`, `inLanguage`.
 */
export interface FactCheckRecord {
  /** The claim as the fact-checker worded it. */
  claimReviewed: string;
  /** Who made the claim, when the review names them. */
  claimant: string | null;
  /** When the claim was made (as the feed gives it, normally `YYYY-MM-DD` or ISO 8601). */
  claimDate: string | null;
  /** The rating in the fact-checker's words ("False", "Pants on Fire", "Faux", "Irreführend"). */
  rating: string | null;
  ratingValue: number | null;
  bestRating: number | null;
  worstRating: number | null;
  /** The fact-checker's name ("PolitiFact", "AFP Factuel"). */
  factChecker: string | null;
  /** The fact-checker's site (host of its `author.url`, else of the review's url): what its tier is looked up by. */
  factCheckerSite: string | null;
  /** The review's own page. */
  url: string;
  /** When the review was published. */
  datePublished: string | null;
  /** The review's language (BCP 47 primary tag, lower case), when the feed gives one. */
  language: string | null;
}

/** The feed's licence asks for attribution (Data Commons ClaimReview feed, CC BY 4.0): shown wherever its data is. */
export const FACT_CHECK_FEED_ATTRIBUTION = LOCAL_FACT_CHECKS_ATTRIBUTION;

/** Why a feed entry gave no record. */
type FactCheckSkip = 'no-claim' | 'no-url' | 'malformed';

/** A JSON value as the feed parser builds it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

type JsonObject = { [key: string]: JsonValue };

/** Longest claim, rating or name kept (longer is cut at a word): a review's fields are short; longer is not a claim. */
const MAX_FIELD_CHARS = 2_000;

/** A ClaimReview object (already parsed) to a record, or why it cannot be one. */
export function toFactCheckRecord(review: JsonValue): FactCheckRecord | FactCheckSkip {
  if (!isObject(review)) return 'malformed';
  const rawClaim = review.claimReviewed;
  if (rawClaim !== undefined && rawClaim !== null && typeof rawClaim !== 'string') return 'malformed';
  const claimReviewed = text(rawClaim);
  if (!claimReviewed) return 'no-claim';
  const url = webUrl(review.url);
  if (!url) return 'no-url';
  const rating = firstObject(review.reviewRating);
  const author = firstObject(review.author);
  const itemReviewed = firstObject(review.itemReviewed);
  const claimantOf = firstObject(itemReviewed?.author);
  const authorUrl = webUrl(author?.url);
  return {
    claimReviewed,
    claimant: text(claimantOf?.name) ?? text(itemReviewed?.author),
    claimDate: date(itemReviewed?.datePublished),
    rating: text(rating?.alternateName) ?? text(rating?.name),
    ratingValue: num(rating?.ratingValue),
    bestRating: num(rating?.bestRating),
    worstRating: num(rating?.worstRating),
    factChecker: text(author?.name) ?? text(author?.alternateName),
    factCheckerSite: publisherSite(authorUrl) ?? publisherSite(url),
    url,
    datePublished: date(review.datePublished),
    language: language(review.inLanguage) ?? language(itemReviewed?.inLanguage),
  };
}

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object, or the first object of an array of them (publishers write `author` both ways). */
function firstObject(value: JsonValue | undefined): JsonObject | null {
  if (isObject(value)) return value;
  if (Array.isArray(value)) return value.find(isObject) ?? null;
  return null;
}

/** Untrusted feed text as the reader sees it, whitespace collapsed, cut at MAX_FIELD_CHARS; null when empty. */
function text(value: JsonValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  let out = normaliseUntrusted(value).replace(/\s+/g, ' ').trim();
  if (out.length > MAX_FIELD_CHARS) {
    const cut = out.lastIndexOf(' ', MAX_FIELD_CHARS);
    out = `${out.slice(0, cut > 0 ? cut : MAX_FIELD_CHARS)}…`;
  }
  return out === '' ? null : out;
}

function webUrl(value: JsonValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function publisherSite(url: string | null): string | null {
  if (!url) return null;
  const site = domainSiteOf(url);
  return site === '' ? null : site;
}

/** Numbers come as JSON numbers or as strings ("1", "5.0"); anything else is no number. */
function num(value: JsonValue | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A date as given when it starts with a plausible `YYYY-MM-DD`; the day part only. */
function date(value: JsonValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${y}-${m}-${d}`;
}

/** `inLanguage` is a code ("fr", "pt-BR") or a Language object with a code in `alternateName` or `name`. */
function language(value: JsonValue | undefined): string | null {
  const code =
    typeof value === 'string'
      ? value
      : isObject(value)
        ? (text(value.alternateName) ?? text(value.name))
        : null;
  if (!code) return null;
  const primary = /^\s*([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]+)*\s*$/.exec(code)?.[1];
  return primary ? primary.toLowerCase() : null;
}

/** A fact-check found for a claim, with how closely its `claimReviewed` matched (0–1). */
export interface FactCheckHit {
  record: FactCheckRecord;
  score: number;
}

/** What answers a claim with its fact-checks: the in-memory index (CLI) or the extension's stored one. */
export interface FactCheckLookup {
  /** Records in the index. */
  readonly size: number;
  /** When the index was built from the feed (ISO 8601). */
  readonly updatedAt: string;
  /** The fact-checks whose claim matches `claim` (never across a critical difference), best first. */
  lookup(claim: { text: string; lang: string }, limit: number): FactCheckHit[] | Promise<FactCheckHit[]>;
}
