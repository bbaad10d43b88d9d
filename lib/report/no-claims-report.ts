/** The reports' words for a check that found nothing to check (issue 31): the JSON field and the Markdown line. */
import type { Run } from '../engine/schemas';
import { noClaimsWords } from '../presentation/no-claims-words';

/** The CLI's flag that checks the rules' claims (`scripts/check.ts`). */
const RULES_CLAIMS_FLAG = '--claims rules';

/**
 * `noClaims` in the JSON report: null when the check had claims to check; else who looked (`model` or `rules`), the
 * rules' checkable claims, the status sentence, and how to check the rules' claims from the CLI (null: none to check).
 */
export function jsonNoClaims(run: Pick<Run, 'noClaims' | 'claimsBy'>) {
  const words = noClaimsWords(run);
  if (!words || !run.noClaims) return null;
  return {
    by: run.noClaims.by,
    ruleClaims: run.noClaims.ruleClaims,
    sentence: words.status,
    offer: words.offer ? `${words.offer}: run again with ${RULES_CLAIMS_FLAG}.` : null,
  };
}
