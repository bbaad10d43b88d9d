/**
 * Where a run's wall time exceeds its slot floor: runs one article/profile cold against the sandbox (in its own
 * process, the bench's latencies) and prints, from the sandbox's request log, when extraction ended, each provider's
 * first request after it, and the time each resource had a free slot between extraction's end and its last answer
 * (slot-idle), with its longest idle stretches; then a one-second timeline of requests in flight per resource.
 *
 *   scripts/with-node22 tsx scripts/dev/slot-timeline.ts long quick all   (all 30 claims; omit `all` for the cap)
 */
import { benchPipeline, LATENCY, MODEL_CONCURRENCY } from '../../bench/pipeline-bench';
import { searchLimitsOf } from '../../bench/lib/slot-floor';
import { ENGINE_CONFIG, type Profile } from '../../lib/engine';
import type { ArticleName, SandboxRequest } from '../../test/sandbox/server';

const [name = 'long', profile = 'quick', all = ''] = process.argv.slice(2);

interface Busy {
  start: number;
  end: number;
}

/** Requests of a resource as busy intervals (arrival + the sandbox's latency; a model call: to its answer's mean). */
function intervals(requests: SandboxRequest[], t0: number, ms: number): Busy[] {
  return requests.map((r) => ({ start: r.at - t0, end: r.at - t0 + ms })).sort((a, b) => a.start - b.start);
}

/** Time with fewer than `slots` in flight between `from` and the last end, and the longest such stretches. */
function idle(busy: Busy[], slots: number, from: number): { ms: number; stretches: string[] } {
  const end = Math.max(...busy.map((b) => b.end));
  const edges = busy
    .flatMap((b) => [
      [b.start, 1],
      [b.end, -1],
    ])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let inFlight = 0;
  let at = from;
  let ms = 0;
  const stretches: { from: number; to: number; free: number }[] = [];
  for (const [t, d] of edges) {
    const now = Math.max(t!, from);
    if (now > at && inFlight < slots) {
      ms += ((now - at) * (slots - inFlight)) / slots;
      stretches.push({ from: at, to: now, free: slots - inFlight });
    }
    at = Math.max(at, now);
    inFlight += d!;
  }
  void end;
  return {
    ms,
    stretches: stretches
      .filter((s) => s.to - s.from >= 100)
      .sort((a, b) => (b.to - b.from) * b.free - (a.to - a.from) * a.free)
      .slice(0, 6)
      .map((s) => `${Math.round(s.from)}→${Math.round(s.to)} (${s.free} free)`),
  };
}

/** Stretches the event loop was held (a 10 ms timer late by more than 100 ms), epoch ms. */
const held: { from: number; to: number }[] = [];
let last = Date.now();
setInterval(() => {
  const now = Date.now();
  if (now - last > 110) held.push({ from: last, to: now });
  last = now;
}, 10).unref();

async function main(): Promise<void> {
  await benchPipeline({
    runs: [{ name: name as ArticleName, profile: profile as Profile, checkAll: all === 'all' }],
    onTrace: (s, trace, requests) => {
      const t0 = Math.min(...requests.map((r) => r.at));
      const traceT0 = Math.min(...trace.map((t) => t.startedAt));
      console.log(
        `first request ${Math.round(t0 - traceT0)} ms after the first trace entry; first requests:`,
      );
      for (const r of requests.slice(0, 4))
        console.log(
          `  ${Math.round(r.at - t0)} ms ${r.kind} ${r.method} ${r.path.slice(0, 50)} ${r.schemaName ?? ''}`,
        );
      console.log('trace entries starting before the first search:');
      const firstSearch = Math.min(...trace.filter((t) => t.kind === 'search').map((t) => t.startedAt));
      for (const t of trace
        .filter((e) => e.startedAt <= firstSearch)
        .sort((a, b) => a.startedAt - b.startedAt))
        console.log(
          `  ${Math.round(t.startedAt - t0)}→${Math.round(t.endedAt - t0)} ms ${t.kind} ${t.purpose.slice(0, 60)}`,
        );
      const chats = requests.filter((r) => r.kind === 'model' && r.path.endsWith('/chat/completions'));
      const extraction = chats.filter((r) => r.schemaName === 'extract_claims');
      const extractionEnd =
        Math.max(...extraction.map((r) => r.at - t0)) + LATENCY.modelMs + LATENCY.modelJitterMs / 2;
      const { searchLimits } = searchLimitsOf(ENGINE_CONFIG);
      const floor = s.slotFloor?.ms ?? 0;
      console.log(
        `${s.article}/${s.profile}${s.checkAll ? '/all' : ''}: wall ${s.wallMs} ms, floor ${floor} ms, ratio ${(s.wallMs / floor).toFixed(3)}, load ${s.loadAverage?.join(' ')}, engine CPU ${s.engineCpuMs} ms`,
      );
      console.log(
        `extraction: ${extraction.length} call(s), last answered ≈ ${Math.round(extractionEnd)} ms after the run's first request`,
      );
      const resources = new Map<string, { reqs: SandboxRequest[]; slots: number; ms: number }>();
      resources.set('model', {
        reqs: chats.filter((r) => r.schemaName !== 'extract_claims'),
        slots: Math.min(MODEL_CONCURRENCY, ENGINE_CONFIG.model.concurrency),
        ms: LATENCY.modelMs + LATENCY.modelJitterMs / 2,
      });
      for (const r of requests.filter((q) => q.kind === 'search')) {
        const p = r.provider ?? '?';
        const entry = resources.get(p) ?? {
          reqs: [],
          slots: searchLimits[p]?.concurrency ?? 1,
          ms: LATENCY.searchMs,
        };
        entry.reqs.push(r);
        resources.set(p, entry);
      }
      const pages = requests.filter((r) => r.kind === 'page');
      console.log(
        `pages: ${pages.length}, first at ${Math.round(Math.min(...pages.map((r) => r.at - t0)))} ms`,
      );
      const timelines: Record<string, Busy[]> = {};
      for (const [resource, { reqs, slots, ms }] of resources) {
        if (reqs.length === 0) continue;
        const busy = intervals(reqs, t0, ms);
        timelines[resource] = busy;
        const first = busy[0]!.start;
        const last = Math.max(...busy.map((b) => b.end));
        const free = idle(busy, slots, extractionEnd);
        console.log(
          `${resource}: ${reqs.length} requests on ${slots} slot(s); first ${Math.round(first)} ms (${Math.round(first - extractionEnd)} after extraction), last answer ${Math.round(last)} ms; busy-floor ${Math.round((reqs.length * ms) / slots)} ms; slot-idle after extraction ${Math.round(free.ms)} ms; longest: ${free.stretches.join(', ')}`,
        );
      }
      const end = Math.max(...Object.values(timelines).flatMap((b) => b.map((x) => x.end)));
      const line = (resource: string) => {
        const busy = timelines[resource]!;
        const cells: string[] = [];
        for (let t = 0; t < end; t += 1000) {
          const n = busy.filter((b) => b.start < t + 1000 && b.end > t).length;
          cells.push(n > 9 ? '+' : String(n));
        }
        return `${resource.padEnd(10)} ${cells.join('')}`;
      };
      const mine = held.filter((h) => h.from >= t0);
      console.log(
        `event loop held > 100 ms: ${mine.length} times, ${Math.round(mine.reduce((n, h) => n + h.to - h.from, 0))} ms in all; longest: ${[
          ...mine,
        ]
          .sort((a, b) => b.to - b.from - (a.to - a.from))
          .slice(0, 8)
          .map((h) => `${Math.round(h.from - t0)}→${Math.round(h.to - t0)}`)
          .join(', ')}`,
      );
      console.log('requests touching each second (0 = idle):');
      for (const resource of Object.keys(timelines)) console.log(line(resource));
      console.log(
        `pages      ${(() => {
          const busy = intervals(pages, t0, LATENCY.pageMs);
          const cells: string[] = [];
          for (let t = 0; t < end; t += 1000) {
            const n = busy.filter((b) => b.start < t + 1000 && b.end > t).length;
            cells.push(n > 9 ? '+' : String(n));
          }
          return cells.join('');
        })()}`,
      );
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
