/** One vote per independent source: pages of one domain, copies of one text (reworded or not) and same-day twins collapse. */
import type { EngineConfig } from '../../config';
import { claimWordsOf, isSharedText, textOverlap, textProfile } from '../text/shared-text';
import { jaccard, shingles } from '../text/shingles';
import { hashWord, signatureOverlap, type TextSignature } from '../text/text-signature';
import type { AssessedEvidence } from './assess-evidence';

/** Why a member is in its group: the same domain, text (verbatim or reworded), first appearance, or template with text. */
type MergeReason = 'domain' | 'text' | 'first-appearance' | 'template';

export interface SourceGroup {
  /** The member whose vote counts (largest impact; ties broken by URL, never by input order). */
  representative: AssessedEvidence;
  members: AssessedEvidence[];
  /** Vote on G: the largest signed impact; 0 when equal support and refutation tie inside the group. */
  gVote: number;
  /** Per member other than the representative (same order as `members`): why it joined the group. */
  mergedBy?: MergeReason[];
}

/** What the grouping knows of the claim: its words are left out when texts are compared. */
export interface GroupingContext {
  claimText?: string;
  lang?: string | null;
}

/** Groups the directional evidence (supports / refutes / mixed). Result order is deterministic. */
export function groupIndependentSources(
  items: AssessedEvidence[],
  config: EngineConfig,
  context: GroupingContext = {},
): SourceGroup[] {
  const sorted = [...items].sort(byStrongest);
  const identity = (e: AssessedEvidence): SourceIdentity => ({
    domain: e.tier.domain,
    text: e.text,
    publishedAt: e.publishedAt,
    ...(e.signature ? { signature: e.signature } : {}),
    ...(e.template ? { template: e.template } : {}),
  });
  return groupSameSourceWhy(sorted, identity, config, context).map(({ members, reasons }) => {
    const representative = members[0] as AssessedEvidence;
    const top = Math.abs(representative.gImpact);
    const tied = members.filter((m) => Math.abs(m.gImpact) === top);
    const signs = new Set(tied.map((m) => Math.sign(m.gImpact)));
    const gVote = signs.has(1) && signs.has(-1) ? 0 : representative.gImpact;
    return { representative, members, gVote, ...(reasons.length > 0 ? { mergedBy: reasons } : {}) };
  });
}

/** What the grouping compares of an item. */
export interface SourceIdentity {
  domain: string;
  text: string;
  publishedAt?: string | null;
  /** The whole page's words, sketched; absent for a snippet. */
  signature?: TextSignature;
  /** The page's template key (byline and site-name pattern); absent when it shows none. */
  template?: string;
}

/**
 * Items that are one source, transitively: pages of one (non-empty) domain; texts whose word shingles overlap by
 * `belief.duplicateSimilarity` (Jaccard: verbatim copies); passages that share their sentences or words though
 * reworded, or whole pages that share their words (`belief.copies`, claim words aside); or texts that share words at
 * `belief.sameDateTermOverlap` and were published within `belief.sameDateWindowHours` of each other or on one page
 * template (byline and site-name pattern). Groups come in the order of their first item, members in the items' order,
 * so a caller that sorts strongest first gets each group's strongest item first.
 */
export function groupSameSource<T>(
  items: T[],
  identity: (item: T) => SourceIdentity,
  config: EngineConfig,
  context: GroupingContext = {},
): T[][] {
  return groupSameSourceWhy(items, identity, config, context).map((g) => g.members);
}

/** `groupSameSource` with, per member after the first, why it joined (the link that first reached it). */
function groupSameSourceWhy<T>(
  items: T[],
  identity: (item: T) => SourceIdentity,
  config: EngineConfig,
  context: GroupingContext = {},
): { members: T[]; reasons: MergeReason[] }[] {
  const parent = items.map((_, i) => i);
  const why = new Map<number, MergeReason>();
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] as number;
    return r;
  };
  const union = (a: number, b: number, reason: MergeReason): void => {
    const [ra, rb] = [find(a), find(b)];
    if (ra === rb) return;
    const [root, child] = ra < rb ? [ra, rb] : [rb, ra];
    parent[child] = root;
    if (!why.has(child)) why.set(child, reason);
  };
  const ids = items.map(identity);
  const b = config.belief;
  const sets = ids.map((id) => shingles(id.text, b.shingleSize));
  const claimWords = claimWordsOf(context.claimText ?? '', context.lang);
  const claimHashes = new Set([...claimWords].map(hashWord));
  const profiles = ids.map((id) => textProfile(id.text, b.copies, claimWords, context.lang));
  const times = ids.map((id) => (id.publishedAt ? Date.parse(id.publishedAt) : Number.NaN));
  const windowMs = b.sameDateWindowHours * 60 * 60 * 1000;
  for (let i = 0; i < items.length; i += 1) {
    for (let j = i + 1; j < items.length; j += 1) {
      const [x, y] = [ids[i]!, ids[j]!];
      if (x.domain !== '' && x.domain === y.domain) {
        union(i, j, 'domain');
        continue;
      }
      if (jaccard(sets[i]!, sets[j]!) >= b.duplicateSimilarity) {
        union(i, j, 'text');
        continue;
      }
      const passages = textOverlap(profiles[i]!, profiles[j]!, b.copies);
      const [si, sj] = [x.signature, y.signature];
      const pages = si && sj ? signatureOverlap(si, sj, claimHashes) : { sharedTerms: 0, termOverlap: 0 };
      const enough = (o: { sharedTerms: number; termOverlap: number }, share: number) =>
        o.sharedTerms >= b.copies.minSharedTerms && o.termOverlap >= share;
      if (isSharedText(passages, b.copies) || enough(pages, b.copies.pageTermOverlap)) union(i, j, 'text');
      else if (enough(passages, b.sameDateTermOverlap) || enough(pages, b.sameDateTermOverlap)) {
        // Shared text short of a copy: one source when it also first appeared together, or on one template.
        if (Math.abs(times[i]! - times[j]!) <= windowMs) union(i, j, 'first-appearance');
        else if (x.template !== undefined && x.template === y.template) union(i, j, 'template');
      }
    }
  }
  const byRoot = new Map<number, { members: T[]; reasons: MergeReason[] }>();
  items.forEach((item, i) => {
    const root = find(i);
    const group = byRoot.get(root);
    if (!group) byRoot.set(root, { members: [item], reasons: [] });
    else {
      group.members.push(item);
      // Every item that is not a root was one when it was attached, and got its reason then.
      group.reasons.push(why.get(i) ?? 'text');
    }
  });
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
