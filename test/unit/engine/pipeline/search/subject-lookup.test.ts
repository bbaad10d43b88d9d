import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, withOverrides } from '../../../../../lib/engine/config';
import { combineOutcomes, withoutExcluded } from '../../../../../lib/engine/pipeline/search/combined-outcome';
import { claimSubject, subjectLookup } from '../../../../../lib/engine/pipeline/search/subject-lookup';
import { fakeClaim, fakeQuery, fakeSearchResult } from '../../../../builders';

const ALL = ['wikipedia', 'openalex', 'factcheck', 'searxng'];

describe('claimSubject', () => {
  it('names the claim by its first entities that occur in its text, in the order they occur', () => {
    expect(
      claimSubject(
        { text: 'Arctic sea ice extent has fallen by 13 percent a decade.', entities: ['sea ice', 'Arctic'] },
        2,
      ),
    ).toBe('Arctic sea ice');
    // At most `maxEntities`, by the entity list's order; an entity not in the text is no subject of it.
    expect(
      claimSubject(
        {
          text: 'The Trans-Siberian Railway links Moscow and Vladivostok.',
          entities: ['Siberia', 'Trans-Siberian Railway', 'Vladivostok', 'Moscow'],
        },
        2,
      ),
    ).toBe('Trans-Siberian Railway Vladivostok');
    // Whole words only; in a script without spaces anywhere in the text.
    expect(claimSubject({ text: 'Siberian tigers number 750.', entities: ['Siberia'] }, 2)).toBeNull();
    expect(claimSubject({ text: '日本の人口は減少した。', entities: ['日本'] }, 2)).toBe('日本');
    // Case and spacing folded, a repeated entity once.
    expect(claimSubject({ text: 'Northvale grew in 2023.', entities: ['northvale', 'Northvale '] }, 2)).toBe(
      'northvale',
    );
  });

  it('is null without a named entity in the text', () => {
    expect(claimSubject({ text: 'A brisk walk most days is enough.', entities: [] }, 2)).toBeNull();
    expect(claimSubject({ text: 'Prices rose.', entities: ['Bank of England'] }, 2)).toBeNull();
    expect(claimSubject({ text: 'Prices rose in Northvale.', entities: ['Northvale'] }, 0)).toBeNull();
  });
});

describe('subjectLookup', () => {
  const claim = fakeClaim({
    text: 'The population of Northvale was 1,482,000 at the end of 2023.',
    entities: ['Northvale'],
  });
  const neutral = fakeQuery({
    text: 'population Northvale 1,482,000 2023',
    intent: 'neutral',
    hop: 0,
    lang: 'en',
  });

  it("a first-hop neutral query asks the reference providers for its claim's subject", () => {
    expect(subjectLookup(neutral, claim, 'en-GB', ALL, ENGINE_CONFIG)).toEqual({
      subject: 'Northvale',
      providers: ['wikipedia'],
    });
  });

  it('no lookup for a counter-query, a follow-up, another language, a stopped or unsuited provider, or no subject', () => {
    const counter = fakeQuery({ text: 'Northvale population false', intent: 'counter', hop: 0, lang: 'en' });
    expect(subjectLookup(counter, claim, 'en', ALL, ENGINE_CONFIG)).toBeNull();
    const followup = fakeQuery({ text: 'Northvale population 2023', intent: 'followup', hop: 1, lang: 'en' });
    expect(subjectLookup(followup, claim, 'en', ALL, ENGINE_CONFIG)).toBeNull();
    // The English query of a German article sends its own words (its subject is named in German).
    expect(subjectLookup(neutral, claim, 'de', ALL, ENGINE_CONFIG)).toBeNull();
    expect(subjectLookup(neutral, claim, 'en', ALL, ENGINE_CONFIG, new Set(['wikipedia']))).toBeNull();
    expect(subjectLookup(neutral, claim, 'en', ['searxng', 'openalex'], ENGINE_CONFIG)).toBeNull();
    expect(subjectLookup(neutral, { ...claim, entities: [] }, 'en', ALL, ENGINE_CONFIG)).toBeNull();
  });

  it('the kinds looked up by subject come from the config', () => {
    const config = withOverrides({ search: { subjectLookup: { kinds: ['reference', 'scholarly'] } } });
    expect(subjectLookup(neutral, claim, 'en', ALL, config)?.providers).toEqual(['wikipedia', 'openalex']);
  });
});

describe('combineOutcomes', () => {
  const page = (url: string, provider: string, rank: number) =>
    fakeSearchResult({ url, provider, rank, title: url, snippet: '' });

  it("merges a query's own search and its subject's: interleaved by rank, each page once with all its providers", () => {
    const own = {
      results: [
        { ...page('https://news.example.org/a', 'searxng', 1), providers: ['searxng', 'openalex'] },
        page('https://en.wikipedia.org/wiki/Northvale', 'searxng', 2),
      ],
      answered: ['searxng', 'openalex'],
      failures: [],
      skipped: [],
      cached: ['openalex'],
    };
    const subject = {
      results: [page('https://en.wikipedia.org/wiki/Northvale#History', 'wikipedia', 1)],
      answered: ['wikipedia'],
      failures: [{ provider: 'x', error: new Error('down') }],
      skipped: [],
      cached: [],
    };
    const merged = combineOutcomes([own, subject]);
    expect(merged.results.map((r) => [r.url, r.rank, (r as { providers?: string[] }).providers])).toEqual([
      ['https://news.example.org/a', 1, ['searxng', 'openalex']],
      ['https://en.wikipedia.org/wiki/Northvale', 2, ['wikipedia', 'searxng']],
    ]);
    expect(merged.answered).toEqual(['searxng', 'openalex', 'wikipedia']);
    expect(merged.cached).toEqual(['openalex']);
    expect(merged.failures).toHaveLength(1);
  });

  it('a provider left to the other search is neither skipped nor "not asked"', () => {
    const outcome = withoutExcluded(
      {
        results: [],
        answered: ['wikipedia'],
        failures: [],
        skipped: ['searxng', 'brave'],
        notAsked: ['searxng'],
      },
      new Set(['searxng']),
    );
    expect(outcome).toEqual({ results: [], answered: ['wikipedia'], failures: [], skipped: ['brave'] });
  });
});
