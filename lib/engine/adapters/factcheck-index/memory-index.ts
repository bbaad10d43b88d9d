/** The fact-check index in memory (the CLI's): postings of index terms, then the claim matcher on the best candidates. */
import {
  analyseClaim,
  indexTermsOf,
  matchAnalysed,
  type ClaimAnalysis,
  type ClaimText,
} from '../../domain/claims/claim-match';
import { CLAIM_MATCH, FACT_CHECK_INDEX } from '../../config';

/** Lookups remembered (a claim is looked up once per query it runs). */
const RECENT_LOOKUPS = 64;
import type { FactCheckHit, FactCheckLookup, FactCheckRecord } from './fact-check-record';

interface MemoryFactCheckIndex extends FactCheckLookup {
  /** Adds a record, with its index terms when they were stored with it (else they are worked out here). */
  add(record: FactCheckRecord, terms?: readonly string[]): void;
}

/** The claim a record reviewed, as the matcher reads it (its language when the feed gave one, else unknown). */
function reviewedClaim(record: FactCheckRecord): ClaimText {
  return { text: record.claimReviewed, lang: record.language ?? '' };
}

/** A record's index terms (`claimIndexTerms`): stored with it, so loading the index needs no matcher work. */
export function recordIndexTerms(record: FactCheckRecord): string[] {
  return indexTermsOf(analyseClaim(reviewedClaim(record)));
}

/**
 * Records and, per index term, the records that have it. A lookup weighs the terms a record shares with the claim
 * (rarer terms weigh more), runs the claim matcher on the `maxCandidatesPerClaim` best, and returns only its matches
 * (paraphrase, word order and language allowed; never across a different number, negation, person, place or year).
 * Only the records and their postings are kept: a record is analysed again only when it is a candidate.
 */
export function createMemoryFactCheckIndex(
  updatedAt: string,
  limits: { maxCandidatesPerClaim: number; commonTermShare: number; analysesKept: number } = FACT_CHECK_INDEX,
): MemoryFactCheckIndex {
  const records: FactCheckRecord[] = [];
  const postings = new Map<string, number[]>();
  let shared = new Float64Array(1024);
  let count = new Uint16Array(1024);
  const recent = new Map<string, FactCheckHit[]>();
  const analyses = new Map<number, ClaimAnalysis>();
  /** A candidate's analysis, kept for the next lookups (related claims share candidates), the oldest dropped. */
  const analysisOf = (id: number): ClaimAnalysis => {
    let analysis = analyses.get(id);
    if (!analysis) {
      analysis = analyseClaim(reviewedClaim(records[id]!));
      if (analyses.size >= limits.analysesKept) analyses.delete(analyses.keys().next().value!);
      analyses.set(id, analysis);
    }
    return analysis;
  };
  return {
    updatedAt,
    get size() {
      return records.length;
    },
    add(record, terms) {
      const id = records.length;
      records.push(record);
      for (const term of terms ?? recordIndexTerms(record)) {
        const list = postings.get(term);
        if (list) list.push(id);
        else postings.set(term, [id]);
      }
    },
    lookup(claim, limit) {
      if (limit <= 0 || records.length === 0) return [];
      const key = `${claim.lang}\u0000${claim.text}\u0000${limit}`;
      const remembered = recent.get(key);
      if (remembered) return remembered;
      const query = analyseClaim(claim);
      if (shared.length < records.length) {
        shared = new Float64Array(Math.max(records.length, shared.length * 2));
        count = new Uint16Array(shared.length);
      }
      const touched: number[] = [];
      // A term most records share (a common word, a frequent year) tells no record apart: it is not walked.
      const common = Math.max(limits.commonTermShare * records.length, 1_000);
      const terms = indexTermsOf(query).filter((term) => (postings.get(term)?.length ?? 0) <= common);
      for (const term of terms) {
        const list = postings.get(term);
        if (!list) continue;
        const weight = Math.log(1 + records.length / list.length);
        for (const id of list) {
          if (count[id] === 0) touched.push(id);
          shared[id] = shared[id]! + weight;
          count[id] = count[id]! + 1;
        }
      }
      // A match needs a weighted Dice of `minScore` over the words: a record sharing fewer than about half that share
      // of the claim's word terms cannot reach it, and is not read.
      const words = terms.filter((term) => !term.startsWith('#')).length;
      const needed = Math.max(1, Math.floor((CLAIM_MATCH.minScore * words) / 2));
      const candidates = best(touched, limits.maxCandidatesPerClaim, (id) =>
        count[id]! >= needed ? shared[id]! : -1,
      );
      for (const id of touched) {
        shared[id] = 0;
        count[id] = 0;
      }
      const hits: FactCheckHit[] = [];
      for (const id of candidates) {
        const record = records[id]!;
        const match = matchAnalysed(query, analysisOf(id));
        if (match.matched) hits.push({ record, score: match.score });
      }
      const answer = hits.sort((x, y) => y.score - x.score).slice(0, limit);
      // A claim is looked up once per query it runs (three or four): the latest answers are kept.
      if (recent.size >= RECENT_LOOKUPS) recent.delete(recent.keys().next().value!);
      recent.set(key, answer);
      return answer;
    },
  };
}

/** The `k` ids of highest score (a score below 0 is left out), best first, ties by lower id; no full sort. */
function best(ids: readonly number[], k: number, score: (id: number) => number): number[] {
  const top: { id: number; score: number }[] = [];
  for (const id of ids) {
    const value = score(id);
    if (value < 0) continue;
    if (top.length === k) {
      const worst = top[k - 1]!;
      if (value < worst.score || (value === worst.score && id > worst.id)) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && (top[at - 1]!.score < value || (top[at - 1]!.score === value && top[at - 1]!.id > id)))
      at--;
    top.splice(at, 0, { id, score: value });
  }
  return top.map((entry) => entry.id);
}
