/** The engine's view of History: claims checked in earlier runs, found by the claim matcher. */
import type { ClaimKind, Evidence, VerdictLabel } from '../schemas';

/** One claim as an earlier run checked it (one per claim per run: every run keeps its own). */
export interface SeenCheck {
  runId: string;
  claimId: string;
  /** The claim as that run stated it, and the article's language. */
  text: string;
  lang: string;
  kind: ClaimKind;
  /** When that run was made (ms since 1970). */
  checkedAt: number;
  label: VerdictLabel;
  confidence: number;
  /** Whether the verdict came from counted evidence (not only the prior of the article's site). */
  fromEvidence: boolean;
  /** Domains of the sources that counted for the verdict, in its order (at most a few). */
  sources: string[];
  /** The article that run checked. */
  url: string;
  site: string;
  title: string;
  /** The distinct claim it is one telling of: the first earlier check it matched, else itself (`runId/claimId`). */
  group: string;
}

/** An earlier check of a claim and how closely the matcher matched it (0..1). */
export interface SeenMatch {
  check: SeenCheck;
  score: number;
}

/** Lookup of claims in the runs checked before; none of `excludeRunId`'s own claims are returned. */
export interface SeenBeforeLookup {
  /** For each claim, in order, its earlier checks: best match first, then newest. */
  lookup(
    claims: readonly { text: string; lang: string }[],
    options?: { excludeRunId?: string },
  ): Promise<SeenMatch[][]>;
  /** The evidence that earlier check gathered for its claim (empty when its run is no longer stored). */
  evidenceOf(check: Pick<SeenCheck, 'runId' | 'claimId'>): Promise<Evidence[]>;
}
