/** The extension's messenger over the ProtocolMap. */
import { defineExtensionMessaging } from '@webext-core/messaging';
import type { ProtocolMap } from './protocol';

export const { sendMessage, onMessage, removeAllListeners } = defineExtensionMessaging<ProtocolMap>();
