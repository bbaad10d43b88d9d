/** The run's finished steps, kept as typed `checkpoint` trace entries and read back from them on resume. */
import { CheckpointSchema, type Checkpoint, type TraceEntry } from '../../schemas';
import type { Tracer } from './tracer';

type Of<T extends Checkpoint['type']> = Extract<Checkpoint, { type: T }>;
/** A checkpoint with the id of the trace entry that holds it (later steps depend on it). */
type Stored<T extends Checkpoint['type'] = Checkpoint['type']> = Of<T> & { traceId: string };

const keyOf = (cp: Checkpoint): string =>
  cp.type === 'extract'
    ? 'extract'
    : cp.type === 'reading'
      ? readingKeyOf(cp.claimId, cp.key)
      : `${cp.type}:${cp.claimId}:${cp.hop}`;
const readingKeyOf = (claimId: string, key: string) => `reading:${claimId}:${key}`;

export class Checkpoints {
  private readonly byKey = new Map<string, Stored>();
  /** Readings of the model kept by an earlier session of this run (a resumed run), read back from its trace. */
  private resumedReadings = false;

  /**
   * Rebuilds the checkpoints from a stored trace. Only typed `checkpoint` entries count: runs stored before them
   * (checkpoints written as text) resume by redoing those steps, never by parsing text.
   */
  static fromTrace(entries: readonly TraceEntry[]): Checkpoints {
    const checkpoints = new Checkpoints();
    for (const entry of entries) {
      if (entry.kind !== 'checkpoint') continue;
      const parsed = CheckpointSchema.safeParse(entry.checkpoint);
      if (parsed.success) checkpoints.add(parsed.data, entry.id);
    }
    checkpoints.resumedReadings = [...checkpoints.byKey.values()].some((cp) => cp.type === 'reading');
    return checkpoints;
  }

  /** Records a finished step in the trace (the durable log resume reads) and here; answers its trace id. */
  async write(tracer: Tracer, cp: Checkpoint, dependsOn: string[]): Promise<string> {
    const detail = cp.type === 'hop' ? cp.reason : cp.type === 'reading' ? cp.url : '';
    const traceId = await tracer.checkpoint(cp, detail, dependsOn);
    this.add(cp, traceId);
    return traceId;
  }

  extract(): Stored<'extract'> | undefined {
    return this.byKey.get('extract') as Stored<'extract'> | undefined;
  }

  stance(claimId: string, hop: number): Stored<'stance'> | undefined {
    return this.byKey.get(keyOf({ type: 'stance', claimId, hop })) as Stored<'stance'> | undefined;
  }

  hop(claimId: string, hop: number): Stored<'hop'> | undefined {
    const key = keyOf({ type: 'hop', claimId, hop, decision: 'STOP', reason: '', followups: [] });
    return this.byKey.get(key) as Stored<'hop'> | undefined;
  }

  /** Whether an earlier session of this run kept model readings (only then is a passage looked up among them). */
  hasResumedReadings(): boolean {
    return this.resumedReadings;
  }

  /** The model's kept reading of a passage for a claim (`key`: its one-passage call), answered before an interruption. */
  reading(claimId: string, key: string): Stored<'reading'> | undefined {
    return this.byKey.get(readingKeyOf(claimId, key)) as Stored<'reading'> | undefined;
  }

  /** The claim whose first-hop passages were read first (the run's fast first verdict), from the kept readings. */
  firstReadClaim(): string | undefined {
    for (const cp of this.byKey.values()) if (cp.type === 'reading' && cp.hop === 0) return cp.claimId;
    return undefined;
  }

  /** Every hop decision so far (the summary depends on them). */
  hops(): Stored<'hop'>[] {
    return [...this.byKey.values()].filter((cp): cp is Stored<'hop'> => cp.type === 'hop');
  }

  private add(cp: Checkpoint, traceId: string): void {
    this.byKey.set(keyOf(cp), { ...cp, traceId });
  }
}
