/** What a run is waiting for right now (model server, search provider, page host), so a slow one can be named. */
import type { WaitingFor } from '../../schemas';

interface Wait {
  kind: WaitingFor['kind'];
  who: string;
  since: number;
}

export class Waits {
  private readonly open = new Set<Wait>();

  /** Registers a call in flight; the returned function ends it (calling it twice is harmless). */
  start(kind: WaitingFor['kind'], who: string, since: number): () => void {
    const wait: Wait = { kind, who, since };
    this.open.add(wait);
    return () => void this.open.delete(wait);
  }

  /** The call in flight the longest, when it has waited at least `afterMs` by `now`; else null. */
  slowest(now: number, afterMs: number): WaitingFor | null {
    let oldest: Wait | null = null;
    for (const wait of this.open) if (!oldest || wait.since < oldest.since) oldest = wait;
    if (!oldest || now - oldest.since < afterMs) return null;
    return { kind: oldest.kind, who: oldest.who, since: oldest.since };
  }
}
