import type { Run } from '@/lib/engine';
import { statusSentence } from './run-progress';

/** The run's status in words, its error and the notices explaining why it ended early. */
export function RunNotices({ run }: { run: Run }) {
  return (
    <div className="run-notices">
      <p className={`status-line status-${run.status}`} role="status" data-testid="run-status">
        {statusSentence(run)}
      </p>
      {run.error && run.status !== 'failed' && (
        <p className="error" role="alert">
          {run.error.message}
        </p>
      )}
      {run.notices.length > 0 && (
        <ul className="notices" aria-label="Notices" data-testid="run-notices">
          {run.notices.map((notice, index) => (
            <li key={index}>{notice}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
