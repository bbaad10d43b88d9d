import { engineConfig } from '@/lib/composition/engine-config';
import { startContentScript } from '@/lib/content/start-content-script';

// Injected on demand (user action) by the background, never on page load.
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  registration: 'runtime',
  main() {
    startContentScript(engineConfig());
  },
});
