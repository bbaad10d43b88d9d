/** Run schema: one check of an article or a challenged statement, with stages, budget, usage and trace. */
import { z } from 'zod';
import { PROFILE_NAMES } from './profile-names';
import { ArticleSchema } from './article';
import { ArticleVerdictSchema } from './verdict';
import { CounterArgumentSchema } from './counter-argument';
import { StanceReadingSchema } from './llm';
import { RequestFailureSchema, TraceFactSchema } from './trace-fact';

/**
 * The stage a run is in, in order (pipeline/context/run-state.ts moves it): only what `run.stage` really holds. Inside
 * `search` and `hop` every claim plans, searches, reads sources and weighs them concurrently.
 */
export const RunStageSchema = z.enum(['ingest', 'extract', 'search', 'hop', 'synthesise', 'done']);
export type RunStage = z.infer<typeof RunStageSchema>;

/**
 * The run's life (pipeline/context/run-state.ts owns the transitions): queued → running → one end state.
 * `no-evidence`: the search providers all failed (offline or down), so nothing could be weighed.
 */
export const RunStatusSchema = z.enum([
  'queued',
  'running',
  'done',
  'partial',
  'no-evidence',
  'failed',
  'cancelled',
]);
export type RunStatus = z.infer<typeof RunStatusSchema>;

/** Why a run ended `partial`: which budget ran out. */
const PartialReasonSchema = z.enum(['model-calls', 'tokens', 'searches', 'time']);
export type PartialReason = z.infer<typeof PartialReasonSchema>;

/** A provider that failed during the run, and the last reason it gave (shown with the no-evidence outcome). */
const ProviderFailureSchema = z.object({
  provider: z.string(),
  /** The provider's last error message (for logs and runs saved before `kind`; the words come from `kind`). */
  reason: z.string(),
  /** Why its last request failed, typed where it failed (absent on runs saved before it existed). */
  kind: RequestFailureSchema.shape.kind.optional(),
  failures: z.number().int(),
  /** The per-run circuit breaker tripped: the provider was not called again in this run. */
  stopped: z.boolean().default(false),
});
export type ProviderFailure = z.infer<typeof ProviderFailureSchema>;

/**
 * What the configured model did in a run, counted as it happened (typed: the outcome's words derive from it).
 * `requests` are HTTP requests that reached (or tried to reach) the server, retries and repairs included.
 */
export const ModelUseSchema = z.object({
  /** Calls answered with output the run could use. */
  answers: z.number().int().nonnegative().default(0),
  /** Calls whose answer was valid JSON the run still could not use (unknown ids, no verbatim quote …). */
  unusable: z.number().int().nonnegative().default(0),
  /** Calls that failed (unreachable, key, quota, rate limit, timeout, output that never fit the schema). */
  failures: z.number().int().nonnegative().default(0),
  /** Answers taken from the model-answer cache (no request sent). */
  cached: z.number().int().nonnegative().default(0),
  requests: z.number().int().nonnegative().default(0),
  /** The last failure's error code (`llm/bad-key` …) and the adapter's sentence. */
  lastFailure: z.object({ code: z.string(), message: z.string() }).nullable().default(null),
  /** After `model.failureLimit` failures or unusable answers in a row the run stopped calling the model. */
  stopped: z.boolean().default(false),
});
export type ModelUse = z.infer<typeof ModelUseSchema>;

/** What a run took from the caches instead of asking again; `fresh`: a Re-run that bypassed them on purpose. */
export const CacheUseSchema = z.object({
  fresh: z.boolean().default(false),
  modelAnswers: z.number().int().nonnegative().default(0),
  searches: z.number().int().nonnegative().default(0),
  pages: z.number().int().nonnegative().default(0),
  /** Epoch ms of the oldest cached entry reused (when the store keeps it), else null. */
  since: z.number().nullable().default(null),
});
export type CacheUse = z.infer<typeof CacheUseSchema>;

/** A call the run has waited on for a while: shown so the user knows what the check waits for. */
const WaitingForSchema = z.object({
  kind: z.enum(['model', 'search', 'page']),
  /** The model server's host, the search provider's id, or the page's host. */
  who: z.string(),
  /** Epoch ms the call started. */
  since: z.number(),
});
export type WaitingFor = z.infer<typeof WaitingForSchema>;

export const ProfileSchema = z.enum(PROFILE_NAMES);
export type Profile = z.infer<typeof ProfileSchema>;

const BudgetSchema = z.object({
  maxModelCalls: z.number().int().positive(),
  maxTokens: z.number().int().positive(),
  maxSearches: z.number().int().positive(),
  maxSeconds: z.number().positive(),
});
export type Budget = z.infer<typeof BudgetSchema>;

const UsageSchema = z.object({
  modelCalls: z.number().int().nonnegative(),
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  searches: z.number().int().nonnegative(),
  fetches: z.number().int().nonnegative(),
  /** Time spent executing, summed over resumes (the time budget counts this, not wall-clock since creation). */
  elapsedMs: z.number().nonnegative().default(0),
});
export type Usage = z.infer<typeof UsageSchema>;

/**
 * A step of the run that is finished and never redone on resume (typed, never parsed back out of trace text):
 * claims extracted; a claim's evidence weighed at a hop; a claim's hop decided.
 */
export const CheckpointSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('extract') }),
  z.object({ type: z.literal('stance'), claimId: z.string(), hop: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('hop'),
    claimId: z.string(),
    hop: z.number().int().nonnegative(),
    decision: z.enum(['ENOUGH', 'NEED_FOLLOWUP', 'STOP']),
    reason: z.string(),
    followups: z.array(z.string()),
    /** The counter-arguer's case against the leaning verdict at this hop, when the model was asked. */
    argument: CounterArgumentSchema.optional(),
  }),
  /**
   * One source's passage read by the model for a claim, kept the moment the answer arrives (before the claim's step
   * is finished): a resumed run reuses it instead of paying for the call again. `key` is the digest of the exact
   * one-passage call (model, prompt version, claim and passage text; the run's ids masked).
   */
  z.object({
    type: z.literal('reading'),
    claimId: z.string(),
    hop: z.number().int().nonnegative(),
    url: z.string(),
    key: z.string(),
    answer: StanceReadingSchema,
  }),
]);
export type Checkpoint = z.infer<typeof CheckpointSchema>;

export const TraceEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['model', 'search', 'fetch', 'decision', 'checkpoint']),
  /** What the call was for, as a stable label derived from `fact` ("extract claims", "neutral query: …"): for logs. */
  purpose: z.string(),
  /** What the call was for, typed (worded for people by `lib/presentation/trace-words`). */
  fact: TraceFactSchema,
  claimId: z.string().nullable(),
  /** Epoch ms. */
  startedAt: z.number(),
  endedAt: z.number(),
  promptTokens: z.number().int().nonnegative().default(0),
  completionTokens: z.number().int().nonnegative().default(0),
  outcome: z.enum(['ok', 'cached', 'error', 'skipped']),
  /** Error message, provider, URL or decision reason (for logs and old readers: typed facts are worded instead). */
  detail: z.string().default(''),
  /**
   * Set on a failed search: each provider's failure as a fact. Absent on entries saved before it existed (their
   * `detail` is then shown as it was written).
   */
  requestFailures: z.array(RequestFailureSchema).optional(),
  /** Trace ids whose results this call needed (for the critical path). */
  dependsOn: z.array(z.string()).default([]),
  /** Of the call's time, how long it waited for a free slot (a per-host or concurrency limit): not on the chain. */
  queuedMs: z.number().nonnegative().optional(),
  /** Set on `checkpoint` entries: what resume skips. */
  checkpoint: CheckpointSchema.optional(),
});
export type TraceEntry = z.infer<typeof TraceEntrySchema>;

/** An extraction that left nothing to check: who looked, and what the built-in rules find on the same text. */
const NoClaimsSchema = z.object({
  by: z.enum(['model', 'rules']),
  ruleClaims: z.number().int().nonnegative(),
});
export type NoClaims = z.infer<typeof NoClaimsSchema>;

export const RunSchema = z.object({
  id: z.string(),
  kind: z.enum(['article', 'challenge']),
  /** For a challenge: the selected statement. */
  statement: z.string().nullable(),
  article: ArticleSchema,
  profile: ProfileSchema,
  status: RunStatusSchema,
  stage: RunStageSchema,
  /** Epoch ms. */
  createdAt: z.number(),
  updatedAt: z.number(),
  budget: BudgetSchema,
  usage: UsageSchema,
  /** The hop the adversary loop is on. */
  hop: z.number().int().nonnegative(),
  /** Model provider id used, or 'none' for the no-model mode. */
  model: z.string(),
  /** What the configured model did: answers, failures, requests (old runs: all zero). */
  modelUse: ModelUseSchema.default(ModelUseSchema.parse({})),
  /** What came from the caches. */
  cacheUse: CacheUseSchema.default(CacheUseSchema.parse({})),
  /** While running: the call in flight the longest, once it is slow (see `progress.slowAfterMs`); else null. */
  waitingFor: WaitingForSchema.nullable().optional(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Why the run ended partial (budget, cancel, failures), shown to the user. */
  notices: z.array(z.string()),
  /** Which budget stopped a `partial` run, or null. */
  partialReason: PartialReasonSchema.nullable().default(null),
  /** Search providers that failed in this run (the no-evidence outcome names them). */
  providerFailures: z.array(ProviderFailureSchema).default([]),
  /** Where the run came from: checked in this browser, or imported from a file (never shown as a page's latest check). */
  origin: z.enum(['local', 'imported']).default('local'),
  /** Epoch ms when the run was imported from a file (set by the import, never read from the file). */
  importedAt: z.number().optional(),
  /** Most checkable claims this run checks (the profile's cap unless a "check more" run raised it). */
  claimLimit: z.number().int().positive().optional(),
  /** Checkable claims the extraction found beyond `claimLimit`: found but not checked in this run. */
  claimsNotChecked: z.number().int().nonnegative().optional(),
  /**
   * Set when the extraction left no checkable claim (issue 31): who looked (`model`: the configured model answered
   * none; `rules`: the built-in rules, with no model or as asked) and how many checkable claims the rules find.
   */
  noClaims: NoClaimsSchema.optional(),
  /**
   * The model's price per million tokens when the check started (`domain/cost/model-price.ts`): the cost after the
   * check is counted at it. Null or absent: no price known, so the cost is said in calls and tokens only.
   */
  price: z
    .object({
      input: z.number().nonnegative(),
      output: z.number().nonnegative(),
      from: z.enum(['list', 'user']),
    })
    .nullable()
    .optional(),
  /** `rules`: the claims were picked by the built-in rules although a model is configured (the user asked, after the model found none). */
  claimsBy: z.enum(['rules']).optional(),
  result: ArticleVerdictSchema.nullable(),
});
export type Run = z.infer<typeof RunSchema>;
