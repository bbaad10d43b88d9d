import { describe, expect, it } from 'vitest';
import { slotFloor, type SlotFloorInput } from '../../../bench/lib/slot-floor';

const LATENCY = { modelMs: 1500, searchMs: 600, pageMs: 400 };

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

describe('slotFloor', () => {
  it('names the busiest resource: a provider in series outweighs four parallel ones with twice the requests', () => {
    const floor = slotFloor({
      requests: requests({ wikipedia: 53, searxng: 113, openalex: 83 }, 30),
      chain: [
        { kind: 'model', outcome: 'ok' },
        { kind: 'checkpoint', outcome: 'ok' },
        { kind: 'search', outcome: 'ok' },
        { kind: 'fetch', outcome: 'ok' },
        { kind: 'fetch', outcome: 'cached' },
        { kind: 'model', outcome: 'ok' },
      ],
      latency: LATENCY,
      modelSlots: 4,
      searchSlots: { wikipedia: 1, searxng: 4, openalex: 4 },
    });
    expect(floor.bottleneck).toEqual({ resource: 'wikipedia', requests: 53, slots: 1, ms: 1500 + 53 * 600 });
    expect(floor.resources.find((r) => r.resource === 'searxng')?.ms).toBe(1500 + (113 * 600) / 4);
    expect(floor.resources.find((r) => r.resource === 'model')).toEqual({
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
      chain: [{ kind: 'model', outcome: 'ok' }],
      latency: LATENCY,
      modelSlots: 4,
      searchSlots: { searxng: 4 },
    });
    expect(floor.bottleneck.resource).toBe('model');
    expect(floor.bottleneck.ms).toBe((105 * 1500) / 4);
    expect(floor.ratio).toBe(26.25);
    // A run whose chain is longer than any resource's busy time: the chain is the floor (1).
    const short = slotFloor({
      requests: requests({ searxng: 4 }, 2),
      chain: [
        { kind: 'model', outcome: 'ok' },
        { kind: 'search', outcome: 'ok' },
        { kind: 'model', outcome: 'ok' },
      ],
      latency: LATENCY,
      modelSlots: 4,
      searchSlots: { searxng: 4 },
    });
    expect(short.bottleneck.ms).toBe(1500 + 600);
    expect(short.ratio).toBe(1);
    const noModel = slotFloor({
      requests: requests({ searxng: 8 }, 0),
      chain: [{ kind: 'search', outcome: 'ok' }],
      latency: LATENCY,
      modelSlots: 4,
      searchSlots: {},
    });
    // A provider with no published limit in the table counts one slot.
    expect(noModel.bottleneck).toEqual({ resource: 'searxng', requests: 8, slots: 1, ms: 8 * 600 });
    expect(noModel.ratio).toBe(8);
  });
});
