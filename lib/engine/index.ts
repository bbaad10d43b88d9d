/** The engine's public API: schemas, ports, errors, config, the judge, heuristics, the pipeline, in-memory adapters. */
export * from './schemas';
export type * from './ports';
export { EngineError, isEngineError, type EngineErrorCode, type EngineErrorData } from './errors';
export { ENGINE_CONFIG, withOverrides, type EngineConfig, type DeepPartial } from './config';

export {
  tierOf,
  credibilityOf,
  sigmoidImpact,
  judgeClaim,
  judgeClaimEvidence,
  judgeArticle,
  verifyQuote,
  dedupeEntities,
  propagateBeliefs,
  findBattlegrounds,
  buildKnowledgeGraph,
  consensusPoints,
  ratcliffObershelp,
  temporalFit,
  TIER_PROVENANCE,
  type TierResult,
  type QuoteCheck,
  type JudgeOptions,
  type JudgeArticleOptions,
  type JudgedArticle,
} from './domain';

export {
  scoreCheckWorthiness,
  splitSentences,
  counterQueries,
  lexicalStance,
  detectInjection,
} from './heuristics';

export {
  createRun,
  executeRun,
  criticalPath,
  INTERRUPT,
  type CreateRunInput,
  type CriticalPath,
  type EngineDeps,
  type RunProgress,
} from './pipeline';

export { InMemoryResearchStore } from './adapters/memory/research-store';
export { systemClock, manualClock, sequentialIds, randomIds } from './adapters/memory/system-clock';
