import type { Run } from '@/lib/engine';
import { LabelBadge } from '../components/label-badge';
import { RgbaSwatch } from '../components/rgba-swatch';
import { formatDateTime } from '../components/format-time';
import { siteOf } from '@/lib/engine';
import { RunProvenance } from './run-provenance';
import { checkOutcome, type CheckKind } from '@/lib/presentation/check-outcome';

export interface RowActions {
  reopen(run: Run): void;
  exportJson(run: Run): void;
  exportMarkdown(run: Run): void;
  remove(run: Run): void;
  /** Picks or unpicks a run for comparing two checks. */
  togglePick(run: Run): void;
  isPicked(runId: string): boolean;
}

const OUTCOME_WORDS: Record<CheckKind, string> = {
  checking: 'running',
  clean: 'complete',
  degraded: 'model failed: rules only',
  partial: 'partial',
  'no-evidence': 'no evidence gathered',
  failed: 'failed',
};

/** The row's status: how the check ended, and what the model did when it did not do its part. */
function statusWords(run: Run): string {
  const outcome = checkOutcome(run);
  if (run.status === 'cancelled')
    return outcome.kind === 'degraded' ? 'cancelled, model failed' : 'cancelled';
  if (run.status === 'queued') return 'waiting';
  if (outcome.kind === 'degraded' && outcome.model.state === 'partly-failed') return 'model failed in part';
  return OUTCOME_WORDS[outcome.kind];
}

/** One saved run: site, title, date, label, RGBA swatch, and what can be done with it. */
export function HistoryRow({ run, actions }: { run: Run; actions: RowActions }) {
  const title = run.statement ?? run.article.title ?? run.article.url;
  return (
    <div className="history-row" data-testid="history-row" data-run-id={run.id}>
      <div className="history-main">
        <RgbaSwatch rgba={run.result?.rgba ?? null} />
        <div className="history-text">
          <button type="button" className="link-button history-title" onClick={() => actions.reopen(run)}>
            {title || 'Untitled'}
          </button>
          <p className="muted">
            {siteOf(run.article.url) || run.article.siteName} ·{' '}
            <time dateTime={new Date(run.createdAt).toISOString()} data-testid="history-time">
              {formatDateTime(run.createdAt)}
            </time>{' '}
            · <span data-testid="history-status">{statusWords(run)}</span> <RunProvenance run={run} compact />
          </p>
        </div>
        <LabelBadge label={run.result?.label ?? null} />
      </div>
      <div className="history-actions">
        <label className="toggle pick">
          <input
            type="checkbox"
            checked={actions.isPicked(run.id)}
            onChange={() => actions.togglePick(run)}
            aria-label={`Compare ${title}`}
          />{' '}
          Compare
        </label>
        <button type="button" onClick={() => actions.reopen(run)} aria-label={`Reopen ${title}`}>
          Reopen
        </button>
        <button type="button" onClick={() => actions.exportJson(run)} aria-label={`Export ${title} as JSON`}>
          JSON
        </button>
        <button
          type="button"
          onClick={() => actions.exportMarkdown(run)}
          aria-label={`Export ${title} as Markdown`}
        >
          Markdown
        </button>
        <button type="button" onClick={() => actions.remove(run)} aria-label={`Delete ${title}`}>
          Delete
        </button>
      </div>
    </div>
  );
}

/** Shown in place of a run whose deletion can still be undone. */
export function DeletedRow({ runId, onUndo }: { runId: string; onUndo(): void }) {
  return (
    <div className="history-row deleted" data-testid="deleted-row" data-run-id={runId}>
      <span>Run deleted.</span>{' '}
      <button type="button" onClick={onUndo}>
        Undo
      </button>
    </div>
  );
}
