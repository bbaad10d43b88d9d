/** The research run: create, execute/resume, measure. */
export { createRun, type CreateRunInput } from './run/create-run';
export { executeRun } from './run/execute-run';
export { criticalPath, type CriticalPath } from './run/critical-path';
export { INTERRUPT, type EngineDeps, type EngineSearch, type RunProgress } from './run/engine-deps';
export { BudgetGuard, isBudgetStop } from './run/budget-guard';
export {
  findWeaknesses,
  decisiveEvidence,
  snippetTerms,
  type Weakness,
  type WeaknessKind,
} from './adversary/weaknesses';
export { filterFollowups } from './search/followup-filter';
export { ruleSufficiency } from './adversary/sufficiency';
export { templateSummary } from './synthesise/synthesise-stage';
export { locateQuote } from './extract/locate-quote';
export { prefilterArticle } from './extract/extract-stage';
