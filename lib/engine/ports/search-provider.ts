/** SearchProvider port: one query against one search service. */
import type { SearchResult } from '../schemas';

export interface SearchRequest {
  text: string;
  /** Language to search in (BCP 47 primary tag). */
  lang: string;
  limit: number;
  /**
   * The claim this query searches for, whole: a provider that matches claims rather than words (the local
   * fact-check index) reads it instead of the query's key terms. Others ignore it.
   */
  claim?: { text: string; lang: string };
  /**
   * The day the claim is about (its time window's end, else the article's date), `YYYY-MM-DD`: date-bound providers
   * (Wikipedia's Current events, GDELT) search around it; the others ignore it.
   */
  date?: string;
  signal?: AbortSignal;
  /**
   * Called each time a request for this search leaves for the provider (its per-host slot was free): the time
   * before it is queue wait, which the critical path leaves out.
   */
  onSent?: () => void;
}

export interface SearchProvider {
  /**
   * Provider id: `wikipedia`, `openalex`, `factcheck`, `searxng`, `brave`, `tavily`, `europepmc`, `gdelt`,
   * `current-events`, `factcheck-index`.
   */
  readonly id: string;
  /** Answers from data on this device (no request leaves): its answers are not cached, a lookup costs nothing. */
  readonly local?: boolean;
  /** Resolves with ranked results, or rejects with an EngineError (`search/*`). */
  search(request: SearchRequest): Promise<SearchResult[]>;
}
