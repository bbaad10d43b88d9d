/** The four verdict channels and the source tiers: the leaf schemas verdicts and their reasons share. */
import { z } from 'zod';
import { perChannel } from './channels';

const unit = z.number().min(0).max(1);

/** The verdict channels (`channels.ts`: R danger, G veracity, B honesty, A explainability), each in 0..1. */
export const RgbaSchema = z.object(perChannel(() => unit));
export type Rgba = z.infer<typeof RgbaSchema>;

export const SourceTierSchema = z.enum(['A', "A'", 'B', 'C', 'D', 'unknown']);
export type SourceTier = z.infer<typeof SourceTierSchema>;
