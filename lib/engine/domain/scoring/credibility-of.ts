/**
 * credibilityOf: seed 000's 0-1 source credibility (authority 0.4, citations 0.3, recency 0.3) from publication date;
 * top tiers vouch for their citations, and age counts only for a time-sensitive claim. `credibilityForClaim` is the one
 * figure per source and claim: the judge weighs it, the source record keeps it, the panel and reports show it.
 */
import type { SourceTier } from '../../schemas';
import type { EngineConfig, TierKey } from '../../config';
import { tierOf, type TierResult } from '../tiers/tier-of';
import { timeSensitivityOf, type TimedClaim } from '../claims/time-sensitivity';

interface CredibilityInput {
  url: string;
  /** Page or passage text, scanned for citation indicators. */
  text?: string;
  /** The page's publication date (ISO); never the retrieval date. Unknown → neutral recency. */
  publishedAt?: string | null;
  /** A tier already looked up (with the user's overrides); looked up from `url` otherwise. */
  tier?: TierResult;
  /**
   * Whether the claim the source is weighed for moves with time (`timeSensitivityOf`). False: the page's age and an
   * unknown date say nothing about it, recency counts in full. Undefined (no claim known): age counts.
   */
  timeSensitive?: boolean;
  /**
   * A top tier vouches for its references (`credibility.vouchedCitations`). On in `credibilityForClaim`, the figure
   * the judge weighs and a reader is shown; off, seed 000's page-only citations (its golden values).
   */
  vouch?: boolean;
}

export interface Credibility {
  score: number;
  authority: number;
  citations: number;
  recency: number;
  /** Age in years at `now`, or null when the publication date is unknown or unreadable. */
  ageYears: number | null;
  /** Whether age (or an unknown date) counted: only for a time-sensitive claim. */
  ageCounts: boolean;
  /** The citation score found on the page, before the tier's vouched floor (`credibility.vouchedCitations`). */
  pageCitations: number;
}

interface CredibilityOptions {
  now?: Date;
  config: EngineConfig;
  tierOverrides?: Readonly<Record<string, SourceTier>>;
}

const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

export function credibilityOf(input: CredibilityInput, options: CredibilityOptions): Credibility {
  const { config } = options;
  const tier =
    input.tier ??
    tierOf(input.url, {
      overrides: options.tierOverrides,
      lookalike: config.tiers.lookalike,
    });
  const authority = authorityOf(tier, config);
  const pageCitations = citationIndicators(input.text ?? '', config);
  const vouched = input.vouch ? (config.credibility.vouchedCitations[tierKeyOf(tier)] ?? 0) : 0;
  const citations = Math.max(pageCitations, vouched);
  const ageYears = ageInYears(input.publishedAt, options.now);
  const ageCounts = input.timeSensitive !== false;
  const recency = !ageCounts
    ? 1
    : ageYears === null
      ? config.credibility.unknownRecency
      : recencyOf(ageYears, config);
  const w = config.credibility.weights;
  const score = clamp01(authority * w.authority + citations * w.citations + recency * w.recency);
  return { score, authority, citations, recency, ageYears, ageCounts, pageCitations };
}

/**
 * The credibility of a source for one claim, the one figure the judge weighs (`assessEvidence`), the source record
 * keeps (`storeSources`) and the panel and reports show: vouched by a top tier, its age counted only when the claim is
 * time-sensitive. No claim known: age counts.
 */
export function credibilityForClaim(
  source: Omit<CredibilityInput, 'timeSensitive' | 'vouch'>,
  claim: TimedClaim | undefined,
  options: CredibilityOptions,
): Credibility {
  const timeSensitive = claim ? timeSensitivityOf(claim, options.now, options.config) !== null : undefined;
  return credibilityOf({ ...source, timeSensitive, vouch: true }, options);
}

/** Tier key used by every tier-indexed table: unreliable domains have their own row. */
export function tierKeyOf(tier: Pick<TierResult, 'tier' | 'unreliable'>): TierKey {
  return tier.unreliable ? 'unreliable' : tier.tier;
}

function authorityOf(tier: TierResult, config: EngineConfig): number {
  const key = tierKeyOf(tier);
  if (key !== 'unknown') return config.credibility.authorityByTier[key];
  const match = config.credibility.authorityBySuffix.find(([suffix]) => `.${tier.domain}`.endsWith(suffix));
  return match ? match[1] : config.credibility.authorityByTier.unknown;
}

/** Seed 000 citation indicators: references section, academic citation format, author credentials (max 1). */
function citationIndicators(text: string, config: EngineConfig): number {
  const points = config.credibility.citationPoints;
  const lower = text.toLowerCase();
  let score = 0;
  if (
    /\b(references|bibliography|works cited|literatur(verzeichnis)?|bibliographie|referencias)\b/.test(lower)
  ) {
    score += points.references;
  }
  if (/\[\d+\]|\(\d{4}\)|\[[\w\s]+,\s*\d{4}\]/.test(text)) score += points.formatting;
  if (/\bdr\.\s+\w+|\bph\.?d\b|\bprofessor\b|\bprof\.\s+\w+/.test(lower)) score += points.credentials;
  return Math.min(score, 1);
}

function recencyOf(ageYears: number, config: EngineConfig): number {
  for (const [maxYears, score] of config.credibility.recencyBuckets) if (ageYears < maxYears) return score;
  return config.credibility.recencyOldest;
}

/** Age in years of an ISO date at `now`; null when unknown or unreadable; future dates count as age 0. */
function ageInYears(publishedAt: string | null | undefined, now: Date | undefined): number | null {
  if (!publishedAt || !now) return null;
  const t = Date.parse(publishedAt);
  if (Number.isNaN(t)) return null;
  return Math.max(0, (now.getTime() - t) / YEAR_MS);
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}
