import { useMemo } from 'react';
import { usePanel } from '../components/panel-context';
import type { RunData } from '../components/use-run-data';
import { formatDate } from '@/lib/presentation/verdict-words';
import { ArticleVerdictCard } from './article-verdict';
import { ClaimDetail } from './claim-detail';
import { ClaimList } from './claim-list';
import { rankClaims } from './claim-order';
import { RunControls } from './run-controls';
import { RunNotices } from './run-notices';
import { RunProgressView } from './run-progress-view';
import { PreviousCheck } from './previous-check';
import { RunProvenance } from '../history/run-provenance';

/** A run as it happens: progress, notices, article verdict, claims or one claim's detail. */
export function RunView({
  data,
  tabId,
  highlightsDefault,
}: {
  data: RunData;
  tabId: number | null;
  highlightsDefault: boolean;
}) {
  const { claimId } = usePanel();
  const { run } = data;
  const ranked = useMemo(() => rankClaims(data.claims, data.verdicts), [data.claims, data.verdicts]);
  const claim = claimId ? data.claims.find((c) => c.id === claimId) : undefined;

  return (
    <div className="run-view" data-testid="run-view" data-run-id={run.id}>
      <header className="run-header">
        <p className="run-title">
          {run.kind === 'challenge' ? 'Challenge: ' : ''}
          <strong data-testid="run-title">{run.statement ?? run.article.title}</strong>
        </p>
        <RunProvenance run={run} />
        <p className="muted">
          {run.origin === 'imported' ? 'Checked elsewhere' : 'Checked'} {formatDate(run.createdAt)} ·{' '}
          {run.profile === 'deep' ? 'Deep' : 'Quick'} · {run.model === 'none' ? 'no model' : run.model}
        </p>
      </header>
      <RunNotices run={run} />
      <RunControls key={run.id} run={run} tabId={tabId} highlightsDefault={highlightsDefault} />
      {claim ? (
        <ClaimDetail claim={claim} data={data} />
      ) : (
        <>
          <RunProgressView data={data} />
          {run.result && <ArticleVerdictCard result={run.result} />}
          {run.result && <PreviousCheck run={run} current={data} />}
          <ClaimList ranked={ranked} />
        </>
      )}
    </div>
  );
}
