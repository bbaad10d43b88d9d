import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../../lib/engine/config';
import {
  claimRecord,
  providerRecord,
  queryRoute,
} from '../../../../../lib/engine/pipeline/search/earned-providers';
import type { Query } from '../../../../../lib/engine/schemas';
import { fakeEvidence, fakeQuery, fakeSearchResult } from '../../../../builders';

type ProviderRecord = NonNullable<Query['providers']>;

const claim = { text: 'Northvale employment reached a record 742,000 people in 2023' };
const about = ENGINE_CONFIG.search.onClaimOverlap;
const onTopic = fakeSearchResult({
  url: 'https://news.example.org/northvale-jobs',
  title: 'Northvale employment at a record',
  snippet: '742,000 people were in work in Northvale in 2023.',
  provider: 'searxng',
});
const offTopic = fakeSearchResult({
  url: 'https://en.wikipedia.org/wiki/Solar_activity_and_climate',
  title: 'Solar activity and climate',
  snippet: 'Solar cycles change the irradiance reaching the Earth.',
  provider: 'wikipedia',
});

describe('providerRecord', () => {
  it('a provider earns the claim with a result about it; one that answered only off-topic results does not', () => {
    const record = providerRecord(
      claim,
      'en',
      [{ results: [onTopic, offTopic], answered: ['searxng', 'wikipedia', 'openalex'] }],
      [],
      about,
    );
    expect(record).toEqual({ earned: ['searxng'], offClaim: ['openalex', 'wikipedia'] });
  });

  it('every provider that found an on-topic result earns it (a merged result names them all)', () => {
    const merged = { ...onTopic, providers: ['searxng', 'wikipedia'] };
    const record = providerRecord(
      claim,
      'en',
      [{ results: [merged], answered: ['searxng', 'wikipedia'] }],
      [],
      about,
    );
    expect(record.earned).toEqual(['searxng', 'wikipedia']);
  });

  it('a page the check read and did not find irrelevant earns its provider, whatever its snippet says', () => {
    const read = [fakeEvidence({ url: offTopic.url, stance: 'refutes' })];
    const hits = [{ results: [offTopic], answered: ['wikipedia'] }];
    expect(providerRecord(claim, 'en', hits, read, about).earned).toEqual(['wikipedia']);
    const irrelevant = [fakeEvidence({ url: offTopic.url, stance: 'irrelevant' })];
    expect(providerRecord(claim, 'en', hits, irrelevant, about).earned).toEqual([]);
  });
});

describe('claimRecord', () => {
  const ran = (hop: number, providers?: ProviderRecord) =>
    fakeQuery({ claimId: 'c-1', hop, executed: true, ...(providers ? { providers } : {}) });

  it("adds up the claim's queries up to the hop: earned once, earned for the claim", () => {
    const queries = [
      ran(0, { earned: ['searxng'], offClaim: ['wikipedia'] }),
      ran(0, { earned: [], offClaim: ['searxng', 'openalex'] }),
      ran(1, { earned: ['wikipedia'], offClaim: [] }),
      fakeQuery({
        claimId: 'c-2',
        hop: 0,
        executed: true,
        providers: { earned: ['openalex'], offClaim: [] },
      }),
    ];
    expect(claimRecord(queries, 'c-1', 0)).toEqual({
      earned: ['searxng'],
      offClaim: ['openalex', 'wikipedia'],
    });
    expect(claimRecord(queries, 'c-1', 1)).toEqual({
      earned: ['searxng', 'wikipedia'],
      offClaim: ['openalex'],
    });
  });

  it('not known when a query that ran carries no record (weighed before records existed)', () => {
    expect(claimRecord([ran(0, { earned: ['searxng'], offClaim: [] }), ran(0)], 'c-1', 0)).toBeUndefined();
    expect(claimRecord([], 'c-1', 0)).toBeUndefined();
  });
});

describe('queryRoute', () => {
  const followup = fakeQuery({ intent: 'followup', hop: 1, text: 'northvale employment 742,000' });
  const record: ProviderRecord = { earned: ['searxng'], offClaim: ['wikipedia', 'openalex'] };

  it('a follow-up goes only to the providers of its route that earned it, and says whom it skipped', () => {
    const { prefer, route } = queryRoute(followup, ENGINE_CONFIG, () => record);
    expect(prefer).toEqual(['searxng']);
    expect(route).toEqual({
      kind: 'earned',
      to: ['searxng'],
      skipped: [
        { provider: 'wikipedia', why: 'nothing-on-claim' },
        { provider: 'openalex', why: 'nothing-on-claim' },
      ],
    });
  });

  it('no provider of its route earned it: the whole route, never no provider', () => {
    const none = queryRoute(followup, ENGINE_CONFIG, () => ({
      earned: ['factcheck'],
      offClaim: ['searxng'],
    }));
    expect(none.route?.kind).toBe('none-earned');
    expect([...none.prefer].sort()).toEqual([
      'brave',
      'current-events',
      'europepmc',
      'gdelt',
      'openalex',
      'searxng',
      'tavily',
      'wikipedia',
    ]);
    // The only earned provider was stopped by the run's breaker: the whole route again.
    const stopped = queryRoute(followup, ENGINE_CONFIG, () => record, new Set(['searxng']));
    expect(stopped.route?.kind).toBe('none-earned');
    expect(stopped.prefer).toEqual(none.prefer);
  });

  it('not known what the earlier hops found (a resume): the whole route, said as unrecorded', () => {
    const { prefer, route } = queryRoute(followup, ENGINE_CONFIG, () => undefined);
    expect(route?.kind).toBe('unrecorded');
    expect([...prefer].sort()).toEqual([
      'brave',
      'current-events',
      'europepmc',
      'gdelt',
      'openalex',
      'searxng',
      'tavily',
      'wikipedia',
    ]);
  });

  it("a first hop's query keeps its purpose's route and carries no route fact", () => {
    const neutral = queryRoute(fakeQuery({ intent: 'neutral', hop: 0 }), ENGINE_CONFIG, () => record);
    expect(neutral.route).toBeUndefined();
    expect(neutral.prefer).toContain('wikipedia');
  });
});
