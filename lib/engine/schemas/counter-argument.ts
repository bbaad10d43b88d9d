/** The counter-arguer's answer (seed 003) and what is kept of it: the strongest case against the leaning verdict. */
import { z } from 'zod';

/** Schema name of the counter-arguer's model call (the sufficiency step when the rules cannot decide). */
export const COUNTER_ARGUE_SCHEMA = 'counter_argue';

/** `counter_argue`: the model's answer, untrusted (written from page text) until validated. */
export const CounterArgueOutputSchema = z.object({
  /** The strongest case that the current leaning verdict is wrong, from the passages only. */
  argument: z.string(),
  /** Passage ids (p1, p2 …) the case rests on. */
  citations: z.array(z.string()),
  /** The gathered passages already test this case. */
  tested: z.boolean(),
  /** One web search that would test the case when it is untested; "" otherwise. */
  query: z.string(),
});

/** The validated, bounded and sanitised counter-argument kept with the hop decision and shown marked as the model's. */
export const CounterArgumentSchema = z.object({
  /** Which verdict it argues against. */
  against: z.enum(['true', 'false']),
  text: z.string().max(600),
  /** URLs of the cited passages that were shown to the model. */
  citations: z.array(z.string()).max(8),
  /** The model said the passages test the case; whether that ended the search is the engine's decision. */
  tested: z.boolean(),
  /** The query run at the next hop to test it, after the follow-up filter; null when none passed. */
  query: z.string().nullable(),
});
export type CounterArgument = z.infer<typeof CounterArgumentSchema>;
