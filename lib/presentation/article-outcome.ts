/**
 * What a finished check found, worst news first, from one function: the headline, the overall label (which never
 * contradicts the headline), the order of the claims (what was found false first), the summary, and the
 * counts the badge and the panel show.
 */
import type { ArticleVerdict, Claim, Verdict, VerdictLabel } from '../engine/schemas';
import { articleStanceOf, CHANNEL_NEUTRAL, isAsserted, UNCHECKABLE_KINDS } from '../engine/schemas';
import { reportedClaimsLine, type ReportedClaims } from './verdict-words';
import type { EngineConfig } from '../engine/config';
import { mostDoubtful, rankClaims } from '../engine/domain/claim-attention';
import { assertionsHeld } from '../engine/domain/article-held';
import { count } from './plural';
import { showsFigures } from './claim-figures';
import type { ArticleTone } from './outcome-tone';

export type { ArticleTone } from './outcome-tone';

/**
 * The part of the run's config the outcome reads: the harm (1–5) from which a claim counts as dangerous, and what it
 * takes for the article's own claims to hold (role weights, `heldShare`).
 */
export type OutcomeConfig = {
  article: Pick<EngineConfig['article'], 'dangerousHarm' | 'roleWeight' | 'heldShare'>;
};

const FALSE: readonly VerdictLabel[] = ['refuted', 'likely_false'];
const TRUE: readonly VerdictLabel[] = ['supported', 'likely_true'];

interface ArticleOutcome {
  tone: ArticleTone;
  /** "Main claim likely false: …", "2 claims refuted, 1 dangerous", "3 claims supported". */
  headline: string;
  /** The article's overall label, agreeing with the headline ("1 claim likely false" is never "Unverified"). */
  overall: VerdictLabel;
  /** The count the badge shows with the tone (false, contested or supported claims), 0 for none. */
  count: number;
  falseClaims: number;
  dangerousFalse: number;
  contested: number;
  supported: number;
  unverified: number;
  /** Checkable claims the article asserts that were judged (the "of 12" in "2 of 12 checked claims settled"). */
  judged: number;
  /** What the article asserts was checked and held (`assertionsHeld`): only then may it read as true. */
  held: boolean;
  /** Decided claims whose veracity comes from counted evidence: the article's figures average these (0: none shown). */
  withEvidence: number;
  /** Claim ids in the one attention order: the list's order, the report's, and the summary's "most doubtful" first. */
  order: string[];
  /** The claim the summary names as most doubtful: the first in `order` judged doubtful that the article asserts. */
  mostDoubtful: string | null;
  /** The written summary (the model's, or the template's from the verdicts), '' before there is one. */
  summary: string;
  /** Checkable claims the article reports or rebuts: checked, shown as such, never counted in the figures above. */
  reported: ReportedClaims;
  /** Those claims in one sentence ("The article also reports 1 claim, which it rebuts: judged false. …"), or null. */
  reportedLine: string | null;
  /** The main claim's id when the headline says it is "not among" the claims settled (the panel points to it), else null. */
  mainOpen: string | null;
}

type JudgedClaim = Pick<Claim, 'id' | 'text' | 'role' | 'harm' | 'kind'> &
  Partial<Pick<Claim, 'checkWorthiness' | 'start' | 'articleStance'>>;
type JudgedVerdict = Pick<Verdict, 'claimId' | 'label'> &
  Partial<Pick<Verdict, 'rgba' | 'confidence' | 'counted' | 'veracityFrom' | 'reasons'>>;

export function articleOutcome(
  claims: readonly JudgedClaim[],
  verdicts: readonly JudgedVerdict[],
  config: OutcomeConfig,
  result?: Pick<ArticleVerdict, 'label' | 'summary'> | null,
): ArticleOutcome {
  const labelOf = new Map(verdicts.map((v) => [v.claimId, v.label]));
  const checkableClaims = claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  // The article is judged on what it asserts; what it reports or rebuts is counted apart.
  const judged = checkableClaims
    .filter(isAsserted)
    .map((claim) => ({ claim, label: labelOf.get(claim.id) }))
    .filter((x): x is { claim: JudgedClaim; label: VerdictLabel } => x.label !== undefined);
  const reported = reportedCounts(
    checkableClaims.filter((c) => !isAsserted(c)),
    labelOf,
  );
  const labelled = (labels: readonly VerdictLabel[]) => judged.filter((x) => labels.includes(x.label));
  const falseOnes = labelled(FALSE);
  const dangerousFalse = falseOnes.filter((x) => x.claim.harm >= config.article.dangerousHarm).length;
  const checkable = new Set(judged.map((x) => x.claim.id));
  const ranked = rankClaims(
    claims.map((c, i) => ({ ...c, checkWorthiness: c.checkWorthiness ?? 0, start: c.start ?? i })),
    verdicts.map((v) => ({
      ...v,
      rgba: v.rgba ?? { ...CHANNEL_NEUTRAL },
      confidence: v.confidence ?? 0,
    })),
  );
  const doubtful = mostDoubtful(ranked);
  const held = assertionsHeld(
    checkableClaims.filter(isAsserted).map((claim) => ({ ...claim, label: labelOf.get(claim.id) })),
    config,
  );
  const counts = {
    falseClaims: falseOnes.length,
    dangerousFalse,
    contested: labelled(['contested']).length,
    supported: labelled(TRUE).length,
    unverified: labelled(['unverified']).length,
    withEvidence: verdicts.filter((v) => checkable.has(v.claimId) && showsFigures(v)).length,
    order: ranked.map((r) => r.claim.id),
    mostDoubtful: doubtful?.claim.id ?? null,
    summary: result?.summary ?? '',
    reported,
    reportedLine: reportedClaimsLine(reported),
    judged: judged.length,
    held,
    mainOpen: null as string | null,
  };
  const thesis = falseOnes.find((x) => x.claim.role === 'thesis');
  const overall = (fallback: VerdictLabel) => overallLabel(result?.label, fallback, counts, thesis?.label);
  if (thesis) {
    const verdict = thesis.label === 'refuted' ? 'refuted' : 'likely false';
    return {
      ...counts,
      tone: 'bad',
      overall: thesis.label,
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
      overall: overall(counts.supported > 0 ? 'contested' : 'likely_false'),
      count: falseOnes.length,
      headline: dangerousFalse > 0 ? `${headline}, ${dangerousFalse} dangerous` : headline,
    };
  }
  if (counts.contested > 0) {
    return {
      ...counts,
      tone: 'mixed',
      overall: overall('contested'),
      count: counts.contested,
      headline: `${count(counts.contested, 'claim')} contested by credible sources`,
    };
  }
  if (counts.supported > 0 && !held) {
    // Some claims held, but not what the article asserts as a whole: say how many were settled, never "likely true".
    return {
      ...counts,
      tone: 'none',
      overall: 'unverified',
      count: 0,
      headline: partlySettledHeadline(counts.supported, judged),
      mainOpen: openThesis(judged),
    };
  }
  if (counts.supported > 0) {
    const rest = counts.unverified > 0 ? `, ${counts.unverified} could not be verified` : '';
    return {
      ...counts,
      tone: 'good',
      overall: overall('likely_true'),
      count: counts.supported,
      // A claim the article only reports may be false (the line below says so): "none of its own", never "none".
      headline: `${count(counts.supported, 'claim')} supported, ${reported.falseOnes > 0 ? 'none of its own found false' : 'none found false'}${rest}`,
    };
  }
  return {
    ...counts,
    tone: 'none',
    overall: judged.length > 0 ? 'unverified' : 'not_checkable',
    count: 0,
    headline:
      judged.length > 0
        ? 'No claim could be verified either way'
        : reported.reported > 0
          ? 'The article makes no checkable claim of its own'
          : 'No checkable claims found',
  };
}

/**
 * "Only 2 of 12 checked claims settled: both supported; 10 could not be verified", and when the article's main claim
 * is among those left open, says so.
 */
function partlySettledHeadline(
  supported: number,
  judged: readonly { claim: JudgedClaim; label: VerdictLabel }[],
): string {
  const open = judged.length - supported;
  const which = supported === 1 ? 'supported' : supported === 2 ? 'both supported' : 'all supported';
  const main = openThesis(judged) ? '; the main claim is not among them' : '';
  const rest = open > 0 ? `; ${open} could not be verified` : '';
  return `Only ${supported} of ${count(judged.length, 'checked claim')} settled: ${which}${rest}${main}`;
}

/** The id of the article's main claim when it was checked and not found true, else null. */
function openThesis(judged: readonly { claim: JudgedClaim; label: VerdictLabel }[]): string | null {
  return judged.find((x) => x.claim.role === 'thesis' && !TRUE.includes(x.label))?.claim.id ?? null;
}

/** The checkable claims the article reports or rebuts, by what their verdicts came to. */
function reportedCounts(
  claims: readonly JudgedClaim[],
  labelOf: ReadonlyMap<string, VerdictLabel>,
): ReportedClaims {
  const labels = claims.map((c) => labelOf.get(c.id));
  const of = (wanted: readonly VerdictLabel[]) => labels.filter((l) => l && wanted.includes(l)).length;
  return {
    reported: claims.length,
    rebutted: claims.filter((c) => articleStanceOf(c) === 'rebuts').length,
    falseOnes: of(FALSE),
    trueOnes: of(TRUE),
    contested: of(['contested']),
    unverified: of(['unverified']),
  };
}

/**
 * The engine's overall label where it agrees with the headline's counts, else the headline's own reading: with a
 * claim judged false the article is never "unverified" or true; with none it is never false.
 */
function overallLabel(
  engine: VerdictLabel | undefined,
  fallback: VerdictLabel,
  counts: { falseClaims: number; contested: number; supported: number },
  thesis: VerdictLabel | undefined,
): VerdictLabel {
  if (thesis) return thesis;
  if (!engine) return fallback;
  if (counts.falseClaims > 0) return FALSE.includes(engine) || engine === 'contested' ? engine : fallback;
  if (FALSE.includes(engine)) return fallback;
  if (engine === 'unverified' || engine === 'not_checkable') return fallback;
  return counts.contested > 0 && TRUE.includes(engine) ? fallback : engine;
}
