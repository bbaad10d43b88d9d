import { describe, expect, it } from 'vitest';
import { SEEN_BEFORE } from '../../../../../lib/engine/config';
import type { SeenCheck, SeenMatch } from '../../../../../lib/engine/ports';
import { decideSeenBefore } from '../../../../../lib/engine/pipeline/run/seen-reuse';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 28);

function seen(over: Partial<SeenCheck> = {}, score = 0.9): SeenMatch {
  return {
    score,
    check: {
      runId: 'run-a',
      claimId: 'c1',
      text: 'Vaccines cause autism.',
      lang: 'en',
      kind: 'causal',
      checkedAt: NOW - 10 * DAY,
      label: 'refuted',
      confidence: 0.8,
      fromEvidence: true,
      sources: ['fullfact.org', 'who.int'],
      url: 'https://news.example.com/a',
      site: 'news.example.com',
      title: 'A',
      group: 'run-a/c1',
      ...over,
    },
  };
}

const settled = { text: 'Vaccines cause autism.', kind: 'causal' as const, timeAnchor: null };
const figures = { text: 'Unemployment fell to 3% in 2019.', kind: 'statistical' as const, timeAnchor: null };
const current = {
  text: 'The minister resigned on Tuesday.',
  kind: 'factual' as const,
  timeAnchor: { from: '2026-11-20', to: '2026-11-20' },
};

/** The kind of freshness the decision reads for a claim checked yesterday. */
const freshnessOf = (claim: Parameters<typeof decideSeenBefore>[0], lang: string, now: number) =>
  decideSeenBefore(claim, lang, [seen({ checkedAt: now - DAY })], now)?.freshness;

describe('how fast a claim ages', () => {
  it('reads figures, current events and settled claims, the fastest winning', () => {
    expect(freshnessOf(settled, 'en', NOW)).toBe('settled');
    expect(freshnessOf(figures, 'en', NOW)).toBe('figures');
    expect(
      freshnessOf({ ...settled, kind: 'factual', text: 'Unemployment fell to 3 percent.' }, 'en', NOW),
    ).toBe('figures');
    expect(freshnessOf(current, 'en', NOW)).toBe('current');
    // A figure in a claim about this year ages as a current event (3 days, not 7).
    expect(freshnessOf({ ...figures, text: 'Unemployment fell to 3% in 2026.' }, 'en', NOW)).toBe('current');
    expect(freshnessOf({ ...settled, kind: 'attribution' }, 'en', NOW)).toBe('current');
  });
});

describe('reuse of an earlier check', () => {
  it('reuses settled science for months, and checks it again after its limit', () => {
    const limit = SEEN_BEFORE.freshForDays.settled;
    const fresh = decideSeenBefore(settled, 'en', [seen({ checkedAt: NOW - limit * DAY })], NOW);
    expect(fresh).toMatchObject({ decision: 'reused', why: 'fresh', freshness: 'settled', ageDays: limit });
    const stale = decideSeenBefore(settled, 'en', [seen({ checkedAt: NOW - (limit + 1) * DAY })], NOW);
    expect(stale).toMatchObject({ decision: 'rechecked', why: 'stale', freshForDays: limit });
  });

  it('checks figures again after a week and current events after three days', () => {
    const week = decideSeenBefore(
      figures,
      'en',
      [seen({ checkedAt: NOW - 8 * DAY, text: figures.text })],
      NOW,
    );
    expect(week).toMatchObject({ decision: 'rechecked', why: 'stale', freshness: 'figures' });
    expect(
      decideSeenBefore(figures, 'en', [seen({ checkedAt: NOW - 6 * DAY, text: figures.text })], NOW)
        ?.decision,
    ).toBe('reused');
    expect(decideSeenBefore(current, 'en', [seen({ checkedAt: NOW - 4 * DAY })], NOW)).toMatchObject({
      decision: 'rechecked',
      freshness: 'current',
      freshForDays: 3,
    });
  });

  it('never reuses a verdict that rested on no evidence or little confidence', () => {
    expect(decideSeenBefore(settled, 'en', [seen({ fromEvidence: false })], NOW)).toMatchObject({
      decision: 'rechecked',
      why: 'weak',
    });
    expect(decideSeenBefore(settled, 'en', [seen({ confidence: 0.2 })], NOW)?.why).toBe('weak');
  });

  it('lists each earlier run once, newest first, and decides on the newest', () => {
    const decided = decideSeenBefore(
      settled,
      'en',
      [
        seen({ runId: 'old', checkedAt: NOW - 300 * DAY, label: 'supported' }, 0.99),
        seen({ runId: 'new', checkedAt: NOW - 2 * DAY, label: 'refuted' }, 0.8),
        seen({ runId: 'new', claimId: 'c2', checkedAt: NOW - 2 * DAY }, 0.75),
      ],
      NOW,
    );
    expect(decided?.earlier.map((e) => [e.runId, e.label])).toEqual([
      ['new', 'refuted'],
      ['old', 'supported'],
    ]);
    expect(decided).toMatchObject({ decision: 'reused', ageDays: 2 });
  });

  it('checks a claim again when the earlier one was stated for another time (a year added, dropped or changed)', () => {
    const now = { text: 'Unemployment is now 3%.', kind: 'statistical' as const, timeAnchor: null };
    for (const [claim, earlier] of [
      [now, figures.text],
      [figures, now.text],
      [figures, 'Unemployment fell to 3% in 2018.'],
    ] as const)
      expect(
        decideSeenBefore(claim, 'en', [seen({ checkedAt: NOW - DAY, text: earlier })], NOW),
      ).toMatchObject({ decision: 'rechecked', why: 'other-time' });
    expect(
      decideSeenBefore(figures, 'en', [seen({ checkedAt: NOW - DAY, text: figures.text })], NOW),
    ).toMatchObject({
      decision: 'reused',
      why: 'fresh',
    });
  });

  it('says nothing of a claim never seen', () => {
    expect(decideSeenBefore(settled, 'en', [], NOW)).toBeNull();
  });
});
