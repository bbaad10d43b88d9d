import type { ArticleStance, Evidence, Verdict } from '@/lib/engine';
import { verdictSources } from '@/lib/presentation/claim-sides';
import { ARTICLE_STANCE_MEANING, articleStanceLine } from '@/lib/presentation/verdict-words';

/**
 * A claim the article only reports or rebuts, in the words every view uses ("Reported by the article, which rebuts
 * it — refuted by cdc.gov"), with the article's sentence that shows it when given; nothing for a claim it asserts.
 */
export function ArticleStanceNote({
  stance,
  verdict,
  evidence,
  sentence,
}: {
  stance: ArticleStance;
  verdict: Verdict | null;
  evidence: readonly Evidence[];
  /** The article's sentence that shows the stance (the claim's detail shows it; the list does not). */
  sentence?: string | undefined;
}) {
  const line = articleStanceLine(stance, verdict?.label ?? null, verdictSources(verdict, evidence));
  if (!line) return null;
  return (
    <div className="article-stance" data-testid="article-stance" data-stance={stance}>
      <p title={ARTICLE_STANCE_MEANING[stance]}>{line}</p>
      {sentence && (
        <p className="muted" data-testid="article-stance-sentence">
          The article: “{sentence}”
        </p>
      )}
    </div>
  );
}
