/** How a battleground's evidence leans, in words. */
import type { Battleground } from '@/lib/engine';

/** Below this lean the two sides count as even. */
const EVEN = 0.15;

/** "The evidence is evenly split", "…leans slightly toward side A (position)", "…strongly favours side B". */
export function leanWording(
  battleground: Pick<Battleground, 'favours' | 'lean' | 'sideA' | 'sideB'>,
): string {
  const { favours, lean } = battleground;
  if (favours === 'neither' || lean < EVEN) return 'The evidence is evenly split between the two sides.';
  const side = favours === 'A' ? battleground.sideA : battleground.sideB;
  const strength = lean < 0.4 ? 'leans slightly toward' : lean < 0.75 ? 'leans toward' : 'strongly favours';
  return `The evidence ${strength} side ${favours}: ${side.position}`;
}

/** Position of the lean marker on a bar from side A (0) to side B (1); 0.5 is even. */
export function leanPosition(battleground: Pick<Battleground, 'favours' | 'lean'>): number {
  if (battleground.favours === 'neither') return 0.5;
  const offset = Math.min(1, Math.max(0, battleground.lean)) / 2;
  return battleground.favours === 'A' ? 0.5 - offset : 0.5 + offset;
}
