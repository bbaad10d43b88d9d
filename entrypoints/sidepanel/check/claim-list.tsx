import { LabelBadge, StatusBadge, hasVerdict } from '../components/label-badge';
import { ProvisionalNote } from '../components/provisional-note';
import { RgbaBars } from '../components/rgba-bars';
import { usePanel } from '../components/panel-context';
import { figuresBasis, priorSentence, showsFigures } from '@/lib/presentation/claim-figures';
import type { RankedClaim } from './claim-order';
import { claimKindWords } from '@/lib/presentation/claim-kind-words';
import { articleStanceOf, type Evidence, type Run } from '@/lib/engine';
import { ArticleStanceNote } from './article-stance-note';
import { UndecidedNote } from './undecided-note';

/**
 * Claims, what most needs attention first (the article outcome's order); each opens its detail. A claim shows its
 * figures only when they come from evidence; otherwise it says what its prior is, as a prior. A claim the article only
 * reports or rebuts says so, with what the evidence made of it.
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
  return (
    <section aria-labelledby="claims-title">
      <h2 id="claims-title" className="section-title">
        Claims <span className="muted">(most in need of attention first)</span>
      </h2>
      <ol className="claim-list" data-testid="claim-list">
        {ranked.map(({ claim, verdict }) => {
          const undecided = !!run && verdict?.label === 'unverified';
          const prior =
            !undecided && verdict && (verdict.prior || articleDomain !== undefined)
              ? priorSentence(verdict, articleDomain ?? null)
              : null;
          return (
            <li key={claim.id} className="card claim-row" data-testid="claim-row" data-claim-id={claim.id}>
              <button type="button" className="link-button claim-text" onClick={() => openClaim(claim.id)}>
                {claim.text}
              </button>
              <div className="claim-meta">
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
              {verdict && showsFigures(verdict) && (
                <RgbaBars
                  rgba={verdict.rgba}
                  compact
                  label={verdict.label}
                  basis={figuresBasis(verdict)}
                  provisional={!!verdict.provisional}
                />
              )}
              <ArticleStanceNote stance={articleStanceOf(claim)} verdict={verdict} evidence={evidence} />
              {undecided && run && (
                <UndecidedNote claim={claim} verdict={verdict} evidence={evidence} run={run} />
              )}
              {prior && (
                <p className="muted claim-prior" data-testid="claim-prior">
                  {prior}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
