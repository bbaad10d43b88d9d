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
  const parent = sorted.map((_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  const union = (a: number, b: number): void => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const sets = sorted.map((e) => shingles(e.text, config.belief.shingleSize));
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i] as AssessedEvidence;
      const b = sorted[j] as AssessedEvidence;
      const sameDomain = a.tier.domain !== '' && a.tier.domain === b.tier.domain;
      if (
        sameDomain ||
        jaccard(sets[i] as Set<string>, sets[j] as Set<string>) >= config.belief.duplicateSimilarity
      )
        union(i, j);
    }
  }
  const byRoot = new Map<number, AssessedEvidence[]>();
  sorted.forEach((e, i) => byRoot.set(find(i), [...(byRoot.get(find(i)) ?? []), e]));
  return [...byRoot.values()].map((members) => {
    const representative = members[0] as AssessedEvidence;
    const top = Math.abs(representative.gImpact);
    const tied = members.filter((m) => Math.abs(m.gImpact) === top);
    const signs = new Set(tied.map((m) => Math.sign(m.gImpact)));
    const gVote = signs.has(1) && signs.has(-1) ? 0 : representative.gImpact;
    return { representative, members, gVote };
  });
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
