/** PDF pages: which page an offset of the article text is printed on, and claims stamped with their page. */
import type { Article, ArticlePage, Claim } from '../schemas';

/**
 * The 1-based page holding `offset`: the last page with text that starts at or before it. Undefined when the
 * article has no pages (an HTML page) or the offset lies before the first page's text.
 */
export function pageOfOffset(pages: readonly ArticlePage[] | undefined, offset: number): number | undefined {
  let found: number | undefined;
  for (const page of pages ?? []) {
    if (page.start > offset) break;
    if (page.end > page.start) found = page.number;
  }
  return found;
}

/**
 * Claims of a PDF article with `page` set from their quote's start offset; others unchanged (HTML articles, and a
 * challenged statement not found in the text: its empty span says nothing about a page).
 */
export function withPageNumbers<T extends Pick<Claim, 'start' | 'end'>>(
  article: Pick<Article, 'pages'>,
  claims: T[],
): (T & { page?: number })[] {
  if (!article.pages?.length) return claims;
  return claims.map((claim) => {
    if (claim.end <= claim.start) return claim;
    const page = pageOfOffset(article.pages, claim.start);
    return page === undefined ? claim : { ...claim, page };
  });
}
