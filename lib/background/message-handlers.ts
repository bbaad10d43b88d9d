/** Message handlers of the background: each validates its payload with zod and checks the sender. */
import { onMessage } from '../messaging/messenger';
import { PayloadSchemas } from '../messaging/protocol';
import { isFromThisExtension } from './sender';
import { inspectTab } from './inspect-tab';
import { loadSettings, isBlockedSite } from '../settings/settings';

export function registerMessageHandlers(): void {
  onMessage('inspectTab', async ({ data, sender }) => {
    if (!isFromThisExtension(sender)) throw new Error('Refused: not from Cartographer.');
    const { tabId } = PayloadSchemas.inspectTab.parse(data);
    const settings = await loadSettings();
    return inspectTab(tabId, (url) => isBlockedSite(url, settings.blockedSites));
  });
}
