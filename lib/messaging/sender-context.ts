/** Who sent a message, from the browser's own sender record (never from the payload): extension page or content script. */

/** The fields of `runtime.MessageSender` this decision uses (Chrome and Firefox both fill them). */
export interface MessageSenderLike {
  id?: string;
  url?: string;
  /** Chrome only: the sender document's origin. */
  origin?: string;
  tab?: { id?: number; windowId?: number; url?: string };
  frameId?: number;
}

/** This extension's identity: its id and its pages' origin (`chrome-extension://<id>`, `moz-extension://<uuid>`). */
export interface ExtensionIdentity {
  id: string;
  origin: string;
}

export type SenderContext =
  /** A page or the service worker of this extension: the side panel, History, Settings. */
  | { kind: 'extension-page'; url: string }
  /** Our content script in a web page: `tabId` is the tab it runs in, as the browser reports it. */
  | { kind: 'content-script'; tabId: number; windowId: number | undefined; frameId: number; url: string }
  | { kind: 'foreign'; why: string };

/**
 * Classifies a sender. An extension page is a document whose URL (and, where the browser reports it, origin) is
 * the extension's own origin: a web page cannot have that URL, and a content script's sender URL is always the
 * page it runs in. Extension pages opened in a tab also carry `tab`, so `tab` alone does not tell them apart.
 */
export function senderContext(sender: MessageSenderLike | undefined, self: ExtensionIdentity): SenderContext {
  if (!sender || sender.id !== self.id) return { kind: 'foreign', why: 'another extension or a web page' };
  const url = sender.url ?? '';
  const ownUrl = url.startsWith(`${self.origin}/`);
  const ownOrigin = sender.origin === self.origin;
  // Firefox does not report `origin`: there the URL alone decides.
  if (ownUrl && (ownOrigin || sender.origin === undefined)) return { kind: 'extension-page', url };
  if (ownUrl || ownOrigin) return { kind: 'foreign', why: 'a sender whose URL and origin disagree' };
  const tabId = sender.tab?.id;
  if (tabId === undefined || tabId < 0) {
    return { kind: 'foreign', why: 'a content script outside any tab' };
  }
  return {
    kind: 'content-script',
    tabId,
    windowId: sender.tab?.windowId,
    frameId: sender.frameId ?? 0,
    url,
  };
}
