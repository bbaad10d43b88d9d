/** One vote per independent source: pages of one registrable domain and copies of one text collapse to a group. */
import type { EngineConfig } from '../../config';
import { jaccard, shingles } from '../text/shingles';
import type { AssessedEvidence } from './assess-evidence';

export interface SourceGroup {
  /** The member whose vote counts (largest impact; ties broken by URL, never by input order). */
  representative: AssessedEvidence;
  members: AssessedEvidence[];
  /** Vote on G: the largest signed impact; 0 when equal support and refutation tie inside the group. */
  gVote: number;
}

/** Groups the directional evidence (supports / refutes / mixed). Result order is deterministic. */
export function groupIndependentSources(items: AssessedEvidence[], config: EngineConfig): SourceGroup[] {
  const sorted = [...items].sort(byStrongest);
  return groupSameSource(sorted, (e) => ({ domain: e.tier.domain, text: e.text }), config).map((members) => {
    const representative = members[0] as AssessedEvidence;
    const top = Math.abs(representative.gImpact);
    const tied = members.filter((m) => Math.abs(m.gImpact) === top);
    const signs = new Set(tied.map((m) => Math.sign(m.gImpact)));
    const gVote = signs.has(1) && signs.has(-1) ? 0 : representative.gImpact;
    return { representative, members, gVote };
  });
}

/**
 * Items that are one source: pages of one (non-empty) domain, or texts whose word shingles overlap by
 * `belief.duplicateSimilarity` (Jaccard), transitively. Groups come in the order of their first item, members in
 * the items' order, so a caller that sorts strongest first gets each group's strongest item first.
 */
export function groupSameSource<T>(
  items: T[],
  identity: (item: T) => { domain: string; text: string },
  config: EngineConfig,
): T[][] {
  const parent = items.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  const union = (a: number, b: number): void => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const ids = items.map(identity);
  const sets = ids.map((id) => shingles(id.text, config.belief.shingleSize));
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const [a, b] = [ids[i]!, ids[j]!];
      const sameDomain = a.domain !== '' && a.domain === b.domain;
      if (sameDomain || jaccard(sets[i]!, sets[j]!) >= config.belief.duplicateSimilarity) union(i, j);
    }
  }
  const byRoot = new Map<number, T[]>();
  items.forEach((item, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), item]));
  return [...byRoot.values()];
}

/** Strongest first: |G impact|, then overall impact, then URL, then text — so input order never matters. */
function byStrongest(a: AssessedEvidence, b: AssessedEvidence): number {
  return (
    Math.abs(b.gImpact) - Math.abs(a.gImpact) ||
    b.impact - a.impact ||
    Math.sign(b.gImpact) - Math.sign(a.gImpact) ||
    compare(a.url, b.url) ||
    compare(a.text, b.text) ||
    compare(a.stance, b.stance)
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
