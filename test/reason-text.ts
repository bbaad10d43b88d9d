/** A verdict's reasons as the reader sees them (the presentation's words), for tests that assert on wording. */
import type { ReasonFact } from '../lib/engine/schemas';
import { reasonLines } from '../lib/presentation/reason-words';

export function reasonText(
  verdict: { reasons: readonly ReasonFact[] } | undefined,
  separator = '\n',
): string {
  return reasonLines(verdict?.reasons ?? []).join(separator);
}
