/** A professional fact-check's rating in words ("Pants on Fire", "Mostly true", "Falsch") as a stance. */
import type { Stance } from '../schemas';

const FALSE =
  /\b(?:false|pants on fire|incorrect|wrong|fake|fabricated|debunked|not true|untrue|mostly false|misleading|no evidence|unsupported|baseless|falsch|irreführend|frei erfunden|unbelegt|faux|trompeur|infondé|inexact)\b/i;
const TRUE = /\b(?:true|correct|accurate|mostly true|verified|richtig|zutreffend|stimmt|vrai|exact)\b/i;
const MIXED =
  /\b(?:half true|mixed|mixture|partly|partially|half-true|teilweise|en partie|missing context|needs context)\b/i;

/** Stance a rating expresses about the claim it reviews, or null when the words are not a verdict. */
export function ratingStance(rating: string | null | undefined): { stance: Stance; strength: number } | null {
  if (!rating) return null;
  if (MIXED.test(rating)) return { stance: 'mixed', strength: 0.6 };
  if (/\b(?:mostly false|misleading|irreführend|trompeur|missing context)\b/i.test(rating))
    return { stance: 'refutes', strength: 0.7 };
  if (FALSE.test(rating) && !/\bnot false\b/i.test(rating)) return { stance: 'refutes', strength: 0.9 };
  if (/\bmostly true\b/i.test(rating)) return { stance: 'supports', strength: 0.7 };
  if (TRUE.test(rating)) return { stance: 'supports', strength: 0.9 };
  return null;
}
