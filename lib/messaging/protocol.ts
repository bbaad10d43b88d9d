/** The one table of every message between side panel, background and content script; the ProtocolMap derives from it. */
import { z } from 'zod/mini';
import { en } from 'zod/locales';
import type { ExtractionResult } from '../engine/schemas';
import { PROFILE_NAMES } from '../engine/schemas/profile-names';
import type { EngineErrorData } from '../engine/errors';

// zod/mini (its functions tree-shake): the content script imports this table and carries no more of zod than these
// validators need. Classic zod sets English issue messages when loaded; mini does not, so set the same ones here
// (refusals read the same in every context, whichever zod build loaded first).
z.config(en());

/** Whole numbers, as classic zod's `.int()` reads them. */
const int = () => z.number().check(z.int());
/** A non-empty string (an id). */
const id = () => z.string().check(z.minLength(1));

/** Outcome of a command: data, or an error a user can act on. Errors cross messaging as plain data. */
export type CommandResult<T> = ({ ok: true } & T) | { ok: false; error: EngineErrorData };

const HighlightSchema = z.object({
  claimId: z.string(),
  start: int().check(z.nonnegative()),
  end: int().check(z.nonnegative()),
  quote: z.string(),
  label: z.string(),
  /** Verdict label in words, shown on hover. */
  title: z.string(),
});
export type Highlight = z.infer<typeof HighlightSchema>;

/** What Test connection found: each step proven ('ok'), broken ('failed') or not reached ('unknown'). */
export interface ConnectionTest {
  model: string;
  message: string;
  works: boolean;
  steps: Record<'reachable' | 'key' | 'model' | 'structured', 'ok' | 'failed' | 'unknown'>;
  latencyMs: number | null;
}

/**
 * Who may send a message (checked by the wrapper before the payload is even parsed):
 * - `extension-page`: only the extension's own pages and its service worker (side panel, settings, History).
 *   Everything that reads or changes the user's data, settings or other tabs is here.
 * - `content-script`: only our content script, and only about its own tab (the tab comes from the browser's
 *   sender record, never from the payload).
 */
type SenderRule = 'extension-page' | 'content-script';

/**
 * How a message reports failure to its sender, fixed by its reply type: commands answer `{ ok: false, error }`,
 * extraction answers `{ ok: false, reason, message }`, and the rest reject the sender's promise.
 */
type FailureShape<R> = [Extract<R, { ok: false }>] extends [never]
  ? 'reject'
  : [Extract<R, { ok: false }>] extends [{ ok: false; error: EngineErrorData }]
    ? 'command'
    : 'extraction';

/** One row of the table: the payload schema, who may send it, how it fails, and (as a type only) its reply. */
interface MessageSpec<P extends z.ZodMiniType, S extends SenderRule, R> {
  payload: P;
  sender: S;
  failure: FailureShape<R>;
  /** The reply type; never set, read only by the type checker. */
  reply?: R;
}

/** A row whose reply type is `R`: `failure` must be the shape `R` fails with (the type checker holds them together). */
const message =
  <R>() =>
  <P extends z.ZodMiniType, S extends SenderRule>(spec: {
    payload: P;
    sender: S;
    failure: FailureShape<R>;
  }): MessageSpec<P, S, R> =>
    spec;

/**
 * Every message, once. The message wrapper (`handle-message.ts`) checks the sender against `sender` and parses every
 * payload with `payload` before a handler sees it.
 */
const MESSAGES = {
  /** Side panel → background: extract the article of a tab (injects the content script on demand). */
  inspectTab: message<ExtractionResult>()({
    payload: z.object({ tabId: int() }),
    sender: 'extension-page',
    failure: 'extraction',
  }),
  /** Side panel → background: start a check of the tab's article (`fresh`: a Re-run, nothing from the caches). */
  startCheck: message<CommandResult<{ runId: string }>>()({
    payload: z.object({
      tabId: int(),
      profile: z.optional(z.enum(PROFILE_NAMES)),
      fresh: z.optional(z.boolean()),
    }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: challenge the statement selected in a tab (the panel's "Challenge selection"). */
  challengeSelection: message<CommandResult<{ runId: string }>>()({
    payload: z.object({ tabId: int() }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: cancel a run; what it found is kept. */
  cancelRun: message<CommandResult<object>>()({
    payload: z.object({ runId: id() }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /**
   * Side panel → background: check the same article again (with `moreClaims`, also its next unchecked claims; with
   * `profile`, under that profile: "Check deeper" of an undecided claim).
   */
  rerun: message<CommandResult<{ runId: string }>>()({
    payload: z.object({
      runId: id(),
      moreClaims: z.optional(z.boolean()),
      fresh: z.optional(z.boolean()),
      /** The model found no claims: check the ones the built-in rules find (issue 31). */
      rulesClaims: z.optional(z.boolean()),
      profile: z.optional(z.enum(PROFILE_NAMES)),
    }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: delete a run and everything it found. */
  deleteRun: message<CommandResult<object>>()({
    payload: z.object({ runId: id() }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Content script → background: the user clicked a highlighted claim (only a run drawn in its own tab). */
  openClaim: message<CommandResult<object>>()({
    payload: z.object({ runId: id(), claimId: id() }),
    sender: 'content-script',
    failure: 'command',
  }),
  /** Side panel → background: draw (or clear) a run's claim highlights in a tab. */
  highlightRun: message<CommandResult<{ drawn: number }>>()({
    payload: z.object({ runId: id(), tabId: int(), enabled: z.boolean() }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: import an export bundle (validated). */
  importRuns: message<CommandResult<{ imported: number; skipped: number; errors: string[] }>>()({
    payload: z.object({ bundle: z.unknown() }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: delete every run and cache. */
  clearAllData: message<CommandResult<object>>()({
    payload: z.object({ confirm: z.literal(true) }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: try the model on screen (saved or not) with one real structured request; say what works. */
  testConnection: message<CommandResult<ConnectionTest>>()({
    payload: z.optional(z.object({ model: z.optional(z.record(z.string(), z.unknown())) })),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: download the fact-check index (or start a stopped download again). */
  factIndexDownload: message<CommandResult<object>>()({
    payload: z.object({}),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: stop the download in progress and drop what it stored (a served index stays). */
  factIndexCancel: message<CommandResult<object>>()({
    payload: z.object({}),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Side panel → background: delete the fact-check index. */
  factIndexRemove: message<CommandResult<object>>()({
    payload: z.object({ confirm: z.literal(true) }),
    sender: 'extension-page',
    failure: 'command',
  }),
  /**
   * Side panel → background: is the download the state row shows running in this worker? Sending it also wakes a
   * stopped worker, which marks a download it no longer runs as interrupted.
   */
  factIndexStatus: message<CommandResult<{ running: boolean }>>()({
    payload: z.object({}),
    sender: 'extension-page',
    failure: 'command',
  }),
  /** Background → content script: extract the article from the live page. */
  extractArticle: message<ExtractionResult>()({
    payload: z.undefined(),
    sender: 'extension-page',
    failure: 'extraction',
  }),
  /** Background → content script: draw (or clear) claim highlights. */
  showHighlights: message<number>()({
    payload: z.object({ runId: z.string(), enabled: z.boolean(), highlights: z.array(HighlightSchema) }),
    sender: 'extension-page',
    failure: 'reject',
  }),
};

type Messages = typeof MESSAGES;
export type MessageType = keyof Messages;

const column = <C extends 'payload' | 'sender' | 'failure'>(name: C) =>
  Object.fromEntries(Object.entries(MESSAGES).map(([type, spec]) => [type, spec[name]])) as {
    [K in MessageType]: Messages[K][C];
  };

/** Each message's payload schema (a column of `MESSAGES`). */
export const PayloadSchemas = column('payload');
/** Who may send each message (a column of `MESSAGES`). */
export const MessageSenders = column('sender');
/** How each message fails (a column of `MESSAGES`). */
export const FAILURE_SHAPES = column('failure');

/** The messenger's map: each message's payload and reply, derived from `MESSAGES`. */
export type ProtocolMap = {
  [K in MessageType]: (data: z.infer<Messages[K]['payload']>) => NonNullable<Messages[K]['reply']>;
};
