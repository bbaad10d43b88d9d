/** Trace recorder: every model, search and fetch call with purpose, times, tokens, outcome and dependencies. */
import type { Clock, Ids, ResearchStore } from '../../ports';
import type { Checkpoint, Decision, RequestFailure, TraceEntry, TraceFact } from '../../schemas';

interface TraceMeta {
  kind: TraceEntry['kind'];
  /** What the call is for, typed; the entry's `purpose` label is derived from it. */
  fact: TraceFact;
  claimId: string | null;
  dependsOn?: string[];
}

interface CallOutcome<T> {
  value: T;
  promptTokens?: number;
  completionTokens?: number;
  outcome?: TraceEntry['outcome'];
  detail?: string;
  /** Time spent waiting for a free slot inside the call (excluded from the critical path). */
  queuedMs?: number;
  /** Requests inside the call that failed (a search some providers did not answer), as facts. */
  requestFailures?: RequestFailure[];
}

export class Tracer {
  private readonly all: TraceEntry[];

  constructor(
    private readonly runId: string,
    private readonly store: ResearchStore,
    private readonly clock: Clock,
    private readonly ids: Ids,
    existing: TraceEntry[] = [],
  ) {
    this.all = [...existing];
  }

  entries(): readonly TraceEntry[] {
    return this.all;
  }

  /** Runs `call`, records it (also when it throws) and returns its value with the entry id. */
  async record<T>(
    meta: TraceMeta,
    call: () => Promise<CallOutcome<T>>,
  ): Promise<{ value: T; traceId: string }> {
    const startedAt = this.clock.now();
    const id = this.ids.next('t');
    const entry = (
      outcome: Pick<
        TraceEntry,
        'promptTokens' | 'completionTokens' | 'outcome' | 'detail' | 'queuedMs' | 'requestFailures'
      >,
    ): TraceEntry => ({
      id,
      kind: meta.kind,
      purpose: purposeLabel(meta.fact),
      fact: meta.fact,
      claimId: meta.claimId,
      startedAt,
      endedAt: this.clock.now(),
      dependsOn: meta.dependsOn ?? [],
      ...outcome,
    });
    try {
      const result = await call();
      await this.push(
        entry({
          promptTokens: result.promptTokens ?? 0,
          completionTokens: result.completionTokens ?? 0,
          outcome: result.outcome ?? 'ok',
          detail: result.detail ?? '',
          ...(result.queuedMs ? { queuedMs: result.queuedMs } : {}),
          ...(result.requestFailures?.length ? { requestFailures: result.requestFailures } : {}),
        }),
      );
      return { value: result.value, traceId: id };
    } catch (error) {
      await this.push(
        entry({
          promptTokens: 0,
          completionTokens: 0,
          outcome: 'error',
          detail: errorMessage(error),
          ...requestFailuresOf(error),
        }),
      );
      throw error;
    }
  }

  /** Records a decision (no call): dropped quotes, rejected follow-ups, breakers. Returns its id. */
  async decision(
    decision: Decision,
    claimId: string | null,
    detail: string,
    dependsOn: string[] = [],
  ): Promise<string> {
    return this.instant({
      kind: 'decision',
      fact: { kind: 'decision', decision },
      claimId,
      detail,
      dependsOn,
    });
  }

  /** Records a finished step resume will skip, as typed data (the detail is for people only). */
  async checkpoint(checkpoint: Checkpoint, detail: string, dependsOn: string[]): Promise<string> {
    const claimId = checkpoint.type === 'extract' ? null : checkpoint.claimId;
    const fact: TraceFact = {
      kind: 'progress',
      step: checkpoint.type,
      hop: checkpoint.type === 'extract' ? 0 : checkpoint.hop,
      decision: checkpoint.type === 'hop' ? checkpoint.decision : null,
    };
    return this.instant({ kind: 'checkpoint', fact, claimId, detail, dependsOn, checkpoint });
  }

  private async instant(
    entry: Pick<TraceEntry, 'kind' | 'fact' | 'claimId' | 'detail' | 'dependsOn' | 'checkpoint'>,
  ): Promise<string> {
    const now = this.clock.now();
    const id = this.ids.next('t');
    await this.push({
      id,
      purpose: purposeLabel(entry.fact),
      startedAt: now,
      endedAt: now,
      promptTokens: 0,
      completionTokens: 0,
      outcome: 'ok',
      ...entry,
    });
    return id;
  }

  private async push(entry: TraceEntry): Promise<void> {
    this.all.push(entry);
    await this.store.appendTrace(this.runId, [entry]);
  }
}

/** A user-readable message for anything thrown. */
/** The typed request failures an error carries (an EngineError or its data), as entry fields. */
function requestFailuresOf(error: unknown): Pick<TraceEntry, 'requestFailures'> {
  const failures = (error as { requestFailures?: RequestFailure[] } | null)?.requestFailures;
  return Array.isArray(failures) && failures.length > 0 ? { requestFailures: failures } : {};
}

export function errorMessage(error: unknown): string {
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  return String(error);
}

/**
 * The entry's `purpose` label, derived from its fact: a stable identifier for logs, the bench and old readers (never
 * shown to a user; `lib/presentation/trace-words.ts` words the fact).
 */
export function purposeLabel(fact: TraceFact): string {
  switch (fact.kind) {
    case 'extract-claims':
      return 'extract claims';
    case 'search':
      return `${fact.intent} query${fact.hop > 0 ? ` (hop ${fact.hop})` : ''}: ${fact.text}`;
    case 'fetch-evidence':
      return `fetch evidence for ${fact.claimId}`;
    case 'stance':
      return `stance for ${fact.claimIds.join(', ')} (${fact.passages} passages${fact.oneSource ? ', one source' : ''}${fact.secondLook ? ', second look' : ''})`;
    case 'counter-argument':
      return `counter-argument for ${fact.claimId}`;
    case 'write-summary':
      return 'write summary';
    case 'progress':
      if (fact.step === 'extract') return 'checkpoint: claims extracted';
      if (fact.step === 'stance') return `checkpoint: evidence weighed, hop ${fact.hop}`;
      return `checkpoint: hop ${fact.hop} ${fact.decision ?? ''}`.trimEnd();
    case 'decision':
      return fact.decision;
    case 'legacy':
      return fact.text;
  }
}
