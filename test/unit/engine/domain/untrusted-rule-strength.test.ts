import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { judgeClaim } from '../../../../lib/engine/domain';
import { fakeEvidence, NOW } from './builders';

const config = ENGINE_CONFIG;
const FALSE_LABELS = ['likely_false', 'refuted'];
const TRUE_LABELS = ['likely_true', 'supported'];
const claim = { text: 'The maximum depth of Lake Baikal exceeds 2,500 metres.' };
/** A rule's strongest reading (near-verbatim statement or same-subject contradiction), alone, fully relevant. */
const strongRule = (url: string, stance: 'supports' | 'refutes') =>
  fakeEvidence({ url, stance, strength: 0.7, relevance: 1, heuristic: true });
const judge = (evidence: ReturnType<typeof fakeEvidence>[]) =>
  judgeClaim({ claim, evidence }, { config, now: NOW });

describe('a strong rule reading of a page anyone can write never decides a verdict alone', () => {
  it.each([
    ['a fresh domain (unknown tier)', 'https://baikal-truth-today.com/depth'],
    ['a blog (tier D)', 'https://someblog.blogspot.com/2024/baikal.html'],
    ['a known-unreliable site', 'https://www.naturalnews.com/baikal.html'],
  ])('%s: neither "likely false" nor "likely true"', (_what, url) => {
    expect(judge([strongRule(url, 'refutes')]).label).toBe('unverified');
    expect(judge([strongRule(url, 'supports')]).label).toBe('unverified');
  });

  it('a credible page (tier B) read by the same rule: its verbatim support decides alone', () => {
    expect(TRUE_LABELS).toContain(judge([strongRule('https://www.bbc.co.uk/news/baikal', 'supports')]).label);
  });

  it('its contradiction decides only with a second independent page against the claim (lone-rule-contradiction)', () => {
    const bbc = strongRule('https://www.bbc.co.uk/news/baikal', 'refutes');
    expect(judge([bbc]).label).toBe('unverified');
    expect(FALSE_LABELS).toContain(
      judge([bbc, strongRule('https://www.reuters.com/baikal', 'refutes')]).label,
    );
  });

  it('the cap is for rules only: a model reading and a fact-check rating of the same page keep their strength', () => {
    const url = 'https://baikal-truth-today.com/depth';
    const byModel = fakeEvidence({ url, stance: 'refutes', strength: 0.7, relevance: 1, heuristic: false });
    const rated = fakeEvidence({ url, stance: 'refutes', strength: 0.9, heuristic: true, rating: 'False' });
    expect(judge([byModel]).belief.g).toBeLessThan(judge([strongRule(url, 'refutes')]).belief.g);
    expect(judge([rated]).belief.g).toBeLessThan(judge([strongRule(url, 'refutes')]).belief.g);
  });
});
