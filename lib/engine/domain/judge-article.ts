/** judgeArticle: claim verdicts → claim-graph propagation → article RGBA, consensus, battlegrounds, graph. */
import {
  CHANNEL_KEYS,
  CHANNEL_NEUTRAL,
  isAsserted,
  perChannel,
  type ArticleVerdict,
  type Claim,
  type Evidence,
  type ReasonFact,
  type Rgba,
  type SourceTier,
  type Verdict,
} from '../schemas';
import { buildKnowledgeGraph, type EntityRelation } from './graph/build-knowledge-graph';
import { findBattlegrounds, type JudgedClaim } from './graph/find-battlegrounds';
import { propagateBeliefs } from './graph/propagate-beliefs';
import type { EngineConfig } from '../config';
import { assertionsHeld } from './article-held';
import { fromEvidence, judgeClaimInDetail } from './scoring/judge-claim';
import { confidenceOf, labelOf, rgbaOf, statusOf } from './scoring/verdict-of';
import { consensusPoints } from './graph/consensus-points';
import type { ModelReadings } from './scoring/model-readings';

interface JudgeArticleOptions {
  now?: Date;
  config: EngineConfig;
  tierOverrides?: Readonly<Record<string, SourceTier>>;
  /** URL of the article itself: its tier (overrides applied) sets the seed 001 priors of every claim. */
  articleUrl?: string;
  /** Tier of the article's own site when only the tier is known (`articleUrl` wins); neutral when both absent. */
  sourceTier?: SourceTier;
  /** Entity relations extracted from the sources, for the knowledge graph. */
  relations?: readonly EntityRelation[];
  /** The run's model readings (`modelReadingsOf`): their failure rate scales the model's votes down. */
  modelReadings?: ModelReadings;
  /** Receives what the judge decided beyond the verdicts (cycles broken, edges dropped). */
  trace?: string[];
}

interface JudgedArticle extends ArticleVerdict {
  /** Claim verdicts after claim-graph propagation. */
  verdicts: Verdict[];
}

/**
 * A pure function of the claims, their evidence and the options: every claim is judged afresh from its evidence
 * (its pre-propagation belief), then propagated once. Judging an already judged article again therefore gives the
 * same verdicts — propagation is never applied on top of a propagated belief (resume, cancel, re-synthesis).
 */
export function judgeArticle(
  input: { claims: Claim[]; evidence: Evidence[] },
  options: JudgeArticleOptions,
): JudgedArticle {
  const { config } = options;
  const trace = options.trace ?? [];
  const judged: JudgedClaim[] = input.claims.map((claim) => {
    const evidence = input.evidence.filter((e) => e.claimId === claim.id).map(fromEvidence);
    return { claim, judgement: judgeClaimInDetail(claim, evidence, { ...options, config }) };
  });

  const propagation = propagateBeliefs(
    input.claims.map((c, i) => ({ id: c.id, g: judged[i]?.judgement.verdict.belief.g ?? 0, edges: c.edges })),
    config,
  );
  trace.push(...propagation.trace);
  const verdicts = judged.map(({ judgement }, index) => {
    const claim = input.claims[index] as Claim;
    const v = judgement.verdict;
    const message = propagation.message.get(claim.id) ?? 0;
    if (Math.abs(message) < 1e-9 || v.label === 'not_checkable') return v;
    const belief = { ...v.belief, g: propagation.g.get(claim.id) ?? v.belief.g };
    const rgba = rgbaOf(belief);
    const hasEvidence = judgement.groups.some((g) => g.gVote !== 0) || Math.abs(message) > 0;
    const label = labelOf(rgba, { checkable: true, hasEvidence, contested: judgement.contested }, config);
    const confidence = confidenceOf(rgba, label, config);
    const reason: ReasonFact = {
      kind: 'claim-graph',
      logOdds: message,
      related: claim.edges.map((e) => ({ type: e.type, target: e.target })),
    };
    return {
      ...v,
      belief,
      rgba,
      label,
      confidence,
      status: statusOf(confidence, config),
      veracityFrom: hasEvidence ? ('evidence' as const) : ('prior' as const),
      reasons: [...v.reasons, reason],
    };
  });
  judged.forEach((j, i) => {
    const v = verdicts[i];
    if (v) j.judgement = { ...j.judgement, verdict: v };
  });

  const rgba = articleRgba(input.claims, verdicts, config);
  return {
    label: articleLabel(input.claims, verdicts, rgba, config),
    rgba,
    consensus: consensusPoints(judged, config),
    battlegrounds: findBattlegrounds(judged, config),
    graph: buildKnowledgeGraph(
      { claims: input.claims, judged, ...(options.relations ? { relations: options.relations } : {}) },
      config,
      trace,
    ),
    summary: '',
    verdicts,
  };
}

/**
 * A claim's weight in the article's label and figures: role × check-worthiness; 0 for opinion, prediction and satire,
 * and for claims the article only reports or rebuts (they are checked, but the article is judged on what it asserts).
 */
function weightOf(claim: Claim, verdict: Verdict | undefined, config: EngineConfig): number {
  if (!verdict || verdict.label === 'not_checkable' || !isAsserted(claim)) return 0;
  return config.article.roleWeight[claim.role] * claim.checkWorthiness;
}

/**
 * Weighted mean of the claims' RGBA by role × check-worthiness, over the decided claims whose veracity comes from
 * evidence: a claim with no counted source has only its prior, and an unverified one no verdict, neither a figure of
 * the article's. Opinion, prediction and
 * satire weigh 0, and so do claims the article reports or rebuts. With no such claim, the neutral RGBA (and the panel
 * shows no article figures).
 */
export function articleRgba(
  claims: readonly Claim[],
  verdicts: readonly (Verdict | undefined)[],
  config: EngineConfig,
): Rgba {
  let total = 0;
  const sum = perChannel(() => 0);
  claims.forEach((c, i) => {
    const v = verdicts[i];
    // Only decided claims: an unverified claim's veracity is no figure of the article's, even with sources counted.
    const w = v?.veracityFrom === 'prior' || v?.label === 'unverified' ? 0 : weightOf(c, v, config);
    if (!v || w <= 0) return;
    total += w;
    for (const channel of CHANNEL_KEYS) sum[channel] += w * v.rgba[channel];
  });
  if (total === 0) return { ...CHANNEL_NEUTRAL };
  return perChannel((channel) => sum[channel] / total);
}

const FALSE_LABELS: readonly string[] = ['refuted', 'likely_false'];
const TRUE_LABELS: readonly string[] = ['supported', 'likely_true'];

/**
 * The weighted-mean label, overruled by the worst news: a thesis judged false makes the article false (the
 * most certain such label wins). A dangerous claim (harm ≥ `dangerousHarm`) judged false never lets the article
 * read as true or "unverified": it reads "contested" when another of its claims holds (true and dangerously false
 * side by side), "likely false" when none does (the one thing established is a dangerous falsehood); any claim judged
 * false keeps the article from reading "unverified" the same way (the headline that names it and the label agree). Only the label
 * follows it: the article's RGBA stays the weighted mean (seed 001 keeps danger, R, apart from veracity, G), and
 * one claim that is not the thesis never makes the whole article "refuted".
 */
function articleLabel(
  claims: Claim[],
  verdicts: Verdict[],
  rgba: Rgba,
  config: EngineConfig,
): ArticleVerdict['label'] {
  const weighted = claims
    .map((c, i) => ({ c, v: verdicts[i], w: weightOf(c, verdicts[i], config) }))
    .filter((x): x is { c: Claim; v: Verdict; w: number } => x.v !== undefined && x.w > 0);
  if (weighted.length === 0) return 'not_checkable';
  const total = weighted.reduce((s, x) => s + x.w, 0);
  const share = (label: string): number =>
    weighted.filter((x) => x.v.label === label).reduce((s, x) => s + x.w, 0) / total;
  if (share('unverified') === 1) return 'unverified';
  const falseThesis = weighted.filter((x) => x.c.role === 'thesis' && FALSE_LABELS.includes(x.v.label));
  if (falseThesis.some((x) => x.v.label === 'refuted')) return 'refuted';
  if (falseThesis.length > 0) return 'likely_false';
  const mean = labelOf(
    rgba,
    { checkable: true, hasEvidence: true, contested: share('contested') >= 1 / 3 },
    config,
  );
  // The figures average only the claims with evidence; the strongest words need most of the article behind them.
  const strongest =
    mean === 'refuted' && share('refuted') < 0.5
      ? 'likely_false'
      : mean === 'supported' && share('supported') < 0.5
        ? 'likely_true'
        : mean;
  // True only when what the article asserts was checked and held (not one supported claim among unverified ones).
  const label =
    TRUE_LABELS.includes(strongest) && !assertionsHeld(asserted(claims, verdicts), config)
      ? 'unverified'
      : strongest;
  const falseOnes = weighted.filter((x) => FALSE_LABELS.includes(x.v.label));
  const dangerousFalse = falseOnes.some((x) => x.c.harm >= config.article.dangerousHarm);
  // A claim judged false never leaves the article "unverified": the headline names it, the label agrees.
  const unsettled = falseOnes.length > 0 && label === 'unverified';
  if (!(dangerousFalse || unsettled) || FALSE_LABELS.includes(label) || label === 'contested') return label;
  // True or unverified so far: "contested" when some other claim holds, "likely false" when none does.
  return weighted.some((x) => TRUE_LABELS.includes(x.v.label)) ? 'contested' : 'likely_false';
}

/** The checkable claims the article asserts, with their labels: what `assertionsHeld` weighs. */
function asserted(claims: readonly Claim[], verdicts: readonly (Verdict | undefined)[]) {
  return claims
    .map((c, i) => ({ c, v: verdicts[i] }))
    .filter(({ c, v }) => isAsserted(c) && v?.label !== 'not_checkable')
    .map(({ c, v }) => ({ role: c.role, checkWorthiness: c.checkWorthiness, label: v?.label }));
}
