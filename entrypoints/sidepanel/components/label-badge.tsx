import type { VerdictLabel, VerdictStatus } from '@/lib/engine';
import {
  LABEL_MEANING,
  LABEL_WORDS,
  STATUS_MEANING,
  STATUS_WORDS,
  labelTone,
} from '@/lib/presentation/verdict-words';

/** A verdict label as a coloured badge ("Likely false"), its meaning on hover. */
export function LabelBadge({ label }: { label: VerdictLabel | null }) {
  return (
    <span
      className={`badge tone-${labelTone(label)}`}
      data-testid="label-badge"
      title={label ? LABEL_MEANING[label] : 'This claim is still being checked.'}
    >
      {label ? LABEL_WORDS[label] : 'Checking…'}
    </span>
  );
}

/** How sure the verdict is ("Low confidence"), what that means on hover. */
export function StatusBadge({ status }: { status: VerdictStatus }) {
  return (
    <span
      className={`badge status status-${status}`}
      title={STATUS_MEANING[status]}
      data-testid="status-badge"
    >
      {STATUS_WORDS[status]}
    </span>
  );
}

/** Whether a verdict says something about truth (unverified and not-checkable claims get no bars). */
export function hasVerdict(label: VerdictLabel | null | undefined): boolean {
  return !!label && label !== 'unverified' && label !== 'not_checkable';
}
