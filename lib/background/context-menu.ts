/** "Challenge this claim": a context-menu entry on selected text that starts a single-claim run. */
import type { Article, ExtractionResult } from '../engine/schemas';

export const CHALLENGE_MENU_ID = 'cartographer-challenge';

export function createChallengeMenu(): void {
  browser.contextMenus.removeAll().then(
    () =>
      browser.contextMenus.create({
        id: CHALLENGE_MENU_ID,
        title: 'Challenge this claim',
        contexts: ['selection'],
      }),
    () => undefined,
  );
}

/** The article to give a challenged statement as context: the page's, or the statement alone when unreadable. */
export function challengeContext(
  selection: string,
  page: { url: string; title: string },
  extraction: ExtractionResult,
): Article {
  if (extraction.ok) return extraction.article;
  const text = selection.trim();
  return {
    url: page.url,
    canonicalUrl: page.url,
    title: page.title || text.slice(0, 80),
    byline: null,
    siteName: null,
    publishedAt: null,
    lang: 'und',
    text,
    paragraphs: [{ start: 0, end: text.length }],
    wordCount: text.split(/\s+/).filter(Boolean).length,
    truncated: false,
  };
}
