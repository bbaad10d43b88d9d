/** Content script: answers extraction requests and draws claim highlights; safe to inject twice. */
import { handleMessage } from '../messaging/handle-message';
import { extractArticle } from '../extraction/extract-article';
import { showHighlights } from './claim-highlighter';

const MARK = '__cartographerContentScript';

export function startContentScript(): void {
  const scope = globalThis as unknown as Record<string, boolean>;
  if (scope[MARK]) return;
  scope[MARK] = true;

  handleMessage('extractArticle', () => extractArticle(document, { url: location.href }));
  handleMessage('showHighlights', (data) => showHighlights(data));
}
