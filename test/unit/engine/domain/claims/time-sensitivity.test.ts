import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../../lib/engine/config';
import { credibilityOf } from '../../../../../lib/engine/domain/scoring/credibility-of';
import { timeSensitivityOf } from '../../../../../lib/engine/domain/claims/time-sensitivity';
import { assessEvidence } from '../../../../../lib/engine/domain/scoring/assess-evidence';

const config = ENGINE_CONFIG;
const NOW = new Date('2026-11-28T12:00:00Z');
const sensitivity = (text: string, extra: Parameters<typeof timeSensitivityOf>[0] = { text }) =>
  timeSensitivityOf({ ...extra, text }, NOW, config);

/** A who.int reference page published three years before the check, with no references section or named author. */
const WHO_PAGE = {
  url: 'https://www.who.int/news-room/fact-sheets/detail/measles',
  text: 'Measles is a highly contagious disease caused by a virus. It spreads easily when an infected person breathes.',
  publishedAt: '2023-11-01T00:00:00Z',
};

describe('timeSensitivityOf: does the claim move with time?', () => {
  it('a timeless statement is not time-sensitive', () => {
    expect(sensitivity('Measles is caused by a virus.')).toBeNull();
    expect(
      sensitivity('Abraham Lincoln was president of the United States during the Civil War.'),
    ).toBeNull();
    expect(sensitivity('The Apollo 11 crew landed on the Moon in 1969.')).toBeNull();
  });

  it('figures, current events and office holders are', () => {
    expect(sensitivity('Measles cases rose 79% worldwide.')).toBe('figure');
    expect(sensitivity('About 3.4 million people live there.')).toBe('figure');
    expect(sensitivity('Unemployment fell.', { text: '', kind: 'statistical' })).toBe('figure');
    expect(sensitivity('Measles is currently spreading in Europe.')).toBe('current-events');
    expect(
      sensitivity('Floods hit the region.', {
        text: '',
        timeAnchor: { from: '2026-10-01', to: '2026-10-31' },
      }),
    ).toBe('current-events');
    expect(sensitivity('Olaf Scholz is the chancellor of Germany.')).toBe('office-holder');
  });

  it('a time window long past is history, not current events', () => {
    expect(
      sensitivity('Floods hit the region.', {
        text: '',
        timeAnchor: { from: '2014-01-01', to: '2014-12-31' },
      }),
    ).toBeNull();
  });
});

describe('credibility of a tier-A public body (issue 32 item 5)', () => {
  it('a 3-year-old who.int page is not lowered for a timeless claim, nor for showing no references', () => {
    const c = credibilityOf({ ...WHO_PAGE, timeSensitive: false, vouch: true }, { now: NOW, config });
    expect(c.score).toBe(1);
    expect(c.ageCounts).toBe(false);
    expect(c.pageCitations).toBe(0);
    expect(c.citations).toBe(1);
  });

  it('the same page is lowered for a claim about a current figure, but its standing still dominates', () => {
    const c = credibilityOf({ ...WHO_PAGE, timeSensitive: true, vouch: true }, { now: NOW, config });
    expect(c.ageCounts).toBe(true);
    expect(c.recency).toBe(0.5);
    expect(c.score).toBeCloseTo(0.85, 10);
    expect(c.score).toBeGreaterThan(config.credibility.unknownRecency + 0.3);
  });

  it('a page of no listed tier still earns its references on the page', () => {
    const blog = credibilityOf(
      {
        url: 'https://randomsite.com/blog',
        text: 'A post.',
        publishedAt: '2023-11-01',
        timeSensitive: false,
      },
      { now: NOW, config },
    );
    expect(blog.citations).toBe(0);
    expect(blog.score).toBeCloseTo(0.6 * 0.4 + 0.3, 10);
  });

  it('the judge weighs the figure a reader is shown: vouched, its age counted only for a time-sensitive claim', () => {
    const evidence = { ...WHO_PAGE, stance: 'supports' as const, strength: 0.8, relevance: 1 };
    const timeless = assessEvidence(
      evidence,
      0,
      { text: 'Measles is caused by a virus.' },
      { now: NOW, config },
    );
    const current = assessEvidence(
      evidence,
      0,
      { text: 'Measles cases currently number 10.3 million a year.' },
      { now: NOW, config },
    );
    expect(timeless.credibility.score).toBe(1);
    expect(current.credibility.score).toBeCloseTo(0.85, 10);
    expect(current.impact).toBeLessThan(timeless.impact);
  });
});
