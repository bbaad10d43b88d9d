/** What each trace entry was for, as a typed fact (one union, one list of decisions); the words live in lib/presentation. */
import { z } from 'zod';

/**
 * Every decision the engine records (no call, a choice it made). The names double as the entry's stable `purpose`
 * label; adding one here fails to typecheck in `lib/presentation/trace-words.ts` until it has its words.
 */
export const DECISIONS = [
  'model server',
  'model stopped',
  'model not usable for this article',
  'search provider stopped',
  'follow-up sources read by rules',
  "model readings' failure rate",
  "rules' reading used instead of the model's",
  'summary written from the verdicts',
  'fit the model context window',
  'extract claims (heuristic)',
  'claim dropped: quote not in article',
  'claim dropped: quote is an instruction to AI tools',
  'claim text replaced by its quote',
  'article stance',
  'claim checked as it displays',
  'model queries checked',
  'relations dropped',
  'claim failed',
  'follow-up query rejected',
  'search results not fetched',
  'stance answer for unknown passage ids',
  'citation-integrity failure',
  'stance quote is an instruction',
  'stance quote not about the claim',
  'model stance contradicted by the rules',
  'stance quote not asserted by its source',
  'second look',
  'source carries instructions',
  'queries left out for the search budget',
  'counter-arguer not asked',
  'summary sentence cut',
  'seen before',
] as const;
export const DecisionSchema = z.enum(DECISIONS);
export type Decision = z.infer<typeof DecisionSchema>;

/**
 * Why a provider's request failed, decided where it failed (`adapters/search/search-http.ts`), never read back from
 * its message: `dns` its name could not be looked up (no connection, or a wrong address), `refused` its host refused
 * the connection, `unreachable` the request failed in the network for a reason the runtime does not tell (a
 * browser's "Failed to fetch"), `timeout`, `http` an error status, `malformed` an answer that is not search results,
 * `too-large`, `bad-key`, `rate-limited`, `needs-key` a keyless allowance is used up and only a (free) key helps
 * (OpenAlex); `unknown` for any other failure.
 */
const REQUEST_FAILURE_KINDS = [
  'dns',
  'refused',
  'unreachable',
  'timeout',
  'http',
  'malformed',
  'too-large',
  'bad-key',
  'rate-limited',
  'needs-key',
  'unknown',
] as const;
export const RequestFailureSchema = z.object({
  /** The provider's id (`wikipedia`, `searxng` …). */
  provider: z.string(),
  kind: z.enum(REQUEST_FAILURE_KINDS),
  /** The HTTP status, for `http` (and `bad-key` / `rate-limited` when one was answered). */
  status: z.number().int().optional(),
});
export type RequestFailure = z.infer<typeof RequestFailureSchema>;
export type RequestFailureKind = RequestFailure['kind'];

/**
 * Which providers a follow-up hop's query went to (`pipeline/search/earned-providers.ts`), decided from what each
 * provider returned for the claim on its earlier hops; `to` the providers it was sent to (those of them that are on
 * are asked). `earned` only the providers of its route that returned a result about the claim (`skipped`: those that
 * answered the claim's earlier searches with nothing about it); `none-earned`
 * no provider of its route did, so the whole route was asked (a follow-up never goes out without a provider);
 * `unrecorded` what the earlier hops returned is not known (a check started before queries carried their
 * `providers` record, resumed after), so the whole route was asked.
 */
const FollowupRouteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('earned'),
    to: z.array(z.string()),
    skipped: z.array(z.object({ provider: z.string(), why: z.literal('nothing-on-claim') })),
  }),
  z.object({ kind: z.literal('none-earned'), to: z.array(z.string()) }),
  z.object({ kind: z.literal('unrecorded'), to: z.array(z.string()) }),
]);
export type FollowupRoute = z.infer<typeof FollowupRouteSchema>;

/** Why a search was run: the claim as stated, evidence against it, or a follow-up after a weakness was found. */
const SearchIntentSchema = z.enum(['neutral', 'counter', 'followup']);

export const TraceFactSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('extract-claims') }),
  /** `hop` 0 is the first round of searches; each later hop is a follow-up round. */
  z.object({
    kind: z.literal('search'),
    intent: SearchIntentSchema,
    hop: z.number().int().nonnegative(),
    text: z.string(),
    /** A follow-up hop's query: the providers it went to and those it skipped, and why. */
    route: FollowupRouteSchema.optional(),
  }),
  z.object({ kind: z.literal('fetch-evidence'), claimId: z.string() }),
  z.object({
    kind: z.literal('stance'),
    claimIds: z.array(z.string()),
    passages: z.number().int().nonnegative(),
    /** The passages come from one source, split over several calls to fit the model's window. */
    oneSource: z.boolean(),
    /** A second look: the quoted sentences of readings that move a verdict, read again alone (`second-look.ts`). */
    secondLook: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('counter-argument'), claimId: z.string() }),
  z.object({ kind: z.literal('write-summary') }),
  /** A finished step saved so a restarted check skips it. */
  z.object({
    kind: z.literal('progress'),
    step: z.enum(['extract', 'stance', 'hop', 'reading']),
    hop: z.number().int().nonnegative(),
    decision: z.enum(['ENOUGH', 'NEED_FOLLOWUP', 'STOP']).nullable(),
  }),
  z.object({ kind: z.literal('decision'), decision: DecisionSchema }),
  /** An entry saved before trace entries carried facts: its purpose shown as it was written. */
  z.object({ kind: z.literal('legacy'), text: z.string() }),
]);
export type TraceFact = z.infer<typeof TraceFactSchema>;
type TraceFactKind = TraceFact['kind'];

/** The one list of trace fact kinds (derived from the union). */
export const TRACE_FACT_KINDS: readonly TraceFactKind[] = TraceFactSchema.options.map(
  (o) => o.shape.kind.value,
);
