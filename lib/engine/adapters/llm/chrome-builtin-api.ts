/**
 * The part of Chrome's Prompt API (`LanguageModel` global) the built-in model adapter uses, on its current names,
 * with the deprecated ones read only where a browser still lacks the new ones.
 *
 * Current names (explainer github.com/webmachinelearning/prompt-api, "Renamed Features", and its index.bs IDL):
 * `contextWindow`, `contextUsage`, `measureContextUsage()`, the `contextoverflow` event. Deprecated in extensions and
 * announced for removal: `inputQuota`, `inputUsage`, `measureInputUsage()`, `quotaoverflow`. Sessions take
 * `expectedInputs` / `expectedOutputs` (`{ type: 'text', languages }`), `initialPrompts`, `monitor` (whose
 * `downloadprogress` events carry `loaded` from 0 to 1); `prompt()` takes `responseConstraint` (a JSON schema) and
 * `omitResponseConstraintInput`; `clone()` copies a session. `create()` needs a user click (transient activation)
 * while `availability()` says `downloadable` (rejects with `NotAllowedError`).
 */

type LanguageModelAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

interface LanguageModelExpected {
  type: 'text';
  languages?: string[];
}

/** What `availability()` and `create()` are told about the session to come. */
export interface LanguageModelCoreOptions {
  expectedInputs?: LanguageModelExpected[];
  expectedOutputs?: LanguageModelExpected[];
}

export interface LanguageModelMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

interface LanguageModelPromptOptions {
  responseConstraint?: object;
  omitResponseConstraintInput?: boolean;
  signal?: AbortSignal;
}

/** The object `monitor` is handed: `downloadprogress` events with `loaded` between 0 and 1. */
interface LanguageModelMonitor {
  addEventListener(type: 'downloadprogress', listener: (event: { loaded: number }) => void): void;
}

interface LanguageModelCreateOptions extends LanguageModelCoreOptions {
  initialPrompts?: LanguageModelMessage[];
  temperature?: number;
  topK?: number;
  signal?: AbortSignal;
  monitor?: (monitor: LanguageModelMonitor) => void;
}

export interface LanguageModelSession {
  prompt(input: string | LanguageModelMessage[], options?: LanguageModelPromptOptions): Promise<string>;
  clone(options?: { signal?: AbortSignal }): Promise<LanguageModelSession>;
  destroy(): void;
  addEventListener?(type: 'contextoverflow' | 'quotaoverflow', listener: () => void): void;
  removeEventListener?(type: 'contextoverflow' | 'quotaoverflow', listener: () => void): void;
  readonly contextWindow?: number;
  readonly contextUsage?: number;
  measureContextUsage?(
    input: string | LanguageModelMessage[],
    options?: LanguageModelPromptOptions,
  ): Promise<number>;
  /** Deprecated names (older Chrome in extensions). */
  readonly inputQuota?: number;
  readonly inputUsage?: number;
  measureInputUsage?(
    input: string | LanguageModelMessage[],
    options?: LanguageModelPromptOptions,
  ): Promise<number>;
}

export interface LanguageModelApi {
  availability(options?: LanguageModelCoreOptions): Promise<LanguageModelAvailability>;
  create(options?: LanguageModelCreateOptions): Promise<LanguageModelSession>;
}

/** The `LanguageModel` global when this browser exposes the Prompt API, else undefined. */
export function findLanguageModel(scope: object = globalThis): LanguageModelApi | undefined {
  const candidate = (scope as { LanguageModel?: unknown }).LanguageModel;
  if (typeof candidate !== 'function' && (typeof candidate !== 'object' || candidate === null))
    return undefined;
  const api = candidate as Partial<LanguageModelApi>;
  return typeof api.availability === 'function' && typeof api.create === 'function'
    ? (api as LanguageModelApi)
    : undefined;
}

/** The session's window in tokens: `contextWindow`, else the deprecated `inputQuota`; undefined when neither is a size. */
export function sessionWindow(session: LanguageModelSession): number | undefined {
  const stated = session.contextWindow ?? session.inputQuota;
  return typeof stated === 'number' && Number.isFinite(stated) && stated > 0 ? stated : undefined;
}

/** Tokens the session already holds: `contextUsage`, else the deprecated `inputUsage`, else 0. */
export function sessionUsage(session: LanguageModelSession): number {
  const used = session.contextUsage ?? session.inputUsage;
  return typeof used === 'number' && Number.isFinite(used) ? used : 0;
}

/** Tokens `input` would take: `measureContextUsage()`, else the deprecated `measureInputUsage()`, else undefined. */
export async function measureUsage(
  session: LanguageModelSession,
  input: LanguageModelMessage[],
  options: LanguageModelPromptOptions,
): Promise<number | undefined> {
  if (typeof session.measureContextUsage === 'function') return session.measureContextUsage(input, options);
  if (typeof session.measureInputUsage === 'function') return session.measureInputUsage(input, options);
  return undefined;
}

/**
 * Calls `onOverflow` when the session drops earlier input to make room (`contextoverflow`, or the deprecated
 * `quotaoverflow` on a session that has no `contextWindow`); returns the function that stops listening.
 */
export function watchOverflow(session: LanguageModelSession, onOverflow: () => void): () => void {
  if (typeof session.addEventListener !== 'function') return () => undefined;
  const type = session.contextWindow !== undefined ? 'contextoverflow' : 'quotaoverflow';
  session.addEventListener(type, onOverflow);
  return () => session.removeEventListener?.(type, onOverflow);
}

/** The primary language subtag of a BCP 47 tag, lower case (`de-CH` → `de`); '' for `und` or nothing. */
export function primaryLanguage(tag: string): string {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return primary === 'und' ? '' : primary;
}

/** The name of a DOMException-like error (`NotAllowedError`, `NotSupportedError`, `QuotaExceededError`…). */
export function errorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : '';
}
