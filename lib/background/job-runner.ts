/** Runs checks in the service worker: one AbortController per run, keep-alive while busy, resume on wake. */
import type { Article, Budget, Profile, Run } from '../engine/schemas';
import type { ModelPrice } from '../engine/domain/cost/model-price';
import type { EngineDeps } from '../engine/pipeline';
import type { Settings } from '../settings/settings-schema';
import { createRun, executeRun, INTERRUPT } from '../engine/pipeline';
import { isEngineError } from '../engine/errors';
import { isFinished, transition } from '../engine/pipeline/context/run-state';
import { setFocusError } from './focus';
import { ArticleLocks } from './article-locks';

interface RunnerEngine {
  deps: EngineDeps;
  /** The user's budget overrides for new runs, merged by createRun onto the run's profile (resumed runs keep theirs). */
  budget: Partial<Budget>;
  /** The configured model's price per million tokens for new runs (null: none known; absent: not said). */
  price?: ModelPrice | null;
}

interface StartInput {
  article: Article;
  profile: Profile;
  kind: 'article' | 'challenge';
  statement?: string;
  /** Tab the run's highlights belong to. */
  tabId?: number;
  /** Check up to this many claims instead of the profile's cap ("Check N more"). */
  claimLimit?: number;
  /** A Re-run: nothing is answered from the caches. */
  fresh?: boolean;
  /** `rules`: the built-in rules pick the claims although a model is configured. */
  claimsBy?: 'rules';
}

const KEEP_ALIVE_MS = 20_000;

export class JobRunner {
  private readonly active = new Map<string, AbortController>();
  private readonly tabs = new Map<string, number>();
  /** A second check of an article that is being checked is refused (challenges are not locked). */
  private readonly locks = new ArticleLocks();
  private keepAlive: ReturnType<typeof setInterval> | undefined;

  constructor(
    /** Builds the engine from `settings`, or from freshly loaded settings when the caller has none. */
    private readonly makeEngine: (settings?: Settings) => Promise<RunnerEngine>,
    private readonly onSettled: (run: Run, tabId: number | undefined) => void = () => undefined,
  ) {}

  /** Starts a run; pass the settings the caller already loaded so one action reads them once. */
  async start(input: StartInput, settings?: Settings): Promise<string> {
    const lock = input.kind === 'article' ? this.locks.take(input.article) : null;
    let run: Run;
    let deps: EngineDeps;
    try {
      const engine = await this.makeEngine(settings);
      deps = engine.deps;
      run = await createRun(deps, {
        article: input.article,
        profile: input.profile,
        kind: input.kind,
        budget: engine.budget,
        ...(engine.price !== undefined ? { price: engine.price } : {}),
        ...(input.statement ? { statement: input.statement } : {}),
        ...(input.fresh ? { fresh: true } : {}),
        ...(input.claimLimit ? { claimLimit: input.claimLimit } : {}),
        ...(input.claimsBy ? { claimsBy: input.claimsBy } : {}),
      });
      if (lock !== null) this.locks.bind(lock, run.id);
    } catch (error) {
      if (lock !== null) this.locks.releaseKey(lock);
      throw error;
    }
    if (input.tabId !== undefined) this.tabs.set(run.id, input.tabId);
    this.execute(deps, run.id);
    return run.id;
  }

  /** Resumes every run left queued or running (the worker was killed or the browser closed). */
  async resumeUnfinished(): Promise<string[]> {
    const { deps } = await this.makeEngine();
    const unfinished = await deps.store.listUnfinishedRuns();
    for (const run of unfinished) {
      if (this.active.has(run.id)) continue;
      // A resumed article run holds its article's lock like a new one.
      const key = run.kind === 'article' ? this.locks.tryTake(run.article) : null;
      if (key !== null) this.locks.bind(key, run.id);
      this.execute(deps, run.id);
    }
    return unfinished.map((run) => run.id);
  }

  cancel(runId: string): boolean {
    const controller = this.active.get(runId);
    controller?.abort(new Error('Cancelled by the user.'));
    return controller !== undefined;
  }

  cancelAll(): void {
    for (const controller of this.active.values()) controller.abort(new Error('Cancelled by the user.'));
  }

  /** The worker is going away: stop runs so they stay resumable (not cancelled). */
  interruptAll(): void {
    for (const controller of this.active.values()) controller.abort(INTERRUPT);
  }

  tabOf(runId: string): number | undefined {
    return this.tabs.get(runId);
  }

  isActive(runId: string): boolean {
    return this.active.has(runId);
  }

  private execute(deps: EngineDeps, runId: string): void {
    const controller = new AbortController();
    this.active.set(runId, controller);
    this.holdWorker();
    void executeRun(deps, runId, controller.signal)
      .then((run) => this.onSettled(run, this.tabs.get(runId)))
      .catch((error: unknown) => this.recordFailure(deps, runId, error))
      .finally(() => {
        this.active.delete(runId);
        this.locks.releaseRun(runId);
        this.releaseWorker();
      });
  }

  /**
   * executeRun turns provider failures into notices itself; what reaches here is the store failing (e.g. storage
   * full). The run is marked failed with that message, so the panel shows it and the worker does not resume it forever.
   */
  private async recordFailure(deps: EngineDeps, runId: string, error: unknown): Promise<void> {
    const data = isEngineError(error)
      ? { code: error.code, message: error.message }
      : {
          code: 'store/failed',
          message: `The check stopped: ${error instanceof Error ? error.message : String(error)}`,
        };
    try {
      const run = await deps.store.getRun(runId);
      if (run && !isFinished(run.status))
        await deps.store.putRun(transition({ ...run, error: data }, 'failed'));
    } catch {
      // The database itself refuses writes: say so where the panel still looks (session storage).
      await setFocusError(data.message);
    }
  }

  /** MV3 stops idle workers after 30 s: an extension API call every 20 s keeps it alive while runs are active. */
  private holdWorker(): void {
    this.keepAlive ??= setInterval(() => void browser.runtime.getPlatformInfo(), KEEP_ALIVE_MS);
  }

  private releaseWorker(): void {
    if (this.active.size === 0 && this.keepAlive !== undefined) {
      clearInterval(this.keepAlive);
      this.keepAlive = undefined;
    }
  }
}
