/** Budget guard: counts model calls, tokens, searches and seconds, and stops the run cleanly when one runs out. */
import type { Clock } from '../../ports';
import type { Budget, PartialReason, Usage } from '../../schemas';
import { EngineError } from '../../errors';

/** Which budget stopped the run, and the sentence that says so. */
interface BudgetStop {
  reason: PartialReason;
  message: string;
}

/**
 * Calls and searches are reserved (counted) before they start, so concurrent claims can never pass the check
 * together and overshoot; a reservation that got no answer is given back. A call also reserves its prompt's
 * estimated tokens, so calls in flight cannot together pass the token budget; the answer's own tokens are
 * only known afterwards. A model call that failed is not given back: its requests reached the server, so a model
 * that keeps failing still runs out of budget. Seconds are checked before each call.
 */
export class BudgetGuard {
  /** Which budget stopped the run, or null while there is budget left. */
  exhausted: BudgetStop | null = null;

  /** Estimated prompt tokens of the model calls in flight. */
  private inFlightTokens = 0;

  /** Time spent in earlier sessions of this run (before the worker was stopped and the run resumed). */
  private readonly priorMs: number;

  constructor(
    private readonly budget: Budget,
    readonly usage: Usage,
    private readonly clock: Clock,
    private readonly startedAt: number,
  ) {
    // Runs stored before elapsedMs existed have none: they start from 0.
    this.priorMs = Number.isFinite(usage.elapsedMs) ? usage.elapsedMs : 0;
  }

  /** Reserves one model call and its prompt's estimated tokens; throws `run/budget` when they do not fit. */
  reserveModelCall(estimatedTokens = 0): void {
    this.checkSeconds();
    const tokens = this.usage.promptTokens + this.usage.completionTokens + this.inFlightTokens;
    if (tokens >= this.budget.maxTokens || tokens + estimatedTokens > this.budget.maxTokens)
      this.stop('tokens', `the token budget (${this.budget.maxTokens} tokens) is used up`);
    if (this.usage.modelCalls >= this.budget.maxModelCalls)
      this.stop('model-calls', `the model-call budget (${this.budget.maxModelCalls} calls) is used up`);
    this.usage.modelCalls += 1;
    this.inFlightTokens += estimatedTokens;
  }

  /**
   * Ends a reserved call: its estimate leaves the in-flight count and the tokens its requests really used are
   * counted (a failed call's too: what reached the server is spent). `extraRequests` are requests beyond the first
   * (retries, a format fallback, a repair): each counts as a model call.
   */
  settleModelCall(
    tokens: { promptTokens: number; completionTokens: number },
    estimatedTokens = 0,
    extraRequests = 0,
  ): void {
    this.inFlightTokens = Math.max(0, this.inFlightTokens - estimatedTokens);
    this.usage.promptTokens += tokens.promptTokens;
    this.usage.completionTokens += tokens.completionTokens;
    this.usage.modelCalls += Math.max(0, extraRequests);
  }

  /** Gives back a reservation whose request was never sent (the run was cancelled while the call waited). */
  releaseModelCall(estimatedTokens = 0): void {
    this.usage.modelCalls = Math.max(0, this.usage.modelCalls - 1);
    this.inFlightTokens = Math.max(0, this.inFlightTokens - estimatedTokens);
  }

  /** Reserves one search; throws `run/budget` when none is left. */
  reserveSearch(): void {
    this.checkSeconds();
    if (this.usage.searches >= this.budget.maxSearches)
      this.stop('searches', `the search budget (${this.budget.maxSearches} searches) is used up`);
    this.usage.searches += 1;
  }

  /** Gives back a reserved search that no provider answered. */
  releaseSearch(): void {
    this.usage.searches = Math.max(0, this.usage.searches - 1);
  }

  /** Brings `usage.elapsedMs` up to now (wall time of this session plus earlier ones). */
  tick(): void {
    this.usage.elapsedMs = this.priorMs + (this.clock.now() - this.startedAt);
  }

  /** Milliseconds left of the time budget (0 when it is used up). */
  remainingMs(): number {
    this.tick();
    return Math.max(0, this.budget.maxSeconds * 1000 - this.usage.elapsedMs);
  }

  /** Throws `run/budget` when the run's time is up. */
  checkSeconds(): void {
    this.tick();
    const elapsedS = this.usage.elapsedMs / 1000;
    if (elapsedS >= this.budget.maxSeconds)
      this.stop('time', `the time budget (${this.budget.maxSeconds} s) is used up`);
  }

  recordFetch(): void {
    this.usage.fetches += 1;
  }

  private stop(reason: PartialReason, message: string): never {
    this.exhausted ??= { reason, message };
    throw new EngineError(
      'run/budget',
      `The run stopped early because ${message}; the results found so far are kept. Raise the budget in Settings to check more.`,
    );
  }
}

/** True for the budget-stop error (also after it crossed messaging as plain data). */
export function isBudgetStop(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'run/budget';
}
