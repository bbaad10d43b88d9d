/** L2-regularised logistic regression fitted by Newton's method (deterministic), with feature standardisation. */

export interface LogisticModel {
  /** Subtracted from each feature before weighting (0 when not standardised). */
  mean: number[];
  /** Each feature is divided by this (1 when not standardised). */
  scale: number[];
  weights: number[];
  bias: number;
}

export interface FitOptions {
  /** L2 penalty on the weights (not the bias), per example: the loss is mean log-loss + lambda/2 · |w|². */
  lambda: number;
  standardise: boolean;
  /** Newton steps at most (it converges in a handful). */
  iterations?: number;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function probability(model: LogisticModel, x: readonly number[]): number {
  let z = model.bias;
  for (let j = 0; j < model.weights.length; j++)
    z += (model.weights[j]! * (x[j]! - model.mean[j]!)) / model.scale[j]!;
  return sigmoid(z);
}

/** Fits y ∈ {0, 1} on rows x (all the same length). */
export function fitLogistic(
  x: readonly number[][],
  y: readonly number[],
  options: FitOptions,
): LogisticModel {
  const n = x.length;
  const d = x[0]?.length ?? 0;
  const mean = new Array<number>(d).fill(0);
  const scale = new Array<number>(d).fill(1);
  if (options.standardise) {
    for (let j = 0; j < d; j++) {
      mean[j] = x.reduce((s, r) => s + r[j]!, 0) / n;
      const variance = x.reduce((s, r) => s + (r[j]! - mean[j]!) ** 2, 0) / n;
      scale[j] = variance > 1e-12 ? Math.sqrt(variance) : 1;
    }
  }
  // Column 0 is the bias; the rest are the (standardised) features.
  const rows = x.map((r) => [1, ...r.map((v, j) => (v - mean[j]!) / scale[j]!)]);
  const beta = new Array<number>(d + 1).fill(0);
  for (let step = 0; step < (options.iterations ?? 50); step++) {
    const gradient = new Array<number>(d + 1).fill(0);
    const hessian = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    rows.forEach((r, i) => {
      const p = sigmoid(r.reduce((s, v, j) => s + v * beta[j]!, 0));
      const w = Math.max(p * (1 - p), 1e-9);
      for (let a = 0; a <= d; a++) {
        gradient[a]! += ((p - y[i]!) * r[a]!) / n;
        for (let b = 0; b <= a; b++) hessian[a]![b]! += (w * r[a]! * r[b]!) / n;
      }
    });
    for (let a = 1; a <= d; a++) {
      gradient[a]! += options.lambda * beta[a]!;
      hessian[a]![a]! += options.lambda;
    }
    hessian[0]![0]! += 1e-9;
    for (let a = 0; a <= d; a++) for (let b = a + 1; b <= d; b++) hessian[a]![b] = hessian[b]![a]!;
    const delta = solve(hessian, gradient);
    let size = 0;
    for (let a = 0; a <= d; a++) {
      beta[a]! -= delta[a]!;
      size = Math.max(size, Math.abs(delta[a]!));
    }
    if (size < 1e-8) break;
  }
  return { mean, scale, weights: beta.slice(1), bias: beta[0]! };
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (A symmetric positive definite here). */
function solve(matrix: readonly number[][], rhs: readonly number[]): number[] {
  const m = matrix.map((row, i) => [...row, rhs[i]!]);
  const n = m.length;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (Math.abs(p) < 1e-15) continue;
    for (let r = c + 1; r < n; r++) {
      const f = m[r]![c]! / p;
      if (f !== 0) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  const out = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r]![n]!;
    for (let k = r + 1; k < n; k++) s -= m[r]![k]! * out[k]!;
    out[r] = Math.abs(m[r]![r]!) < 1e-15 ? 0 : s / m[r]![r]!;
  }
  return out;
}
