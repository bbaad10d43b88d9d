import { LabelBadge, StatusBadge, hasVerdict } from '../components/label-badge';
import { ProvisionalNote } from '../components/provisional-note';
import { RgbaBars } from '../components/rgba-bars';
import { usePanel } from '../components/panel-context';
import { articlePriorSentence, figuresBasis, showsFigures } from '@/lib/presentation/claim-figures';
import { claimReasonLine } from '@/lib/presentation/claim-line';
import type { RankedClaim } from './claim-order';
import { claimKindWords } from '@/lib/presentation/claim-kind-words';
import { claimButtonName, MAIN_CLAIM_TAG } from '@/lib/presentation/claim-name-words';
import { articleStanceOf, type Evidence, type Run } from '@/lib/engine';
import { ArticleStanceNote } from './article-stance-note';
import { SeenBeforeNote } from './seen-before-note';
import { UndecidedNote } from './undecided-note';

/**
 * Claims, what most needs attention first (the article outcome's order); each opens its detail. A row says its verdict
 * and one line of why ("Backed by who.int and cdc.gov"); a claim's figures, only when they come from a verdict on
 * evidence, fold under it. The prior is said once, above the list, as a prior. A claim the article only reports or
 * rebuts says so, with what the evidence made of it.
 */
export function ClaimList({
  ranked,
  evidence,
  finished,
  articleDomain,
  run,
}: {
  ranked: RankedClaim[];
  /** The run's evidence, to name the sources behind a reported claim's verdict. */
  evidence: readonly Evidence[];
  /** The check has ended: an empty list means none was found, not "not yet". */
  finished: boolean;
  /** For verdicts saved without their prior's domain; `undefined` while it loads (no prior sentence until then). */
  articleDomain: string | null | undefined;
  /** The run: an undecided claim says what its check found instead of repeating the prior on every card. */
  run?: Run;
}) {
  const { openClaim } = usePanel();
  if (ranked.length === 0)
    return (
      <p className="muted" data-testid="no-claims">
        {finished ? 'No checkable claims were found in this article.' : 'No claims found yet.'}
      </p>
    );
  // No claim was searched: a prior says nothing about what was found (the cards say why nothing was).
  const noneSearched = ranked.every(({ verdict }) => verdict?.search?.answered === 0);
  const prior =
    noneSearched || (articleDomain === undefined && !ranked.some(({ verdict }) => verdict?.prior))
      ? null
      : articlePriorSentence(
          ranked.flatMap(({ verdict }) => (verdict ? [verdict] : [])),
          articleDomain ?? null,
        );
  // The main claim is told apart only among others: a challenged statement is all there is.
  const marksMain = ranked.length > 1 && run?.kind !== 'challenge';
  return (
    <section aria-labelledby="claims-title">
      <h2 id="claims-title" className="section-title">
        Claims <span className="muted">(most in need of attention first)</span>
      </h2>
      <ol className="claim-list" data-testid="claim-list">
        {ranked.map(({ claim, verdict }) => {
          const undecided = !!run && verdict?.label === 'unverified';
          // An undecided claim says what its sources said instead (UndecidedNote), not a reason for no verdict.
          const reason = verdict && !undecided ? claimReasonLine(verdict, evidence) : null;
          const main = marksMain && claim.role === 'thesis';
          return (
            <li key={claim.id} className="card claim-row" data-testid="claim-row" data-claim-id={claim.id}>
              <button
                type="button"
                className="link-button claim-text"
                aria-label={claimButtonName(claim.text, verdict, main)}
                onClick={() => openClaim(claim.id)}
              >
                {claim.text}
              </button>
              <div className="claim-meta">
                {main && (
                  <span className="main-claim-tag" data-testid="main-claim">
                    {MAIN_CLAIM_TAG}
                  </span>
                )}
                <LabelBadge label={verdict?.label ?? null} />
                <ProvisionalNote verdict={verdict} />
                {verdict && hasVerdict(verdict.label) && <StatusBadge status={verdict.status} />}
                <span className="muted" data-testid="claim-kind">
                  {claimKindWords(claim.kind)}
                </span>
                {claim.page !== undefined && (
                  <span className="muted" data-testid="claim-page" title={`On page ${claim.page} of the PDF`}>
                    p. {claim.page}
                  </span>
                )}
              </div>
              {reason && (
                <p className="claim-reason" data-testid="claim-reason">
                  {reason}
                </p>
              )}
              <ArticleStanceNote stance={articleStanceOf(claim)} verdict={verdict} evidence={evidence} />
              <SeenBeforeNote claim={claim} />
              {undecided && run && (
                <UndecidedNote claim={claim} verdict={verdict} evidence={evidence} run={run} />
              )}
              {verdict && showsFigures(verdict) && (
                <details className="claim-figures" data-testid="claim-figures">
                  <summary>Figures</summary>
                  <RgbaBars
                    rgba={verdict.rgba}
                    compact
                    label={verdict.label}
                    basis={figuresBasis(verdict)}
                    provisional={!!verdict.provisional}
                  />
                </details>
              )}
            </li>
          );
        })}
      </ol>
      {prior && (
        <p className="muted claims-prior" data-testid="claims-prior">
          {prior}
        </p>
      )}
    </section>
  );
}
