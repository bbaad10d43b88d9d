/** LlmClient port: one structured (schema-validated) model call. */
import type { z } from 'zod';
import type { SystemMessage, UserMessage } from '../schemas';

export interface LlmRequest<T> {
  /** Why the call is made, for the trace ("extract claims", "stance for c2"). */
  purpose: string;
  /** Stable name of the output schema (`extract_claims`, `assess_stance` …); sent as the json_schema name. */
  schemaName: string;
  schema: z.ZodType<T>;
  /** Instructions. Never contains page or search text (built by `systemMessage`, `schemas/prompt.ts`). */
  system: SystemMessage;
  /** The task with untrusted text already wrapped and delimited (built by `userMessage`). */
  user: UserMessage;
  temperature?: number;
  maxOutputTokens?: number;
  signal?: AbortSignal;
  /** Called once for every HTTP request the client sends for this call (retries, format fallback and repair included,
   *  failed and timed-out ones too), with the server's usage or else an estimate (≈4 characters a token). */
  onRequest?: (sent: LlmRequestSent) => void;
}

/** One request a client sent for a call: its tokens (the server's usage, else an estimate) and whether it was answered. */
export interface LlmRequestSent {
  promptTokens: number;
  completionTokens: number;
  /** The server answered with a completion (whether or not the answer was usable). */
  ok: boolean;
  /** The tokens are the server's own `usage`, not an estimate. */
  usageReported: boolean;
  /** Set when the client changed how it talks to the server before this request (e.g. json_schema → json_object). */
  note?: string;
}

export interface LlmResponse<T> {
  value: T;
  promptTokens: number;
  completionTokens: number;
  model: string;
}

export interface LlmClient {
  /** Provider id: `openai`, `openai-compatible`, `chrome-builtin`. */
  readonly id: string;
  readonly model: string;
  /** Where the model is served (base URL), when it matters: cached answers never cross endpoints. */
  readonly endpoint?: string;
  /** The model's context window in tokens (prompt and answer together), when known: prompts are packed to fit it. */
  readonly contextTokens?: number;
  /** Asks the server for its window where it tells (once per client), then resolves with `contextTokens`. */
  readContextTokens?(signal?: AbortSignal): Promise<number>;
  /**
   * Called once before a run's calls with what the run knows (the article's language): rejects with an EngineError
   * when this model cannot be used for it (Chrome's built-in model not downloaded, or not taking the language), and
   * the run then reads by rules and says why. Clients that can always be used have none.
   */
  prepare?(run: { language: string; temperature?: number }, signal?: AbortSignal): Promise<void>;
  /** Resolves with output that passed `schema`, or rejects with an EngineError (`llm/*`). */
  complete<T>(request: LlmRequest<T>): Promise<LlmResponse<T>>;
}
