/** Seed 001 sigmoid impact and log-odds helpers: bounded evidence impact in log-odds space. */
import type { EngineConfig } from '../../config';

/** relevance · Lmax · sigmoid(k · (strength − x0)); strength 0.1 / 0.5 / 0.9 → 0.036 / 1.0 / 1.964. */
export function sigmoidImpact(strength: number, relevance: number, config: EngineConfig): number {
  const { k, x0, lMax } = config.belief;
  return relevance * lMax * logistic(k * (strength - x0));
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** log(p / (1 − p)), with p kept away from 0 and 1 so the result is finite. */
export function logit(p: number): number {
  const q = Math.min(1 - 1e-9, Math.max(1e-9, p));
  return Math.log(q / (1 - q));
}
