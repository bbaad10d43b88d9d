/**
 * The engine's public API: what entrypoints, the CLI and scripts import (lint refuses deeper imports from them).
 * Schemas, ports, errors, config, URLs, the claim order, the run (load, progress, critical path), the connection
 * check and the in-memory twins: only what they use (test/unit/needless-exports.test.ts). Provider adapters are not
 * here: only lib/composition builds them.
 */
export * from './schemas';
export type * from './ports';
export { isEngineError } from './errors';
export { ENGINE_CONFIG, type EngineConfig } from './config';
export { hostOf, siteOf, sameUrl, isWebUrl } from './domain/url';
export { registrableDomain } from './domain/registrable-domain';
export { loadRun, type RunRecords } from './run-records';

export { articleTierOf, rankClaims, type RankedClaim } from './domain';
export { timeSensitivityOf, type TimeSensitivity } from './domain/claims/time-sensitivity';
export { evidenceLean } from './domain/scoring/evidence-lean';

export { criticalPath, type RunProgress } from './pipeline';
export { testConnection } from './pipeline/model/test-connection';
export { isFinished } from './pipeline/context/run-state';
export { hiddenCharactersSentence } from './pipeline/extract/hidden-claims';

export { InMemoryResearchStore } from './adapters/memory/research-store';
export { systemClock, randomIds } from './adapters/memory/system-clock';
