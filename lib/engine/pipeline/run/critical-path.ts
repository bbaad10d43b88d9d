/** Critical path of a run: the longest chain of dependent calls in its trace, against the run's wall time. */
import type { TraceEntry } from '../../schemas';

interface CriticalPath {
  /** First start to last end over all entries. */
  wallMs: number;
  /** Summed durations along the longest dependent chain. */
  chainMs: number;
  /** wallMs / chainMs (1 when nothing took time). */
  ratio: number;
  /** Entry ids of the longest chain, first call first. */
  chain: string[];
}

/** The claims a call served when it served several (a stance call batched across claims), else null. */
function sharedBy(entry: TraceEntry): readonly string[] | null {
  return entry.fact.kind === 'stance' && entry.fact.claimIds.length > 1 ? entry.fact.claimIds : null;
}

/**
 * Longest chain by summed duration, following `dependsOn` (unknown ids ignored, cycles cut). A call's time waiting
 * for a free slot (`queuedMs`: per-host and model concurrency limits) is not on the chain, so a concurrency
 * bottleneck shows as a higher ratio instead of a longer chain. A call shared by several claims (one source's stance
 * call for every claim that asked about it) is on each claim's chain from that claim's own inputs only: a passage
 * that joined the call while it waited for a model slot did not delay it, so another claim's path is not threaded
 * through it into this one's.
 */
export function criticalPath(trace: TraceEntry[]): CriticalPath {
  if (trace.length === 0) return { wallMs: 0, chainMs: 0, ratio: 1, chain: [] };
  const byId = new Map(trace.map((e) => [e.id, e]));
  const memo = new Map<string, { ms: number; prev: string | null; prevScope: string | null }>();
  const visiting = new Set<string>();
  /** A shared call's chain depends on the claim it is seen from (one of its own, else none); no other entry's does. */
  const scopeOf = (entry: TraceEntry, scope: string | null): string | null => {
    const shared = sharedBy(entry);
    return shared && scope && shared.includes(scope) ? scope : null;
  };
  const keyOf = (entry: TraceEntry, scope: string | null) =>
    `${scopeOf(entry, scope) ?? ''}\u0000${entry.id}`;
  /** The longest chain ending at `id`, seen from claim `scope` (null: every input counts). */
  const longest = (id: string, scope: string | null): number => {
    const entry = byId.get(id);
    if (!entry) return 0;
    const key = keyOf(entry, scope);
    const known = memo.get(key);
    if (known) return known.ms;
    if (visiting.has(key)) return 0;
    visiting.add(key);
    const shared = sharedBy(entry) !== null;
    // What the inputs are seen from: a shared call passes on its scope, any other entry its own claim.
    const own = shared ? scopeOf(entry, scope) : (entry.claimId ?? null);
    let best = 0;
    let prev: string | null = null;
    for (const dep of entry.dependsOn) {
      const input = byId.get(dep);
      if (!input) continue;
      // A shared call seen from one claim: another claim's inputs are not on this claim's chain.
      if (shared && own && input.claimId && input.claimId !== own) continue;
      const ms = longest(dep, own);
      if (prev === null || ms > best) {
        best = ms;
        prev = dep;
      }
    }
    visiting.delete(key);
    const total = best + Math.max(0, entry.endedAt - entry.startedAt - (entry.queuedMs ?? 0));
    memo.set(key, { ms: total, prev, prevScope: own });
    return total;
  };
  let end: { id: string; scope: string | null } = { id: trace[0]!.id, scope: null };
  let chainMs = -1;
  for (const entry of trace) {
    // A shared call ends a chain as seen from one of its claims (the longest of them).
    for (const scope of sharedBy(entry) ?? [null]) {
      const ms = longest(entry.id, scope);
      if (ms > chainMs) {
        chainMs = ms;
        end = { id: entry.id, scope };
      }
    }
  }
  const chain: string[] = [];
  let at: { id: string; scope: string | null } | null = end;
  while (at !== null && !chain.includes(at.id)) {
    chain.unshift(at.id);
    const entry = byId.get(at.id);
    const known: { prev: string | null; prevScope: string | null } | undefined = entry
      ? memo.get(keyOf(entry, at.scope))
      : undefined;
    at = known?.prev ? { id: known.prev, scope: known.prevScope } : null;
  }
  const wallMs = Math.max(...trace.map((e) => e.endedAt)) - Math.min(...trace.map((e) => e.startedAt));
  return { wallMs, chainMs, ratio: chainMs > 0 ? wallMs / chainMs : 1, chain };
}
