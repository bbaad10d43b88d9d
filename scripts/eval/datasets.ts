/** Dataset loading for `npm run eval`: the JSONL files in ../shared/data (or CARTOGRAPHER_DATA_DIR), typed. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const FILES = {
  sentences: 'factcheckbench_subtask1_sentence_checkworthiness.jsonl',
  claims: 'factcheckbench_subtask2_claim_checkworthiness.jsonl',
  stances: 'factcheckbench_subtask3_claim_evidence_stance.jsonl',
  factuality: 'factcheckbench_subtask4_claim_factuality.jsonl',
  factool: 'factool_knowledge_qa.jsonl',
} as const;

export interface SentenceRow {
  sentence: string;
  checkworthy: string;
}
export interface ClaimRow {
  claim: string;
  checkworthy: string;
}
export interface StanceRow {
  claim: string;
  evidence: string;
  stance: string;
}
export type Factuality = 'true' | 'false' | 'not_enough_evidence';
export interface FactualityRow {
  claim: string;
  label: Factuality;
  revised_claim?: string;
}
export interface FactoolRow {
  prompt: string;
  response: string;
  claims: Array<{ claim: string; label: boolean }>;
}

export function dataDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.CARTOGRAPHER_DATA_DIR?.trim() || resolve(REPO_DIR, '../shared/data');
}

export function readJsonl<T>(file: string, dir = dataDir()): T[] {
  const path = join(dir, file);
  if (!existsSync(path)) {
    throw new Error(
      `Dataset not found: ${path}. Set CARTOGRAPHER_DATA_DIR to the folder holding ${file} (see ../shared/data/README.md).`,
    );
  }
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      try {
        return JSON.parse(line) as T;
      } catch {
        throw new Error(`${file} line ${i + 1} is not valid JSON.`);
      }
    });
}

/** Every dataset the eval reads, loaded once. */
export interface Datasets {
  dir: string;
  sentences: SentenceRow[];
  claims: ClaimRow[];
  stances: StanceRow[];
  factuality: FactualityRow[];
  factool: FactoolRow[];
}

export function loadDatasets(dir = dataDir()): Datasets {
  return {
    dir,
    sentences: readJsonl<SentenceRow>(FILES.sentences, dir),
    claims: readJsonl<ClaimRow>(FILES.claims, dir),
    stances: readJsonl<StanceRow>(FILES.stances, dir),
    factuality: readJsonl<FactualityRow>(FILES.factuality, dir),
    factool: readJsonl<FactoolRow>(FILES.factool, dir),
  };
}

/** Deterministic PRNG (mulberry32) so samples are the same on every run. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A proportional stratified sample of `size` rows (largest-remainder allocation per stratum, every non-empty
 * stratum gets at least one row), in the rows' original order. Returns every row when size ≥ rows.length.
 */
export function stratifiedSample<T>(
  rows: readonly T[],
  stratum: (row: T) => string,
  size: number,
  seed = 42,
): T[] {
  if (size >= rows.length) return [...rows];
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => groups.set(stratum(row), [...(groups.get(stratum(row)) ?? []), i]));
  const quotas = [...groups.entries()].map(([key, idx]) => {
    const exact = (idx.length * size) / rows.length;
    return { key, idx, take: Math.max(1, Math.floor(exact)), rest: exact - Math.floor(exact) };
  });
  let left = size - quotas.reduce((s, q) => s + q.take, 0);
  // The one-per-stratum floor can overshoot: take the excess back from the largest strata.
  for (const q of [...quotas].sort((a, b) => b.take - a.take || a.key.localeCompare(b.key))) {
    if (left >= 0) break;
    if (q.take > 1) {
      q.take -= 1;
      left += 1;
    }
  }
  for (const q of [...quotas].sort((a, b) => b.rest - a.rest || a.key.localeCompare(b.key))) {
    if (left <= 0) break;
    if (q.take < q.idx.length) {
      q.take += 1;
      left -= 1;
    }
  }
  const random = seededRandom(seed);
  const chosen: number[] = [];
  for (const q of quotas) {
    const idx = [...q.idx];
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [idx[i], idx[j]] = [idx[j]!, idx[i]!];
    }
    chosen.push(...idx.slice(0, Math.min(q.take, idx.length)));
  }
  return chosen.sort((a, b) => a - b).map((i) => rows[i]!);
}
