/** The judge's parameters: ENGINE_CONFIG plus the additions the judge needs (to be moved into config.ts). */
import { ENGINE_CONFIG } from '../config';

/** A source tier, or 'unreliable' for the known-unreliable list: the rows of every tier-indexed table. */
export type TierKey = 'A' | "A'" | 'B' | 'C' | 'D' | 'unknown' | 'unreliable';

export const JUDGE_CONFIG = {
  ...ENGINE_CONFIG,
  credibility: {
    ...ENGINE_CONFIG.credibility,
    /** Domain authority by tier (seed 000: journals 0.95, news 0.75, .com 0.6, unknown 0.5). */
    authorityByTier: {
      A: 1,
      "A'": 0.9,
      B: 0.75,
      C: 0.6,
      D: 0.3,
      unknown: 0.5,
      unreliable: 0.05,
    } satisfies Record<TierKey, number>,
    /** Authority for unknown-tier domains by ending (seed 000 TLD rules); otherwise authorityByTier.unknown. */
    authorityBySuffix: [
      ['.edu', 1],
      ['.gov', 1],
      ['.org', 0.8],
      ['.com', 0.6],
    ] as ReadonlyArray<readonly [string, number]>,
    /** Recency by age in years (seed 000): < 1 → 1.0, < 2 → 0.8, < 5 → 0.5, else 0.3. */
    recencyBuckets: [
      [1, 1],
      [2, 0.8],
      [5, 0.5],
    ] as ReadonlyArray<readonly [number, number]>,
    recencyOldest: 0.3,
    /** Citation indicators (seed 000): references section, citation formatting, author credentials. */
    citationPoints: { references: 0.3, formatting: 0.2, credentials: 0.3 },
  },
  belief: {
    ...ENGINE_CONFIG.belief,
    /** Seed 001 tier priors: veracity (G) and danger (R) of what a source of that tier asserts. */
    veracityPrior: {
      A: 0.85,
      "A'": 0.75,
      B: 0.7,
      C: 0.55,
      D: 0.35,
      unknown: 0.5,
      unreliable: 0.2,
    } satisfies Record<TierKey, number>,
    dangerPrior: {
      A: 0.1,
      "A'": 0.15,
      B: 0.2,
      C: 0.35,
      D: 0.5,
      unknown: 0.3,
      unreliable: 0.6,
    } satisfies Record<TierKey, number>,
    /** Multiplier on an evidence item's impact by its source tier. */
    tierWeight: { A: 1, "A'": 0.9, B: 0.8, C: 0.6, D: 0.3, unknown: 0.5, unreliable: 0.1 } satisfies Record<
      TierKey,
      number
    >,
    /** Impact is scaled by (credibilityFloor + (1 − credibilityFloor) · credibility). */
    credibilityFloor: 0.5,
    /** Relevance used when an evidence item gives none. */
    defaultRelevance: 1,
    /** Strength used when an evidence item gives none. */
    defaultStrength: 0.6,
    /** Majority share of weighted votes is clamped to this before the ≥2-source consensus cap (logit). */
    consensusMaxShare: 0.99,
    /** Shingle size (words) for copy detection. */
    shingleSize: 5,
    /** Claim-graph propagation weight per edge type (message = source G · weight · sign). */
    edgeWeight: { depends_on: 0.5, supports: 0.3, contradicts: 0.3 },
    /** Danger prior by claim harm 1..5, used when the article's tier is unknown. */
    harmPrior: [0.1, 0.2, 0.35, 0.5, 0.65],
    /** Share of a harm-evidence impact added to R, and of |G| (when false) times harm/5. */
    harmEvidenceShare: 0.5,
    falseHarmShare: 0.5,
    /** Share of a 'mixed' or misleading-framing impact subtracted from B; share of clean support added. */
    misleadingShare: 0.75,
    honestSupportShare: 0.25,
    /** Explainability: starting log-odds and per independent source gain (quoted vs not). */
    explainStart: -1,
    explainQuoted: 0.6,
    explainUnquoted: 0.2,
  },
  verdict: {
    ...ENGINE_CONFIG.verdict,
    /** G probability thresholds for labels. */
    label: { supported: 0.85, likelyTrue: 0.65, likelyFalse: 0.35, refuted: 0.15 },
    /** 'supported'/'refuted' also need this much explainability (A probability). */
    strongMinExplainability: 0.5,
    /** Tiers whose sources count as credible for a 'contested' verdict and a battleground. */
    credibleTiers: ['A', "A'", 'B'] as readonly string[],
    /** The weaker side needs this share of the weighted votes for 'contested'. */
    contestedMinShare: 0.25,
    /** Confidence = certaintyShare · |2g − 1| + (1 − certaintyShare) · a. */
    certaintyShare: 0.5,
    /** Confidence reported for not-checkable claims (they are shown, not scored). */
    notCheckableConfidence: 0.5,
  },
  article: {
    roleWeight: { thesis: 1, support: 0.6, background: 0.3 },
    /** Seed 000 consensus: ≥ 90% agreement and average credibility ≥ 0.6, at least 2 sources. */
    consensusAgreement: 0.9,
    consensusMinCredibility: 0.6,
    consensusMinSources: 2,
  },
  graph: {
    ...ENGINE_CONFIG.graph,
    /** Prefix length of the blocking keys used before the Ratcliff/Obershelp comparison. */
    blockPrefix: 3,
  },
  quote: {
    /** Token similarity for a near (non-exact) quote match, with no critical word changed. */
    nearSimilarity: 0.85,
  },
} as const;

export type JudgeConfig = typeof JUDGE_CONFIG;

export type JudgeConfigOverrides = {
  [K in keyof JudgeConfig]?: Partial<{ [P in keyof JudgeConfig[K]]: unknown }>;
};

/** JUDGE_CONFIG with overrides deep-merged on top (plain objects only; arrays are replaced). */
export function resolveJudgeConfig(overrides?: JudgeConfigOverrides | JudgeConfig): JudgeConfig {
  if (!overrides || overrides === JUDGE_CONFIG) return JUDGE_CONFIG;
  return merge(JUDGE_CONFIG, overrides) as JudgeConfig;
}

function merge(base: unknown, patch: unknown): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base))
    return patch === undefined ? base : patch;
  if (typeof patch !== 'object' || patch === null) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch))
    out[key] = merge((base as Record<string, unknown>)[key], value);
  return out;
}
