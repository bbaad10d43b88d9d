/** Every set-aside kind has plain words (no kind names, no jargon); legacy text verbatim. */
import { describe, expect, it } from 'vitest';
import { SET_ASIDE_KINDS, SetAsideItemSchema, type SetAsideFact } from '../../../lib/engine/schemas';
import { setAsideWords } from '../../../lib/presentation/set-aside-words';

/** One fact of every kind (the record's type makes a missing kind a type error). */
const ONE_OF_EACH: { [K in SetAsideFact['kind']]: Extract<SetAsideFact, { kind: K }> } = {
  'own-site': { kind: 'own-site', site: 'dailywellnessreport.com' },
  'article-copy': { kind: 'article-copy' },
  'quote-not-found': { kind: 'quote-not-found', site: 'cdc.gov' },
  irrelevant: { kind: 'irrelevant' },
  background: { kind: 'background' },
  'copy-of': { kind: 'copy-of', of: 'https://a.example/1', how: 'text', site: 'b.example' },
  instructions: { kind: 'instructions' },
  'weak-rule': { kind: 'weak-rule', strength: 0.3, min: 0.6 },
  legacy: { kind: 'legacy', text: 'irrelevant to the claim' },
};

const EXPECTED: { [K in SetAsideFact['kind']]: string } = {
  'own-site':
    "On the article's own site (dailywellnessreport.com): the article speaking again, not another source.",
  'article-copy': "A copy of the article's own text: the article speaking again, not another source.",
  'quote-not-found':
    'Its quote was not found in its source (cdc.gov): counted as background only, not as evidence.',
  irrelevant: 'Irrelevant to the claim.',
  background: 'Background only: takes no side.',
  'copy-of':
    'Shares its text with a source already counted (https://a.example/1): one vote per independent source.',
  instructions: 'It carries instructions aimed at AI tools: never counted, whatever it says.',
  'weak-rule': 'Read only by a built-in rule that is not sure enough (strength 0.30, 0.60 needed) to count.',
  legacy: 'irrelevant to the claim',
};

describe('setAsideWords', () => {
  it('covers every kind of the union', () => {
    expect(Object.keys(ONE_OF_EACH).sort()).toEqual([...SET_ASIDE_KINDS].sort());
  });

  for (const kind of SET_ASIDE_KINDS) {
    it(`words ${kind}`, () => {
      const fact = ONE_OF_EACH[kind];
      expect(SetAsideItemSchema.parse({ evidenceId: 'e-1', fact }).fact).toEqual(fact);
      const words = setAsideWords(fact);
      expect(words).toBe(EXPECTED[kind]);
      if (kind !== 'legacy')
        expect(words).not.toMatch(/\b(own-site|article-copy|copy-of|weak-rule|legacy)\b|tier-[A-D]/);
    });
  }

  it('words each way a copy is found, naming the site only when it is the same site', () => {
    const copy = (how: Extract<SetAsideFact, { kind: 'copy-of' }>['how']) =>
      setAsideWords({ kind: 'copy-of', of: 'https://news.example/a', how, site: 'news.example' });
    expect(copy('same-site')).toBe(
      'Another page of news.example, a site already counted (https://news.example/a): one vote per independent source.',
    );
    expect(copy('first-appearance')).toMatch(
      /^Published the same day with shared text as a source already counted/,
    );
    expect(copy('template')).toMatch(/^Shares its page template and text with a source already counted/);
  });

  it('lets a report write the counted page of a copy as a link', () => {
    const fact = {
      kind: 'copy-of',
      of: 'https://www.reuters.com/world/a',
      how: 'text',
      site: 'copies.example',
    } as const;
    expect(setAsideWords(fact, (url) => `<${url}>`)).toBe(
      'Shares its text with a source already counted (<https://www.reuters.com/world/a>): one vote per independent source.',
    );
  });
});
