/** LlmClient port: one structured (schema-validated) model call. */
import type { z } from 'zod';

export interface LlmRequest<T> {
  /** Why the call is made, for the trace ("extract claims", "stance for c2"). */
  purpose: string;
  /** Stable name of the output schema (`extract_claims`, `assess_stance` …); sent as the json_schema name. */
  schemaName: string;
  schema: z.ZodType<T>;
  /** Instructions. Never contains page or search text. */
  system: string;
  /** The task with untrusted text already wrapped and delimited. */
  user: string;
  temperature?: number;
  maxOutputTokens?: number;
  signal?: AbortSignal;
  /** Called once for every HTTP request the client sends for this call (retries, format fallback and repair included,
   *  failed and timed-out ones too), with the server's usage or else an estimate (≈4 characters a token). */
  onRequest?: (sent: LlmRequestSent) => void;
}

/** One HTTP request a client sent for a call, as counted against the run's budget. */
export interface LlmRequestSent {
  promptTokens: number;
  completionTokens: number;
  ok: boolean;
  usageReported: boolean;
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
  /** Resolves with output that passed `schema`, or rejects with an EngineError (`llm/*`). */
  complete<T>(request: LlmRequest<T>): Promise<LlmResponse<T>>;
}
