/**
 * Per-claim For and Against counts: the numbers the claim detail's For (n) / Against (n) columns show, from which the
 * Battlegrounds tab and "Where sources agree" also derive their words (so they never say "no disagreement" beside
 * a claim showing For 2 / Against 3).
 */
import type { Evidence, Verdict } from '../engine/schemas';
import { count } from './plural';

export interface ClaimSides {
  for: number;
  against: number;
}

/** For and Against per claim id (every piece of evidence read that takes that side, as the claim detail lists). */
export function claimSides(
  evidence: readonly Pick<Evidence, 'claimId' | 'stance'>[],
): Map<string, ClaimSides> {
  const out = new Map<string, ClaimSides>();
  for (const e of evidence) {
    if (e.stance !== 'supports' && e.stance !== 'refutes') continue;
    const sides = out.get(e.claimId) ?? { for: 0, against: 0 };
    if (e.stance === 'supports') sides.for++;
    else sides.against++;
    out.set(e.claimId, sides);
  }
  return out;
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
