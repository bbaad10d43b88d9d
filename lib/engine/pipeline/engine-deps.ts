/** What a run needs from the world (ports, config) and the progress events it streams. */
import type { EngineConfig } from '../config';
import type {
  Clock,
  Ids,
  LlmClient,
  PageFetcher,
  ResearchStore,
  SearchProvider,
  SearchRequest,
} from '../ports';
import type { RunStage, SearchResult, SourceTier } from '../schemas';

/** A multi-search also reports which providers failed; a plain provider is accepted too. */
export type EngineSearch = SearchProvider & {
  searchAll?(
    request: SearchRequest,
  ): Promise<{ results: SearchResult[]; failures: { provider: string; error: unknown }[] }>;
};

export interface EngineDeps {
  llm: LlmClient | null;
  search: EngineSearch;
  fetcher: PageFetcher;
  store: ResearchStore;
  clock: Clock;
  ids: Ids;
  config?: EngineConfig;
  /** User's tier overrides from Settings: registrable domain → tier. */
  tierOverrides?: Record<string, SourceTier>;
  onProgress?: (event: RunProgress) => void;
}

export interface RunProgress {
  runId: string;
  stage: RunStage;
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
}

/**
 * Abort reason meaning "the host is going away, keep the run resumable" (e.g. the service worker is suspended):
 * `controller.abort(INTERRUPT)`. Any other abort is a user Cancel and ends the run as `cancelled`.
 */
export const INTERRUPT = 'cartographer:interrupt';
