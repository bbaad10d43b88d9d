// `chrome` inside `worker.evaluate(...)` callbacks: the extension API of the service worker under test.
import type { WxtBrowser } from 'wxt/browser';

declare global {
  const chrome: WxtBrowser;
}
