/**
 * Per-claim For and Against counts: the numbers the claim detail's For (n) / Against (n) columns show, from which the
 * Battlegrounds tab and "Where sources agree" also derive their words (so they never say "no disagreement" beside
 * a claim showing For 2 / Against 3).
 */
import type { Evidence, Verdict } from '../engine/schemas';
import { evidenceLean, type EvidenceLean } from '../engine/domain/scoring/evidence-lean';
import { count } from './plural';

export interface ClaimSides {
  for: number;
  against: number;
}

/**
 * For and Against per claim id (every piece of evidence read that takes that side, as the claim detail lists): the
 * counts of `evidenceLean`, the one function the lean's words come from too.
 */
export function claimSides(
  evidence: readonly Pick<Evidence, 'claimId' | 'stance'>[],
): Map<string, ClaimSides> {
  const byClaim = new Map<string, Pick<Evidence, 'stance'>[]>();
  for (const e of evidence) byClaim.set(e.claimId, [...(byClaim.get(e.claimId) ?? []), e]);
  const out = new Map<string, ClaimSides>();
  for (const [claimId, readings] of byClaim) {
    const lean = evidenceLean(readings);
    if (lean.for + lean.against > 0) out.set(claimId, { for: lean.for, against: lean.against });
  }
  return out;
}

/**
 * Which way a claim's evidence leans, in words that carry their own For and Against counts (from `evidenceLean`, as the
 * columns count them): "The evidence so far leans true (For 2 · Against 0)"; a claim whose sources only give context
 * leans nowhere: "No source found so far supports or contradicts it (For 0 · Against 0)".
 */
export function leanSentence(lean: EvidenceLean): string {
  const counts = sidesWords(lean);
  if (lean.lean === null)
    return lean.for + lean.against > 0
      ? `Sources found so far take both sides evenly (${counts})`
      : `No source found so far supports or contradicts it (${counts})`;
  return `The evidence so far leans ${lean.lean} (${counts})`;
}

/** Sources on both sides of the claim. */
export function isDisputed(sides: ClaimSides | undefined): boolean {
  return !!sides && sides.for > 0 && sides.against > 0;
}

/** "For 2 · Against 3". */
export function sidesWords(sides: ClaimSides | undefined): string {
  return `For ${sides?.for ?? 0} · Against ${sides?.against ?? 0}`;
}

/**
 * The Battlegrounds tab's opening line, from the battlegrounds and the same per-claim counts: it never says the
 * sources do not disagree while a claim has sources on both sides.
 */
export function battlegroundsLine(battlegrounds: number, disputed: number, title: string): string {
  if (battlegrounds > 0)
    return `${count(battlegrounds, 'point')} where credible sources disagree, in “${title}”.`;
  if (disputed > 0)
    return `No battleground between credible sources on both sides, but the sources found take both sides of ${count(disputed, 'claim')}:`;
  return 'No battlegrounds: no source found takes the other side of any claim.';
}

/**
 * The domains behind a claim's verdict, strongest first: its counted sources against it for a false verdict, for it
 * for a true one (the "refuted by cdc.gov" of a reported claim's line); none for any other verdict.
 */
export function verdictSources(
  verdict: Pick<Verdict, 'claimId' | 'label' | 'counted'> | null | undefined,
  evidence: readonly Pick<Evidence, 'id' | 'claimId' | 'stance' | 'domain' | 'strength'>[],
): string[] {
  if (!verdict) return [];
  const side = ['refuted', 'likely_false'].includes(verdict.label)
    ? 'refutes'
    : ['supported', 'likely_true'].includes(verdict.label)
      ? 'supports'
      : null;
  if (!side) return [];
  const counted = new Set(verdict.counted);
  const domains = evidence
    .filter((e) => e.claimId === verdict.claimId && e.stance === side && counted.has(e.id))
    .sort((a, b) => b.strength - a.strength)
    .map((e) => e.domain);
  return [...new Set(domains)];
}
