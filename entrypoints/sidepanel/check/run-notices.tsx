import type { Run } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { usePanel } from '../components/panel-context';
import { failureLine, runOutcome } from './outcome';

/**
 * How the run ended, plainly: its end state, why it stopped early, which providers failed (with Retry and
 * Settings when nothing could be gathered), and the notices.
 */
export function RunNotices({ run, onRetry }: { run: Run; onRetry: () => void }) {
  const { showTab } = usePanel();
  const outcome = runOutcome(run);
  const stuck = run.status === 'no-evidence' || run.status === 'failed';
  return (
    <div
      className={`run-notices outcome outcome-${outcome.tone}`}
      data-testid="run-outcome"
      data-status={run.status}
    >
      <p className={`status-line status-${run.status}`} role="status" data-testid="run-status">
        {outcome.status}
      </p>
      {run.status === 'no-evidence' && run.providerFailures.length > 0 && (
        <ul
          className="provider-failures"
          aria-label="Search providers that failed"
          data-testid="provider-failures"
        >
          {run.providerFailures.map((failure) => (
            <li key={failure.provider}>{failureLine(failure)}</li>
          ))}
        </ul>
      )}
      {outcome.advice && <p className="advice">{outcome.advice}</p>}
      {stuck && (
        <div className="button-row">
          <button type="button" className="primary" onClick={onRetry}>
            Retry
          </button>
          <button type="button" onClick={() => showTab('settings')}>
            Settings
          </button>
        </div>
      )}
      {run.error && run.status !== 'failed' && (
        <p className="error" role="alert">
          {run.error.message}
        </p>
      )}
      {run.notices.length > 0 && (
        <details className="notices-box">
          <summary>{count(run.notices.length, 'notice')}</summary>
          <ul className="notices" aria-label="Notices" data-testid="run-notices">
            {run.notices.map((notice, index) => (
              <li key={index}>{notice}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
