/** The research run: create, execute/resume, measure. */
export { createRun, type CreateRunInput } from './run/create-run';
export { executeRun } from './run/execute-run';
export { criticalPath } from './run/critical-path';
export { INTERRUPT, type EngineDeps, type RunProgress } from './context/engine-deps';
