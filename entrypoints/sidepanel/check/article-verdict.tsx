import type { ArticleVerdict, Claim, Verdict } from '@/lib/engine';
import { articleOutcome } from '@/lib/presentation/article-outcome';
import { LabelBadge } from '../components/label-badge';
import { plainReason } from '../components/plain-words';
import { RgbaBars } from '../components/rgba-bars';
import { RgbaLegend } from '../components/rgba-legend';

/** The article as a whole, worst news first: the headline, the overall label, its RGBA and the summary. */
export function ArticleVerdictCard({
  result,
  claims,
  verdicts,
}: {
  result: ArticleVerdict;
  claims: readonly Claim[];
  verdicts: readonly Verdict[];
}) {
  const outcome = articleOutcome(claims, verdicts);
  const scored = result.label !== 'unverified' && result.label !== 'not_checkable';
  return (
    <section
      className={`card article-verdict tone-card-${outcome.tone}`}
      aria-labelledby="article-verdict-title"
      data-testid="article-verdict"
    >
      <h2 id="article-verdict-title" className="headline" data-testid="headline">
        {outcome.headline}
      </h2>
      <p className="overall">
        Overall: <LabelBadge label={result.label} />
      </p>
      {scored && <RgbaBars rgba={result.rgba} />}
      {scored && <RgbaLegend />}
      {result.summary && <p className="summary">{plainReason(result.summary)}</p>}
      {result.summary && result.summaryBy === 'template' && (
        <p className="muted" data-testid="summary-by">
          Summary written from the verdicts, not by the model.
        </p>
      )}
    </section>
  );
}
