/** Entity deduplication at 0.85 Ratcliff/Obershelp similarity (seed 000), blocked so 5,000 names stay fast. */
import { quickRatio, ratcliffObershelp } from '../text/ratcliff-obershelp';

interface DedupedEntities {
  /** Canonical names, first spelling seen wins, in first-seen order. */
  entities: string[];
  /** Every input spelling (trimmed) → its canonical name. */
  canonicalOf: Map<string, string>;
}

interface DedupeOptions {
  /** Similarity at which two names are one entity (config.graph.entitySimilarity). */
  threshold: number;
  /** Blocking key length (config.graph.blockPrefix). */
  prefix: number;
}

/** Lower case, accents stripped, punctuation to spaces, whitespace collapsed. */
export function normaliseEntity(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Greedy seed-000 deduplication. Candidates are blocked by the first and last `prefix` characters of the
 * space-free normalised name (two names at ≥ 0.85 share a long common block, almost always at one end), and
 * by length ratio and quick ratio (upper bounds of the real ratio) before Ratcliff/Obershelp runs.
 */
export function dedupeEntities(names: readonly string[], options: DedupeOptions): DedupedEntities {
  const { threshold, prefix } = options;
  const entities: string[] = [];
  const canonicalOf = new Map<string, string>();
  const exact = new Map<string, string>();
  const blocks = new Map<string, Array<{ norm: string; name: string }>>();

  for (const raw of names) {
    const name = raw.trim();
    if (!name || canonicalOf.has(name)) continue;
    const norm = normaliseEntity(name);
    if (!norm) continue;
    const known = exact.get(norm) ?? findSimilar(norm, blockKeys(norm, prefix), blocks, threshold);
    if (known) {
      canonicalOf.set(name, known);
      exact.set(norm, known);
      continue;
    }
    entities.push(name);
    canonicalOf.set(name, name);
    exact.set(norm, name);
    for (const key of blockKeys(norm, prefix)) blocks.set(key, [...(blocks.get(key) ?? []), { norm, name }]);
  }
  return { entities, canonicalOf };
}

/** Best canonical entity for a relation endpoint (exact, then fuzzy ≥ threshold), or undefined. */
export function matchEntity(name: string, deduped: DedupedEntities, threshold: number): string | undefined {
  const direct = deduped.canonicalOf.get(name.trim());
  if (direct) return direct;
  const norm = normaliseEntity(name);
  let best: { name: string; score: number } | undefined;
  for (const entity of deduped.entities) {
    const score = ratcliffObershelp(norm, normaliseEntity(entity));
    if (score >= threshold && (!best || score > best.score)) best = { name: entity, score };
  }
  return best?.name;
}

function blockKeys(norm: string, prefix: number): string[] {
  const compact = norm.replace(/ /g, '');
  return [`^${compact.slice(0, prefix)}`, `$${compact.slice(-prefix)}`];
}

function findSimilar(
  norm: string,
  keys: string[],
  blocks: Map<string, Array<{ norm: string; name: string }>>,
  threshold: number,
): string | undefined {
  const seen = new Set<string>();
  for (const key of keys) {
    for (const candidate of blocks.get(key) ?? []) {
      if (seen.has(candidate.norm)) continue;
      seen.add(candidate.norm);
      const [short, long] =
        norm.length <= candidate.norm.length
          ? [norm.length, candidate.norm.length]
          : [candidate.norm.length, norm.length];
      if ((2 * short) / (short + long) < threshold) continue;
      if (quickRatio(norm, candidate.norm) < threshold) continue;
      if (ratcliffObershelp(norm, candidate.norm) >= threshold) return candidate.name;
    }
  }
  return undefined;
}
