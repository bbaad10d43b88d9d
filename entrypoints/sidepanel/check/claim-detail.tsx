import { useEffect, useMemo, useRef } from 'react';
import { articleStanceOf, timeSensitivityOf, type Claim } from '@/lib/engine';
import { LabelBadge, StatusBadge } from '../components/label-badge';
import { figuresBasis, priorSentence, showsFigures } from '@/lib/presentation/claim-figures';
import { hiddenCharactersSentence, registrableDomain } from '@/lib/engine';
import { ProvisionalNote } from '../components/provisional-note';
import { count } from '@/lib/presentation/plural';
import { isActive } from './run-progress';
import { RgbaBars } from '../components/rgba-bars';
import { RgbaLegend } from '../components/rgba-legend';
import { usePanel } from '../components/panel-context';
import type { RunData } from '../components/use-run-data';
import { percent } from '@/lib/presentation/verdict-words';
import { claimKindWords } from '@/lib/presentation/claim-kind-words';
import { claimEvidence, claimQueries, claimTrace } from './claim-evidence';
import { EvidenceColumns } from './evidence-columns';
import { QueryList } from './query-list';
import { TraceList } from './trace-list';
import { VerdictReasons } from './verdict-reasons';
import { SetAsideList } from './set-aside-list';
import { CounterArgumentView, latestCounterArgument } from './counter-argument-view';
import { useEscapeCloses } from '../components/use-escape-closes';
import { ArticleStanceNote } from './article-stance-note';
import { SeenBeforeNote } from './seen-before-note';
import { UndecidedNote } from './undecided-note';
import { useEngineConfig } from '../components/engine-config-context';

/** One claim in full: quote, verdict, evidence for and against, queries, reasons and trace. */
export function ClaimDetail({ claim, data }: { claim: Claim; data: RunData }) {
  const { openClaim } = usePanel();
  const config = useEngineConfig();
  const heading = useRef<HTMLHeadingElement>(null);
  const verdict = data.verdicts.find((v) => v.claimId === claim.id) ?? null;
  const split = useMemo(
    () => claimEvidence(claim.id, data.evidence, data.sources),
    [claim.id, data.evidence, data.sources],
  );
  const queries = useMemo(() => claimQueries(claim.id, data.queries), [claim.id, data.queries]);
  const trace = useMemo(() => claimTrace(claim.id, data.trace), [claim.id, data.trace]);
  const counter = useMemo(() => latestCounterArgument(claim.id, data.trace), [claim.id, data.trace]);

  // An undecided claim says what its check found and what would help (`UndecidedNote`), not its prior.
  const undecided = verdict?.label === 'unverified';
  const prior =
    verdict && !undecided ? priorSentence(verdict, registrableDomain(data.run.article.url) || null) : null;

  useEffect(() => heading.current?.focus(), [claim.id]);
  useEscapeCloses(() => openClaim(null));

  return (
    <article className="claim-detail" aria-labelledby="claim-detail-title" data-testid="claim-detail">
      <button type="button" className="link-button" onClick={() => openClaim(null)}>
        ← All claims
      </button>
      <h2 id="claim-detail-title" tabIndex={-1} ref={heading}>
        {claim.text}
      </h2>
      <figure className="quote">
        <blockquote data-testid="claim-quote">{claim.quote}</blockquote>
        <figcaption className="muted">
          {claim.page !== undefined ? `From page ${claim.page} of the PDF` : 'From the article'} ·{' '}
          <span data-testid="claim-kind">{claimKindWords(claim.kind)}</span>
        </figcaption>
      </figure>
      <ArticleStanceNote
        stance={articleStanceOf(claim)}
        verdict={verdict}
        evidence={data.evidence}
        sentence={claim.articleStanceSentence !== claim.quote ? claim.articleStanceSentence : undefined}
      />
      <SeenBeforeNote claim={claim} />
      {claim.hiddenCharacters?.length ? (
        <p className="notice" role="note" data-testid="claim-hidden-characters">
          {hiddenCharactersSentence(claim.hiddenCharacters)}
        </p>
      ) : null}
      <div className="claim-meta">
        <LabelBadge label={verdict?.label ?? null} />
        <ProvisionalNote verdict={verdict} />
        {verdict && showsFigures(verdict) && (
          <>
            <StatusBadge status={verdict.status} />
            <span className="muted">confidence {percent(verdict.confidence)}</span>
          </>
        )}
      </div>
      {verdict && showsFigures(verdict) && (
        <>
          <RgbaBars
            rgba={verdict.rgba}
            label={verdict.label}
            basis={figuresBasis(verdict)}
            provisional={!!verdict.provisional}
          />
          <RgbaLegend />
        </>
      )}
      {undecided && (
        <UndecidedNote claim={claim} verdict={verdict} evidence={data.evidence} run={data.run} detail />
      )}
      {prior && (
        <p className="claim-prior" data-testid="claim-prior">
          {prior}
        </p>
      )}
      <h3>Why this verdict</h3>
      {verdict && verdict.reasons.length > 0 ? (
        <VerdictReasons reasons={verdict.reasons} label={verdict.label} />
      ) : (
        <p className="muted">No verdict yet.</p>
      )}
      {counter && (
        <CounterArgumentView
          argument={counter}
          evidence={data.evidence.filter((e) => e.claimId === claim.id)}
          {...(verdict ? { veracity: verdict.rgba.g } : {})}
        />
      )}
      {verdict && <SetAsideList items={verdict.setAside} />}
      <h3>Evidence</h3>
      <EvidenceColumns
        split={split}
        at={data.run.createdAt}
        timeSensitivity={timeSensitivityOf(claim, new Date(data.run.createdAt), config)}
      />
      <h3>Searches tried</h3>
      <QueryList queries={queries} trace={data.trace} runFinished={!isActive(data.run)} />
      <details className="trace" data-testid="claim-trace">
        <summary>Reasoning trace ({count(trace.length, 'step')})</summary>
        <TraceList entries={trace} />
      </details>
    </article>
  );
}
