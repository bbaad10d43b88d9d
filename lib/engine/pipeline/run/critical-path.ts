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

/**
 * Longest chain by summed duration, following `dependsOn` (unknown ids ignored, cycles cut). A call's time waiting
 * for a free slot (`queuedMs`: per-host and model concurrency limits) is not on the chain, so a concurrency
 * bottleneck shows as a higher ratio instead of a longer chain.
 */
export function criticalPath(trace: TraceEntry[]): CriticalPath {
  if (trace.length === 0) return { wallMs: 0, chainMs: 0, ratio: 1, chain: [] };
  const byId = new Map(trace.map((e) => [e.id, e]));
  const memo = new Map<string, { ms: number; prev: string | null }>();
  const visiting = new Set<string>();
  const longest = (id: string): number => {
    const known = memo.get(id);
    if (known) return known.ms;
    const entry = byId.get(id);
    if (!entry || visiting.has(id)) return 0;
    visiting.add(id);
    let best = 0;
    let prev: string | null = null;
    for (const dep of entry.dependsOn) {
      if (!byId.has(dep)) continue;
      const ms = longest(dep);
      if (prev === null || ms > best) {
        best = ms;
        prev = dep;
      }
    }
    visiting.delete(id);
    const total = best + Math.max(0, entry.endedAt - entry.startedAt - (entry.queuedMs ?? 0));
    memo.set(id, { ms: total, prev });
    return total;
  };
  let endId = trace[0]!.id;
  let chainMs = -1;
  for (const entry of trace) {
    const ms = longest(entry.id);
    if (ms > chainMs) {
      chainMs = ms;
      endId = entry.id;
    }
  }
  const chain: string[] = [];
  for (let id: string | null = endId; id !== null && !chain.includes(id); id = memo.get(id)?.prev ?? null)
    chain.unshift(id);
  const wallMs = Math.max(...trace.map((e) => e.endedAt)) - Math.min(...trace.map((e) => e.startedAt));
  return { wallMs, chainMs, ratio: chainMs > 0 ? wallMs / chainMs : 1, chain };
}
