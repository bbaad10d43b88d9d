/** The four verdict channels and the source tiers: the leaf schemas verdicts and their reasons share. */
import { z } from 'zod';

const unit = z.number().min(0).max(1);

/** Four channels in 0..1: R danger, G veracity, B honesty, A explainability. */
export const RgbaSchema = z.object({ r: unit, g: unit, b: unit, a: unit });
export type Rgba = z.infer<typeof RgbaSchema>;

export const SourceTierSchema = z.enum(['A', "A'", 'B', 'C', 'D', 'unknown']);
export type SourceTier = z.infer<typeof SourceTierSchema>;
