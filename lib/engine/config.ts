/** Every threshold and parameter of the engine, in one object, overridable per profile. */
import type { Budget, Profile } from './schemas';

export const ENGINE_CONFIG = {
  extraction: {
    /** Articles shorter than this many words are not checked. */
    minWords: 80,
    /** Pages whose HTML is larger than this are rejected before Readability runs. */
    maxHtmlBytes: 8_000_000,
    /** Article text beyond this many characters is cut (with a notice). */
    maxTextChars: 200_000,
  },
  claims: {
    /** Sentences below this heuristic check-worthiness never reach the model. */
    prefilterThreshold: 0.25,
    maxClaims: 12,
  },
  search: {
    resultsPerQuery: 6,
    cacheTtlMs: 24 * 60 * 60 * 1000,
    maxCounterQueries: 3,
  },
  fetch: {
    timeoutMs: 10_000,
    maxBytes: 5_000_000,
    cacheTtlMs: 7 * 24 * 60 * 60 * 1000,
    pagesPerClaim: 5,
    perHostConcurrency: 2,
  },
  credibility: {
    weights: { authority: 0.4, citations: 0.3, recency: 0.3 },
    /** Recency used when the publication date is unknown: neutral, not fresh. */
    unknownRecency: 0.5,
    /** Evidence older than this many days counts as outdated. */
    outdatedDays: 730,
  },
  belief: {
    /** Sigmoid impact: L = Lmax * sigmoid(k * (strength - x0)). */
    k: 10,
    x0: 0.5,
    lMax: 2,
    /** Log-odds of G never pass this magnitude without ≥2 independent sources. */
    consensusCap: 2,
    /** Shingle (Jaccard over word 5-grams) similarity above which two texts are one source. */
    duplicateSimilarity: 0.6,
    temporalMismatchWeight: 0.25,
  },
  verdict: {
    status: { verified: 0.8, flagged: 0.6, humanReview: 0.4 },
  },
  graph: {
    entitySimilarity: 0.85,
  },
  budgets: {
    quick: { maxModelCalls: 40, maxTokens: 120_000, maxSearches: 60, maxSeconds: 180 },
    deep: { maxModelCalls: 120, maxTokens: 400_000, maxSearches: 200, maxSeconds: 600 },
  } satisfies Record<Profile, Budget>,
  hops: { quick: 1, deep: 3 } satisfies Record<Profile, number>,
} as const;

export type EngineConfig = typeof ENGINE_CONFIG;

/** Deep-merges overrides onto the defaults (plain objects only). */
export function withOverrides(overrides: DeepPartial<EngineConfig> = {}): EngineConfig {
  return merge(ENGINE_CONFIG, overrides) as EngineConfig;
}

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || typeof patch !== 'object' || patch === null) {
    return patch === undefined ? base : patch;
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = merge((base as Record<string, unknown>)[key], value);
  }
  return out;
}
