/** The research run: create, execute/resume, measure. */
export { createRun, type CreateRunInput } from './create-run';
export { executeRun } from './execute-run';
export { criticalPath, type CriticalPath } from './critical-path';
export { INTERRUPT, type EngineDeps, type EngineSearch, type RunProgress } from './engine-deps';
export { BudgetGuard, isBudgetStop } from './budget-guard';
export {
  findWeaknesses,
  decisiveEvidence,
  snippetTerms,
  type Weakness,
  type WeaknessKind,
} from './weaknesses';
export { filterFollowups } from './followup-filter';
export { ruleSufficiency } from './sufficiency';
export { templateSummary } from './synthesise-stage';
export { locateQuote } from './locate-quote';
export { prefilterArticle } from './extract-stage';
