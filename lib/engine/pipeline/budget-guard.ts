/** Budget guard: counts model calls, tokens, searches and seconds, and stops the run cleanly when one runs out. */
import type { Clock } from '../ports';
import type { Budget, Usage } from '../schemas';
import { EngineError } from '../errors';

export class BudgetGuard {
  /** Why the budget stopped the run, or null while there is budget left. */
  exhausted: string | null = null;

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

  /** Throws `run/budget` when another model call would exceed the budget. */
  beforeModelCall(): void {
    this.checkSeconds();
    if (this.usage.modelCalls >= this.budget.maxModelCalls) {
      this.stop(`the model-call budget (${this.budget.maxModelCalls} calls) is used up`);
    }
    const tokens = this.usage.promptTokens + this.usage.completionTokens;
    if (tokens >= this.budget.maxTokens)
      this.stop(`the token budget (${this.budget.maxTokens} tokens) is used up`);
  }

  /** Throws `run/budget` when another search would exceed the budget. */
  beforeSearch(): void {
    this.checkSeconds();
    if (this.usage.searches >= this.budget.maxSearches) {
      this.stop(`the search budget (${this.budget.maxSearches} searches) is used up`);
    }
  }

  /** Throws `run/budget` when the run's time is up. */
  checkSeconds(): void {
    this.usage.elapsedMs = this.priorMs + (this.clock.now() - this.startedAt);
    const elapsedS = this.usage.elapsedMs / 1000;
    if (elapsedS >= this.budget.maxSeconds)
      this.stop(`the time budget (${this.budget.maxSeconds} s) is used up`);
  }

  recordModelCall(promptTokens: number, completionTokens: number): void {
    this.usage.modelCalls += 1;
    this.usage.promptTokens += promptTokens;
    this.usage.completionTokens += completionTokens;
  }

  recordSearch(): void {
    this.usage.searches += 1;
  }

  recordFetch(): void {
    this.usage.fetches += 1;
  }

  private stop(reason: string): never {
    this.exhausted ??= reason;
    throw new EngineError(
      'run/budget',
      `The run stopped early because ${reason}; the results found so far are kept. Raise the budget in Settings to check more.`,
    );
  }
}

/** True for the budget-stop error (also after it crossed messaging as plain data). */
export function isBudgetStop(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'run/budget';
}
