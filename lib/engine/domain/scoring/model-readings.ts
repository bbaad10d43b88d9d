/** How often the model's stance readings failed in a run (quote missing, off the claim, contradicted, overlooked), and what they weigh. */
import type { EngineConfig } from '../../config';
import { ModelReadingSchema, type Evidence } from '../../schemas';

/** The run's model readings that took a side: how many failed the interrogator, of how many. */
export interface ModelReadings {
  failed: number;
  total: number;
}

/** Every outcome but a counted reading or one that took no side is a failed reading. */
const FAILED: readonly NonNullable<Evidence['modelReading']>[] = ModelReadingSchema.options.filter(
  (o) => o !== 'counted' && o !== 'no-side',
);

/**
 * Counts the model readings of a run's evidence that took a side or should have (a passage called irrelevant where the
 * rules found the claim's statement), and those that failed; readings that took no side otherwise are left out.
 */
export function modelReadingsOf(evidence: readonly Pick<Evidence, 'modelReading'>[]): ModelReadings {
  let failed = 0;
  let total = 0;
  for (const e of evidence) {
    if (!e.modelReading || e.modelReading === 'no-side') continue;
    total++;
    if (FAILED.includes(e.modelReading)) failed++;
  }
  return { failed, total };
}

/**
 * What a counted model reading weighs (1 = full): max(floor, 1 − slope · failure rate) once the model made
 * `modelReading.minReadings` decisive readings; 1 before that, or without readings.
 */
export function modelReadingWeight(readings: ModelReadings | undefined, config: EngineConfig): number {
  const c = config.modelReading;
  if (!readings || readings.total < c.minReadings || readings.failed === 0) return 1;
  const rate = readings.failed / readings.total;
  return Math.max(c.failureFloor, 1 - c.failureSlope * rate);
}
