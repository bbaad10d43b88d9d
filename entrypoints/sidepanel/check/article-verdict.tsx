import type { ArticleVerdict, Claim, Verdict } from '@/lib/engine';
import { articleOutcome } from '@/lib/presentation/article-outcome';
import { useEngineConfig } from '../components/engine-config-context';
import { LabelBadge } from '../components/label-badge';
import { plainReason } from '../components/plain-words';
import { RgbaBars } from '../components/rgba-bars';
import { RgbaLegend } from '../components/rgba-legend';

/** The article as a whole, worst news first: the headline, the overall label, its RGBA and the summary. */
export function ArticleVerdictCard({
  result,
  claims,
  verdicts,
  rulesOnly = false,
}: {
  result: ArticleVerdict;
  claims: readonly Claim[];
  verdicts: readonly Verdict[];
  /** The configured model failed: these verdicts are the rules' reading, never shown in a success colour. */
  rulesOnly?: boolean;
}) {
  const outcome = articleOutcome(claims, verdicts, useEngineConfig());
  const tone = rulesOnly && outcome.tone === 'good' ? 'none' : outcome.tone;
  const scored = result.label !== 'unverified' && result.label !== 'not_checkable';
  return (
    <section
      className={`card article-verdict tone-card-${tone}`}
      aria-labelledby="article-verdict-title"
      data-testid="article-verdict"
    >
      <h2 id="article-verdict-title" className="headline" data-testid="headline">
        {outcome.headline}
      </h2>
      {rulesOnly && (
        <p className="muted" data-testid="rules-only">
          Read by the built-in rules only: the model failed, so these verdicts are weaker than a model&apos;s.
        </p>
      )}
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
