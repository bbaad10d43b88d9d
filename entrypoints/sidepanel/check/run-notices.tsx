import type { Run } from '@/lib/engine';
import { checkOutcome } from '@/lib/presentation/check-outcome';
import { count } from '@/lib/presentation/plural';
import { formatDateTime } from '../components/format-time';
import { usePanel } from '../components/panel-context';
import { failureLine } from './outcome';

/**
 * How the run ended, plainly: its end state, what the model did (and why not, with the way to fix it), what came
 * from the caches, which search providers failed (always shown, with Retry and Settings), and the notices.
 */
export function RunNotices({ run, onRetry }: { run: Run; onRetry: () => void }) {
  const { showTab } = usePanel();
  const outcome = checkOutcome(run, (ms) => formatDateTime(ms));
  const stuck =
    outcome.kind === 'no-evidence' ||
    outcome.kind === 'failed' ||
    outcome.kind === 'degraded' ||
    outcome.action === 'search-settings';
  const modelFailed = outcome.model.state === 'failed' || outcome.model.state === 'partly-failed';
  return (
    <div
      className={`run-notices outcome outcome-${outcome.tone}`}
      data-testid="run-outcome"
      data-status={run.status}
      data-outcome={outcome.kind}
      data-model={outcome.model.state}
    >
      <p className={`status-line status-${run.status}`} role="status" data-testid="run-status">
        {outcome.status}
      </p>
      {/* A provider that failed is shown whatever the end state: a newcomer would blame the article otherwise. */}
      {run.providerFailures.length > 0 && (
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
      {outcome.advice && (
        <p className="advice" data-testid="run-advice">
          {outcome.advice}
        </p>
      )}
      {/* The server's own words are for whoever debugs it: folded, after the plain reason and the advice. */}
      {modelFailed && run.modelUse?.lastFailure && (
        <details className="technical-detail" data-testid="model-failure-detail">
          <summary>Technical detail</summary>
          <p className="muted" data-testid="model-failure">
            What the model server said: {run.modelUse.lastFailure.message}
          </p>
        </details>
      )}
      {outcome.cache && (
        <p className="muted" data-testid="run-cache">
          {outcome.cache}
        </p>
      )}
      {stuck && (
        <div className="button-row">
          <button type="button" className="primary" onClick={onRetry}>
            Retry
          </button>
          <button
            type="button"
            onClick={() => showTab('settings')}
            data-testid={outcome.action === 'model-settings' ? 'open-model-settings' : undefined}
          >
            {outcome.action === 'model-settings' ? 'Settings → Test connection' : 'Settings'}
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
