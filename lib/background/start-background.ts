/** Wires the background service worker: side panel, context menu, message handlers, resuming runs. */
import { configureSidePanel } from './side-panel';
import { registerMessageHandlers } from './message-handlers';

export function startBackground(): void {
  configureSidePanel();
  registerMessageHandlers();
}
