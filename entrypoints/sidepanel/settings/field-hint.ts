import type { FieldProblem } from '@/lib/settings/provider-descriptor';

/** Why a field stops its provider from working, shown under it (a search provider missing its key is left out of checks). */
export function hintFor(problems: FieldProblem[], field: string): { hint?: string } {
  const problem = problems.find((p) => p.field === field);
  return problem ? { hint: problem.message } : {};
}
