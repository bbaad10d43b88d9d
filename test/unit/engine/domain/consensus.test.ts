import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { credibilityOf, judgeArticle } from '../../../../lib/engine/domain';
import type { Claim, Evidence } from '../../../../lib/engine/schemas';
import { NOW } from './builders';

const config = ENGINE_CONFIG;
let n = 0;

const claim: Claim = {
  id: 'c1',
  runId: 'r',
  quote: 'q',
  start: 0,
  end: 1,
  text: 'Measles cases in Europe rose in 2024.',
  kind: 'factual',
  role: 'thesis',
  checkWorthiness: 0.9,
  harm: 2,
  entities: [],
  timeAnchor: null,
  edges: [],
};

/** A passage as the pipeline stores it: no reference list or citation marks (as real passages rarely have). */
function ev(url: string, stance: Evidence['stance'], publishedAt: string | null): Evidence {
  n += 1;
  const passage = `Report ${n} from ${new URL(url).hostname}: officials counted ${n * 113} cases across the region this year.`;
  return {
    id: `e${n}`,
    runId: 'r',
    claimId: claim.id,
    url,
    domain: new URL(url).hostname.replace(/^www\./, ''),
    title: 't',
    passage,
    quote: passage.slice(0, 30),
    stance,
    strength: 0.85,
    relevance: 1,
    publishedAt,
    quoteVerified: true,
    heuristic: false,
    queryId: null,
    rating: null,
    rationale: '',
  };
}

/** The same claim with a figure in it: time-sensitive, so a source's age counts (`timeSensitivityOf`). */
const figureClaim: Claim = { ...claim, text: 'Measles cases in Europe rose by 45 percent in 2024.' };

const consensusOf = (evidence: Evidence[], about: Claim = claim) =>
  judgeArticle({ claims: [about], evidence }, { now: NOW, config }).consensus;
const credibility = (url: string, publishedAt: string | null) =>
  credibilityOf({ url, text: 'A passage without citations.', publishedAt }, { now: NOW, config }).score;

describe('consensus points with credibilities real sources get', () => {
  it('real tier-A pages score 0.49–0.70 (below seed 000’s 0.6 when undated or old)', () => {
    expect(credibility('https://www.cdc.gov/a', null)).toBeCloseTo(0.55, 10);
    expect(credibility('https://www.who.int/a', '2019-01-01')).toBeCloseTo(0.49, 10);
    expect(credibility('https://www.who.int/a', '2025-10-01')).toBeCloseTo(0.7, 10);
  });

  it('the threshold is what the scoring gives an undated tier-B page with no citation marks', () => {
    expect(config.article.consensusMinCredibility).toBeCloseTo(
      credibility('https://www.reuters.com/a', null),
      10,
    );
  });

  it('two undated tier-A sources that agree are a consensus point, with the sources carried', () => {
    const points = consensusOf([
      ev('https://www.cdc.gov/measles', 'supports', null),
      ev('https://www.who.int/measles', 'supports', null),
    ]);
    expect(points).toHaveLength(1);
    const point = points[0];
    expect(point).toMatchObject({ claimId: 'c1', sources: 2, agree: 'supports' });
    // The figure the verdict weighed and a reader is shown: a public body vouches for its references, and on a
    // timeless claim an unknown date does not lower it.
    expect(point?.credibility).toBeCloseTo(1, 10);
    expect(point?.agreeing?.map((s) => `${s.domain} ${s.tier}`).sort()).toEqual(['cdc.gov A', 'who.int A']);
    expect(point?.agreeing?.every((s) => s.quote.length > 0)).toBe(true);
  });

  it('on a figure, tier-A sources over five years old (0.79) still make one; old tier-B pages (0.39) do not', () => {
    expect(
      consensusOf(
        [
          ev('https://www.cdc.gov/old', 'supports', '2018-03-01'),
          ev('https://www.who.int/old', 'supports', '2018-05-01'),
        ],
        figureClaim,
      ),
    ).toHaveLength(1);
    const oldNews = () => [
      ev('https://www.reuters.com/old', 'supports', '2018-03-01'),
      ev('https://www.bbc.co.uk/old', 'supports', '2018-05-01'),
      ev('https://apnews.com/old', 'supports', '2018-05-01'),
    ];
    expect(consensusOf(oldNews(), figureClaim)).toHaveLength(0);
    // On a timeless claim their age says nothing (issue 32 item 5): three newsrooms agreeing are a consensus (0.6).
    const timeless = consensusOf(oldNews());
    expect(timeless).toHaveLength(1);
    expect(timeless[0]?.credibility).toBeCloseTo(0.6, 10);
  });

  it('recent pages of unknown sites do not make a consensus, however fresh (0.54)', () => {
    expect(credibility('https://healthy-news-now.com/a', '2025-12-01')).toBeCloseTo(0.54, 10);
    expect(
      consensusOf([
        ev('https://healthy-news-now.com/a', 'supports', '2025-12-01'),
        ev('https://wellness-facts-daily.com/b', 'supports', '2025-12-01'),
        ev('https://natural-living-blog.com/c', 'supports', '2025-12-01'),
      ]),
    ).toHaveLength(0);
  });

  it('needs ≥ 90 % agreement: two for and one credible against is no consensus', () => {
    expect(
      consensusOf([
        ev('https://www.cdc.gov/a', 'supports', null),
        ev('https://www.who.int/b', 'supports', null),
        ev('https://www.reuters.com/c', 'refutes', null),
      ]),
    ).toHaveLength(0);
  });

  it('agreement that a claim is false is a consensus point too ("Not so: …")', () => {
    const points = consensusOf([
      ev('https://www.cdc.gov/a', 'refutes', '2025-06-01'),
      ev('https://www.ecdc.europa.eu/b', 'refutes', '2025-06-01'),
    ]);
    expect(points[0]?.agree).toBe('refutes');
    expect(points[0]?.statement).toMatch(/^Not so: Measles cases/);
  });
});
