/** SearchProvider port: one query against one search service. */
import type { SearchResult } from '../schemas';

export interface SearchRequest {
  text: string;
  /** Language to search in (BCP 47 primary tag). */
  lang: string;
  limit: number;
  signal?: AbortSignal;
}

export interface SearchProvider {
  /** Provider id: `wikipedia`, `openalex`, `factcheck`, `searxng`, `brave`, `tavily`. */
  readonly id: string;
  /** Resolves with ranked results, or rejects with an EngineError (`search/*`). */
  search(request: SearchRequest): Promise<SearchResult[]>;
}
