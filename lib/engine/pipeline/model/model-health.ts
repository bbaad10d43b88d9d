/** The configured model's record in a run: answers, failures and requests, and the breaker that stops a failing model. */
import { EngineError, type EngineErrorCode } from '../../errors';
import type { ModelUse } from '../../schemas';
import { isBudgetStop } from '../context/budget-guard';
import { errorMessage } from '../context/tracer';

/** What the breaker's trip means for the caller: say it once. */
interface ModelTrip {
  /** The sentence for the run's notices. */
  notice: string;
}

/**
 * Counts into `run.modelUse` (stored with the run): a usable answer resets the count in a row; a failed call or an
 * unusable answer adds to it, and at `limit` in a row the model is not called again in this run. `stopped` is
 * durable, so a resumed run does not start asking a broken model again.
 */
export class ModelHealth {
  private inARow = 0;

  constructor(
    private readonly use: ModelUse,
    private readonly limit: number,
  ) {}

  get stopped(): boolean {
    return this.use.stopped;
  }

  /** Throws `llm/stopped` when the breaker has tripped: no request is sent. */
  assertCallable(): void {
    if (!this.use.stopped) return;
    const last = this.use.lastFailure;
    throw new EngineError(
      'llm/stopped',
      `The model was not asked again after ${this.limit} failures in a row${last ? ` (${last.message})` : ''}.`,
    );
  }

  /** One HTTP request sent to the model server (retries and repairs each count). */
  requestSent(): void {
    this.use.requests += 1;
  }

  answered(): void {
    this.use.answers += 1;
    this.inARow = 0;
  }

  fromCache(): void {
    this.use.cached += 1;
  }

  /** An answer that was valid but could not be used; returns the trip when it stopped the model. */
  unusable(why: string): ModelTrip | null {
    this.use.unusable += 1;
    this.use.lastFailure = { code: 'llm/invalid-output', message: why };
    return this.miss();
  }

  /**
   * A call that failed. Aborts and budget stops are not the model's fault and are not counted. Returns the trip
   * when this failure stopped the model.
   */
  failed(error: unknown): ModelTrip | null {
    if (isBudgetStop(error) || codeOf(error) === 'run/cancelled' || codeOf(error) === 'llm/stopped')
      return null;
    this.use.failures += 1;
    this.use.lastFailure = { code: codeOf(error) ?? 'llm/unavailable', message: errorMessage(error) };
    return this.miss();
  }

  /**
   * The model cannot be used for this run at all (it said so before any request: not downloaded, or not taking the
   * article's language): counted as one failure with its reason, and not asked again. Returns the notice.
   */
  cannotUse(error: unknown): ModelTrip {
    this.use.failures += 1;
    this.use.lastFailure = { code: codeOf(error) ?? 'llm/unavailable', message: errorMessage(error) };
    this.use.stopped = true;
    return { notice: `${errorMessage(error)}` };
  }

  private miss(): ModelTrip | null {
    this.inARow += 1;
    if (this.use.stopped || this.inARow < this.limit) return null;
    this.use.stopped = true;
    return {
      notice: `The model failed ${this.limit} times in a row (${this.use.lastFailure?.message ?? 'no usable answer'}), so this check stopped asking it: the built-in rules read the rest.`,
    };
  }
}

function codeOf(error: unknown): EngineErrorCode | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? (code as EngineErrorCode) : undefined;
}
