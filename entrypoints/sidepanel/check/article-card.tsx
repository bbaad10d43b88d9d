import type { Article } from '@/lib/engine';
import { hostOf } from '@/lib/engine';

/** What was read from the page: title, site, byline, date, language, length. */
export function ArticleCard({ article }: { article: Article }) {
  const published = article.publishedAt ? new Date(article.publishedAt) : null;
  return (
    <section className="card" aria-label="Article" data-testid="article-card">
      <h2 className="article-title">{article.title || 'Untitled article'}</h2>
      <dl className="facts">
        <dt>Site</dt>
        <dd data-testid="article-site">{article.siteName ?? hostOf(article.url)}</dd>
        <dt>By</dt>
        <dd>{article.byline ?? 'No byline'}</dd>
        <dt>Published</dt>
        <dd data-testid="article-date">
          {published && !Number.isNaN(published.getTime()) ? (
            <time dateTime={article.publishedAt ?? undefined}>{published.toLocaleDateString()}</time>
          ) : (
            'Date not given'
          )}
        </dd>
        <dt>Language</dt>
        <dd data-testid="article-lang">{article.lang}</dd>
        <dt>Length</dt>
        <dd data-testid="article-words">{article.wordCount.toLocaleString('en-US')} words</dd>
      </dl>
      {article.truncated && (
        <p className="notice" role="note">
          This page is very long: Cartographer reads only its first part.
        </p>
      )}
    </section>
  );
}
