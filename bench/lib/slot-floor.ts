/**
 * The least wall time any schedule could reach under a run's slot limits (issue 23 item 4): every request a provider
 * or the model answered takes at least the sandbox's latency and holds one of its slots, so a resource with `n`
 * requests and `s` slots keeps the run busy for `n × latency ÷ s` at least; searches start only after extraction.
 * Set against the chain at the same nominal latencies, it is the lowest queue-free ratio the run could show.
 */
import { criticalPath } from '../../lib/engine/pipeline/run/critical-path';
import type { TraceEntry } from '../../lib/engine/schemas';

export interface SlotFloorInput {
  /** The sandbox's request log of the run (kind, and provider for searches). */
  requests: { kind: string; provider?: string; path: string }[];
  /** The run's trace: its longest dependent chain is taken again with every call at its nominal latency. */
  trace: TraceEntry[];
  latency: { modelMs: number; searchMs: number; pageMs: number };
  /** Model requests in flight at once (the engine's and the server's limit, the lower one). */
  modelSlots: number;
  /** Each search provider's requests in flight at once (`config.search.providers[id].concurrency`). */
  searchSlots: Readonly<Record<string, number>>;
}

export interface ResourceFloor {
  resource: string;
  requests: number;
  slots: number;
  /** requests × latency ÷ slots (plus the extraction call before any search). */
  ms: number;
  /** One request's nominal latency, and the time before this resource's first request can leave (extraction). */
  latencyMs: number;
  headMs: number;
}

export interface SlotFloor {
  /** The busiest resource: no schedule ends the run sooner than its `ms`. */
  bottleneck: ResourceFloor;
  resources: ResourceFloor[];
  /** The chain's calls at the nominal latencies (a model call, a sent search, a fetched page each). */
  nominalChainMs: number;
  /** bottleneck.ms ÷ nominalChainMs, at least 1: the queue-free ratio no scheduling can go below with these requests. */
  ratio: number;
}

export function slotFloor(input: SlotFloorInput): SlotFloor {
  const { latency } = input;
  const modelCalls = input.requests.filter(
    (r) => r.kind === 'model' && r.path.endsWith('/chat/completions'),
  ).length;
  const model: ResourceFloor = {
    resource: 'model',
    requests: modelCalls,
    slots: input.modelSlots,
    ms: (modelCalls * latency.modelMs) / Math.max(1, input.modelSlots),
    latencyMs: latency.modelMs,
    headMs: 0,
  };
  // No search leaves before the claims are extracted (one model call when a model is on).
  const head = modelCalls > 0 ? latency.modelMs : 0;
  const byProvider = new Map<string, number>();
  for (const r of input.requests)
    if (r.kind === 'search') byProvider.set(r.provider ?? '?', (byProvider.get(r.provider ?? '?') ?? 0) + 1);
  const searches = [...byProvider].map(([provider, requests]): ResourceFloor => {
    const slots = Math.max(1, input.searchSlots[provider] ?? 1);
    return {
      resource: provider,
      requests,
      slots,
      ms: head + (requests * latency.searchMs) / slots,
      latencyMs: latency.searchMs,
      headMs: head,
    };
  });
  const resources = [model, ...searches].sort((a, b) => b.ms - a.ms);
  // The longest chain with each call at its nominal latency (a model call, a sent search, a fetched page each).
  const nominal = (e: TraceEntry): number => {
    if (e.outcome !== 'ok') return 0;
    if (e.kind === 'model') return latency.modelMs;
    if (e.kind === 'search') return latency.searchMs;
    if (e.kind === 'fetch') return latency.pageMs;
    return 0;
  };
  const nominalChainMs = criticalPath(
    input.trace.map(({ queuedMs: _queued, ...e }) => ({ ...e, startedAt: 0, endedAt: nominal(e) })),
  ).chainMs;
  const bottleneck = resources[0]!;
  return {
    bottleneck,
    resources,
    nominalChainMs,
    // No schedule beats the chain either: the floor is never below 1.
    ratio: nominalChainMs > 0 ? Math.max(1, Math.round((bottleneck.ms / nominalChainMs) * 100) / 100) : 1,
  };
}

/** A resource whose requests alone keep the run above a goal ratio, with the most requests that would fit it. */
export interface OverGoal {
  resource: string;
  requests: number;
  slots: number;
  /** The most requests this resource could take and still let the run end within `ratio × nominal chain`. */
  fits: number;
}

/** Every resource that, on its own, keeps any schedule above `ratio` (busiest first): what must change to reach it. */
export function overGoal(floor: SlotFloor, ratio: number): OverGoal[] {
  const allowedMs = ratio * floor.nominalChainMs;
  return floor.resources
    .filter((r) => r.ms > allowedMs)
    .map((r) => ({
      resource: r.resource,
      requests: r.requests,
      slots: r.slots,
      fits: Math.max(0, Math.floor(((allowedMs - r.headMs) * r.slots) / r.latencyMs)),
    }));
}
