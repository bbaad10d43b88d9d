import { describe, expect, it } from 'vitest';
import {
  dependentModelFloor,
  overGoal,
  requestsByProvider,
  resourceMs,
  searchLimitsOf,
  slotFloor,
  type SlotFloorInput,
} from '../../../bench/lib/slot-floor';
import { ENGINE_CONFIG, withOverrides } from '../../../lib/engine/config';
import type { TraceEntry } from '../../../lib/engine/schemas';
import { fakeTrace } from '../../builders';

const LATENCY = { modelMs: 1500, searchMs: 600, pageMs: 400 };

/** Providers with slots and no budget per minute. */
function slots(counts: Record<string, number>): SlotFloorInput['searchLimits'] {
  return Object.fromEntries(Object.entries(counts).map(([id, concurrency]) => [id, { concurrency }]));
}

function requests(counts: Record<string, number>, modelCalls: number): SlotFloorInput['requests'] {
  return [
    ...Array.from({ length: modelCalls }, () => ({ kind: 'model', path: '/v1/chat/completions' })),
    // The GET that reads the server's window is no model call.
    { kind: 'model', path: '/v1/models' },
    ...Object.entries(counts).flatMap(([provider, n]) =>
      Array.from({ length: n }, () => ({ kind: 'search', provider, path: '/search' })),
    ),
    { kind: 'page', path: '/article' },
  ];
}

/** A chain of dependent calls (each on the one before), with measured durations that say nothing of the nominal ones. */
function chainOf(calls: [TraceEntry['kind'], TraceEntry['outcome']][], after: string[] = []): TraceEntry[] {
  const out: TraceEntry[] = [];
  for (const [kind, outcome] of calls) {
    const prev = out.at(-1);
    out.push(
      fakeTrace({
        kind,
        outcome,
        startedAt: 0,
        endedAt: 9000,
        queuedMs: 8000,
        dependsOn: prev ? [prev.id] : after,
      }),
    );
  }
  return out;
}

describe('slotFloor', () => {
  it('names the busiest resource: a provider in series outweighs four parallel ones with twice the requests', () => {
    const floor = slotFloor({
      requests: requests({ wikipedia: 53, searxng: 113, openalex: 83 }, 30),
      trace: (() => {
        const head = chainOf([['model', 'ok']]);
        return [
          ...head,
          // Two branches after extraction: the longer one at nominal latencies is the chain, not the one that took
          // longer when measured (this one: six calls, four of them answered from a cache).
          ...chainOf(
            [
              ['checkpoint', 'ok'],
              ['search', 'ok'],
              ['fetch', 'ok'],
              ['fetch', 'cached'],
              ['model', 'ok'],
            ],
            [head[0]!.id],
          ),
          ...chainOf(
            [
              ['search', 'ok'],
              ['search', 'ok'],
              ['search', 'cached'],
              ['search', 'cached'],
              ['fetch', 'cached'],
              ['fetch', 'cached'],
            ],
            [head[0]!.id],
          ),
        ];
      })(),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ wikipedia: 1, searxng: 4, openalex: 4 }),
    });
    expect(floor.bottleneck).toMatchObject({
      resource: 'wikipedia',
      requests: 53,
      slots: 1,
      ms: 1500 + 53 * 600,
    });
    expect(floor.resources.find((r) => r.resource === 'searxng')?.ms).toBe(1500 + (113 * 600) / 4);
    expect(floor.resources.find((r) => r.resource === 'model')).toMatchObject({
      resource: 'model',
      requests: 30,
      slots: 4,
      ms: (30 * 1500) / 4,
    });
    // Two model calls, one search, one page fetched (the cached one took no slot).
    expect(floor.nominalChainMs).toBe(2 * 1500 + 600 + 400);
    expect(floor.ratio).toBe(8.32); // (1,500 + 53 × 600) ÷ 4,000
  });

  it('the model is the floor when it has the most work per slot, and no search waits for an extraction without a model', () => {
    const floor = slotFloor({
      requests: requests({ searxng: 8 }, 105),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ searxng: 4 }),
    });
    expect(floor.bottleneck.resource).toBe('model');
    expect(floor.bottleneck.ms).toBe((105 * 1500) / 4);
    expect(floor.ratio).toBe(26.25);
    // A run whose chain is longer than any resource's busy time: the chain is the floor (1).
    const short = slotFloor({
      requests: requests({ searxng: 4 }, 2),
      trace: chainOf([
        ['model', 'ok'],
        ['search', 'ok'],
        ['model', 'ok'],
      ]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ searxng: 4 }),
    });
    // The model's second call waits for the first and the search: its floor is the chain itself.
    expect(short.bottleneck).toMatchObject({
      resource: 'model',
      bound: 'dependencies',
      ms: 1500 + 600 + 1500,
    });
    expect(short.ratio).toBe(1);
    const noModel = slotFloor({
      requests: requests({ searxng: 8 }, 0),
      trace: chainOf([['search', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: {},
    });
    // A provider with no published limit in the table counts one slot.
    expect(noModel.bottleneck).toMatchObject({ resource: 'searxng', requests: 8, slots: 1, ms: 8 * 600 });
    expect(noModel.ratio).toBe(8);
  });

  it('says which resources keep every schedule above a goal, and how many requests would fit it', () => {
    const floor = slotFloor({
      requests: requests({ wikipedia: 53, searxng: 113, openalex: 20 }, 28),
      trace: chainOf([
        ['model', 'ok'],
        ['search', 'ok'],
        ['fetch', 'ok'],
        ['model', 'ok'],
      ]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ wikipedia: 1, searxng: 4, openalex: 4 }),
    });
    // Nominal chain 4,000 ms: 1.5 × it = 6,000 ms. Searches leave after the 1,500 ms extraction.
    expect(floor.nominalChainMs).toBe(4000);
    expect(overGoal(floor, 1.5)).toEqual([
      { resource: 'wikipedia', requests: 53, slots: 1, fits: 7 }, // (6,000 − 1,500) ÷ 600
      { resource: 'searxng', requests: 113, slots: 4, fits: 30 }, // (6,000 − 1,500) × 4 ÷ 600
      { resource: 'model', requests: 28, slots: 4, fits: 16 }, // 6,000 × 4 ÷ 1,500
    ]);
    // openalex (20 requests on 4 slots, 4,500 ms) fits; a lax goal leaves nothing over.
    expect(overGoal(floor, 20)).toEqual([]);
  });

  it('a budget per minute binds when spacing the requests takes longer than the slots do', () => {
    // 4 requests at 12 a minute (GDELT: one every 5 s) on 1 slot: 3 gaps of 5 s + the last request's 600 ms.
    expect(resourceMs(4, { slots: 1, requestsPerMinute: 12 }, 600, 1500)).toEqual({
      ms: 1500 + 3 * 5000 + 600,
      bound: 'budget',
    });
    // 40 requests on 4 slots at 500 a minute (one per 120 ms): the slots' 6 s outweigh the budget's 5.3 s.
    expect(resourceMs(40, { slots: 4, requestsPerMinute: 500 }, 600, 0)).toEqual({
      ms: (40 * 600) / 4,
      bound: 'slots',
    });
    // One request waits for no budget; none takes no time.
    expect(resourceMs(1, { slots: 1, requestsPerMinute: 12 }, 600, 0)).toEqual({ ms: 600, bound: 'slots' });
    expect(resourceMs(0, { slots: 1, requestsPerMinute: 12 }, 600, 1500).ms).toBe(0);

    const floor = slotFloor({
      requests: requests({ gdelt: 4, searxng: 40 }, 2),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: { gdelt: { concurrency: 1, requestsPerMinute: 12 }, searxng: { concurrency: 4 } },
    });
    expect(floor.bottleneck).toMatchObject({
      resource: 'gdelt',
      requests: 4,
      slots: 1,
      requestsPerMinute: 12,
      bound: 'budget',
      ms: 1500 + 15_000 + 600,
    });
    expect(floor.resources.find((r) => r.resource === 'searxng')).toMatchObject({
      bound: 'slots',
      ms: 1500 + 6000,
    });
    // The floor in time is the busiest resource (longer than the 1.5 s chain).
    expect(floor.ms).toBe(17_100);
    // How many GDELT requests fit 10 × the 1.5 s chain: (15,000 − 1,500 − 600) × 12 ÷ 60,000 + 1 = 3.
    expect(overGoal(floor, 10)).toEqual([{ resource: 'gdelt', requests: 4, slots: 1, fits: 3 }]);
  });

  it('a budget shared by several providers is one resource over all their requests', () => {
    const floor = slotFloor({
      requests: requests({ wikipedia: 6, 'current-events': 5, searxng: 8 }, 1),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: {
        wikipedia: { concurrency: 1, requestsPerMinute: 60 },
        'current-events': { concurrency: 1, requestsPerMinute: 60 },
        searxng: { concurrency: 4 },
      },
      sharedBudgets: [
        {
          name: 'wikimedia',
          providers: ['wikipedia', 'current-events'],
          requestsPerMinute: 60,
          concurrency: 1,
        },
      ],
    });
    // Alone, each Wikimedia provider would take 5 or 4 gaps of 1 s; together they take 10.
    expect(floor.resources.find((r) => r.resource === 'wikipedia')?.ms).toBe(1500 + 5000 + 600);
    expect(floor.resources.find((r) => r.resource === 'current-events')?.ms).toBe(1500 + 4000 + 600);
    expect(floor.bottleneck).toMatchObject({
      resource: 'wikimedia',
      providers: ['wikipedia', 'current-events'],
      requests: 11,
      bound: 'budget',
      ms: 1500 + 10 * 1000 + 600,
    });
    // Shared slots without a published budget: the 11 requests in series.
    const inSeries = slotFloor({
      requests: requests({ wikipedia: 6, 'current-events': 5 }, 1),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ wikipedia: 1, 'current-events': 1 }),
      sharedBudgets: [
        {
          name: 'wikimedia',
          providers: ['wikipedia', 'current-events'],
          requestsPerMinute: null,
          concurrency: 1,
        },
      ],
    });
    expect(inSeries.bottleneck).toMatchObject({ resource: 'wikimedia', bound: 'slots', ms: 1500 + 11 * 600 });
    // A shared budget none of whose providers was asked is no resource.
    const none = slotFloor({
      requests: requests({ searxng: 2 }, 1),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ searxng: 4 }),
      sharedBudgets: [{ name: 'wikimedia', providers: ['wikipedia'], requestsPerMinute: 10, concurrency: 1 }],
    });
    expect(none.resources.map((r) => r.resource)).not.toContain('wikimedia');
  });

  it("reads the limits from the config: each provider's slots and budget, and the shared budgets", () => {
    const config = withOverrides({
      search: {
        wikimedia: { providers: ['wikipedia', 'current-events'], requestsPerMinute: 100, inFlight: 1 },
      },
    });
    const { searchLimits, sharedBudgets } = searchLimitsOf(config);
    expect(searchLimits.wikipedia).toEqual({
      concurrency: 1,
      requestsPerMinute: ENGINE_CONFIG.search.providers.wikipedia.requestsPerMinute,
    });
    expect(searchLimits.searxng).toEqual({ concurrency: 4, requestsPerMinute: null });
    expect(sharedBudgets).toEqual([
      {
        name: 'wikimedia',
        providers: ['wikipedia', 'current-events'],
        concurrency: 1,
        requestsPerMinute: 100,
      },
    ]);
    expect(requestsByProvider(requests({ wikipedia: 2, searxng: 3 }, 4))).toEqual({
      wikipedia: 2,
      searxng: 3,
    });
  });

  it("counts the engine's keyless limits as the config states them: Current events inside the Wikimedia budget, GDELT's spacing, Europe PMC's second", () => {
    const { searchLimits, sharedBudgets } = searchLimitsOf(ENGINE_CONFIG);
    // Current events is a Wikimedia host: its requests and Wikipedia's share one budget, asked in series.
    expect(sharedBudgets.find((b) => b.name === 'wikimedia')?.providers).toEqual(
      expect.arrayContaining(['wikipedia', 'current-events']),
    );
    expect(searchLimits.gdelt).toEqual({ concurrency: 1, requestsPerMinute: 12 });
    expect(searchLimits.europepmc).toEqual({ concurrency: 4, requestsPerMinute: 500, requestsPerSecond: 5 });
    const floor = slotFloor({
      requests: requests({ europepmc: 30, wikipedia: 4, 'current-events': 6 }, 1),
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits,
      sharedBudgets,
    });
    // 30 requests on 4 slots take 4.5 s; at 5 a second the 30th leaves 5 s after the first.
    expect(floor.resources.find((r) => r.resource === 'europepmc')).toMatchObject({
      bound: 'budget',
      requestsPerSecond: 5,
      ms: 1500 + 5000 + 600,
    });
    // Ten Wikimedia requests in series, one resource: 6 s after extraction, more than either provider alone.
    expect(floor.bottleneck).toMatchObject({ resource: 'wikimedia', requests: 10, ms: 1500 + 10 * 600 });
  });

  it("the extraction calls come first: the model's other calls share its slots only after them", () => {
    const floor = slotFloor({
      requests: [
        { kind: 'model', path: '/v1/chat/completions', schemaName: 'extract_claims' },
        ...Array.from({ length: 68 }, () => ({
          kind: 'model',
          path: '/v1/chat/completions',
          schemaName: 'assess_stance',
        })),
        ...requests({ searxng: 8 }, 0),
      ],
      trace: chainOf([['model', 'ok']]),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: slots({ searxng: 4 }),
    });
    // 1,500 ms alone, then 68 calls on 4 slots (not 69 × 1,500 ÷ 4 = 25,875 ms).
    expect(floor.bottleneck).toMatchObject({
      resource: 'model',
      requests: 69,
      headMs: 1500,
      ms: 1500 + 25_500,
    });
    expect(floor.resources.find((r) => r.resource === 'searxng')?.ms).toBe(1500 + 1200);
  });
});

describe('dependentModelFloor', () => {
  /** One extraction, then per claim a search, a page and a stance call, then a summary written from them all. */
  function run(claims: number): TraceEntry[] {
    const extract = fakeTrace({ kind: 'model', purpose: 'extract claims', claimId: null, dependsOn: [] });
    const stances = Array.from({ length: claims }, (_, i) =>
      chainOf(
        [
          ['search', 'ok'],
          ['fetch', 'ok'],
          ['model', 'ok'],
        ],
        [extract.id],
      ).map((e) => ({
        ...e,
        claimId: `c-${i + 1}`,
      })),
    );
    const summary = fakeTrace({
      kind: 'model',
      purpose: 'write summary',
      claimId: null,
      dependsOn: stances.map((chain) => chain.at(-1)!.id),
    });
    return [extract, ...stances.flat(), summary];
  }

  it('no stance call starts before a search and a page, and the summary follows them all', () => {
    // 8 stance calls on 4 slots (two each) between the first page (1,500 + 600 + 400) and the summary's 1,500.
    expect(dependentModelFloor(run(8), LATENCY, 4)).toBe(2500 + 2 * 1500 + 1500);
    // The slots alone would say the extraction, then 9 calls on 4 slots: 1,500 lower.
    const floor = slotFloor({
      requests: [
        { kind: 'model', path: '/v1/chat/completions', schemaName: 'extract_claims' },
        ...Array.from({ length: 9 }, () => ({ kind: 'model', path: '/v1/chat/completions' })),
      ],
      trace: run(8),
      latency: LATENCY,
      modelSlots: 4,
      searchLimits: {},
    });
    expect(floor.bottleneck).toMatchObject({
      resource: 'model',
      bound: 'dependencies',
      ms: 7000,
      slotsOnlyMs: 1500 + (9 * 1500) / 4,
    });
  });

  it('a call batched for several claims is released by its earliest input, not its latest', () => {
    const early = chainOf([['search', 'ok']]);
    const late = chainOf([
      ['search', 'ok'],
      ['fetch', 'ok'],
      ['fetch', 'ok'],
      ['search', 'ok'],
    ]);
    const batch = fakeTrace({
      kind: 'model',
      purpose: 'stance for c-1, c-2 (2 passages, one source)',
      dependsOn: [early[0]!.id, late.at(-1)!.id],
    });
    expect(batch.fact).toMatchObject({ kind: 'stance', claimIds: ['c-1', 'c-2'] });
    // Released at 600 (the early search), not 600 + 400 + 400 + 600.
    expect(dependentModelFloor([...early, ...late, batch], LATENCY, 1)).toBe(600 + 1500);
  });

  it('is never above what a schedule of the same calls reaches (random runs, greedy on 4 slots)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 40; round++) {
      const trace: TraceEntry[] = [];
      for (let i = 0; i < 30; i++) {
        const kind = (['model', 'search', 'fetch'] as const)[Math.floor(random() * 3)]!;
        const deps = trace.filter(() => random() < 0.08).map((e) => e.id);
        trace.push(fakeTrace({ kind, purpose: `${kind} ${i}`, claimId: null, dependsOn: deps }));
      }
      expect(dependentModelFloor(trace, LATENCY, 4)).toBeLessThanOrEqual(greedyMakespan(trace, 4));
    }
  });
});

/** A list schedule: each entry starts when its inputs are done and (a model call) a slot is free, in trace order. */
function greedyMakespan(trace: TraceEntry[], slots: number): number {
  const ms = (e: TraceEntry) =>
    e.kind === 'model' ? LATENCY.modelMs : e.kind === 'search' ? LATENCY.searchMs : LATENCY.pageMs;
  const end = new Map<string, number>();
  const free = Array.from({ length: slots }, () => 0);
  for (const e of trace) {
    const ready = Math.max(0, ...e.dependsOn.map((d) => end.get(d) ?? 0));
    if (e.kind !== 'model') {
      end.set(e.id, ready + ms(e));
      continue;
    }
    free.sort((a, b) => a - b);
    const start = Math.max(ready, free[0]!);
    free[0] = start + ms(e);
    end.set(e.id, start + ms(e));
  }
  return Math.max(0, ...end.values());
}
