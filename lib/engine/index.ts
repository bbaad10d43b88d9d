/**
 * The engine's public API: what entrypoints, the CLI and scripts import (lint refuses deeper imports from them).
 * Schemas, ports, errors, config, URLs, the judge, no-model heuristics, the run (create, execute, load), the
 * connection check and the in-memory twins. Provider adapters are not here: only lib/composition builds them.
 */
export * from './schemas';
export type * from './ports';
export { EngineError, isEngineError, type EngineErrorCode, type EngineErrorData } from './errors';
export { ENGINE_CONFIG, withOverrides, type EngineConfig, type DeepPartial } from './config';
export { hostOf, siteOf, normalizeUrl, urlIdentity, sameUrl, isWebUrl, isPdfUrl } from './domain/url';
export { registrableDomain } from './domain/registrable-domain';
export { loadRun, loadExistingRun, type RunReads, type RunRecords } from './run-records';

export {
  tierOf,
  articleTierOf,
  postAuthorTierOf,
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
  pageOfOffset,
  withPageNumbers,
  ratcliffObershelp,
  sentencesOf,
  wordsOf,
  countWords,
  type TextSpan,
  temporalFit,
  TIER_PROVENANCE,
  type TierResult,
  type QuoteCheck,
  type JudgeOptions,
  type JudgeEvidenceInput,
  type JudgeArticleOptions,
  type JudgedArticle,
  attentionOf,
  rankClaims,
  mostDoubtful,
  DOUBTFUL_LABELS,
  type RankedClaim,
} from './domain';

export { scoreCheckWorthiness } from './pipeline/extract/score-check-worthiness';
export { splitSentences } from './pipeline/text/split-sentences';
export { counterQueries } from './pipeline/search/counter-queries';
export { lexicalStance } from './pipeline/stance/lexical-stance';
export { detectInjection } from './pipeline/text/detect-injection';

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
export { testConnection, type ConnectionReport } from './pipeline/model/test-connection';
export {
  END_STATES,
  UNFINISHED_STATES,
  isFinished,
  canTransition,
  transition,
} from './pipeline/run/run-state';

export { InMemoryResearchStore } from './adapters/memory/research-store';
export { systemClock, manualClock, sequentialIds, randomIds } from './adapters/memory/system-clock';
