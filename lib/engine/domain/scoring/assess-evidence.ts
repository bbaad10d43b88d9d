/** One evidence item scored for a claim: tier, credibility, temporal fit, interrogated quote, signed impact. */
import type { ClaimKind, PostInfo, SourceTier, Stance, TimeAnchor } from '../../schemas';
import type { EngineConfig } from '../../config';
import { verifyQuote } from '../quotes/verify-quote';
import type { TextSignature } from '../text/text-signature';
import type { TierResult } from '../tiers/tier-of';
import { sourceTierOf } from '../tiers/article-tier-of';
import { credibilityForClaim, tierKeyOf, type Credibility } from './credibility-of';
import { sigmoidImpact } from './sigmoid-impact';

/** The claim as the judge needs it (a subset of the engine's Claim). */
export interface JudgeClaimInput {
  id?: string;
  text: string;
  kind?: ClaimKind;
  /** 1 (harmless) .. 5 (dangerous if believed). */
  harm?: number;
  timeAnchor?: TimeAnchor | null;
}

/** One evidence item as the judge needs it (a subset of the engine's Evidence). */
export interface JudgeEvidenceInput {
  id?: string;
  url: string;
  /** A social post's rendered author (the account its tier is for); absent for any other page. */
  author?: PostInfo;
  text: string;
  quote?: string;
  stance: Stance;
  strength?: number;
  relevance?: number;
  publishedAt?: string | null;
  /** Known result of the interrogator on the full page; when absent, `quote` is checked against `text`. */
  quoteVerified?: boolean;
  /** ClaimReview rating when the source is a professional fact-check. */
  rating?: string | null;
  /** Read by rules, not a model. */
  heuristic?: boolean;
  /** What became of a model's reading of this source (the engine's `Evidence.modelReading`). */
  modelReading?: string;
  /** The whole page's words, sketched (for copies reworded beyond the passage). */
  signature?: TextSignature;
  /** The page's template key (byline and site-name pattern). */
  template?: string;
}

export interface AssessedEvidence {
  id: string;
  url: string;
  text: string;
  quote: string;
  /** Stance after interrogation (a quote not found in the source is demoted to 'context'). */
  stance: Stance;
  originalStance: Stance;
  tier: TierResult;
  credibility: Credibility;
  quoted: boolean;
  quoteFailed: boolean;
  temporalMismatch: string | null;
  /** Unsigned log-odds impact after tier, credibility and temporal weighting. */
  impact: number;
  /** Impact on G: + supports, − refutes, 0 otherwise. */
  gImpact: number;
  /**
   * For a rule's contradiction stronger than the ordinary rule ceiling (a same-subject contradiction): its impact at
   * that ceiling, which is what it counts when no other independent source contradicts the claim.
   */
  loneRuleImpact?: number;
  misleading: boolean;
  harmSignal: boolean;
  publishedAt: string | null;
  /** A model's reading whose vote was scaled down by the run's rate of failed model readings (`modelReadingWeight`). */
  modelWeighted?: true;
  /** A model read this source but its reading did not count: the rules' reading stands in for it. */
  modelFellBack?: true;
  signature?: TextSignature;
  template?: string;
}

const MISLEADING =
  /\b(misleading|out of context|missing context|lacks context|cherry[- ]pick|half[- ]true|exaggerat|irreführend|trompeur|engañoso|fuorviante|enganoso)/i;
const HARM =
  /\b(death|deaths|died|fatal|kill|injur|poison|toxic|overdose|hospitali[sz]|outbreak|harm|danger|unsafe|recall|tödlich|gefährlich|mortel|dangereux|mortal|peligros)/i;

/** Model readings that stand as the model gave them (any other was replaced by the rules' reading). */
const KEPT_READINGS = ['counted', 'no-side'];

export function assessEvidence(
  evidence: JudgeEvidenceInput,
  index: number,
  claim: JudgeClaimInput,
  context: {
    now?: Date;
    config: EngineConfig;
    tierOverrides?: Readonly<Record<string, SourceTier>>;
    /** What a model's reading weighs in this run (`modelReadingWeight`); 1 when absent. */
    modelWeight?: number;
  },
): AssessedEvidence {
  const { config } = context;
  const tier = sourceTierOf(evidence, {
    overrides: context.tierOverrides,
    lookalike: config.tiers.lookalike,
  });
  const publishedAt = evidence.publishedAt ?? null;
  // The figure a reader is shown for this source on this claim is the one weighed here.
  const credibility = credibilityForClaim(
    { url: evidence.url, text: evidence.text, publishedAt, tier },
    claim,
    {
      now: context.now,
      config,
    },
  );
  const quote = (evidence.quote ?? '').trim();
  const quoteOk =
    quote === ''
      ? false
      : (evidence.quoteVerified ?? verifyQuote(quote, evidence.text, config.quote.nearSimilarity).found);
  const quoteFailed = quote !== '' && !quoteOk;
  const directional =
    evidence.stance === 'supports' || evidence.stance === 'refutes' || evidence.stance === 'mixed';
  const stance: Stance = quoteFailed && directional ? 'context' : evidence.stance;
  const temporalMismatch = temporalFit(publishedAt, claim.timeAnchor ?? null);

  const b = config.belief;
  // A rule's strong reading of a page anyone can write (a forum, a fresh domain) is capped: it never decides alone.
  const untrusted = tier.unreliable || b.untrustedRuleTiers.includes(tier.tier);
  const ruleRead = evidence.heuristic === true && !evidence.rating;
  const strength = Math.min(
    evidence.strength ?? b.defaultStrength,
    ruleRead && untrusted ? b.ruleCeiling : 1,
  );
  const relevance = evidence.relevance ?? b.defaultRelevance;
  const trust =
    b.tierWeight[tierKeyOf(tier)] * (b.credibilityFloor + (1 - b.credibilityFloor) * credibility.score);
  const temporal = temporalMismatch ? b.temporalMismatchWeight : 1;
  // A model's reading weighs less in a run where its readings often failed the interrogator.
  const modelWeight = evidence.heuristic === false ? (context.modelWeight ?? 1) : 1;
  const impact =
    stance === 'context' || stance === 'irrelevant'
      ? 0
      : sigmoidImpact(strength, relevance, config) * trust * temporal * modelWeight;
  const sign = stance === 'supports' ? 1 : stance === 'refutes' ? -1 : 0;
  const strongRuleRefute = ruleRead && stance === 'refutes' && strength > b.ruleCeiling;
  const loneRuleImpact = strongRuleRefute
    ? sigmoidImpact(b.ruleCeiling, relevance, config) * trust * temporal
    : undefined;
  const signal = `${evidence.rating ?? ''} ${quote} ${evidence.text}`;
  return {
    id: evidence.id ?? `ev-${index + 1}`,
    url: evidence.url,
    text: evidence.text,
    quote,
    stance,
    originalStance: evidence.stance,
    tier,
    credibility,
    quoted: quoteOk,
    quoteFailed,
    temporalMismatch,
    impact,
    gImpact: sign * impact,
    ...(loneRuleImpact === undefined ? {} : { loneRuleImpact }),
    misleading: stance === 'mixed' || (impact > 0 && MISLEADING.test(signal)),
    harmSignal: impact > 0 && HARM.test(signal),
    publishedAt,
    ...(modelWeight < 1 && impact > 0 ? { modelWeighted: true as const } : {}),
    ...(evidence.modelReading && !KEPT_READINGS.includes(evidence.modelReading)
      ? { modelFellBack: true as const }
      : {}),
    ...(evidence.signature ? { signature: evidence.signature } : {}),
    ...(evidence.template ? { template: evidence.template } : {}),
  };
}

/** Seed 001 temporal fit: evidence published before the claim's window began cannot speak to it. */
export function temporalFit(publishedAt: string | null, window: TimeAnchor | null): string | null {
  if (!publishedAt || !window?.from) return null;
  const published = Date.parse(publishedAt);
  const from = Date.parse(window.from);
  if (Number.isNaN(published) || Number.isNaN(from) || published >= from) return null;
  return `published ${publishedAt.slice(0, 10)}, before the claim's time window (from ${window.from.slice(0, 10)})`;
}
