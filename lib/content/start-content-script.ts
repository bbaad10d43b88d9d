/** Content script: answers extraction requests and draws claim highlights; safe to inject twice. */
import { onMessage } from '../messaging/messenger';
import { extractArticle } from '../extraction/extract-article';
import { PayloadSchemas } from '../messaging/protocol';
import { showHighlights } from './claim-highlighter';

const MARK = '__cartographerContentScript';

export function startContentScript(): void {
  const scope = globalThis as unknown as Record<string, boolean>;
  if (scope[MARK]) return;
  scope[MARK] = true;

  onMessage('extractArticle', ({ sender }) => {
    if (sender.id !== browser.runtime.id) throw new Error('Refused: not from Cartographer.');
    return extractArticle(document, { url: location.href });
  });

  onMessage('showHighlights', ({ sender, data }) => {
    if (sender.id !== browser.runtime.id) throw new Error('Refused: not from Cartographer.');
    return showHighlights(PayloadSchemas.showHighlights.parse(data));
  });
}
