/**
 * Which way a claim's evidence leans, from the same readings its For and Against counts are made of: sources that only
 * give context (or are mixed, or off the claim) are on no side, so a claim with no source for or against leans nowhere.
 */
import type { Stance } from '../../schemas';

type Lean = 'true' | 'false';

export interface EvidenceLean {
  /** Readings that support the claim (the For count). */
  for: number;
  /** Readings that contradict it (the Against count). */
  against: number;
  /** Readings that partly support it. */
  mixed: number;
  /** Readings that give background only. */
  context: number;
  /** Readings found off the claim. */
  irrelevant: number;
  /**
   * Which way the evidence leans, or null when no reading takes a side. With readings on one side only it leans that
   * way; with both, the way the weighed veracity `g` points (null without it, or at an even split of counts).
   */
  lean: Lean | null;
}

/** The counts and the lean of one claim's readings (`g`: its veracity after weighing, when known). */
export function evidenceLean(readings: readonly { stance: Stance }[], g?: number): EvidenceLean {
  const out: EvidenceLean = { for: 0, against: 0, mixed: 0, context: 0, irrelevant: 0, lean: null };
  for (const { stance } of readings) {
    if (stance === 'supports') out.for++;
    else if (stance === 'refutes') out.against++;
    else if (stance === 'mixed') out.mixed++;
    else if (stance === 'context') out.context++;
    else out.irrelevant++;
  }
  out.lean = leanOf(out.for, out.against, g);
  return out;
}

function leanOf(support: number, refute: number, g: number | undefined): Lean | null {
  if (support === 0 && refute === 0) return null;
  if (refute === 0) return 'true';
  if (support === 0) return 'false';
  if (g !== undefined && g !== 0.5) return g > 0.5 ? 'true' : 'false';
  return support === refute ? null : support > refute ? 'true' : 'false';
}
