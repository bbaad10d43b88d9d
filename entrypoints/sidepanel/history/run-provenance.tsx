import type { Run } from '@/lib/engine';
import { formatDate } from '@/lib/presentation/verdict-words';

/** The provenance sentence of an imported run (null for a run checked in this browser). */
function importedSentence(run: Pick<Run, 'origin' | 'importedAt'>): string | null {
  if (run.origin !== 'imported') return null;
  return `Imported from a file on ${formatDate(run.importedAt ?? null)} — not checked in this browser.`;
}

/** Says where a run came from wherever it is shown: a badge in a list, a sentence in the run's header. */
export function RunProvenance({ run, compact = false }: { run: Run; compact?: boolean }) {
  const sentence = importedSentence(run);
  if (!sentence) return null;
  return compact ? (
    <span className="badge" title={sentence} data-testid="run-provenance">
      Imported
    </span>
  ) : (
    <p className="warning" role="note" data-testid="run-provenance">
      {sentence}
    </p>
  );
}
