/**
 * A claim's one-line reason under its verdict in the list: who backs or contradicts it ("Backed by who.int and
 * cdc.gov"), that credible sources disagree, or how little was counted. The detail keeps the full reasons.
 */
import type { Evidence, Verdict } from '../engine/schemas';
import { claimSides, sidesWords, verdictSources } from './claim-sides';
import { count } from './plural';
import { showsFigures } from './claim-figures';

/** "who.int", "who.int and cdc.gov", "who.int, cdc.gov and 2 more". */
function named(domains: readonly string[]): string {
  const [first, second] = domains;
  if (domains.length <= 1) return first ?? '';
  if (domains.length === 2) return `${first} and ${second}`;
  return `${first}, ${second} and ${count(domains.length - 2, 'more', 'more')}`;
}

export function claimReasonLine(
  verdict: Pick<Verdict, 'claimId' | 'label' | 'counted'> & Partial<Pick<Verdict, 'veracityFrom'>>,
  evidence: readonly Pick<Evidence, 'id' | 'claimId' | 'stance' | 'domain' | 'strength'>[],
): string | null {
  const counted = verdict.counted.length;
  switch (verdict.label) {
    case 'not_checkable':
      return null;
    case 'unverified':
      return counted > 0
        ? `Not enough evidence for a verdict (${count(counted, 'independent source')} counted).`
        : 'No evidence counted, so no verdict.';
    case 'contested':
      return `Credible sources disagree (${sidesWords(claimSides(evidence).get(verdict.claimId))}).`;
    default: {
      const domains = verdictSources(verdict, evidence);
      const verb =
        verdict.label === 'supported' || verdict.label === 'likely_true' ? 'Backed' : 'Contradicted';
      if (domains.length > 0) return `${verb} by ${named(domains)}.`;
      return showsFigures(verdict)
        ? `${verb} by ${count(counted, 'independent source')}.`
        : `${verb} by related claims in the article (no source of its own).`;
    }
  }
}
