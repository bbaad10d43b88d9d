/** Parses and validates a model's JSON answer (bare, fenced or after prose), and words the repair request when it does not fit. */
import { z } from 'zod';
import { engineId, instruction, userMessage, wrapUntrusted, type UserMessage } from '../../schemas';

type ParseOutcome<T> = { ok: true; value: T } | { ok: false; problem: string };

/** Candidate objects tried at most per answer (a long prose answer full of braces stays cheap). */
const MAX_CANDIDATES = 40;

/**
 * The first JSON object in `content` that parses and fits `schema`: the whole answer, a ```json fence anywhere,
 * or a top-level `{…}` after or before prose ("Here is the answer: {…} Hope this helps"). The problem reported is
 * the first parsed object's shape problem, else why the answer is not JSON.
 */
export function parseModelJson<T>(content: string, schema: z.ZodType<T>): ParseOutcome<T> {
  const text = content.trim();
  let shapeProblem: string | undefined;
  for (const candidate of candidates(text)) {
    let data: unknown;
    try {
      data = JSON.parse(candidate);
    } catch {
      continue;
    }
    const result = schema.safeParse(data);
    if (result.success) return { ok: true, value: result.data };
    shapeProblem ??= `wrong shape: ${z.prettifyError(result.error).replace(/\s+/g, ' ')}`.slice(0, 600);
  }
  if (shapeProblem) return { ok: false, problem: shapeProblem };
  return { ok: false, problem: notJson(text) };
}

/** Why no candidate parsed: JSON.parse's own message for an answer that looks like JSON, else "no JSON object". */
function notJson(text: string): string {
  if (!text.includes('{')) return `no JSON object in the answer (it begins "${excerpt(text, 80)}")`;
  try {
    JSON.parse(stripFence(text));
    return 'not a JSON object';
  } catch (error) {
    return `not valid JSON: ${(error as Error).message}`.slice(0, 300);
  }
}

function stripFence(text: string): string {
  return text.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
}

/** The texts worth parsing, best first: whole answer, fenced blocks, then top-level balanced objects. */
function* candidates(text: string): Generator<string> {
  yield stripFence(text);
  for (const match of text.matchAll(/```(?:json|JSON)?[ \t]*\n?([\s\S]*?)```/g)) {
    if (match[1]?.includes('{')) yield match[1].trim();
  }
  // Top-level objects only: an object that never closes (a cut-off answer) ends the search, so nothing nested in
  // it — a string quoting page text that looks like an answer — is ever taken for the answer.
  let from = text.indexOf('{');
  let tried = 0;
  while (from >= 0 && tried < MAX_CANDIDATES) {
    tried += 1;
    const end = balancedEnd(text, from);
    if (end < 0) return;
    yield text.slice(from, end + 1);
    from = text.indexOf('{', end + 1);
  }
}

/** Index of the `}` closing the object that opens at `start` (strings and escapes respected), or -1. */
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth += 1;
    else if (ch === '}' || ch === ']') {
      depth -= 1;
      if (depth === 0) return ch === '}' ? i : -1;
      if (depth < 0) return -1;
    }
  }
  return -1;
}

/** The first `chars` characters of `text` on one line, with an ellipsis when cut. */
function excerpt(text: string, chars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > chars ? `${flat.slice(0, chars)}…` : flat;
}

/**
 * The follow-up user message asking the model to correct its previous answer: the problem and at most a short
 * excerpt of that answer (never the whole of it, so a long failed answer does not swell the prompt). The answer was
 * written from untrusted text (and the problem may quote it), so both go in as data, inside an <answer> block.
 */
export function repairPrompt(
  schemaName: string,
  problem: string,
  previous = '',
  excerptChars = 300,
  cutOff = false,
): UserMessage {
  return userMessage(
    instruction`Your previous answer for schema_name: ${engineId(schemaName)} (${previous.length} characters) could not be used. The problem, and how your answer began:`,
    wrapUntrusted('answer', previous.trim() ? excerpt(previous, excerptChars) : '', { problem }),
    cutOff
      ? instruction`It was cut off at the output limit: reply again, shorter (fewer items, one-sentence texts), with only the JSON object that matches the schema, no prose.`
      : instruction`Reply again with only the corrected JSON object that matches the schema, no prose.`,
  );
}
