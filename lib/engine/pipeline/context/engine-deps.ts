/** What a run needs from the world (ports, config) and the progress events it streams. */
import type { EngineConfig } from '../../config';
import type {
  Clock,
  Ids,
  LlmClient,
  PageFetcher,
  ResearchStore,
  SearchProvider,
  SeenBeforeLookup,
  SearchRequest,
} from '../../ports';
import type { RunStage, SearchResult, SourceTier, WaitingFor } from '../../schemas';

/** What a progress event is about: the run's stage, or a step inside it (a source read, a claim weighed or judged). */
export type ProgressStage = RunStage | 'acquire' | 'stance' | 'judge';

/** What one search across several providers gave: results, who answered, who failed, who was skipped. */
export interface SearchAllOutcome {
  results: SearchResult[];
  answered: string[];
  failures: { provider: string; error: unknown }[];
  skipped: string[];
  /** Providers whose answer came from the search cache (no request sent). */
  cached?: string[];
  /** Providers that are on but were not asked: not suited to the query while suited ones answered. */
  notAsked?: string[];
}

/**
 * A multi-search reports each provider's outcome and skips the providers a run stopped calling (it never rejects
 * for provider failures); a plain provider is accepted too.
 */
type EngineSearch = SearchProvider & {
  searchAll?(
    request: SearchRequest,
    options?: {
      skip?: ReadonlySet<string>;
      fresh?: boolean;
      /** `sent` each time a provider's request leaves, after any wait for its per-host slot (queue wait). */
      onProvider?: (provider: string, state: 'asked' | 'sent' | 'settled') => void;
      /** The providers suited to the query (the others are asked only when none of these is on, up or answers). */
      prefer?: readonly string[];
    },
  ): Promise<SearchAllOutcome>;
};

export interface EngineDeps {
  llm: LlmClient | null;
  /**
   * Everything else that decides the model's answers (provider, base URL, key …) as one string: only ever hashed
   * into the answer cache's keys, so answers are never reused after the key or server changed.
   */
  modelScope?: string;
  search: EngineSearch;
  fetcher: PageFetcher;
  store: ResearchStore;
  clock: Clock;
  ids: Ids;
  /** The run's thresholds and budgets, chosen by the composition root (never read as a global below it). */
  config: EngineConfig;
  /** User's tier overrides from Settings: registrable domain → tier. */
  tierOverrides?: Record<string, SourceTier>;
  onProgress?: (event: RunProgress) => void;
  /** History's claims checked in earlier runs: found claims show it at once and may reuse its evidence. */
  seenBefore?: SeenBeforeLookup;
}

export interface RunProgress {
  runId: string;
  stage: ProgressStage;
  hop: number;
  counts: {
    claims: number;
    queries: number;
    queriesRun: number;
    sources: number;
    evidence: number;
    verdicts: number;
  };
  message: string;
  /** Set when the run has waited on one call for a while: which model server, search provider or site. */
  waitingFor?: WaitingFor;
}

/**
 * Abort reason meaning "the host is going away, keep the run resumable" (e.g. the service worker is suspended):
 * `controller.abort(INTERRUPT)`. Any other abort is a user Cancel and ends the run as `cancelled`.
 */
export const INTERRUPT = 'cartographer:interrupt';
