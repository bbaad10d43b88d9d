import type { ArticleVerdict, Claim, Verdict } from '@/lib/engine';
import { articleOutcome } from '@/lib/presentation/article-outcome';
import { count } from '@/lib/presentation/plural';
import { MAIN_CLAIM_POINTER } from '@/lib/presentation/claim-name-words';
import { articleFigures } from '@/lib/presentation/claim-figures';
import { noFiguresSentence } from '@/lib/presentation/run-subject-words';
import { useEngineConfig } from '../components/engine-config-context';
import { LabelBadge } from '../components/label-badge';
import { RgbaBars } from '../components/rgba-bars';
import { RgbaLegend } from '../components/rgba-legend';

/**
 * The article as a whole, in one answer first: the headline and the overall label (from the same outcome, so they
 * never disagree; "likely true" only when what the article asserts held), what it only reports; then, folded, its
 * RGBA with the legend and the summary. The bars average the decided claims with evidence and are never shown when no
 * claim is decided: a prior is no figure of the article's.
 */
export function ArticleVerdictCard({
  result,
  claims,
  verdicts,
  rulesOnly = false,
  kind = 'article',
}: {
  result: ArticleVerdict;
  claims: readonly Claim[];
  verdicts: readonly Verdict[];
  /** The configured model failed: these verdicts are the rules' reading, never shown in a success colour. */
  rulesOnly?: boolean;
  /** What the run checked: a challenge speaks of "the statement", never "the article". */
  kind?: 'article' | 'challenge';
}) {
  const config = useEngineConfig();
  const outcome = articleOutcome(claims, verdicts, config, result);
  const tone = rulesOnly && outcome.tone === 'good' ? 'none' : outcome.tone;
  const figures = outcome.withEvidence > 0 ? articleFigures(claims, verdicts, config) : null;
  return (
    <section
      className={`card article-verdict tone-card-${tone}`}
      aria-labelledby="article-verdict-title"
      data-testid="article-verdict"
      data-overall={outcome.overall}
    >
      <h2 id="article-verdict-title" className="headline" data-testid="headline">
        {outcome.mainOpen ? `${outcome.headline} ${MAIN_CLAIM_POINTER}` : outcome.headline}
      </h2>
      {rulesOnly && (
        <p className="muted" data-testid="rules-only">
          Read by the built-in rules only: the model failed, so these verdicts are weaker than a model&apos;s.
        </p>
      )}
      <p className="overall">
        Overall: <LabelBadge label={outcome.overall} />
      </p>
      {outcome.reportedLine && (
        <p className="muted" data-testid="article-reported">
          {outcome.reportedLine}
        </p>
      )}
      <details className="article-details" data-testid="article-details">
        <summary>{figures ? 'Figures and summary' : 'Summary'}</summary>
        {figures ? (
          <>
            <RgbaBars
              rgba={figures}
              label={outcome.overall}
              basis={`Averaged over the ${count(outcome.withEvidence, 'decided claim')} with evidence counted, weighted by how central each is.`}
            />
            <RgbaLegend />
          </>
        ) : (
          <p className="muted" data-testid="article-no-figures">
            {noFiguresSentence(kind)}
          </p>
        )}
        {outcome.summary && <p className="summary">{outcome.summary}</p>}
        {outcome.summary && result.summaryBy === 'template' && (
          <p className="muted" data-testid="summary-by">
            Summary written from the verdicts, not by the model.
          </p>
        )}
      </details>
    </section>
  );
}
