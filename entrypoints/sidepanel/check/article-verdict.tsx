import type { ArticleVerdict } from '@/lib/engine';
import { LabelBadge } from '../components/label-badge';
import { RgbaBars } from '../components/rgba-bars';
import { RgbaLegend } from '../components/rgba-legend';

/** The article as a whole: overall label, its RGBA and the written summary. */
export function ArticleVerdictCard({ result }: { result: ArticleVerdict }) {
  return (
    <section className="card" aria-labelledby="article-verdict-title" data-testid="article-verdict">
      <h2 id="article-verdict-title">
        Overall: <LabelBadge label={result.label} />
      </h2>
      <RgbaBars rgba={result.rgba} />
      <RgbaLegend />
      {result.summary && <p className="summary">{result.summary}</p>}
    </section>
  );
}
