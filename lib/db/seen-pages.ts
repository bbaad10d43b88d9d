/**
 * History's Claims view read in pages: the seen-before index walked newest first, a chunk of rows at a time; each
 * distinct claim met for the first time is read whole (all its checks) and kept if it passes the filters.
 */
import { SEEN_BEFORE } from '../engine/config';
import type { CartographerDb } from './cartographer-db';
import { filterClaims, groupClaims, type ClaimFilters, type ClaimGroup } from './seen-groups';
import { guarded } from './store-error';

/** Distinct claims the Claims view shows at first and adds with each "Show more". */
export const CLAIMS_PER_PAGE = SEEN_BEFORE.claimsPerPage;

/** Distinct claims newest first, `limit` of them unless the index ends first; `more` when there may be others. */
interface ClaimsPage {
  groups: ClaimGroup[];
  more: boolean;
}

/**
 * The first `limit` distinct claims (by their latest check, newest first) that pass `filters`. Reads rows in chunks
 * of `SEEN_BEFORE.claimsScanChunk` from the date index and, for each claim first met there, its rows by its group:
 * a page costs what it shows (and, with filters, what it passes over), not the whole index.
 */
export function readClaimGroups(
  db: CartographerDb,
  filters: ClaimFilters,
  limit: number,
  chunk: number = SEEN_BEFORE.claimsScanChunk,
): Promise<ClaimsPage> {
  return guarded(async () => {
    const met = new Set<string>();
    const groups: ClaimGroup[] = [];
    for (let offset = 0; ; offset += chunk) {
      const rows = await db.seenClaims.orderBy('checkedAt').reverse().offset(offset).limit(chunk).toArray();
      const fresh = [...new Set(rows.map((r) => r.group))].filter((g) => !met.has(g));
      fresh.forEach((g) => met.add(g));
      if (fresh.length > 0) {
        const whole = await db.seenClaims.where('group').anyOf(fresh).toArray();
        groups.push(...filterClaims(groupClaims(whole), filters));
      }
      if (groups.length > limit) return { groups: groups.slice(0, limit), more: true };
      if (rows.length < chunk) return { groups, more: false };
      if (groups.length === limit) return { groups, more: true };
    }
  });
}

/** Every site an article of History came from (the Claims view's site filter), without reading the index. */
export function claimSites(db: CartographerDb): Promise<string[]> {
  return guarded(async () =>
    ((await db.runs.orderBy('site').uniqueKeys()) as string[]).filter(
      (s) => typeof s === 'string' && s !== '',
    ),
  );
}
