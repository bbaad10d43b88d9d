/** Composition: the one place adapters are built from Settings. Browser-safe (Node-only ingest lives in load-article.ts). */
export { createEngineDeps, createModel } from './create-engine-deps';
export { checkArticle } from './check-article';
export { engineConfig } from './engine-config';
