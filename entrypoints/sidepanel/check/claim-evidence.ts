/** Claim detail view model: evidence for and against with its source, the queries tried, the trace. */
import { sourceCredibilityFor } from '@/lib/engine';
import type { Evidence, Query, SourceTier, StoredSource, TraceEntry } from '@/lib/engine';

export interface EvidenceView {
  evidence: Evidence;
  tier: SourceTier;
  /** 0..1, null when the source was not rated. */
  credibility: number | null;
  siteName: string;
}

export interface ClaimEvidence {
  supporting: EvidenceView[];
  refuting: EvidenceView[];
  /** Mixed and context evidence. */
  other: EvidenceView[];
  /** Evidence judged irrelevant (not listed, only counted). */
  irrelevant: number;
}

/** Evidence of one claim split by stance, each with its source's tier and credibility, strongest first. */
export function claimEvidence(
  claimId: string,
  evidence: readonly Evidence[],
  sources: readonly StoredSource[],
): ClaimEvidence {
  const byUrl = new Map(sources.map((source) => [source.url, source]));
  const result: ClaimEvidence = { supporting: [], refuting: [], other: [], irrelevant: 0 };
  for (const item of evidence) {
    if (item.claimId !== claimId) continue;
    if (item.stance === 'irrelevant') {
      result.irrelevant++;
      continue;
    }
    const source = byUrl.get(item.url);
    const view: EvidenceView = {
      evidence: item,
      tier: source?.tier ?? 'unknown',
      credibility: source ? sourceCredibilityFor(source, claimId) : null,
      siteName: item.domain || source?.domain || item.url,
    };
    if (item.stance === 'supports') result.supporting.push(view);
    else if (item.stance === 'refutes') result.refuting.push(view);
    else result.other.push(view);
  }
  const weight = (view: EvidenceView) =>
    view.evidence.strength * view.evidence.relevance * (view.credibility ?? 0.5);
  for (const list of [result.supporting, result.refuting, result.other])
    list.sort((x, y) => weight(y) - weight(x));
  return result;
}

const INTENT_ORDER = { neutral: 0, counter: 1, followup: 2 } as const;

/** Queries tried for a claim: by hop, neutral before counter before follow-up. */
export function claimQueries(claimId: string, queries: readonly Query[]): Query[] {
  return queries
    .filter((query) => query.claimId === claimId)
    .sort((x, y) => x.hop - y.hop || INTENT_ORDER[x.intent] - INTENT_ORDER[y.intent]);
}

/** The trace rows about one claim, in the order they were written. */
export function claimTrace<T extends Pick<TraceEntry, 'claimId'>>(claimId: string, trace: readonly T[]): T[] {
  return trace.filter((entry) => entry.claimId === claimId);
}
