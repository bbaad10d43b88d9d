/** Whether a claim checked in earlier runs reuses the newest check's evidence or is checked again, and why. */
import { SEEN_BEFORE } from '../../config';
import { analyseClaim } from '../../domain/claims/claim-match';
import type { SeenMatch } from '../../ports';
import type { Claim, SeenBefore } from '../../schemas';

type SeenLimits = Pick<
  typeof SEEN_BEFORE,
  'freshForDays' | 'currentYears' | 'minReuseConfidence' | 'matchesPerClaim'
>;
type Freshness = SeenBefore['freshness'];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How fast the claim ages: `figures` (a number or share, or a statistical claim), `current` (a time window or year
 * within `currentYears` of now, or who said what), else `settled`. A claim of several kinds ages as the fastest.
 */
function freshnessOf(
  claim: Pick<Claim, 'text' | 'kind' | 'timeAnchor'>,
  lang: string,
  now: number,
  limits: SeenLimits = SEEN_BEFORE,
): Freshness {
  const analysis = analyseClaim({ text: claim.text, lang });
  const year = new Date(now).getUTCFullYear();
  const recent = (iso: string | null | undefined) =>
    !!iso && Number(iso.slice(0, 4)) >= year - limits.currentYears;
  const kinds: Freshness[] = ['settled'];
  if (claim.kind === 'statistical' || analysis.figures.length > 0) kinds.push('figures');
  if (
    claim.kind === 'attribution' ||
    recent(claim.timeAnchor?.to) ||
    recent(claim.timeAnchor?.from) ||
    analysis.years.some((y) => recent(y))
  )
    kinds.push('current');
  return kinds.sort((a, b) => limits.freshForDays[a] - limits.freshForDays[b])[0]!;
}

/**
 * Whether the earlier check stated the claim for another time: its years differ from this claim's, or one of the two
 * names a year and the other none ("fell to 4 percent in 2019" against "is now 4 percent"). Its evidence answered
 * that time, never this one, so the claim is checked again.
 */
function otherTime(text: string, lang: string, earlier: Pick<SeenMatch['check'], 'text' | 'lang'>): boolean {
  const mine = new Set(analyseClaim({ text, lang }).years);
  const theirs = new Set(analyseClaim({ text: earlier.text, lang: earlier.lang }).years);
  return mine.size !== theirs.size || [...mine].some((y) => !theirs.has(y));
}

/**
 * What this run does with a claim's earlier checks (`matches`, from the seen-before lookup), or null when there are
 * none. The newest check's evidence is reused while it is younger than its kind's limit and its verdict rested on
 * counted evidence with at least `minReuseConfidence`; otherwise the claim is checked again.
 */
export function decideSeenBefore(
  claim: Pick<Claim, 'text' | 'kind' | 'timeAnchor'>,
  lang: string,
  matches: readonly SeenMatch[],
  now: number,
  limits: SeenLimits = SEEN_BEFORE,
): SeenBefore | null {
  const byRun = new Map<string, SeenMatch>();
  for (const m of matches) if (!byRun.has(m.check.runId)) byRun.set(m.check.runId, m);
  const checks = [...byRun.values()]
    .map((m) => m.check)
    .sort((a, b) => b.checkedAt - a.checkedAt)
    .slice(0, limits.matchesPerClaim);
  const newest = checks[0];
  if (!newest) return null;
  const freshness = freshnessOf(claim, lang, now, limits);
  const freshForDays = limits.freshForDays[freshness];
  const ageDays = Math.max(0, Math.floor((now - newest.checkedAt) / DAY_MS));
  const weak = !newest.fromEvidence || newest.confidence < limits.minReuseConfidence;
  const why: SeenBefore['why'] = otherTime(claim.text, lang, newest)
    ? 'other-time'
    : weak
      ? 'weak'
      : ageDays > freshForDays
        ? 'stale'
        : 'fresh';
  return {
    earlier: checks.map((c) => ({
      runId: c.runId,
      claimId: c.claimId,
      checkedAt: c.checkedAt,
      label: c.label,
      sources: c.sources,
      url: c.url,
      site: c.site,
    })),
    decision: why === 'fresh' ? 'reused' : 'rechecked',
    why,
    freshness,
    freshForDays,
    ageDays,
  };
}
