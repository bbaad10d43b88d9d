/** Composition: the one place adapters are built from Settings. Browser-safe (Node-only ingest lives in load-article.ts). */
export { createEngineDeps, createModel } from './create-engine-deps';
export { checkArticle } from './check-article';
export { engineConfig } from './engine-config';
// The ClaimReview feed's parser and record, for the extension's stored fact-check index (lib/background).
export { readFactCheckFeed } from '../engine/adapters/factcheck-index/feed-stream';
export type {
  FactCheckHit,
  FactCheckLookup,
  FactCheckRecord,
} from '../engine/adapters/factcheck-index/fact-check-record';
