/** The one typed ProtocolMap of every message between side panel, background and content script. */
import { z } from 'zod';
import { ProfileSchema, type ExtractionResult } from '../engine/schemas';
import type { EngineErrorData } from '../engine/errors';

/** Outcome of a command: data, or an error a user can act on. Errors cross messaging as plain data. */
export type CommandResult<T> = ({ ok: true } & T) | { ok: false; error: EngineErrorData };

export const HighlightSchema = z.object({
  claimId: z.string(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
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
 * Payload schemas: the message wrapper (`handle-message.ts`) parses every payload with its schema before a
 * handler sees it.
 */
export const PayloadSchemas = {
  inspectTab: z.object({ tabId: z.number().int() }),
  /** `fresh`: a Re-run — nothing is answered from the model, search or page caches. */
  startCheck: z.object({
    tabId: z.number().int(),
    profile: ProfileSchema.optional(),
    fresh: z.boolean().optional(),
  }),
  cancelRun: z.object({ runId: z.string().min(1) }),
  /** `moreClaims`: check the run's article again with room for the next claims its claim cap left unchecked. */
  rerun: z.object({
    runId: z.string().min(1),
    moreClaims: z.boolean().optional(),
    fresh: z.boolean().optional(),
  }),
  deleteRun: z.object({ runId: z.string().min(1) }),
  openClaim: z.object({ runId: z.string().min(1), claimId: z.string().min(1) }),
  showHighlights: z.object({ runId: z.string(), enabled: z.boolean(), highlights: z.array(HighlightSchema) }),
  highlightRun: z.object({ runId: z.string().min(1), tabId: z.number().int(), enabled: z.boolean() }),
  /** `bundle`: an export (or a slice of one), parsed or as its JSON text. */
  importRuns: z.object({ bundle: z.unknown() }),
  clearAllData: z.object({ confirm: z.literal(true) }),
  /** The model fields as they are on screen (saved or not): the test uses exactly these. */
  testConnection: z.object({ model: z.record(z.string(), z.unknown()).optional() }).optional(),
  extractArticle: z.undefined(),
} as const satisfies Record<keyof ProtocolMap, z.ZodType>;

/**
 * Who may send each message (checked by the wrapper before the payload is even parsed):
 * - `extension-page`: only the extension's own pages and its service worker (side panel, settings, History).
 *   Everything that reads or changes the user's data, settings or other tabs is here.
 * - `content-script`: only our content script, and only about its own tab (the tab comes from the browser's
 *   sender record, never from the payload).
 */
export type SenderRule = 'extension-page' | 'content-script';

export const MessageSenders = {
  inspectTab: 'extension-page',
  startCheck: 'extension-page',
  cancelRun: 'extension-page',
  rerun: 'extension-page',
  deleteRun: 'extension-page',
  highlightRun: 'extension-page',
  importRuns: 'extension-page',
  clearAllData: 'extension-page',
  testConnection: 'extension-page',
  openClaim: 'content-script',
  extractArticle: 'extension-page',
  showHighlights: 'extension-page',
} as const satisfies Record<keyof ProtocolMap, SenderRule>;

export interface ProtocolMap {
  /** Side panel → background: extract the article of a tab (injects the content script on demand). */
  inspectTab(data: z.infer<typeof PayloadSchemas.inspectTab>): ExtractionResult;
  /** Side panel → background: start a check of the tab's article. */
  startCheck(data: z.infer<typeof PayloadSchemas.startCheck>): CommandResult<{ runId: string }>;
  /** Side panel → background: cancel a run; what it found is kept. */
  cancelRun(data: z.infer<typeof PayloadSchemas.cancelRun>): CommandResult<object>;
  /** Side panel → background: check the same article again (with `moreClaims`, also its next unchecked claims). */
  rerun(data: z.infer<typeof PayloadSchemas.rerun>): CommandResult<{ runId: string }>;
  /** Side panel → background: delete a run and everything it found. */
  deleteRun(data: z.infer<typeof PayloadSchemas.deleteRun>): CommandResult<object>;
  /** Content script → background: the user clicked a highlighted claim (only a run drawn in its own tab). */
  openClaim(data: z.infer<typeof PayloadSchemas.openClaim>): CommandResult<object>;
  /** Side panel → background: draw (or clear) a run's claim highlights in a tab. */
  highlightRun(data: z.infer<typeof PayloadSchemas.highlightRun>): CommandResult<{ drawn: number }>;
  /** Side panel → background: import an export bundle (validated). */
  importRuns(
    data: z.infer<typeof PayloadSchemas.importRuns>,
  ): CommandResult<{ imported: number; skipped: number; errors: string[] }>;
  /** Side panel → background: delete every run and cache. */
  clearAllData(data: z.infer<typeof PayloadSchemas.clearAllData>): CommandResult<object>;
  /** Side panel → background: try the model on screen with one real structured request; say what works. */
  testConnection(data?: z.infer<typeof PayloadSchemas.testConnection>): CommandResult<ConnectionTest>;
  /** Background → content script: extract the article from the live page. */
  extractArticle(): ExtractionResult;
  /** Background → content script: draw (or clear) claim highlights. */
  showHighlights(data: z.infer<typeof PayloadSchemas.showHighlights>): number;
}
