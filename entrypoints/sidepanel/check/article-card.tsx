import { lazy, Suspense, type ReactNode } from 'react';
import type { Article, SourceTier } from '@/lib/engine';
import { hostOf } from '@/lib/engine';
import { count, languageName } from '@/lib/presentation/plural';
import { formatDate } from '@/lib/presentation/verdict-words';

// Only posts show their account's kind: its tier reading loads with them (account-badge.tsx).
const AccountBadge = lazy(() => import('./account-badge').then((m) => ({ default: m.AccountBadge })));

/** A byline without its own leading "By" (the card already labels it). */
export function bylineOf(byline: string | null): string | null {
  const name = byline?.replace(/^\s*by\s*[:\-–—]?\s+/i, '').trim();
  return name ? name : null;
}

/**
 * What was read from the page: title, site, byline, date, language, length. `folded` (the page has been checked):
 * the title stays and the facts fold under one line (site · date), so the check's answer comes first.
 */
export function ArticleCard({
  article,
  action,
  tierOverrides,
  folded = false,
}: {
  article: Article;
  action?: ReactNode;
  /** The user's tier overrides (Settings), so a post's account shows the tier its check uses. */
  tierOverrides?: Readonly<Record<string, SourceTier>>;
  folded?: boolean;
}) {
  const published = article.publishedAt ? new Date(article.publishedAt) : null;
  const byline = bylineOf(article.byline);
  const language = languageName(article.lang);
  const site = article.siteName ?? hostOf(article.url);
  const dated = published && !Number.isNaN(published.getTime());
  const facts = (
    <dl className="facts">
      <dt>Site</dt>
      <dd data-testid="article-site">{site}</dd>
      <dt>By</dt>
      <dd data-testid="article-byline">{byline ?? 'No byline'}</dd>
      {article.kind === 'post' && article.post && (
        <>
          <dt>Posts</dt>
          <dd data-testid="article-posts">
            {article.post.posts > 1
              ? `A thread of ${count(article.post.posts, 'post')} by ${article.post.handle} (replies by others are not checked)`
              : `One post by ${article.post.handle} (replies by others are not checked)`}
          </dd>
          <dt>Account</dt>
          <dd data-testid="article-account-tier">
            <Suspense fallback={<span className="muted">…</span>}>
              <AccountBadge article={article} tierOverrides={tierOverrides} />
            </Suspense>
          </dd>
        </>
      )}
      <dt>Published</dt>
      <dd data-testid="article-date">
        {dated ? (
          <time dateTime={article.publishedAt ?? undefined}>{formatDate(article.publishedAt)}</time>
        ) : (
          'Date not given'
        )}
      </dd>
      {language && (
        <>
          <dt>Language</dt>
          <dd data-testid="article-lang">{language}</dd>
        </>
      )}
      <dt>Length</dt>
      <dd data-testid="article-words">
        {count(article.wordCount, 'word')}
        {article.pages && ` · PDF, ${count(article.pages.length, 'page')}`}
      </dd>
    </dl>
  );
  return (
    <section
      className={`card${folded ? ' article-folded' : ''}`}
      aria-label="Article"
      data-testid="article-card"
    >
      <h2 className="article-title">{article.title || 'Untitled article'}</h2>
      {folded ? (
        <details className="article-facts" data-testid="article-facts">
          <summary>
            {site}
            {dated ? ` · ${formatDate(article.publishedAt)}` : ''}
          </summary>
          {facts}
        </details>
      ) : (
        facts
      )}
      {article.truncated && (
        <p className="notice" role="note">
          {article.pages
            ? 'This PDF is very long: Cartographer reads only its first pages.'
            : 'This page is very long: Cartographer reads only its first part.'}
        </p>
      )}
      {action}
    </section>
  );
}
