/** SearchProvider port: one query against one search service. */
import type { SearchResult } from '../schemas';

export interface SearchRequest {
  text: string;
  /** Language to search in (BCP 47 primary tag). */
  lang: string;
  limit: number;
  signal?: AbortSignal;
  /**
   * Called each time a request for this search leaves for the provider (its per-host slot was free): the time
   * before it is queue wait, which the critical path leaves out.
   */
  onSent?: () => void;
}

export interface SearchProvider {
  /** Provider id: `wikipedia`, `openalex`, `factcheck`, `searxng`, `brave`, `tavily`. */
  readonly id: string;
  /** Resolves with ranked results, or rejects with an EngineError (`search/*`). */
  search(request: SearchRequest): Promise<SearchResult[]>;
}
