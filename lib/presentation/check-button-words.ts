/** The main button's words for what the tab holds: "Check this PDF", "Check this thread", "Check this post". */
import type { Article } from '../engine/schemas';

/** What the page is, in the button's words; an article when it is not known yet. */
export function checkButtonWords(
  article: Pick<Article, 'kind' | 'pages' | 'post'> | null | undefined,
): string {
  if (article?.pages !== undefined) return 'Check this PDF';
  if (article?.kind === 'post')
    return (article.post?.posts ?? 1) > 1 ? 'Check this thread' : 'Check this post';
  return 'Check this article';
}
