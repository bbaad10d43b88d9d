/** How a model call fits the model: its output limit per schema, the context window, and prompt text cut to fit. */
import { z } from 'zod';
import type { EngineConfig } from '../../config';
import type { LlmClient } from '../../ports';

type OutputLimits = EngineConfig['model']['outputTokens'];

/** The output limit of a call with this schema (`assess_stance`: for `passages` passages). */
export function outputTokensFor(config: EngineConfig, schemaName: string, passages = 1): number {
  const limits: OutputLimits = config.model.outputTokens;
  if (schemaName === 'assess_stance')
    return limits.assess_stance.base + limits.assess_stance.perPassage * Math.max(1, passages);
  const fixed: Partial<Record<string, number>> = {
    extract_claims: limits.extract_claims,
    judge_sufficiency: limits.judge_sufficiency,
    counter_argue: limits.counter_argue,
    write_summary: limits.write_summary,
    connection_test: limits.connection_test,
  };
  return fixed[schemaName] ?? limits.other;
}

/**
 * The model's context window in tokens: what the client knows (the user's setting, or what the server states,
 * asked once), else the safe default for a server that tells nothing.
 */
export async function contextWindow(
  llm: LlmClient,
  config: EngineConfig,
  signal?: AbortSignal,
): Promise<number> {
  const read = await llm.readContextTokens?.(signal);
  return read ?? llm.contextTokens ?? config.model.contextTokens.local;
}

/** What one character costs in tokens when packing (ASCII cheap, other scripts dear, both with the safety factor). */
function charCost(config: EngineConfig, code: number): number {
  const { asciiCharsPerToken, otherCharsPerToken, safety } = config.model.pack;
  return safety / (code < 128 ? asciiCharsPerToken : otherCharsPerToken);
}

/** Tokens `text` may take, counted conservatively for packing (`model.pack`). */
export function packTokens(config: EngineConfig, text: string): number {
  let tokens = 0;
  for (let i = 0; i < text.length; i++) tokens += charCost(config, text.charCodeAt(i));
  return Math.ceil(tokens - 1e-9);
}

const schemaCost = new WeakMap<z.ZodType, number>();

/** The schema as the client may put it in the system prompt (servers that may not enforce `response_format`). */
function schemaTokens(config: EngineConfig, schema: z.ZodType): number {
  let tokens = schemaCost.get(schema);
  if (tokens === undefined) {
    const json = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
    tokens = packTokens(
      config,
      `${json}\nReply with one JSON object only, no prose.\nschema_name: x\nJSON schema:`,
    );
    schemaCost.set(schema, tokens);
  }
  return tokens;
}

/**
 * Tokens left for the user message once the system prompt (with the schema), the output limit and the reserve
 * are set aside. Never negative; the system prompt is never the part that is cut.
 */
export function userRoom(
  config: EngineConfig,
  window: number,
  call: { system: string; schema: z.ZodType; outputTokens: number },
): number {
  const fixed =
    packTokens(config, call.system) +
    schemaTokens(config, call.schema) +
    call.outputTokens +
    config.model.windowReserveTokens;
  return Math.max(0, window - fixed);
}

/**
 * `text` cut to at most `tokens` (packing estimate) at a paragraph, else sentence, else word boundary; `cut` says
 * whether anything was left out.
 */
export function cutToTokens(
  config: EngineConfig,
  text: string,
  tokens: number,
): { text: string; cut: boolean } {
  let spent = 0;
  let maxChars = 0;
  while (maxChars < text.length) {
    spent += charCost(config, text.charCodeAt(maxChars));
    if (spent > tokens) break;
    maxChars += 1;
  }
  if (maxChars >= text.length) return { text, cut: false };
  const head = text.slice(0, maxChars);
  const boundary = Math.max(
    head.lastIndexOf('\n\n'),
    ...['. ', '! ', '? ', '。', '\n'].map((end) => {
      const at = head.lastIndexOf(end);
      return at < 0 ? -1 : at + end.trimEnd().length;
    }),
  );
  const space = head.lastIndexOf(' ');
  const end = boundary >= maxChars / 2 ? boundary : space >= maxChars / 2 ? space : maxChars;
  return { text: head.slice(0, end).trimEnd(), cut: true };
}
