import { describe, expect, it } from 'vitest';
import type { FactCheckRecord } from '../../../../lib/engine/adapters/factcheck-index/fact-check-record';
import {
  createMemoryFactCheckIndex,
  recordIndexTerms,
} from '../../../../lib/engine/adapters/factcheck-index/memory-index';
import {
  decodeRecordLine,
  encodeRecordLine,
} from '../../../../lib/engine/adapters/factcheck-index/record-line';
import { createFactCheckIndexSearch } from '../../../../lib/engine/adapters/search/factcheck-index';
import { createMultiSearch } from '../../../../lib/engine/adapters/search/multi-search';
import { manualClock } from '../../../../lib/engine/adapters/memory/system-clock';
import type { SearchProvider } from '../../../../lib/engine/ports';

/** A fact-check record, overridable per field. */
function fakeRecord(overrides: Partial<FactCheckRecord> = {}): FactCheckRecord {
  return {
    claimReviewed: 'The MMR vaccine causes autism in one in fifty children.',
    claimant: 'Viral video',
    claimDate: '2024-01-22',
    rating: 'Pants on Fire',
    ratingValue: 1,
    bestRating: 6,
    worstRating: 1,
    factChecker: 'PolitiFact',
    factCheckerSite: 'politifact.com',
    url: 'https://www.politifact.com/factchecks/2024/jan/30/viral-video/mmr/',
    datePublished: '2024-01-30',
    language: 'en',
    ...overrides,
  };
}

function indexOf(records: FactCheckRecord[]) {
  const index = createMemoryFactCheckIndex('2026-11-28T00:00:00.000Z');
  for (const record of records) index.add(record);
  return index;
}

const decoys = [
  fakeRecord({
    claimReviewed: 'The MMR vaccine causes autism in one in five thousand children.',
    rating: 'True',
    url: 'https://www.factcheck.org/a/',
  }),
  fakeRecord({
    claimReviewed: 'The MMR vaccine does not cause autism in one in fifty children.',
    rating: 'True',
    url: 'https://www.factcheck.org/b/',
  }),
  fakeRecord({
    claimReviewed: 'Measles cases in Texas reached 1,274 in 2019.',
    rating: 'True',
    url: 'https://www.factcheck.org/c/',
  }),
];

describe('the in-memory fact-check index', () => {
  it('finds a paraphrase and never a near miss (another figure, a negation)', async () => {
    const index = indexOf([...decoys, fakeRecord(), ...decoys]);
    const hits = await index.lookup(
      { text: 'One viral video claims the MMR vaccine causes autism in one in fifty children.', lang: 'en' },
      3,
    );
    expect(hits.map((h) => h.record.url)).toEqual([fakeRecord().url]);
    expect(
      await index.lookup({ text: 'The MMR vaccine causes autism in one in twenty children.', lang: 'en' }, 3),
    ).toEqual([]);
    expect(index.size).toBe(7);
  });

  it('gives the same answers from terms stored with the records as from terms worked out on loading', async () => {
    const records = [fakeRecord(), ...decoys];
    const stored = createMemoryFactCheckIndex('2026-11-28T00:00:00.000Z');
    for (const line of records.map((r) => encodeRecordLine(r, recordIndexTerms(r)))) {
      const decoded = decodeRecordLine(line);
      expect(decoded?.terms).toEqual(recordIndexTerms(decoded!.record));
      stored.add(decoded!.record, decoded!.terms ?? undefined);
    }
    const claim = { text: 'The MMR vaccine causes autism in one in fifty children.', lang: 'en' };
    expect(await stored.lookup(claim, 3)).toEqual(await indexOf(records).lookup(claim, 3));
  });

  it('round-trips a record through its stored line, and refuses lines that are not one', () => {
    const record = fakeRecord({ claimant: null, ratingValue: null, language: null });
    expect(decodeRecordLine(encodeRecordLine(record, ['a']))).toEqual({ record, terms: ['a'] });
    expect(decodeRecordLine('not json')).toBeNull();
    expect(decodeRecordLine('[1,2,3]')).toBeNull();
    expect(decodeRecordLine(JSON.stringify(['', ...Array(11).fill(null)]))).toBeNull();
  });
});

describe('the factcheck-index search provider', () => {
  const unlisted = fakeRecord({
    rating: 'True',
    factChecker: 'Patriot Fact Desk',
    factCheckerSite: 'patriotfactdesk.net',
    url: 'https://patriotfactdesk.net/mmr-confirmed/',
  });
  const provider = createFactCheckIndexSearch({ index: indexOf([fakeRecord(), unlisted]), maxMatches: 3 });

  it('matches the whole claim, not the query’s key terms, and shows fact-checker, rating, date and attribution', async () => {
    const results = await provider.search({
      text: 'mmr vaccine autism fact check',
      lang: 'en',
      limit: 10,
      claim: { text: 'The MMR vaccine causes autism in one in fifty children.', lang: 'en' },
    });
    const listed = results.find((r) => r.url === fakeRecord().url);
    expect(listed).toMatchObject({
      provider: 'factcheck-index',
      rating: 'Pants on Fire',
      publishedAt: '2024-01-30',
      title: 'PolitiFact: The MMR vaccine causes autism in one in fifty children.',
      snippet:
        'Claim: The MMR vaccine causes autism in one in fifty children. (Viral video) — Rating: Pants on Fire (PolitiFact, 2024-01-30) — ClaimReview data: Data Commons, CC BY',
    });
    expect(provider.local).toBe(true);
  });

  it('takes no rating from a publisher on no fact-checker list', async () => {
    const results = await provider.search({
      text: 'x',
      lang: 'en',
      limit: 10,
      claim: { text: 'The MMR vaccine causes autism in one in fifty children.', lang: 'en' },
    });
    const patriot = results.find((r) => r.url === unlisted.url);
    expect(patriot?.rating).toBeNull();
    expect(patriot?.snippet).toMatch(/Reviewed by Patriot Fact Desk, not a listed fact-checker/);
    expect(patriot?.snippet).not.toMatch(/True/);
  });

  it('keeps a fact-check’s rating with its Claim snippet when another provider found the same page first', async () => {
    const web: SearchProvider = {
      id: 'web',
      search: async () => [
        {
          url: fakeRecord().url,
          title: 'PolitiFact page',
          snippet: 'A video says…',
          provider: 'web',
          rank: 1,
          publishedAt: null,
          rating: null,
        },
      ],
    };
    const multi = createMultiSearch({ providers: [web, provider], clock: manualClock(), ttlMs: 1 });
    const { results } = await multi.searchAll({
      text: 'mmr autism',
      lang: 'en',
      limit: 10,
      claim: { text: 'The MMR vaccine causes autism in one in fifty children.', lang: 'en' },
    });
    const merged = results.find((r) => r.url.includes('politifact.com'));
    expect(merged).toMatchObject({ rating: 'Pants on Fire', providers: ['web', 'factcheck-index'] });
    expect(merged?.snippet).toMatch(/^Claim: The MMR vaccine causes autism/);
  });
});

describe('a listed fact-check rated only by a number', () => {
  const search = async (record: FactCheckRecord) =>
    createFactCheckIndexSearch({ index: indexOf([record]), maxMatches: 3 }).search({
      text: record.claimReviewed,
      lang: 'en',
      limit: 3,
    });

  it('reads the number on its scale as the rating words the rules take (1 of 1–6 is false, 6 of 1–6 true)', async () => {
    const [low] = await search(fakeRecord({ rating: null, ratingValue: 1, bestRating: 6, worstRating: 1 }));
    expect(low?.rating).toBe('False (rated 1 of 1–6)');
    const [high] = await search(fakeRecord({ rating: null, ratingValue: 6, bestRating: 6, worstRating: 1 }));
    expect(high?.rating).toBe('True (rated 6 of 1–6)');
  });

  it('gives no rating for a number outside its scale (feeds write -1 for none)', async () => {
    const [none] = await search(fakeRecord({ rating: null, ratingValue: -1, bestRating: 5, worstRating: 1 }));
    expect(none?.rating).toBeNull();
  });
});
