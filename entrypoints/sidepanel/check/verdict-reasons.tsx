/** "Why this verdict": the verdict's reason facts in the shared plain words (the same lines the reports print). */
import type { ReasonFact } from '@/lib/engine';
import { reasonLines } from '@/lib/presentation/reason-words';

export function VerdictReasons({ reasons }: { reasons: readonly ReasonFact[] }) {
  return (
    <ul data-testid="verdict-reasons">
      {reasonLines(reasons).map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}
