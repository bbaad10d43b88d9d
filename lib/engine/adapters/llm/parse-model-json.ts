/** Parses and validates a model's JSON answer, and words the repair request when it does not fit. */
import { z } from 'zod';

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; problem: string };

/** JSON.parse (tolerating a ```json fence) then `schema.safeParse`. */
export function parseModelJson<T>(content: string, schema: z.ZodType<T>): ParseOutcome<T> {
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `not valid JSON: ${(error as Error).message}`.slice(0, 300) };
  }
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problem: `wrong shape: ${z.prettifyError(result.error).replace(/\s+/g, ' ')}`.slice(0, 600),
  };
}

/** The follow-up user message asking the model to correct its previous answer. */
export function repairPrompt(schemaName: string, problem: string): string {
  return [
    `Your previous answer for schema_name: ${schemaName} could not be used: ${problem}.`,
    'Reply again with only the corrected JSON object that matches the schema, no prose.',
  ].join('\n');
}
