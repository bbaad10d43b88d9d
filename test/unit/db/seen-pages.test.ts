import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { EMPTY_CLAIM_FILTERS, groupClaims } from '../../../lib/db/seen-groups';
import { readClaimGroups } from '../../../lib/db/seen-pages';
import type { SeenClaimRow } from '../../../lib/db/seen-rows';

const DAY = 24 * 60 * 60 * 1000;
let dbCount = 0;

/** Claim `g` told in runs `g`, `g + 40` and `g + 80` (so a claim's checks are far apart in the date order). */
function rows(claims: number): SeenClaimRow[] {
  return Array.from({ length: claims }, (_, g) =>
    [0, 40, 80].map((shift, i): SeenClaimRow => ({
      runId: `run-${g + shift}`,
      claimId: `c${i}`,
      text: g % 7 === 0 ? `Vaccines cause autism, telling ${g}.` : `Claim number ${g}.`,
      lang: 'en',
      kind: 'factual',
      checkedAt: Date.UTC(2026, 0, 1) + (g + shift) * DAY,
      label: i === 2 && g % 2 === 0 ? 'contested' : 'refuted',
      confidence: 0.8,
      fromEvidence: true,
      sources: [],
      url: `https://site${g % 3}.example/${g}/${i}`,
      site: `site${g % 3}.example`,
      title: `Article ${g}`,
      group: `g${g}`,
      terms: [],
    })),
  ).flat();
}

describe("History's Claims view in pages", () => {
  it('reads the newest distinct claims first, each whole, page after page, as the whole index groups them', async () => {
    const db = new CartographerDb(`seen-pages-${++dbCount}`);
    const all = rows(130);
    await db.seenClaims.bulkPut(all);
    const everything = groupClaims(all);

    const first = await readClaimGroups(db, EMPTY_CLAIM_FILTERS, 50, 40);
    expect(first.more).toBe(true);
    expect(first.groups).toHaveLength(50);
    // The same claims, in the same order, with all their checks, as grouping the whole index gives.
    expect(first.groups).toEqual(everything.slice(0, first.groups.length));
    expect(first.groups.every((g) => g.checks.length === 3)).toBe(true);

    const second = await readClaimGroups(db, EMPTY_CLAIM_FILTERS, 100, 40);
    expect(second.groups).toEqual(everything.slice(0, 100));
    expect(second.more).toBe(true);
    const last = await readClaimGroups(db, EMPTY_CLAIM_FILTERS, 1_000, 40);
    expect(last.more).toBe(false);
    expect(last.groups).toEqual(everything);
  });

  it('filters as it reads: a page of matches, searched in every telling', async () => {
    const db = new CartographerDb(`seen-pages-${++dbCount}`);
    await db.seenClaims.bulkPut(rows(130));
    const autism = await readClaimGroups(db, { ...EMPTY_CLAIM_FILTERS, text: 'AUTISM' }, 5, 40);
    expect(autism.groups).toHaveLength(5);
    expect(autism.groups.every((g) => /autism/i.test(g.text))).toBe(true);
    const changed = await readClaimGroups(
      db,
      { ...EMPTY_CLAIM_FILTERS, changedOnly: true, site: 'site1.example' },
      1_000,
      40,
    );
    expect(changed.more).toBe(false);
    // Claims 0..129 on site1 (g % 3 = 1) whose last check was contested (g even).
    expect(changed.groups.map((g) => g.key).sort()).toEqual(
      Array.from({ length: 130 }, (_, g) => g)
        .filter((g) => g % 3 === 1 && g % 2 === 0)
        .map((g) => `g${g}`)
        .sort(),
    );
  });
});
