/** Small statistics and timing helpers for the benchmarks (medians, rounding). */
import { performance } from 'node:perf_hooks';

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Runs `fn` `reps` times (after `warmup` untimed runs) and returns every duration in ms. */
export async function timeReps(reps: number, fn: () => unknown, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const out: number[] = [];
  for (let i = 0; i < reps; i += 1) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
