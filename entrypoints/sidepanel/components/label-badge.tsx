import type { VerdictLabel, VerdictStatus } from '@/lib/engine';
import { LABEL_WORDS, STATUS_WORDS, labelTone } from '@/lib/presentation/verdict-words';

/** A verdict label as a coloured badge ("Likely false"). */
export function LabelBadge({ label }: { label: VerdictLabel | null }) {
  return (
    <span className={`badge tone-${labelTone(label)}`} data-testid="label-badge">
      {label ? LABEL_WORDS[label] : 'Checking…'}
    </span>
  );
}

/** How sure the verdict is, as a status word ("Needs review"). */
export function StatusBadge({ status }: { status: VerdictStatus }) {
  return <span className={`badge status status-${status}`}>{STATUS_WORDS[status]}</span>;
}
