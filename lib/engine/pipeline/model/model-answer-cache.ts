/** Model-answer cache keys: (provider, model, schema, prompt) hashed, with a run's own ids masked so a re-check hits. */
import { z } from 'zod';

/** What a cached answer is keyed by; `volatile` are run-specific ids in the prompt (claim and passage ids). */
interface AnswerKeyInput {
  provider: string;
  model: string;
  schemaName: string;
  schema: z.ZodType;
  system: string;
  user: string;
  volatile: readonly string[];
}

/** Placeholder for the i-th volatile id: the same prompt in the next run, with new ids, gives the same key. */
const placeholder = (i: number) => `\u27e6id${i}\u27e7`;

/** The schema's JSON Schema as text: a changed schema under the same name never reuses an old answer. */
const fingerprints = new WeakMap<z.ZodType, string>();
function schemaFingerprint(schema: z.ZodType): string {
  let known = fingerprints.get(schema);
  if (known === undefined) {
    known = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
    fingerprints.set(schema, known);
  }
  return known;
}

/** Replaces each volatile id (longest first, so `c-1` never eats into `c-12`) by its placeholder. */
export function maskIds(text: string, volatile: readonly string[]): string {
  const order = volatile
    .map((id, i) => ({ id, i }))
    .filter((v) => v.id.length > 0)
    .sort((a, b) => b.id.length - a.id.length);
  let out = text;
  for (const { id, i } of order) out = out.split(id).join(placeholder(i));
  return out;
}

/** Puts this run's ids back in place of the placeholders of a cached answer. */
function unmaskIds(text: string, volatile: readonly string[]): string {
  let out = text;
  volatile.forEach((id, i) => {
    out = out.split(placeholder(i)).join(id);
  });
  return out;
}

/** SHA-256 (hex) of everything that decides the answer; ids of the run masked. */
export async function answerCacheKey(input: AnswerKeyInput): Promise<string> {
  const material = JSON.stringify([
    'model-answer/v1',
    input.provider,
    input.model,
    input.schemaName,
    schemaFingerprint(input.schema),
    maskIds(input.system, input.volatile),
    maskIds(input.user, input.volatile),
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(material));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A value as stored: JSON with the run's ids masked, with the time it was answered when given. */
export function toStoredAnswer(value: unknown, volatile: readonly string[], storedAt?: number): string {
  const stored = storedAt === undefined ? value : { [ENVELOPE.at]: storedAt, [ENVELOPE.answer]: value };
  return maskIds(JSON.stringify(stored), volatile);
}

/** Keys of the envelope that dates an answer (answers stored before it are bare JSON). */
const ENVELOPE = { at: '$storedAt', answer: '$answer' } as const;

/** When a stored answer was given (epoch ms), or null for answers stored without a date. */
export function storedAnswerTime(stored: string): number | null {
  try {
    const at = (JSON.parse(stored) as Record<string, unknown> | null)?.[ENVELOPE.at];
    return typeof at === 'number' ? at : null;
  } catch {
    return null;
  }
}

/** A stored answer for this run, or undefined when it no longer passes the schema (then the model is asked). */
export function fromStoredAnswer<T>(
  stored: string,
  schema: z.ZodType<T>,
  volatile: readonly string[],
): T | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(unmaskIds(stored, volatile.map(jsonSafe)));
  } catch {
    return undefined;
  }
  if (parsed && typeof parsed === 'object' && ENVELOPE.answer in parsed)
    parsed = (parsed as Record<string, unknown>)[ENVELOPE.answer];
  const checked = schema.safeParse(parsed);
  return checked.success ? checked.data : undefined;
}

/** An id as it appears inside a JSON string literal. */
function jsonSafe(id: string): string {
  return JSON.stringify(id).slice(1, -1);
}
