/**
 * One query's searches as one outcome: its own words to some providers and its claim's subject to the reference ones
 * (`subject-lookup.ts`) are two searches, each maybe shared with other claims; the query sees their results merged.
 */
import { normalizeUrl, urlIdentity } from '../../domain/url';
import type { SearchResult } from '../../schemas';
import type { SearchAllOutcome } from '../context/engine-deps';

type Merged = SearchResult & { providers?: readonly string[] };

/** An outcome without the providers a search was told to leave to the other search (they were not skipped). */
export function withoutExcluded(outcome: SearchAllOutcome, excluded: ReadonlySet<string>): SearchAllOutcome {
  const notAsked = outcome.notAsked?.filter((p) => !excluded.has(p));
  const { notAsked: _dropped, ...rest } = outcome;
  return {
    ...rest,
    skipped: outcome.skipped.filter((p) => !excluded.has(p)),
    ...(notAsked?.length ? { notAsked } : {}),
  };
}

/**
 * The outcomes as one: results interleaved by rank (the first outcome's first on a tie), each page once (by
 * `urlIdentity`) with every provider that found it, renumbered 1..n; who answered, failed, was skipped or cached.
 */
export function combineOutcomes(outcomes: readonly SearchAllOutcome[]): SearchAllOutcome {
  if (outcomes.length === 1) return outcomes[0]!;
  const entries = outcomes
    .flatMap((o, order) => o.results.map((result: Merged) => ({ result, order })))
    .sort((a, b) => a.result.rank - b.result.rank || a.order - b.order);
  const byKey = new Map<string, SearchResult & { providers: string[] }>();
  for (const { result } of entries) {
    const key = urlIdentity(result.url);
    const found = result.providers ?? [result.provider];
    const existing = byKey.get(key);
    if (!existing) {
      byKey.set(key, { ...result, url: normalizeUrl(result.url), providers: [...found] });
      continue;
    }
    for (const p of found) if (!existing.providers.includes(p)) existing.providers.push(p);
    existing.rating ??= result.rating;
    existing.publishedAt ??= result.publishedAt;
    if (existing.snippet === '' && result.snippet !== '') existing.snippet = result.snippet;
  }
  const union = (pick: (o: SearchAllOutcome) => readonly string[] | undefined) => [
    ...new Set(outcomes.flatMap((o) => pick(o) ?? [])),
  ];
  const notAsked = union((o) => o.notAsked).filter((p) => !outcomes.some((o) => o.answered.includes(p)));
  return {
    results: [...byKey.values()].map((result, index) => ({ ...result, rank: index + 1 })),
    answered: union((o) => o.answered),
    failures: outcomes.flatMap((o) => o.failures),
    skipped: union((o) => o.skipped),
    cached: union((o) => o.cached),
    ...(notAsked.length ? { notAsked } : {}),
  };
}
