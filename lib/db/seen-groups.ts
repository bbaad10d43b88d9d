/** History's Claims view: the seen-before index's rows as one entry per distinct claim, searched and filtered. */
import type { VerdictLabel } from '../engine/schemas';
import type { SeenClaimRow } from './seen-rows';

/** One check of a distinct claim: which run, when, what it found, in which article. */
interface ClaimCheck {
  runId: string;
  claimId: string;
  checkedAt: number;
  label: VerdictLabel;
  text: string;
  url: string;
  site: string;
  title: string;
  sources: string[];
}

/** A distinct claim across all runs: its checks oldest first, the articles and sites that repeated it. */
export interface ClaimGroup {
  key: string;
  /** The newest telling of it. */
  text: string;
  latest: ClaimCheck;
  checks: ClaimCheck[];
  /** Each article once (by URL), newest first. */
  articles: { url: string; title: string; site: string }[];
  sites: string[];
  /** The verdicts in the order they were given, each once in a row ("refuted → contested"). */
  verdicts: VerdictLabel[];
  /** The verdict has not always been the same. */
  changed: boolean;
}

/** What the Claims view filters by: words, the latest verdict, a site that repeated it, changed verdicts only. */
export interface ClaimFilters {
  text: string;
  /** '' = any. */
  label: string;
  site: string;
  changedOnly: boolean;
}

export const EMPTY_CLAIM_FILTERS: ClaimFilters = { text: '', label: '', site: '', changedOnly: false };

/** Groups rows (any order) into distinct claims, the most recently checked first. */
export function groupClaims(rows: readonly SeenClaimRow[]): ClaimGroup[] {
  const byGroup = new Map<string, SeenClaimRow[]>();
  for (const row of rows) {
    const list = byGroup.get(row.group);
    if (list) list.push(row);
    else byGroup.set(row.group, [row]);
  }
  const groups: ClaimGroup[] = [];
  for (const [key, list] of byGroup) {
    const checks = list
      .map((r): ClaimCheck => ({
        runId: r.runId,
        claimId: r.claimId,
        checkedAt: r.checkedAt,
        label: r.label,
        text: r.text,
        url: r.url,
        site: r.site,
        title: r.title,
        sources: r.sources,
      }))
      .sort((a, b) => a.checkedAt - b.checkedAt || (a.runId < b.runId ? -1 : 1));
    const latest = checks[checks.length - 1]!;
    const articles = new Map<string, ClaimGroup['articles'][number]>();
    for (const c of [...checks].reverse())
      if (!articles.has(c.url)) articles.set(c.url, { url: c.url, title: c.title, site: c.site });
    const verdicts = checks.map((c) => c.label).filter((label, i, all) => i === 0 || all[i - 1] !== label);
    groups.push({
      key,
      text: latest.text,
      latest,
      checks,
      articles: [...articles.values()],
      sites: [...new Set([...articles.values()].map((a) => a.site))],
      verdicts,
      changed: new Set(checks.map((c) => c.label)).size > 1,
    });
  }
  return groups.sort((a, b) => b.latest.checkedAt - a.latest.checkedAt || (a.key < b.key ? -1 : 1));
}

/** The groups that pass the filters: every word (case-insensitive) in one of its tellings or article titles. */
export function filterClaims(groups: readonly ClaimGroup[], filters: ClaimFilters): ClaimGroup[] {
  const words = filters.text.toLowerCase().split(/\s+/).filter(Boolean);
  return groups.filter((g) => {
    if (filters.label && g.latest.label !== filters.label) return false;
    if (filters.site && !g.sites.includes(filters.site)) return false;
    if (filters.changedOnly && !g.changed) return false;
    if (words.length === 0) return true;
    const haystack = [...g.checks.map((c) => c.text), ...g.articles.map((a) => a.title)]
      .join('\n')
      .toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
