/** Content script: answers extraction requests and draws claim highlights; safe to inject twice. */
import type { EngineConfig } from '../engine/config';
import { handleMessage } from '../messaging/handle-message';
import { extractArticle } from '../extraction/extract-article';
import { showHighlights } from './claim-highlighter';
import { servedHtmlBytes } from './served-html-bytes';

const MARK = '__cartographerContentScript';

/** Starts answering; `config` is the host's engine config (its extraction limits decide what is read). */
export function startContentScript(config: EngineConfig): void {
  const scope = globalThis as unknown as Record<string, boolean>;
  if (scope[MARK]) return;
  scope[MARK] = true;

  handleMessage('extractArticle', () => {
    // The served HTML's size when the browser knows it: measuring outerHTML serialised the whole DOM (≈ 40% of a
    // 5 MB page's extraction). Work on a page grown after load stays bounded by the text cut before Readability.
    const htmlBytes = servedHtmlBytes();
    return extractArticle(document, {
      url: location.href,
      config: config.extraction,
      ...(htmlBytes !== undefined ? { htmlBytes } : {}),
    });
  });
  handleMessage('showHighlights', (data) => showHighlights(data));
}
