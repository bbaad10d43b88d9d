/** "Challenge this claim": a context-menu entry on selected text that starts a single-claim run. */
import type { Article, ExtractionResult } from '../engine/schemas';
import { articleFromText } from '../extraction/article-from-text';

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
  return extraction.ok ? extraction.article : articleFromText(selection, page);
}
