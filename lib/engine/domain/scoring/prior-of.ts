/** priorOf: seed 001 tier priors — the article's own source sets where veracity G and danger R start. */
import type { PriorSource, SourceTier } from '../../schemas';
import type { EngineConfig, TierKey } from '../../config';
import type { TierResult } from '../tiers/tier-of';
import { tierKeyOf } from './credibility-of';
import { logit } from './sigmoid-impact';

/** The page that made the claim, as far as the prior needs it (a `tierOf` result, user overrides applied). */
export type ArticleSource = Pick<TierResult, 'tier' | 'unreliable'> &
  Partial<Pick<TierResult, 'domain' | 'list' | 'lookalike' | 'page'>>;

export interface Priors {
  /** Log-odds prior on G (veracity). */
  g: number;
  /** Log-odds prior on R (danger), before the claim's own harm shifts it. */
  r: number;
  /** Log-odds the claim's harm (1–5) adds to R: 0 at the neutral harm. */
  harmShift: number;
  /** Where G started: the article's own source as a typed fact (worded by the presentation). */
  from: PriorSource;
  /** The article's domain and tier key behind the prior, null when no article source is known. */
  domain: string | null;
  tier: TierKey | null;
}

/**
 * Seed 001's table (G 0.85/0.75/0.70/0.55/0.35, R 0.10/0.15/0.20/0.35/0.50 for A/A'/B/C/D) read from
 * `config.belief`. An explicit `explicitG` (log-odds) wins for G. Without an article source, G starts even and
 * R starts from the claim's harm alone (`harmPrior`), as before tier priors existed.
 */
export function priorOf(
  source: ArticleSource | undefined,
  harm: number,
  config: EngineConfig,
  explicitG?: number,
): Priors {
  const b = config.belief;
  const h = Math.min(5, Math.max(1, Math.round(harm)));
  const harmLogit = logit(b.harmPrior[h - 1] ?? b.harmPrior[1] ?? 0.2);
  if (!source) {
    return {
      g: explicitG ?? 0,
      r: harmLogit,
      harmShift: 0,
      from: explicitG === undefined ? { kind: 'none' } : { kind: 'given' },
      domain: null,
      tier: null,
    };
  }
  const key = tierKeyOf(source);
  const neutral = logit(b.harmPrior[b.neutralHarm - 1] ?? 0.2);
  return {
    g: explicitG ?? logit(b.veracityPrior[key]),
    r: logit(b.dangerPrior[key]),
    harmShift: harmLogit - neutral,
    from: describeSource(source),
    domain: source.domain || null,
    tier: key,
  };
}

function describeSource(source: ArticleSource): PriorSource {
  return {
    kind: 'source',
    tier: source.unreliable ? 'unreliable' : source.tier,
    // A page whose tier is not its site's (a wiki's user page) is named itself.
    site: source.page ?? source.domain ?? '',
    override: source.list === 'override',
    ...(source.tier === 'unknown' && source.lookalike ? { lookalikeOf: { ...source.lookalike } } : {}),
  };
}

/**
 * A challenged statement's priors: G at `belief.statementPrior` whatever page it was selected on (someone quoted it:
 * it is not the page's own word), R from its harm alone, as for a claim whose source is unknown.
 */
export function statementPriorOf(harm: number, config: EngineConfig): Priors {
  const base = priorOf(undefined, harm, config, logit(config.belief.statementPrior));
  return { ...base, from: { kind: 'statement' } };
}

/** A bare tier as an article source (callers that know only the tier). */
export function sourceOfTier(tier: SourceTier): ArticleSource {
  return { tier, unreliable: false };
}
