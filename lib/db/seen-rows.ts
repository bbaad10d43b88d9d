/** What the seen-before index keeps of a finished run: one row per checked claim, with its seen-before index keys. */
import { SEEN_BEFORE } from '../engine/config';
import {
  analyseClaim,
  matchAnalysed,
  type ClaimAnalysis,
  type ClaimText,
} from '../engine/domain/claims/claim-match';
import { seenKeysOf, termBitsOf, type TermBits } from './seen-keys';
import { siteOf } from '../engine/domain/url';
import { isFinished } from '../engine/pipeline/context/run-state';
import type { SeenCheck, SeenMatch, StoredVerdict } from '../engine/ports';
import { UNCHECKABLE_KINDS, type Claim, type Evidence, type Run } from '../engine/schemas';

/**
 * A stored earlier check: the check, the multi-entry index terms a lookup reads, and the matcher's analysis of its
 * claim (IndexedDB keeps Maps and Sets), so a lookup never analyses its candidates again.
 */
export type SeenClaimRow = SeenCheck & { terms: string[]; analysis?: ClaimAnalysis; bits?: TermBits };

/** Sources named per earlier check. */
const SOURCES_KEPT = 4;

/**
 * Rows for a run: every checkable claim with a final verdict, once the run has ended (a run still going, or one
 * that failed, has checked nothing yet). `group` is the row's own key: the index sets it to an earlier match's.
 */
export function seenRowsOfRun(
  run: Run,
  claims: readonly Claim[],
  verdicts: readonly StoredVerdict[],
  evidence: readonly Evidence[],
  made: ReadonlyMap<string, ReturnType<typeof analysed>> = new Map(),
): SeenClaimRow[] {
  if (!hasCheckedClaims(run)) return [];
  const byClaim = new Map(verdicts.map((v) => [v.claimId, v]));
  const domainOf = new Map(evidence.map((e) => [e.id, e.domain]));
  const rows: SeenClaimRow[] = [];
  for (const claim of claims) {
    const verdict = byClaim.get(claim.id);
    if (!verdict || verdict.provisional || UNCHECKABLE_KINDS.includes(claim.kind)) continue;
    const lang = run.article.lang;
    const sources = [
      ...new Set(verdict.counted.flatMap((id) => (domainOf.has(id) ? [domainOf.get(id)!] : []))),
    ];
    rows.push({
      runId: run.id,
      claimId: claim.id,
      text: claim.text,
      lang,
      kind: claim.kind,
      checkedAt: run.createdAt,
      label: verdict.label,
      confidence: verdict.confidence,
      fromEvidence:
        (verdict.veracityFrom ?? (verdict.counted.length > 0 ? 'evidence' : 'prior')) === 'evidence',
      sources: sources.slice(0, SOURCES_KEPT),
      url: run.article.url,
      site: siteOf(run.article.url),
      title: run.article.title,
      // Its own distinct claim until the index finds an earlier telling of it.
      group: `${run.id}/${claim.id}`,
      ...(made.get(claim.id) ?? analysed({ text: claim.text, lang })),
    });
  }
  return rows;
}

/** A run that has ended, not failed: its claims with a final verdict are checked claims. */
function hasCheckedClaims(run: Run): boolean {
  return isFinished(run.status) && run.status !== 'failed';
}

/** The claims of `run` that can become rows (checkable, once it has ended), each analysed as a row keeps it. */
export function analysedClaims(run: Run, claims: readonly Claim[]): Map<string, ReturnType<typeof analysed>> {
  if (!hasCheckedClaims(run)) return new Map();
  const checkable = claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  return new Map(checkable.map((c) => [c.id, analysed({ text: c.text, lang: run.article.lang })]));
}

/**
 * The candidates that share the most terms with a claim (`shared` counts per candidate key), best first: at most
 * `SEEN_BEFORE.candidatesPerClaim`.
 */
export function bestCandidates<K>(
  shared: Map<K, number>,
  limit: number = SEEN_BEFORE.candidatesPerClaim,
): K[] {
  return [...shared.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([key]) => key);
}

/**
 * The earlier checks among `candidates` the claim matcher matches with `claim` (never across a different number,
 * negation, person, place or year): best match first, then newest; at most `SEEN_BEFORE.matchesPerClaim`.
 */
export function matchSeen(claim: ClaimAnalysis, candidates: readonly SeenCheck[]): SeenMatch[] {
  const hits: SeenMatch[] = [];
  for (const check of candidates) {
    const stored = 'analysis' in check ? (check as SeenClaimRow).analysis : undefined;
    // A row stored before the matcher read word order (no `sequence`) is read again from its text.
    const current = stored && Array.isArray(stored.sequence) ? stored : undefined;
    const match = matchAnalysed(claim, current ?? analysisOf(check));
    if (match.matched) hits.push({ check: stripTerms(check), score: match.score });
  }
  return hits
    .sort((a, b) => b.score - a.score || b.check.checkedAt - a.check.checkedAt)
    .slice(0, SEEN_BEFORE.matchesPerClaim);
}

/** The check without its index terms and analysis (what leaves the store). */
export function stripTerms(check: SeenCheck | SeenClaimRow): SeenCheck {
  if (!('terms' in check)) return check;
  const { terms: _terms, analysis: _analysis, bits: _bits, ...rest } = check;
  return rest;
}

/**
 * A claim's index keys, its term bits and its analysis as a row keeps it (without the term order, used for keys
 * only).
 */
export function analysed(claim: ClaimText): { terms: string[]; bits: TermBits; analysis: ClaimAnalysis } {
  const analysis = analyseClaim(claim);
  return { terms: seenKeysOf(analysis), bits: termBitsOf(analysis), analysis: { ...analysis, order: [] } };
}

/** Analyses of earlier claims kept between lookups (an article's claims meet the same candidates again). */
const analyses = new Map<string, ClaimAnalysis>();
const ANALYSES_KEPT = 4_096;

function analysisOf(check: SeenCheck): ClaimAnalysis {
  const key = `${check.lang}\u0000${check.text}`;
  const kept = analyses.get(key);
  if (kept) return kept;
  const made = analyseClaim({ text: check.text, lang: check.lang });
  if (analyses.size >= ANALYSES_KEPT) analyses.delete(analyses.keys().next().value as string);
  analyses.set(key, made);
  return made;
}
