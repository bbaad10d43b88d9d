/** What a finished check found, worst news first: the headline and the counts the badge and the panel show. */
import type { Claim, Verdict, VerdictLabel } from '../engine/schemas';
import { UNCHECKABLE_KINDS } from '../engine/schemas';
import type { EngineConfig } from '../engine/config';
import { count } from './plural';

/** The part of the run's config the outcome reads: the harm (1–5) from which a claim counts as dangerous. */
export type OutcomeConfig = { article: Pick<EngineConfig['article'], 'dangerousHarm'> };

const FALSE: readonly VerdictLabel[] = ['refuted', 'likely_false'];
const TRUE: readonly VerdictLabel[] = ['supported', 'likely_true'];

export type OutcomeTone = 'bad' | 'mixed' | 'good' | 'none';

export interface ArticleOutcome {
  tone: OutcomeTone;
  /** "Main claim likely false: …", "2 claims refuted, 1 dangerous", "3 claims supported". */
  headline: string;
  /** The count the badge shows with the tone (false, contested or supported claims), 0 for none. */
  count: number;
  falseClaims: number;
  dangerousFalse: number;
  contested: number;
  supported: number;
  unverified: number;
}

type JudgedClaim = Pick<Claim, 'id' | 'text' | 'role' | 'harm' | 'kind'>;

export function articleOutcome(
  claims: readonly JudgedClaim[],
  verdicts: readonly Pick<Verdict, 'claimId' | 'label'>[],
  config: OutcomeConfig,
): ArticleOutcome {
  const labelOf = new Map(verdicts.map((v) => [v.claimId, v.label]));
  const judged = claims
    .filter((c) => !UNCHECKABLE_KINDS.includes(c.kind))
    .map((claim) => ({ claim, label: labelOf.get(claim.id) }))
    .filter((x): x is { claim: JudgedClaim; label: VerdictLabel } => x.label !== undefined);
  const labelled = (labels: readonly VerdictLabel[]) => judged.filter((x) => labels.includes(x.label));
  const falseOnes = labelled(FALSE);
  const dangerousFalse = falseOnes.filter((x) => x.claim.harm >= config.article.dangerousHarm).length;
  const counts = {
    falseClaims: falseOnes.length,
    dangerousFalse,
    contested: labelled(['contested']).length,
    supported: labelled(TRUE).length,
    unverified: labelled(['unverified']).length,
  };
  const thesis = falseOnes.find((x) => x.claim.role === 'thesis');
  if (thesis) {
    const verdict = thesis.label === 'refuted' ? 'refuted' : 'likely false';
    return {
      ...counts,
      tone: 'bad',
      count: falseOnes.length,
      headline: `Main claim ${verdict}: ${thesis.claim.text}`,
    };
  }
  if (falseOnes.length > 0) {
    const refuted = falseOnes.filter((x) => x.label === 'refuted').length;
    const words =
      refuted === falseOnes.length ? 'refuted' : refuted === 0 ? 'likely false' : 'false or likely false';
    const headline = `${count(falseOnes.length, 'claim')} ${words}`;
    return {
      ...counts,
      tone: 'bad',
      count: falseOnes.length,
      headline: dangerousFalse > 0 ? `${headline}, ${dangerousFalse} dangerous` : headline,
    };
  }
  if (counts.contested > 0) {
    return {
      ...counts,
      tone: 'mixed',
      count: counts.contested,
      headline: `${count(counts.contested, 'claim')} contested by credible sources`,
    };
  }
  if (counts.supported > 0) {
    const rest = counts.unverified > 0 ? `, ${counts.unverified} could not be verified` : '';
    return {
      ...counts,
      tone: 'good',
      count: counts.supported,
      headline: `${count(counts.supported, 'claim')} supported, none found false${rest}`,
    };
  }
  return {
    ...counts,
    tone: 'none',
    count: 0,
    headline: judged.length > 0 ? 'No claim could be verified either way' : 'No checkable claims found',
  };
}
