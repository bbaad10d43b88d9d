import { isFinished, type Run } from '@/lib/engine';
import { costAfterWords } from '@/lib/presentation/cost-words';

/** Under a finished check: what it cost (model calls, tokens, and dollars at a known price). */
export function RunCost({ run }: { run: Run }) {
  if (!isFinished(run.status)) return null;
  return (
    <p className="muted" data-testid="run-cost">
      {costAfterWords(run)}
    </p>
  );
}
