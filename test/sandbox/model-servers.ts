/**
 * Model servers as people really run them, misbehaving: ignored `response_format`, fenced or prefixed JSON, a 400
 * that does not name json_schema, a small context window that silently drops the start of a long prompt (and, in
 * some variants, tells its size the way llama.cpp, vLLM or LM Studio do), no `usage`, a fixed delay, always 429,
 * cut-off answers. `model.ts` asks this module how a scenario reads a request and shapes its answer.
 */

/** Scenarios that take a number: `small-context-2048`, `slow-500` (the plain name uses the default). */
export const PARAMETRIC = {
  'small-context': 2048,
  'llamacpp-context': 2048,
  'vllm-context': 2048,
  'lmstudio-context': 2048,
  slow: 1500,
} as const;
export type Parametric = keyof typeof PARAMETRIC;

/** The window the default sandbox model states (vLLM-style `max_model_len` in `/v1/models`). */
export const SANDBOX_CONTEXT_TOKENS = 131_072;

/** A scenario name split into its behaviour and its number (`small-context-1024` → small-context, 1024). */
export function splitScenario(name: string): { base: string; param: number | undefined } {
  for (const base of Object.keys(PARAMETRIC) as Parametric[]) {
    if (name === base) return { base, param: PARAMETRIC[base] };
    const match = new RegExp(`^${base}-(\\d{1,7})$`).exec(name);
    if (match) return { base, param: Number(match[1]) };
  }
  return { base: name, param: undefined };
}

const WINDOWED = new Set(['small-context', 'llamacpp-context', 'vllm-context', 'lmstudio-context']);

/** The context window of a scenario in tokens, or undefined for the (large-window) default behaviour. */
export function windowOf(name: string): number | undefined {
  const { base, param } = splitScenario(name);
  return WINDOWED.has(base) ? param : undefined;
}

/** Tokens as the sandbox counts them: about 4 characters a token. */
export const tokensOf = (text: string) => Math.ceil(text.length / 4);

interface Message {
  role: string;
  text: string;
}

/**
 * What a model with a `window`-token context sees of `messages`: when the prompt is longer, its start is dropped
 * silently (as Ollama does) down to three quarters of the window (the rest is left for the answer), so the system
 * prompt — and with it the schema — goes first.
 */
export function truncateToWindow(
  messages: Message[],
  window: number,
): { messages: Message[]; truncated: boolean; promptTokens: number } {
  const total = messages.reduce((sum, m) => sum + tokensOf(m.text), 0);
  if (total <= window) return { messages, truncated: false, promptTokens: total };
  const kept = Math.floor((window * 3) / 4);
  let drop = (total - kept) * 4;
  const seen: Message[] = [];
  for (const message of messages) {
    if (drop >= message.text.length) {
      drop -= message.text.length;
      continue;
    }
    seen.push({ ...message, text: message.text.slice(drop) });
    drop = 0;
  }
  return { messages: seen, truncated: true, promptTokens: kept };
}

/** The prose a model answers when it lost its instructions or ignores the format and has no schema_name line. */
export function proseAnswer(user: string): string {
  const seen = user
    .replace(/<[^>]*>|[‹›]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  return `I'd be happy to help! This text seems to be about the following: "${seen}". It raises several interesting points that are worth discussing further.`;
}

/** The answer as a chatty model writes it: a sentence, the JSON in a fence, a closing line. */
export function fenced(json: string): string {
  return `Here is the answer:\n\n\`\`\`json\n${json}\n\`\`\`\n\nLet me know if you need anything else.`;
}

/** An answer cut to `tokens` tokens (a server that stopped at the output limit or the end of its window). */
export function cutAnswer(content: string, tokens: number): string {
  return content.slice(0, Math.max(0, tokens) * 4);
}

/**
 * The server-info endpoints (outside `/v1`) a scenario answers: llama.cpp's `GET /props`, LM Studio's
 * `GET /api/v0/models`; else undefined (404).
 */
export function serverInfo(name: string, path: string, models: string[]): unknown {
  const { base, param } = splitScenario(name);
  if (base === 'llamacpp-context' && path === '/props')
    return { default_generation_settings: { n_ctx: param }, total_slots: 1, chat_template: '' };
  if (base === 'lmstudio-context' && path === '/api/v0/models')
    return {
      object: 'list',
      data: models.map((id) => ({
        id,
        object: 'model',
        type: 'llm',
        state: 'loaded',
        max_context_length: 131_072,
        loaded_context_length: param,
      })),
    };
  return undefined;
}

/** Extra fields of a `/v1/models` entry: vLLM's `max_model_len` (the default sandbox too), nothing for the others. */
export function modelEntryExtras(name: string): Record<string, number> {
  const { base, param } = splitScenario(name);
  if (base === 'vllm-context' && param !== undefined) return { max_model_len: param };
  if (WINDOWED.has(base)) return {};
  return { max_model_len: SANDBOX_CONTEXT_TOKENS };
}
