/**
 * How sure a claim's figures are and from what: evidence counted, or only the prior of the page that made it. A claim
 * with no counted source has no veracity figure anywhere; it says what its prior is, as a prior.
 */
import { isAsserted, type Claim, type Rgba, type Verdict, type VerdictLabel } from '../engine/schemas';
import { articleRgba } from '../engine/domain/judge-article';
import type { EngineConfig } from '../engine/config';
import { count } from './plural';
import { percent } from './verdict-words';

type VeracityFrom = 'evidence' | 'prior';

type FigureVerdict = Pick<Verdict, 'label'> & Partial<Pick<Verdict, 'veracityFrom' | 'counted'>>;

/** Labels that state a verdict on truth (unverified and not-checkable claims state none). */
function isVerdictLabel(label: VerdictLabel | null | undefined): boolean {
  return !!label && label !== 'unverified' && label !== 'not_checkable';
}

/** Where the veracity comes from; runs stored before it was kept read it from the sources counted. */
export function veracityFrom(verdict: FigureVerdict): VeracityFrom {
  if (verdict.veracityFrom) return verdict.veracityFrom;
  if (verdict.counted) return verdict.counted.length > 0 ? 'evidence' : 'prior';
  return isVerdictLabel(verdict.label) ? 'evidence' : 'prior';
}

/** Whether a claim's figures (RGBA bars, veracity, confidence) may be shown: a verdict, from evidence. */
export function showsFigures(verdict: FigureVerdict | null | undefined): boolean {
  return !!verdict && isVerdictLabel(verdict.label) && veracityFrom(verdict) === 'evidence';
}

/** How often claims from a source with this prior turn out right, in words. */
function usually(prior: number): string {
  if (prior >= 0.6) return 'are usually right';
  if (prior > 0.4) return 'are about as often right as wrong';
  return 'are often wrong';
}

/**
 * "No evidence counted yet. Before evidence, claims from sources like theguardian.com are usually right: prior 70%."
 * `articleDomain` names the source for runs stored before the prior was kept (then the prior is G itself, which is
 * exactly the prior when nothing was counted). Null for claims with a verdict from evidence, and for opinions.
 */
export function priorSentence(
  verdict: FigureVerdict & Partial<Pick<Verdict, 'prior' | 'rgba'>>,
  articleDomain: string | null,
): string | null {
  if (verdict.label === 'not_checkable' || showsFigures(verdict)) return null;
  const counted = verdict.counted?.length ?? 0;
  const lead =
    counted > 0
      ? `Not enough evidence for a verdict yet (${count(counted, 'independent source')}).`
      : 'No evidence counted yet.';
  const prior = verdict.prior?.veracity ?? (counted === 0 ? verdict.rgba?.g : undefined);
  if (prior === undefined) return lead;
  const domain = verdict.prior ? verdict.prior.domain : articleDomain;
  const unknown = verdict.prior?.tier === 'unknown' || verdict.prior?.tier === null;
  const who = verdict.prior?.statement
    ? 'a challenged statement starts from the neutral statement prior, whatever the standing of the page it was selected on'
    : domain && !unknown
      ? `claims from sources like ${domain} ${usually(prior)}`
      : domain
        ? `Cartographer knows nothing about ${domain}, so its claims start even`
        : 'nothing is known about the source, so its claims start even';
  return `${lead} Before evidence, ${who}: prior ${percent(prior)}, not a verdict.`;
}

/**
 * The prior, once per article (issue 32 item 3): "3 claims have no verdict, so no figure. Before evidence, claims from
 * sources like bbc.com are usually right: prior 70%, not a verdict." — null when every claim is decided (or none has
 * a prior to say). The list shows this once instead of a prior under every card.
 */
export function articlePriorSentence(
  verdicts: readonly (FigureVerdict & Partial<Pick<Verdict, 'prior' | 'rgba'>>)[],
  articleDomain: string | null,
): string | null {
  const open = verdicts.filter((v) => v.label !== 'not_checkable' && !showsFigures(v));
  if (open.length === 0) return null;
  const lead = `${count(open.length, 'claim')} ${open.length === 1 ? 'has' : 'have'} no verdict, so no figure.`;
  const withPrior = open.find((v) => v.prior) ?? open.find((v) => (v.counted?.length ?? 0) === 0);
  const sentence = withPrior ? priorSentence(withPrior, articleDomain) : null;
  const before = sentence?.indexOf('Before evidence, ') ?? -1;
  return sentence && before >= 0 ? `${lead} ${sentence.slice(before)}` : lead;
}

/** What the figures rest on: "From 3 independent sources · High confidence". */
export function figuresBasis(verdict: Pick<Verdict, 'counted'>): string {
  const n = verdict.counted.length;
  return n > 0 ? `From ${count(n, 'independent source')}` : 'From related claims (no source of its own)';
}

/**
 * The article's figures: the judge's weighted mean over the decided claims it asserts whose veracity comes from evidence
 * (runs stored before `veracityFrom` read it from their sources counted), or null when no claim is decided — then none
 * is shown.
 */
export function articleFigures(
  claims: readonly Claim[],
  verdicts: readonly Verdict[],
  config: EngineConfig,
): Rgba | null {
  const byClaim = new Map(verdicts.map((v) => [v.claimId, v]));
  // Only decided claims count (a verdict, from evidence): an unverified claim has no figure, so adds none.
  const aligned = claims.map((c) => {
    const v = byClaim.get(c.id);
    return v && showsFigures(v) ? { ...v, veracityFrom: veracityFrom(v) } : undefined;
  });
  const counts = (v: (typeof aligned)[number], i: number) => !!v && isAsserted(claims[i] ?? {});
  if (!aligned.some(counts)) return null;
  return articleRgba(claims, aligned, config);
}
