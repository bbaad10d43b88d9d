import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { isActive } from './run-progress';
import { usePanel } from '../components/panel-context';
import type { RunData } from '../components/use-run-data';
import { formatDateTime } from '../components/format-time';
import { modelPart } from '@/lib/presentation/check-outcome';
import { ArticleVerdictCard } from './article-verdict';
import { ClaimList } from './claim-list';
import { rankClaims } from './claim-order';
import { MoreClaims } from './more-claims';
import { RulesClaims } from './rules-claims';
import { RunCost } from './run-cost';
import { RunControls } from './run-controls';
import { RunNotices } from './run-notices';
import { RunProgressView } from './run-progress-view';
import { SettledLittle } from './settled-little';
import { PreviousCheck } from './previous-check';
import { useRunCommands } from './use-run-commands';
import { RunProvenance } from '../history/run-provenance';
import { useArticleDomain } from './use-article-domain';

// A claim's detail (evidence, sources and their kinds, reasons) loads when a claim is opened, with the tier lists.
const ClaimDetail = lazy(() => import('./claim-detail').then((m) => ({ default: m.ClaimDetail })));

/** A run as it happens: how it ended, the worst news first, progress, claims or one claim's detail. */
export function RunView({
  data,
  tabId,
  ofTab,
  highlightsDefault,
}: {
  data: RunData;
  tabId: number | null;
  /** The run checked the tab's own page (its article card is already shown above). */
  ofTab: boolean;
  highlightsDefault: boolean;
}) {
  const { claimId, showTabArticle } = usePanel();
  const { run } = data;
  const commands = useRunCommands(run, ofTab);
  const ranked = useMemo(() => rankClaims(data.claims, data.verdicts), [data.claims, data.verdicts]);
  const claim = claimId ? data.claims.find((c) => c.id === claimId) : undefined;
  const articleDomain = useArticleDomain(
    run.article.url,
    ranked.some(({ verdict }) => verdict != null && !verdict.prior),
  );
  // Back from a claim's detail, focus returns to that claim in the list (not to the page's body).
  const view = useRef<HTMLDivElement>(null);
  const lastClaim = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = lastClaim.current;
    lastClaim.current = claimId;
    if (claimId || !previous) return;
    const row = view.current?.querySelector(`[data-claim-id="${CSS.escape(previous)}"]`);
    row?.querySelector<HTMLElement>('button')?.focus();
  }, [claimId]);

  // While it runs, Cancel stays on top; once answered, Re-run and the highlights follow the claims.
  const controlsFirst = isActive(run) || !run.result || !!claim;
  const controls = (
    <RunControls
      key={run.id}
      run={run}
      commands={commands}
      tabId={tabId}
      ofTab={ofTab}
      highlightsDefault={highlightsDefault}
    />
  );

  return (
    <div className="run-view" data-testid="run-view" data-run-id={run.id} ref={view}>
      <header className="run-header">
        {(!ofTab || run.kind === 'challenge') && (
          <p className="run-title">
            {run.kind === 'challenge' ? 'Challenge: ' : ''}
            <strong data-testid="run-title">{run.statement ?? run.article.title}</strong>
          </p>
        )}
        {run.kind === 'challenge' && run.article.kind === 'selection' && (
          <p className="muted" data-testid="challenge-alone">
            Cartographer could not read this page, so the selected statement was checked on its own, without
            the text around it.
          </p>
        )}
        {run.kind === 'challenge' && ofTab && (
          <button
            type="button"
            className="link-button"
            onClick={showTabArticle}
            data-testid="back-to-article"
          >
            ← Back to this article’s check
          </button>
        )}
        <RunProvenance run={run} />
        <p className="muted" data-testid="run-when">
          {run.origin === 'imported' ? 'Checked elsewhere' : isActive(run) ? 'Started' : 'Checked'}{' '}
          {formatDateTime(run.createdAt)} · {run.profile === 'deep' ? 'Deep' : 'Quick'} ·{' '}
          <span data-testid="run-model">{modelPart(run).short}</span>
        </p>
      </header>
      <RunNotices run={run} onRetry={commands.rerun} />
      {controlsFirst && controls}
      {claim ? (
        <Suspense fallback={<p aria-live="polite">Loading…</p>}>
          <ClaimDetail claim={claim} data={data} />
        </Suspense>
      ) : (
        <>
          {/* The answer first: the article's line, then its claims; how the check went after them. */}
          {run.result && (
            <ArticleVerdictCard
              result={run.result}
              claims={data.claims}
              verdicts={data.verdicts}
              rulesOnly={modelPart(run).state === 'failed'}
              kind={run.kind}
            />
          )}
          {!run.result && <RunProgressView data={data} />}
          <ClaimList
            ranked={ranked}
            evidence={data.evidence}
            finished={!isActive(run)}
            articleDomain={articleDomain}
            run={run}
          />
          <MoreClaims run={run} commands={commands} />
          <RulesClaims run={run} commands={commands} />
          <RunCost run={run} />
          {!controlsFirst && controls}
          {run.result && run.origin !== 'imported' && (
            <SettledLittle claims={data.claims} verdicts={data.verdicts} />
          )}
          {run.result && <RunProgressView data={data} />}
          {run.result && <PreviousCheck run={run} current={data} />}
        </>
      )}
    </div>
  );
}
