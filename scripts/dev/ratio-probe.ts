/**
 * Where a run's wall time goes beyond its queue-free chain: runs one article/profile cold against the sandbox with
 * the bench's latencies and prints the chain, the recorded queue waits by kind and the gaps (time a claim's next
 * step started after its dependencies had ended, which no entry records).
 *
 *   scripts/with-node22 tsx scripts/dev/ratio-probe.ts long quick all   (all 30 claims; omit `all` for the cap)
 *   scripts/with-node22 tsx scripts/dev/ratio-probe.ts --summary long:quick long:quick:all news:deep …   one line a run
 */
import { benchPipeline, floorWords } from '../../bench/pipeline-bench';
import type { Profile, TraceEntry } from '../../lib/engine';
import type { ArticleName } from '../../test/sandbox/server';

const args = process.argv.slice(2);
const summary = args.includes('--summary');
const specs = summary
  ? args.filter((a) => a !== '--summary').map((a) => a.split(':'))
  : [[args[0] ?? 'long', args[1] ?? 'quick', args[2] ?? '']];

function breakdown(trace: TraceEntry[]): void {
  const t0 = Math.min(...trace.map((t) => t.startedAt));
  const byId = new Map(trace.map((t) => [t.id, t]));
  const queued: Record<string, number> = {};
  const gaps: Record<string, { n: number; ms: number; max: number }> = {};
  for (const t of trace) {
    queued[t.kind] = (queued[t.kind] ?? 0) + (t.queuedMs ?? 0);
    const deps = t.dependsOn.map((d) => byId.get(d)).filter((d): d is TraceEntry => !!d);
    if (deps.length === 0) continue;
    const gap = t.startedAt - Math.max(...deps.map((d) => d.endedAt));
    const key = `${t.kind}:${t.fact.kind}`;
    const g = (gaps[key] ??= { n: 0, ms: 0, max: 0 });
    g.n += 1;
    g.ms += Math.max(0, gap);
    g.max = Math.max(g.max, gap);
  }
  console.log('queued by kind (ms):', queued);
  const reused = trace.filter((t) => t.kind === 'search' && t.detail.includes('reused'));
  console.log(
    `searches reused from another claim: ${reused.length}, time ${Math.round(reused.reduce((n, t) => n + t.endedAt - t.startedAt, 0))} ms, max ${Math.round(Math.max(0, ...reused.map((t) => t.endedAt - t.startedAt)))} ms`,
  );
  console.log('gaps after dependencies, by entry kind:');
  for (const [k, g] of Object.entries(gaps).sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${k}: ${g.n} entries, sum ${Math.round(g.ms)} ms, max ${Math.round(g.max)} ms`);
  const claims = new Map<string, TraceEntry[]>();
  for (const t of trace) if (t.claimId) claims.set(t.claimId, [...(claims.get(t.claimId) ?? []), t]);
  const spans = [...claims].map(([id, es]) => ({
    id,
    start: Math.min(...es.map((e) => e.startedAt)) - t0,
    end: Math.max(...es.map((e) => e.endedAt)) - t0,
  }));
  spans.sort((a, b) => b.end - a.end);
  console.log(
    'claim spans (start→end ms), latest first:',
    spans
      .slice(0, 8)
      .map((s) => `${s.id} ${Math.round(s.start)}→${Math.round(s.end)}`)
      .join(', '),
  );
  const last = spans[0];
  if (!last) return;
  console.log(`latest claim ${last.id}, its entries (start→end, queued):`);
  for (const e of (claims.get(last.id) ?? []).sort((a, b) => a.startedAt - b.startedAt))
    console.log(
      `  ${Math.round(e.startedAt - t0)}→${Math.round(e.endedAt - t0)} ${e.kind} ${e.purpose.slice(0, 70)}${e.queuedMs ? ` (queued ${Math.round(e.queuedMs)})` : ''} ${e.outcome}`,
    );
  const ends = trace.filter((t) => !t.claimId).sort((a, b) => a.startedAt - b.startedAt);
  console.log('run-level entries:');
  for (const e of ends)
    console.log(
      `  ${Math.round(e.startedAt - t0)}→${Math.round(e.endedAt - t0)} ${e.kind} ${e.purpose.slice(0, 70)}`,
    );
}

async function main(): Promise<void> {
  await benchPipeline({
    runs: specs.map(([name, profile, all]) => ({
      name: name as ArticleName,
      profile: profile as Profile,
      checkAll: all === 'all',
    })),
    onTrace: (s, trace, requests) => {
      if (summary) {
        const floorMs = s.slotFloor?.ms ?? 0;
        console.log(
          `${s.article}/${s.profile}${s.checkAll ? '/all' : ''}: wall ÷ slot floor ${floorMs > 0 ? (s.wallMs / floorMs).toFixed(3) : '–'} (floor ${floorMs} ms, bottleneck ${s.slotFloor?.bottleneck.resource}), load ${s.loadAverage?.join(' ')}, requests ${JSON.stringify(s.requestsByProvider)}; ${s.checkedClaims} checked, wall ${s.wallMs} ms, chain ${s.chainMs} ms, queue-free ratio ${s.queueFreeRatio}, ${floorWords(s.slotFloor)} (nominal chain ${s.slotFloor?.nominalChainMs} ms), model calls ${s.network.modelCalls}, search requests ${s.network.searches}`,
        );
        return;
      }
      const t0 = Math.min(...requests.map((r) => r.at));
      const providers: Record<string, { n: number; first: number; last: number }> = {};
      for (const r of requests.filter((q) => q.kind === 'search')) {
        const p = (providers[r.provider ?? '?'] ??= { n: 0, first: Infinity, last: 0 });
        p.n += 1;
        p.first = Math.min(p.first, r.at - t0);
        p.last = Math.max(p.last, r.at - t0);
      }
      console.log('search requests by provider (count, first→last sent ms):', providers);
      console.log(
        `${s.article}/${s.profile}${s.checkAll ? '/all' : ''}: ${s.checkedClaims} checked, wall ${s.wallMs}, chain ${s.chainMs}, queue-free ratio ${s.queueFreeRatio}, queued ${s.queuedMs} (search ${s.searchQueuedMs}), model ${s.network.modelCalls}, queries ${s.usage.searches}, search requests ${s.network.searches}, pages ${s.network.pageFetches}`,
      );
      console.log(
        `slot floor: ${floorWords(s.slotFloor)} (${JSON.stringify(s.slotFloor?.resources)}; nominal chain ${s.slotFloor?.nominalChainMs} ms)`,
      );
      console.log('chain:', s.chain.map((c) => `${c.kind}:${c.purpose.slice(0, 40)} ${c.ms}`).join(' → '));
      breakdown(trace);
    },
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
