/** How a battleground's evidence leans, in words. */
import type { Battleground } from '@/lib/engine';

/** Below this lean the two sides count as even. */
const EVEN = 0.15;

/**
 * A side's position without repeating the claim: the judge's template positions ("Yes: <claim>",
 * "No: the evidence contradicts …") become "It is true." / "It is false."; written positions are kept.
 */
export function sidePosition(name: 'A' | 'B', side: Pick<Battleground['sideA'], 'position'>): string {
  if (name === 'A' && /^Yes:/.test(side.position)) return 'It is true.';
  if (name === 'B' && /^No:/.test(side.position)) return 'It is false.';
  return side.position;
}

/** "The evidence is evenly split", "…leans slightly toward side A: It is true.", "…strongly favours side B". */
export function leanWording(
  battleground: Pick<Battleground, 'favours' | 'lean' | 'sideA' | 'sideB'>,
): string {
  const { favours, lean } = battleground;
  if (favours === 'neither' || lean < EVEN) return 'The evidence is evenly split between the two sides.';
  const side = favours === 'A' ? battleground.sideA : battleground.sideB;
  const strength = lean < 0.4 ? 'leans slightly toward' : lean < 0.75 ? 'leans toward' : 'strongly favours';
  return `The evidence ${strength} side ${favours}: ${sidePosition(favours, side)}`;
}

/** Position of the lean marker on a bar from side A (0) to side B (1); 0.5 is even. */
export function leanPosition(battleground: Pick<Battleground, 'favours' | 'lean'>): number {
  if (battleground.favours === 'neither') return 0.5;
  const offset = Math.min(1, Math.max(0, battleground.lean)) / 2;
  return battleground.favours === 'A' ? 0.5 - offset : 0.5 + offset;
}
