/** "Why this verdict": the verdict's reason facts in the shared plain words (the same lines the reports print). */
import type { ReasonFact, VerdictLabel } from '@/lib/engine';
import { reasonLines } from '@/lib/presentation/reason-words';

export function VerdictReasons({
  reasons,
  label,
}: {
  reasons: readonly ReasonFact[];
  /** The verdict's label: an unverified claim's reasons give no veracity figure. */
  label?: VerdictLabel;
}) {
  return (
    <ul data-testid="verdict-reasons">
      {reasonLines(reasons, label).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
