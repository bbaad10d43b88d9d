/** Composition: the one place adapters are built from Settings. Browser-safe (Node-only ingest lives in load-article.ts). */
export {
  createEngineDeps,
  createModel,
  createSearchProviders,
  type EngineEnv,
  type EngineSettings,
} from './create-engine-deps';
export { MODEL_FACTORIES, SEARCH_FACTORIES, type AdapterHost } from './provider-factories';
export { checkArticle, loadReportInput } from './check-article';
export { engineConfig } from './engine-config';
