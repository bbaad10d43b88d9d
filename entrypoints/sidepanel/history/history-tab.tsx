import { useState } from 'react';
import type { Run } from '@/lib/engine';
import { usePanel } from '../components/panel-context';
import { HistoryFilterBar } from './history-filters';
import { HistoryList } from './history-list';
import type { RowActions } from './history-row';
import { EMPTY_FILTERS, UNDO_SECONDS, type HistoryFilters } from './history-search';
import { ImportRuns } from './import-runs';
import { exportAllJson, exportRunJson, exportRunMarkdown } from './run-exports';
import { useDeleteQueue } from './use-delete-queue';

/** The History tab: every saved run; search, filter, reopen, export, import and delete with undo. */
export function HistoryTab() {
  const { openRun } = usePanel();
  const [filters, setFilters] = useState<HistoryFilters>(EMPTY_FILTERS);
  const [message, setMessage] = useState<string | null>(null);
  const { queue, pending, error } = useDeleteQueue();

  const attempt = (what: string, action: () => Promise<unknown>) => {
    setMessage(null);
    action().catch((caught: unknown) =>
      setMessage(`${what} failed: ${caught instanceof Error ? caught.message : String(caught)}`),
    );
  };
  const actions: RowActions = {
    reopen: (run: Run) => openRun(run.id),
    exportJson: (run) => attempt('Export', () => exportRunJson(run)),
    exportMarkdown: (run) => attempt('Markdown export', () => exportRunMarkdown(run)),
    remove: (run) => {
      queue.remove(run.id);
      setMessage(`Deleted “${run.article.title}”. Undo within ${UNDO_SECONDS} seconds.`);
    },
  };

  return (
    <div className="history-tab">
      <HistoryFilterBar filters={filters} onChange={setFilters} />
      <div className="button-row">
        <button
          type="button"
          onClick={() => attempt('Export', async () => setMessage(`Exported ${await exportAllJson()} runs.`))}
        >
          Export all (JSON)
        </button>
        <ImportRuns />
      </div>
      <p role="status" className="muted" data-testid="history-message">
        {error ?? message ?? ''}
      </p>
      <HistoryList
        filters={filters}
        pending={pending}
        actions={actions}
        onUndo={(runId) => {
          if (queue.undo(runId)) setMessage('Deletion undone.');
        }}
      />
    </div>
  );
}
