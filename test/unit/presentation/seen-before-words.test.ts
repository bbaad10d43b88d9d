import { describe, expect, it } from 'vitest';
import type { SeenBefore } from '../../../lib/engine/schemas';
import { seenBeforeDecision, seenBeforeLine } from '../../../lib/presentation/seen-before-words';
import { fakeSeenEarlier } from '../../builders';

const earlier = fakeSeenEarlier;
const seen = (over: Partial<SeenBefore> = {}): SeenBefore => ({
  earlier: [earlier()],
  decision: 'reused',
  why: 'fresh',
  freshness: 'settled',
  freshForDays: 180,
  ageDays: 16,
  ...over,
});

describe('what the panel says of a claim checked before', () => {
  it('says when, what it was found and the sources that counted', () => {
    const line = seenBeforeLine(seen());
    expect(`You checked this on ${line.date}${line.rest}`).toBe(
      'You checked this on 12 Nov: refuted (fullfact.org, who.int)',
    );
  });

  it('gives the year of a check from another year, and counts the older checks', () => {
    const line = seenBeforeLine(
      seen({
        earlier: [
          earlier({ checkedAt: Date.UTC(2025, 11, 30), label: 'likely_false', sources: [] }),
          earlier(),
        ],
        ageDays: 40,
      }),
    );
    expect(`${line.date}${line.rest}`).toBe(
      '30 Dec 2025: likely false (no source counted); checked once before that',
    );
  });

  it('says whether the evidence was reused or the claim checked again, and why', () => {
    expect(seenBeforeDecision(seen())).toBe(
      'Its evidence from then is reused: that check was 16 days ago, and settled claims stay current for 180 days.',
    );
    expect(
      seenBeforeDecision(
        seen({ decision: 'rechecked', why: 'stale', freshness: 'figures', freshForDays: 7 }),
      ),
    ).toBe('Checked again: that check was 16 days ago, and figures are checked again after 7 days.');
    expect(seenBeforeDecision(seen({ decision: 'rechecked', why: 'weak' }))).toContain(
      'not rest on enough evidence',
    );
    expect(seenBeforeDecision(seen({ decision: 'rechecked', why: 'gone' }))).toContain(
      'no longer in History',
    );
  });
});
