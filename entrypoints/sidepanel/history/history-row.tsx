import type { Run } from '@/lib/engine/schemas';
import { LabelBadge } from '../components/label-badge';
import { RgbaSwatch } from '../components/rgba-swatch';
import { formatDate } from '@/lib/presentation/verdict-words';
import { siteOf } from '@/lib/db/search-terms';
import { RunProvenance } from './run-provenance';

export interface RowActions {
  reopen(run: Run): void;
  exportJson(run: Run): void;
  exportMarkdown(run: Run): void;
  remove(run: Run): void;
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
            {siteOf(run.article.url) || run.article.siteName} · {formatDate(run.createdAt)} · {run.status}{' '}
            <RunProvenance run={run} compact />
          </p>
        </div>
        <LabelBadge label={run.result?.label ?? null} />
      </div>
      <div className="history-actions">
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
