/**
 * The least wall time any schedule could reach under a run's documented limits (issue 23 item 4, issue 30 item 4):
 * every request a provider or the model answered takes at least the sandbox's latency and holds one of its slots, so
 * a resource with `n` requests and `s` slots keeps the run busy for `n × latency ÷ s` at least; a provider that
 * publishes a budget of `r` requests a minute cannot send its `n` requests closer together than `60,000 ÷ r` ms, so
 * it takes `(n − 1) × 60,000 ÷ r` plus the last request's latency at least; a budget several providers share (every
 * Wikimedia host) is one resource over all their requests. Searches and the model's other calls start only after the
 * extraction calls (the head).
 * No schedule ends before the busiest resource, nor before the run's chain at the nominal latencies: the larger is
 * the floor the bench's goal is stated against (wall time ≤ 1.25 × floor on the 30-claim runs).
 */
import type { EngineConfig } from '../../lib/engine/config';
import { criticalPath } from '../../lib/engine/pipeline/run/critical-path';
import type { TraceEntry } from '../../lib/engine/schemas';

/** What a provider publishes about its limits: requests in flight at once, and a budget per minute (null: none). */
export interface ProviderLimit {
  concurrency: number;
  requestsPerMinute?: number | null;
  /** A window per second as well (Europe PMC: the engine sends 5 a second of its published 10); absent: none. */
  requestsPerSecond?: number | null;
}

/** A budget several providers share (all Wikimedia hosts count against one): one resource over all their requests. */
export interface SharedBudget {
  name: string;
  providers: readonly string[];
  /** null: no budget published, only the shared slots. */
  requestsPerMinute: number | null;
  /** Requests in flight at once across all of them (Wikimedia's "in series": 1); absent: each provider's own. */
  concurrency?: number;
}

export interface SlotFloorInput {
  /** The sandbox's request log of the run (kind, and provider for searches). */
  requests: { kind: string; provider?: string; path: string; schemaName?: string }[];
  /** The run's trace: its longest dependent chain is taken again with every call at its nominal latency. */
  trace: TraceEntry[];
  latency: { modelMs: number; searchMs: number; pageMs: number };
  /** Model requests in flight at once (the engine's and the server's limit, the lower one). */
  modelSlots: number;
  /** Each search provider's documented limits (`config.search.providers[id]`); a provider not listed: 1 slot. */
  searchLimits: Readonly<Record<string, ProviderLimit>>;
  /** Budgets shared by several providers (every Wikimedia host: `config.search.wikimedia`). */
  sharedBudgets?: readonly SharedBudget[];
}

export interface ResourceFloor {
  /** A provider id, `model`, or a shared budget's name. */
  resource: string;
  /** The providers whose requests it counts (a shared budget's; absent for one provider or the model). */
  providers?: string[];
  requests: number;
  /** Requests in flight at once; null when only a budget limits it. */
  slots: number | null;
  /** Its budget per minute; null when none is published. */
  requestsPerMinute: number | null;
  /** Its budget per second, when it has one (absent: none). */
  requestsPerSecond?: number;
  /** The least time its requests keep the run busy, head included. */
  ms: number;
  /**
   * Which limit sets `ms`: its slots (n × latency ÷ s), its budget ((n − 1) × 60,000 ÷ r + latency), or (the model)
   * its slots with what must come before and after its calls (`dependentModelFloor`).
   */
  bound: 'slots' | 'budget' | 'dependencies';
  /** The model: its floor from the slots alone, before its calls' dependencies were counted (absent: other resources). */
  slotsOnlyMs?: number;
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
  /**
   * The least wall time of any schedule of these requests under these limits: the busiest resource or the nominal
   * chain, the longer (absent from results measured before it was).
   */
  ms?: number;
  /** bottleneck.ms ÷ nominalChainMs, at least 1: the queue-free ratio no scheduling can go below with these requests. */
  ratio: number;
}

/** The least time `requests` keep a resource busy: head, then its slots' share or its budget's spacing, the longer. */
export function resourceMs(
  requests: number,
  limits: { slots: number | null; requestsPerMinute: number | null; requestsPerSecond?: number | null },
  latencyMs: number,
  headMs: number,
): { ms: number; bound: 'slots' | 'budget' } {
  if (requests <= 0) return { ms: 0, bound: 'slots' };
  const bySlots = limits.slots === null ? latencyMs : (requests * latencyMs) / Math.max(1, limits.slots);
  const byMinute =
    limits.requestsPerMinute && limits.requestsPerMinute > 0
      ? ((requests - 1) * 60_000) / limits.requestsPerMinute + latencyMs
      : 0;
  // At most r requests leave within any second: the n-th leaves ⌊(n − 1) ÷ r⌋ seconds after the first at the soonest.
  const bySecond =
    limits.requestsPerSecond && limits.requestsPerSecond > 0
      ? Math.floor((requests - 1) / limits.requestsPerSecond) * 1000 + latencyMs
      : 0;
  const byBudget = Math.max(byMinute, bySecond);
  return byBudget > bySlots
    ? { ms: headMs + byBudget, bound: 'budget' }
    : { ms: headMs + bySlots, bound: 'slots' };
}

export function slotFloor(input: SlotFloorInput): SlotFloor {
  const { latency } = input;
  const chats = input.requests.filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions'));
  const modelCalls = chats.length;
  // The claims' extraction comes before every other call: none can share its slots' time (no claim exists yet).
  const extraction = chats.filter((r) => r.schemaName === 'extract_claims').length;
  const slots = Math.max(1, input.modelSlots);
  const extractionMs = Math.ceil(extraction / slots) * latency.modelMs;
  const model: ResourceFloor = {
    resource: 'model',
    requests: modelCalls,
    slots: input.modelSlots,
    requestsPerMinute: null,
    ...resourceMs(
      modelCalls - extraction,
      { slots: input.modelSlots, requestsPerMinute: null },
      latency.modelMs,
      extractionMs,
    ),
    latencyMs: latency.modelMs,
    headMs: extractionMs,
  };
  if (modelCalls === extraction) model.ms = extractionMs;
  const dependent = dependentModelFloor(input.trace, latency, slots);
  if (dependent > model.ms) {
    model.slotsOnlyMs = model.ms;
    model.ms = dependent;
    model.bound = 'dependencies';
  }
  // No search leaves before the claims are extracted (one model call when a model is on).
  const head = extraction > 0 ? extractionMs : modelCalls > 0 ? latency.modelMs : 0;
  const byProvider = requestsByProvider(input.requests);
  const searches = Object.entries(byProvider).map(([provider, requests]): ResourceFloor => {
    const limit = input.searchLimits[provider];
    const slots = Math.max(1, limit?.concurrency ?? 1);
    const requestsPerMinute = limit?.requestsPerMinute ?? null;
    const requestsPerSecond = limit?.requestsPerSecond ?? null;
    return {
      resource: provider,
      requests,
      slots,
      requestsPerMinute,
      ...(requestsPerSecond ? { requestsPerSecond } : {}),
      ...resourceMs(requests, { slots, requestsPerMinute, requestsPerSecond }, latency.searchMs, head),
      latencyMs: latency.searchMs,
      headMs: head,
    };
  });
  const shared = (input.sharedBudgets ?? [])
    .map((budget): ResourceFloor => {
      const requests = budget.providers.reduce((n, p) => n + (byProvider[p] ?? 0), 0);
      const slots = budget.concurrency ?? null;
      return {
        resource: budget.name,
        providers: [...budget.providers],
        requests,
        slots,
        requestsPerMinute: budget.requestsPerMinute,
        ...resourceMs(
          requests,
          { slots, requestsPerMinute: budget.requestsPerMinute },
          latency.searchMs,
          head,
        ),
        latencyMs: latency.searchMs,
        headMs: head,
      };
    })
    .filter((r) => r.requests > 0);
  const resources = [model, ...searches, ...shared].sort((a, b) => b.ms - a.ms);
  // The longest chain with each call at its nominal latency (a model call, a sent search, a fetched page each).
  const nominal = nominalOf(latency);
  const nominalChainMs = criticalPath(
    input.trace.map(({ queuedMs: _queued, ...e }) => ({ ...e, startedAt: 0, endedAt: nominal(e) })),
  ).chainMs;
  const bottleneck = resources[0]!;
  return {
    bottleneck,
    resources,
    nominalChainMs,
    ms: Math.max(bottleneck.ms, nominalChainMs),
    // No schedule beats the chain either: the floor is never below 1.
    ratio: nominalChainMs > 0 ? Math.max(1, Math.round((bottleneck.ms / nominalChainMs) * 100) / 100) : 1,
  };
}

/** A trace entry's nominal latency: a model call, a sent search, a fetched page each; anything else (a cache hit) 0. */
function nominalOf(latency: SlotFloorInput['latency']): (e: TraceEntry) => number {
  return (e) => {
    if (e.outcome !== 'ok') return 0;
    if (e.kind === 'model') return latency.modelMs;
    if (e.kind === 'search') return latency.searchMs;
    if (e.kind === 'fetch') return latency.pageMs;
    return 0;
  };
}

/**
 * The model's floor with what must come before and after each of its calls. A call cannot start before its inputs
 * could have arrived (its release: the longest chain of nominal latencies before it; a call batched for several
 * claims needs one input, so the shortest), and the run cannot end before what depends on it could follow (its tail:
 * the run's summary, written from every verdict, follows every stance call). For any set S of calls released at `a`
 * or later with tails of `b` or more, some one of the model's `slots` does ⌈|S| ÷ slots⌉ of them, one after another,
 * after `a`, and the last of them is followed by `b` at least: no schedule ends before
 * `a + ⌈|S| ÷ slots⌉ × latency + b`. The largest of these over every (a, b) is the floor. Measured from the trace's
 * first entry, as the extraction head is.
 */
export function dependentModelFloor(
  trace: readonly TraceEntry[],
  latency: SlotFloorInput['latency'],
  slots: number,
): number {
  const nominal = nominalOf(latency);
  const byId = new Map(trace.map((e) => [e.id, e]));
  const dependents = new Map<string, TraceEntry[]>();
  for (const e of trace)
    for (const d of e.dependsOn) if (byId.has(d)) dependents.set(d, [...(dependents.get(d) ?? []), e]);
  const batched = (e: TraceEntry) => e.fact.kind === 'stance' && e.fact.claimIds.length > 1;
  const release = new Map<string, number>();
  const tail = new Map<string, number>();
  const releaseOf = (e: TraceEntry, seen: Set<string>): number => {
    const known = release.get(e.id);
    if (known !== undefined) return known;
    if (seen.has(e.id)) return 0; // a cycle: cut, as the nominal chain cuts it
    seen.add(e.id);
    const inputs = e.dependsOn
      .map((d) => byId.get(d))
      .filter((d): d is TraceEntry => !!d)
      .map((d) => releaseOf(d, seen) + nominal(d));
    const at = inputs.length === 0 ? 0 : batched(e) ? Math.min(...inputs) : Math.max(...inputs);
    seen.delete(e.id);
    release.set(e.id, at);
    return at;
  };
  const tailOf = (e: TraceEntry, seen: Set<string>): number => {
    const known = tail.get(e.id);
    if (known !== undefined) return known;
    if (seen.has(e.id)) return 0;
    seen.add(e.id);
    const after = (dependents.get(e.id) ?? []).map((d) => nominal(d) + tailOf(d, seen));
    const ms = after.length === 0 ? 0 : Math.max(...after);
    seen.delete(e.id);
    tail.set(e.id, ms);
    return ms;
  };
  const calls = trace
    .filter((e) => e.kind === 'model' && e.outcome === 'ok')
    .map((e) => ({ release: releaseOf(e, new Set()), tail: tailOf(e, new Set()) }));
  const releases = [...new Set(calls.map((c) => c.release))];
  const tails = [...new Set(calls.map((c) => c.tail))];
  let floor = 0;
  for (const a of releases)
    for (const b of tails) {
      const n = calls.filter((c) => c.release >= a && c.tail >= b).length;
      if (n > 0) floor = Math.max(floor, a + Math.ceil(n / Math.max(1, slots)) * latency.modelMs + b);
    }
  return Math.round(floor);
}

/**
 * The documented limits of the search providers and the budgets they share, as the config states them
 * (`search.providers[id].concurrency` and `requestsPerMinute`; the Wikimedia budget, `search.wikimedia`).
 */
export function searchLimitsOf(config: EngineConfig): {
  searchLimits: Record<string, ProviderLimit>;
  sharedBudgets: SharedBudget[];
} {
  const searchLimits: Record<string, ProviderLimit> = {};
  for (const [id, provider] of Object.entries(config.search.providers)) {
    const perSecond = (provider as { requestsPerSecond?: number }).requestsPerSecond;
    searchLimits[id] = {
      concurrency: provider.concurrency,
      requestsPerMinute: provider.requestsPerMinute,
      ...(perSecond ? { requestsPerSecond: perSecond } : {}),
    };
  }
  // Every Wikimedia host counts against one budget, asked in series (`search.wikimedia`).
  const { wikimedia } = config.search;
  const sharedBudgets: SharedBudget[] = [
    {
      name: 'wikimedia',
      providers: wikimedia.providers,
      concurrency: wikimedia.inFlight,
      requestsPerMinute: wikimedia.requestsPerMinute,
    },
  ];
  return { searchLimits, sharedBudgets };
}

/** Search requests that reached each provider (the sandbox's request log), by provider id. */
export function requestsByProvider(requests: SlotFloorInput['requests']): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of requests)
    if (r.kind === 'search') out[r.provider ?? '?'] = (out[r.provider ?? '?'] ?? 0) + 1;
  return out;
}

/** A resource whose requests alone keep the run above a goal ratio, with the most requests that would fit it. */
export interface OverGoal {
  resource: string;
  requests: number;
  slots: number | null;
  /** The most requests this resource could take and still let the run end within `ratio × nominal chain`. */
  fits: number;
}

/** Every resource that, on its own, keeps any schedule above `ratio` (busiest first): what must change to reach it. */
export function overGoal(floor: SlotFloor, ratio: number): OverGoal[] {
  const allowedMs = ratio * floor.nominalChainMs;
  return floor.resources
    .filter((r) => r.ms > allowedMs)
    .map((r) => {
      const room = allowedMs - r.headMs;
      const bySlots = r.slots === null ? Infinity : Math.floor((room * r.slots) / r.latencyMs);
      const byBudget = r.requestsPerMinute
        ? room < r.latencyMs
          ? 0
          : Math.floor(((room - r.latencyMs) * r.requestsPerMinute) / 60_000) + 1
        : Infinity;
      return {
        resource: r.resource,
        requests: r.requests,
        slots: r.slots,
        fits: Math.max(0, Math.min(bySlots, byBudget)),
      };
    });
}
