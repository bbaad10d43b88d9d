/** Composition: engine settings and the one place adapters are built. Browser-safe (Node-only ingest lives in load-article.ts). */
export { createEngineDeps, type EngineEnv } from './create-engine-deps';
export {
  EngineSettingsSchema,
  engineSettingsFromEnv,
  DEFAULT_MODEL,
  type EngineSettings,
  type EngineSettingsInput,
} from './engine-settings';
export { checkArticle, loadReportInput } from './check-article';
