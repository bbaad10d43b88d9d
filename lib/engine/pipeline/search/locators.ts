/**
 * What a claim's searches carry for date-bound and rationed providers: the day the claim is about, and the locators
 * (`search.locators`, GDELT) a query may not ask — those of a claim past the run's most check-worthy, or of a query
 * whose purpose the locator is not for.
 */
import type { EngineConfig, QueryPurpose } from '../../config';
import { UNCHECKABLE_KINDS, type Claim } from '../../schemas';

/** The day a claim is about, `YYYY-MM-DD`: its time window's end (or start), else the article's date. */
export function claimDay(
  claim: Pick<Claim, 'timeAnchor'>,
  articlePublishedAt: string | null | undefined,
): string | undefined {
  const day = claim.timeAnchor?.to ?? claim.timeAnchor?.from ?? articlePublishedAt ?? null;
  return day && /^\d{4}-\d{2}-\d{2}/.test(day) ? day.slice(0, 10) : undefined;
}

/** The locators this query may not ask: the claim is not among the run's first `claims` checkable ones, or the purpose is not the locator's. */
export function barredLocators(
  config: EngineConfig,
  claims: readonly Pick<Claim, 'id' | 'kind'>[],
  claimId: string,
  purpose: QueryPurpose,
): string[] {
  const order = claims
    .filter((claim) => !UNCHECKABLE_KINDS.includes(claim.kind))
    .findIndex((c) => c.id === claimId);
  const locators: Readonly<Record<string, { claims: number; purposes: readonly string[] }>> =
    config.search.locators;
  return Object.entries(locators)
    .filter(([, rule]) => order < 0 || order >= rule.claims || !rule.purposes.includes(purpose))
    .map(([id]) => id);
}
