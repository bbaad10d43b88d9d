/**
 * Issue 22 item 6: a claim's queries come from its own content words. On a real page a claim about terrorism deaths
 * was searched as "look number americans killed since 11 false" and found measles articles: the discourse words
 * ("look", "number", "since") took the place of its subject, and "9/11" was cut to "11".
 */
import { describe, expect, it } from 'vitest';
import { claimSearchTerms } from '../../../../../lib/engine/pipeline/search/claim-search-terms';
import { counterQueries, neutralQuery } from '../../../../../lib/engine/pipeline/search/counter-queries';
import { extractClaimsHeuristically } from '../../../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { COUNTER_WORDS } from '../../../../../lib/engine/pipeline/search/counter-words';
import { queryTerms } from '../../../../../lib/engine/pipeline/search/query-terms';
import { heuristicLimits } from '../../../../builders';

const ARTICLE = [
  'Measles cases rose to 1,274 in the United States in 2019, the highest number since 1992, the CDC reported.',
  'Look at the number of Americans killed since 9/11 by right-wing terrorism compared with jihadist attacks.',
  'Health officials said vaccination rates fell in several counties, and outbreaks followed in New York.',
].join(' ');

const COUNTER_VOCABULARY = new Set(
  Object.values(COUNTER_WORDS).flatMap((w) =>
    [w.falseQ, w.factCheck, w.debunked, w.criticism, w.noEvidence].flatMap((t) =>
      t.replace('{t}', ' ').toLowerCase().split(/\s+/u).filter(Boolean),
    ),
  ),
);

describe("a claim's queries: its own content words only", () => {
  const claims = extractClaimsHeuristically({ text: ARTICLE }, heuristicLimits());
  const terror = claims.find((c) => /terrorism/.test(c.text));

  it('the terrorism claim is searched for its subject, with 9/11 whole, not for "look number … since 11"', () => {
    expect(terror, JSON.stringify(claims.map((c) => c.text))).toBeDefined();
    const queries = [
      neutralQuery({ text: terror!.text, lang: 'en' }),
      ...counterQueries({ text: terror!.text, lang: 'en' }, 3),
    ];
    for (const q of queries) {
      expect(q.text, q.reason).toMatch(/\bterrorism\b/);
      expect(q.text, q.reason).toMatch(/(?:^|\s)9\/11(?:\s|$)/);
      expect(q.text, q.reason).not.toMatch(/\b(?:look|number|since)\b/);
    }
    expect(queries.map((q) => q.text)).not.toContain('look number americans killed since 11 false');
  });

  it("no word of the article's other claims or context enters a claim's queries", () => {
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const claim of claims) {
      const own = new Set([...claimSearchTerms(claim.text, 'en', 100), ...queryTerms(claim.text, 'en', 100)]);
      const queries = [
        neutralQuery({ text: claim.text, lang: 'en' }),
        ...counterQueries({ text: claim.text, lang: 'en' }, 3),
      ];
      for (const q of queries)
        for (const word of q.text.toLowerCase().split(/\s+/u))
          expect(
            own.has(word) || COUNTER_VOCABULARY.has(word),
            `${word} in "${q.text}" for "${claim.text}"`,
          ).toBe(true);
    }
    const terrorQueries = counterQueries({ text: terror!.text, lang: 'en' }, 3)
      .map((q) => q.text)
      .join(' ');
    expect(terrorQueries).not.toMatch(/measles|vaccination|cdc|outbreak/i);
  });

  it('keeps names, figures and specific words when the claim has more words than a query holds', () => {
    expect(
      claimSearchTerms(
        'Look, the number of people who said so since then is just 40 in Brazil and Argentina',
        'en',
        4,
      ),
    ).toEqual(['people', '40', 'brazil', 'argentina']);
    expect(claimSearchTerms('COVID-19 killed 1,000 people in Lagos', 'en', 8)).toContain('covid-19');
  });
});

describe('a web address in a claim (issue 29: a post’s search order became every query)', () => {
  it('never reaches a template query, neither whole nor as words', () => {
    const claim = {
      text: 'Booking.com cut 2,800 jobs in 2023, see zorblax-qwv.example and https://evil.example/x',
      lang: 'en',
    };
    const queries = [neutralQuery(claim), ...counterQueries(claim)].map((q) => q.text);
    for (const q of queries) expect(q).not.toMatch(/booking\.com|zorblax|qwv|evil|https/i);
    expect(queries[0]).toContain('2,800');
  });
});
