/** Per-run circuit breaker for search providers: after repeated failures in a row a provider is not called again. */
import type { ProviderFailure, RequestFailureKind, Run } from '../../schemas';

/** One search's outcome per provider: who answered, who failed and why. */
interface ProviderOutcome {
  answered: string[];
  failures: { provider: string; reason: string; kind?: RequestFailureKind }[];
}

export class ProviderBreaker {
  private readonly inARow = new Map<string, number>();
  private readonly stopped: Set<string>;

  /** `run.providerFailures` is the durable record: a provider stopped before a resume stays stopped. */
  constructor(
    private readonly run: Pick<Run, 'providerFailures'>,
    private readonly limit: number,
  ) {
    this.stopped = new Set(run.providerFailures.filter((f) => f.stopped).map((f) => f.provider));
  }

  /** Providers this run no longer calls. */
  skipped(): ReadonlySet<string> {
    return this.stopped;
  }

  /**
   * Counts each failure into `run.providerFailures` (an answer resets the count in a row) and answers the
   * providers this outcome stopped.
   */
  record(outcome: ProviderOutcome): ProviderFailure[] {
    for (const provider of outcome.answered) this.inARow.set(provider, 0);
    const tripped: ProviderFailure[] = [];
    for (const { provider, reason, kind } of outcome.failures) {
      const inARow = (this.inARow.get(provider) ?? 0) + 1;
      this.inARow.set(provider, inARow);
      let record = this.run.providerFailures.find((f) => f.provider === provider);
      if (!record) {
        record = { provider, reason, failures: 0, stopped: false };
        this.run.providerFailures.push(record);
      }
      record.failures += 1;
      record.reason = reason;
      if (kind) record.kind = kind;
      else delete record.kind;
      if (inARow >= this.limit && !record.stopped) {
        record.stopped = true;
        this.stopped.add(provider);
        tripped.push(record);
      }
    }
    return tripped;
  }
}
