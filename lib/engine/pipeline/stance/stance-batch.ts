/**
 * Per-source stance calls shared across claims: one model call reads one source's passages for every claim that
 * asked about that source within a short window — never another source's text, so one page cannot steer another's.
 */
import { urlIdentity } from '../../domain/url';
import { detectInjection } from '../text/detect-injection';
import {
  AssessStanceOutputSchema,
  SCHEMA_NAMES,
  UNCHECKABLE_KINDS,
  engineId,
  instruction,
  joined,
  userMessage,
  wrapUntrusted,
} from '../../schemas';
import type { AssessStanceOutput, Claim, EngineId, Instruction, UserMessage } from '../../schemas';
import { publishedAtOf, type AcquiredPassage } from '../acquire/acquire-stage';
import { isBudgetStop } from '../context/budget-guard';
import {
  cachedAnswer,
  callKey,
  callModel,
  callModelWhenSlotFree,
  modelAnswerUnusable,
  modelIdle,
  nextModelIdle,
  rememberAnswer,
  type ModelCall,
} from '../model/model-call';
import { ASSESS_STANCE_SYSTEM } from '../model/prompts';
import { addNotice, type RunContext } from '../context/run-context';
import { fitPassageTexts, stanceFits, stanceOutputTokens } from './stance-fit';
import { errorMessage } from '../context/tracer';
import { keepReading, keptReading } from './stance-readings';

type Answer = AssessStanceOutput['assessments'][number];

/** The model's assessment of one passage (null: no usable answer, the caller falls back to lexical cues). */
interface SourceAssessment {
  answer: Answer | null;
  traceIds: string[];
}

interface Item {
  claim: Claim;
  p: AcquiredPassage;
  id: string;
  resolve: (r: SourceAssessment) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  items: Item[];
  /** Sealed: the call was built with these items (once a model slot was free); later passages start a new batch. */
  sent: boolean;
  /** Sent after the short window instead of the first-hop barrier: it carries the first claim's passages. */
  fast: boolean;
  /** Ends this batch's wait at the barrier (the first claim joined it). */
  wake?: () => void;
}

interface RunBatches {
  open: Map<string, Batch>;
  /** The first claim to queue a first-hop passage: its sources are read at once, with what is queued by then. */
  firstClaim?: string;
  /** Claims that reached the stance stage of their first hop (all their passages queued or answered). */
  arrived: Set<string>;
  waiters: (() => void)[];
  /** Batches waiting at the first-hop barrier, oldest first: they take the model's slots whenever it goes idle. */
  parked: Batch[];
  /** Watching for the model to go idle. */
  watching: boolean;
}

const state = new WeakMap<RunContext, RunBatches>();

function batchesOf(ctx: RunContext): RunBatches {
  let s = state.get(ctx);
  if (!s) {
    // A resumed run: the claim whose first sources were read first already had its fast first verdict's calls.
    const firstClaim = ctx.checkpoints.firstReadClaim();
    state.set(
      ctx,
      (s = {
        open: new Map(),
        arrived: new Set(),
        waiters: [],
        parked: [],
        watching: false,
        ...(firstClaim ? { firstClaim } : {}),
      }),
    );
  }
  return s;
}

/** A claim has queued every passage of its first hop: batches wait for every claim (or the longest wait). */
export function arrivedAtFirstStance(ctx: RunContext, claimId: string): void {
  const s = batchesOf(ctx);
  s.arrived.add(claimId);
  if (!firstHopComplete(ctx, s)) return;
  for (const wake of s.waiters.splice(0)) wake();
}

function firstHopComplete(ctx: RunContext, s: RunBatches): boolean {
  return ctx.claims.every(
    (c) => UNCHECKABLE_KINDS.includes(c.kind) || s.arrived.has(c.id) || !!ctx.checkpoints.stance(c.id, 0),
  );
}

/**
 * Queues `p` for `claim` in the model call of its source (URL identity), or answers it from the cache (each
 * passage is cached as if asked alone, so a re-check hits whatever the batches were). On the first hop a source's
 * call waits until every claim has queued its passages (at most `stance.batchMaxWaitMs`) — except the sources of the
 * first claim to get there, which go after `stance.batchWindowMs` with whatever is queued by then, so the first
 * verdict waits for one model call and no barrier (issue 23 item 3); on later hops requests arriving within
 * `stance.batchWindowMs` share a call. `queued` settles once the passage is queued or answered.
 */
export function assessBySource(
  ctx: RunContext,
  claim: Claim,
  p: AcquiredPassage,
  firstHop: boolean,
): { queued: Promise<void>; result: Promise<SourceAssessment>; cached: () => boolean } {
  const id = ctx.deps.ids.next('src');
  let fromCache = false;
  let markQueued: () => void = () => undefined;
  const queued = new Promise<void>((resolve) => (markQueued = resolve));
  const result = (async (): Promise<SourceAssessment> => {
    const llm = ctx.deps.llm;
    const alone = stanceCall(ctx, [{ claim, p, id }]);
    // Answered before an interruption of this run: kept in its checkpoints, never asked again.
    const kept = llm ? await keptReading(ctx, llm, claim.id, alone, id) : undefined;
    if (kept) {
      fromCache = true;
      markQueued();
      return { answer: kept.answer, traceIds: [kept.traceId] };
    }
    const hit = llm ? await cachedAnswer(ctx, llm, alone) : undefined;
    if (hit) {
      fromCache = true;
      markQueued();
      return {
        answer: hit.value.assessments.find((a) => a.passageId.trim() === id) ?? null,
        traceIds: [hit.traceId],
      };
    }
    return new Promise<SourceAssessment>((resolve, reject) => {
      enqueue(ctx, { claim, p, id, resolve, reject }, firstHop);
      markQueued();
    });
  })();
  result.catch(() => markQueued());
  // Known once `queued` settles: the answer came from the model answer cache, no call is awaited.
  return { queued, result, cached: () => fromCache };
}

function enqueue(ctx: RunContext, item: Item, firstHop: boolean): void {
  const s = batchesOf(ctx);
  const key = urlIdentity(item.p.candidate.result.url);
  const pending = s.open.get(key);
  if (firstHop) s.firstClaim ??= item.claim.id;
  const first = firstHop && item.claim.id === s.firstClaim;
  if (
    pending &&
    !pending.sent &&
    pending.items.length < ctx.config.stance.maxPassagesPerCall &&
    // Joins the batch only if every passage still fits the window whole; else the source gets another call.
    !stanceUser(ctx, [...pending.items, item]).cut
  ) {
    pending.items.push(item);
    if (first && !pending.fast) {
      pending.fast = true;
      pending.wake?.();
    }
    return;
  }
  const batch: Batch = { items: [item], sent: false, fast: !firstHop || first };
  s.open.set(key, batch);
  void (async () => {
    try {
      await (batch.fast
        ? ctx.deps.clock.sleep(ctx.config.stance.batchWindowMs, ctx.signal)
        : firstHopBarrier(ctx, s, batch));
      // Still open while it waits for a model slot: passages about this source that arrive meanwhile join it.
      const answers = await sendBatch(ctx, batch, () => {
        batch.sent = true;
        if (s.open.get(key) === batch) s.open.delete(key);
      });
      for (const it of batch.items)
        it.resolve({ answer: answers.byId.get(it.id) ?? null, traceIds: answers.traceIds });
    } catch (error) {
      batch.sent = true;
      if (s.open.get(key) === batch) s.open.delete(key);
      for (const it of batch.items) it.reject(error);
    }
  })();
}

/**
 * Resolves when every claim has queued its first-hop passages, when the first claim joins `batch`, when the model
 * has nothing else to do (its slots would sit idle while the batch waits; by profile,
 * `stance.barrierGivesWayWhenModelIdle`), or after `stance.batchMaxWaitMs`; rejects on abort.
 */
async function firstHopBarrier(ctx: RunContext, s: RunBatches, batch: Batch): Promise<void> {
  const givesWay = ctx.config.stance.barrierGivesWayWhenModelIdle[ctx.run.profile];
  if (firstHopComplete(ctx, s) || (givesWay && modelIdle(ctx))) return;
  const timer = new AbortController();
  const woken = new Promise<void>((resolve) => {
    s.waiters.push(resolve);
    batch.wake = resolve;
  });
  const onAbort = () => timer.abort(ctx.signal?.reason);
  ctx.signal?.addEventListener('abort', onAbort, { once: true });
  if (givesWay) {
    s.parked.push(batch);
    releaseWhenModelIdle(ctx, s);
  }
  try {
    await Promise.race([
      woken,
      ctx.deps.clock.sleep(ctx.config.stance.batchMaxWaitMs, timer.signal).catch(() => undefined),
    ]);
  } finally {
    timer.abort();
    ctx.signal?.removeEventListener('abort', onAbort);
    const at = s.parked.indexOf(batch);
    if (at >= 0) s.parked.splice(at, 1);
  }
  if (ctx.signal?.aborted) throw ctx.signal.reason;
}

/**
 * Each time the model goes idle, the oldest batches waiting at the barrier take its slots: a slot left idle is time
 * the run never gets back, and a batch sent early only loses passages not yet queued (they get a call of their own).
 */
function releaseWhenModelIdle(ctx: RunContext, s: RunBatches): void {
  if (s.watching || s.parked.length === 0) return;
  s.watching = true;
  void nextModelIdle(ctx).then(() => {
    s.watching = false;
    for (const batch of s.parked.splice(0, ctx.config.model.concurrency)) batch.wake?.();
    releaseWhenModelIdle(ctx, s);
  });
}

/** The user message of a stance call: instructions, claims and passages (shortened when the window needs it). */
function stanceUser(
  ctx: RunContext,
  items: Pick<Item, 'claim' | 'p' | 'id'>[],
): { user: UserMessage; cut: boolean } {
  const claims = [...new Map(items.map((it) => [it.claim.id, it.claim])).values()];
  const several = items.length > 1;
  const ids = items.map((it) => engineId(it.id));
  const build = (texts: string[]) =>
    userMessage(
      several
        ? instruction`Assess each passage against the claim its claim attribute names (all passages come from one source). Answer with exactly one assessment per passage id: ${quotedIds(ids)}.`
        : instruction`Assess the passage against the claim. Answer with exactly one assessment, for passage id "${ids[0]!}".`,
      ...claims.map((c) => wrapUntrusted('claim', c.text, { id: c.id })),
      ...items.map((it, index) =>
        wrapUntrusted('passage', texts[index] ?? '', {
          id: it.id,
          ...(several ? { claim: it.claim.id } : {}),
          url: it.p.candidate.result.url,
          published: publishedAtOf(it.p) ?? 'unknown',
        }),
      ),
    );
  const texts = items.map((it) => withoutInstructions(it.p.passage));
  const whole = build(texts);
  if (stanceFits(ctx, whole, items.length)) return { user: whole, cut: false };
  const fitted = fitPassageTexts(ctx, build(items.map(() => '')), texts);
  return { user: build(fitted.texts), cut: fitted.cut };
}

/** Passage ids as an instruction lists them: "src-1", "src-2". */
function quotedIds(ids: readonly EngineId[]): Instruction {
  return joined(
    ids.map((id) => instruction`"${id}"`),
    ', ',
  );
}

/** The stance call for one source's passages (one passage: exactly the prompt a lone passage gets). */
function stanceCall(
  ctx: RunContext,
  items: Pick<Item, 'claim' | 'p' | 'id'>[],
): ModelCall<AssessStanceOutput> {
  const claims = [...new Map(items.map((it) => [it.claim.id, it.claim])).values()];
  const several = items.length > 1;
  const ids = items.map((it) => it.id);
  const { user } = stanceUser(ctx, items);
  return {
    fact: { kind: 'stance', claimIds: claims.map((c) => c.id), passages: items.length, oneSource: several },
    claimId: claims.length === 1 ? claims[0]!.id : null,
    dependsOn: [
      ...new Set(
        items.map((it) => it.p.fetchTraceId ?? it.p.candidate.searchTraceId).filter((x): x is string => !!x),
      ),
    ],
    schemaName: SCHEMA_NAMES.assessStance,
    schema: AssessStanceOutputSchema,
    system: ASSESS_STANCE_SYSTEM,
    user,
    maxOutputTokens: stanceOutputTokens(ctx, items.length),
    volatileIds: ids,
    usable: (answer) => ids.every((i) => answer.assessments.some((a) => a.passageId.trim() === i)),
  };
}

/**
 * One call (and at most one repair retry) for one source's passages; only aborts reject. The batch is sealed (`seal`)
 * and its call built only when a model slot is free, so it carries every passage about the source queued by then.
 */
async function sendBatch(
  ctx: RunContext,
  batch: Batch,
  seal: () => void,
): Promise<{ byId: Map<string, Answer>; traceIds: string[] }> {
  const llm = ctx.deps.llm;
  const byId = new Map<string, Answer>();
  const traceIds: string[] = [];
  if (!llm) {
    seal();
    return { byId, traceIds };
  }
  // Once sealed the batch takes no more passages: `items` are the ones the call was built with.
  const items = batch.items;
  let first: ModelCall<AssessStanceOutput> | undefined;
  // Each passage's call asked alone and its key, made with the batch's call: once it answers, keeping a reading is
  // one write.
  let alone: ModelCall<AssessStanceOutput>[] = [];
  let keys: Promise<string>[] = [];
  const build = (): ModelCall<AssessStanceOutput> => {
    seal();
    alone = items.map((it) => stanceCall(ctx, [it]));
    keys = alone.map((call) => callKey(ctx, llm, call));
    return (first = stanceCall(ctx, items));
  };
  let retry: ModelCall<AssessStanceOutput> | undefined;
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      let answered: { value: AssessStanceOutput; traceId: string };
      try {
        answered = await whenBudgetAllows(ctx, () =>
          retry ? callModel(ctx, llm, retry, { cache: false }) : callModelWhenSlotFree(ctx, llm, build),
        );
      } finally {
        if (attempt === 0 && first) await noteShortened(ctx, items);
      }
      const { value, traceId } = answered;
      traceIds.push(traceId);
      const ids = items.map((it) => it.id);
      const url = items[0]!.p.candidate.result.url;
      const fresh: Item[] = [];
      for (const a of value.assessments) {
        const pid = a.passageId.trim();
        if (!ids.includes(pid) || byId.has(pid)) continue;
        byId.set(pid, a);
        fresh.push(items.find((it) => it.id === pid)!);
      }
      // Kept at once: an interruption from here on never costs this call again.
      for (const it of fresh) {
        const key = keys[items.indexOf(it)] ?? callKey(ctx, llm, stanceCall(ctx, [it]));
        await keepReading(ctx, it, await key, byId.get(it.id)!, [traceId]);
      }
      const missing = ids.filter((i) => !byId.has(i));
      if (missing.length === 0) break;
      const named = value.assessments.map((a) => a.passageId.trim()).filter((n) => n && !ids.includes(n));
      await ctx.tracer.decision(
        'stance answer for unknown passage ids',
        items[0]!.claim.id,
        `${url}: asked for ${missing.map((m) => `"${m}"`).join(', ')}, the model answered for ${named.map((n) => `"${n.slice(0, 40)}"`).join(', ') || 'no passage'}${attempt === 0 ? ' — asking once more' : ''}`,
        [traceId],
      );
      if (attempt === 1 || !first) {
        await modelAnswerUnusable(ctx, 'its stance answers named passages that were not asked about');
        addNotice(
          ctx,
          "The model's stance answers for some sources named passages that were not asked about, even after a retry; those sources were assessed by lexical cues (low strength).",
        );
        break;
      }
      retry = {
        ...first,
        // The ids the model named are its output, read from the page: they stay out of the instruction.
        user: userMessage(
          first.user,
          instruction`Your previous answer named ${named.length} passage ids that are not in this request. Answer again with exactly one assessment for each passage id: ${quotedIds(missing.map(engineId))}.`,
        ),
      };
    }
    // Each passage is cached as if it had been asked alone: a re-check hits whatever batches it makes.
    for (const [i, it] of items.entries()) {
      const answer = byId.get(it.id);
      const call = alone[i] ?? stanceCall(ctx, [it]);
      if (answer) await rememberAnswer(ctx, llm, call, { assessments: [answer] });
    }
  } catch (error) {
    // An interruption, or the database refusing a write (the run fails with it): not the model's failure.
    if (ctx.signal?.aborted || isStoreFailure(error)) throw error;
    addNotice(
      ctx,
      isBudgetStop(error)
        ? errorMessage(error)
        : `The model's stance answers could not be used (${errorMessage(error)}); lexical cues (low strength) were used instead.`,
    );
  }
  return { byId, traceIds };
}

/** The database refused a write (e.g. storage full). */
function isStoreFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('store/');
}

/** Says in the trace when a source's passages were shortened so its stance call fits the model's window. */
async function noteShortened(ctx: RunContext, items: Item[]): Promise<void> {
  if (!stanceUser(ctx, items).cut) return;
  await ctx.tracer.decision(
    'fit the model context window',
    items[0]!.claim.id,
    `${items[0]!.p.candidate.result.url}: ${items.length} passage${items.length === 1 ? '' : 's'} shortened so the stance call fits the model's window of ${ctx.deps.llm?.contextTokens ?? ctx.config.model.contextTokens.local} tokens`,
  );
}

/**
 * Per-source calls run many at once; while plenty of the model-call budget is left they run in parallel, near its
 * end one at a time (per run), so concurrent calls cannot all pass the budget check and overshoot it.
 */
const queues = new WeakMap<RunContext, Promise<unknown>>();
const TIGHT_BUDGET = 12;

function whenBudgetAllows<T>(ctx: RunContext, call: () => Promise<T>): Promise<T> {
  const left = ctx.run.budget.maxModelCalls - ctx.run.usage.modelCalls;
  if (left > TIGHT_BUDGET) return call();
  const previous = queues.get(ctx) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(call);
  queues.set(ctx, next);
  return next;
}

/** The passage with sentences addressed to AI tools cut out (the model never reads them; the source is still flagged). */
export function withoutInstructions(passage: string): string {
  const flagged = detectInjection(passage).sentences;
  let out = passage;
  for (const s of [...flagged].sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, s.start)}[text addressed to AI tools removed]${out.slice(s.end)}`;
  }
  return out;
}
