import { fileURLToPath } from 'node:url';
import { defineConfig } from 'wxt';
import { openAiUnusedResources } from './scripts/build/openai-resources';

export const EXTENSION_PAGES_CSP = [
  "script-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

// The extension's manifest and build: Chrome MV3 side panel, Firefox sidebar.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  vite: () => ({
    // The openai SDK's resources the extension never calls load as empty classes (scripts/build/openai-resources.ts).
    plugins: [openAiUnusedResources()],
    resolve: {
      // linkedom's `<style>.sheet` parser: unused by the extension (see lib/extraction/no-stylesheet-parser.ts).
      alias: {
        'cssomnom/parse': fileURLToPath(new URL('./lib/extraction/no-stylesheet-parser.ts', import.meta.url)),
      },
    },
    build: {
      // `npm run bench` builds with hidden source maps (same code, no map comment) to read what fills each file.
      sourcemap: process.env.CARTOGRAPHER_SOURCEMAP === 'hidden' ? 'hidden' : false,
      rollupOptions: {
        // tldts (the public suffix list) runs no code at load: without this its packed list stayed in every bundle
        // that imports lib/engine/domain/url.ts, used or not (the content script and the panel's first chunk).
        // Rolldown's default inlines imported constants at every use: tldts's 60 kB suffix-label string was copied
        // into each of its three readers (background.js 1,475 → 1,336 kB, the panel's shared chunk 371 → 232 kB).
        optimization: { inlineConst: false },
        treeshake: {
          moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]tldts(-core)?[\\/]/.test(id),
        },
      },
    },
  }),
  manifest: ({ browser }) => ({
    name: 'Cartographer',
    description: 'Fact-checks the article you are reading by arguing with it.',
    permissions: [
      'scripting',
      'storage',
      'unlimitedStorage',
      'contextMenus',
      // The weekly refresh of the local fact-check index (lib/background/fact-index-refresh.ts).
      'alarms',
      // Blocks the background's own requests (each redirect hop) to private addresses; see lib/background/network-rules.ts.
      'declarativeNetRequestWithHostAccess',
      // Chrome reads PDFs in an offscreen document (pdf.js and its worker), opened only while a PDF is read.
      ...(browser === 'firefox' ? [] : ['sidePanel', 'offscreen']),
    ],
    // Evidence pages on any site are fetched by the background; the content script is injected on demand.
    host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Check this article with Cartographer' },
    // The challenge shortcut (lib/background/challenge-selection.ts). Chromium 156 leaves Alt+Shift+C and Alt+Shift+X
    // unbound (measured: chrome.commands.getAll() gave them no shortcut) and binds Alt+Shift+K; on a Mac Option+Shift+K
    // types a character, so Control+Shift+K there. Users rebind it at chrome://extensions/shortcuts.
    commands: {
      'challenge-selection': {
        suggested_key: { default: 'Alt+Shift+K', mac: 'MacCtrl+Shift+K' },
        description: 'Challenge the statement selected in the page',
      },
    },
    // Extension pages and the worker run only the extension's own bundled scripts: no inline or remote script, no
    // eval, no plugins, no <base> rewriting, no form posts, and no framing of our pages by anyone. Network access
    // (model, search, evidence) is left to connect-src's default: the worker fetches any public http(s) URL.
    content_security_policy: {
      extension_pages: EXTENSION_PAGES_CSP,
    },
    ...(browser === 'firefox'
      ? {
          sidebar_action: {
            default_panel: 'sidepanel.html',
            default_title: 'Cartographer',
            open_at_install: false,
          },
          browser_specific_settings: { gecko: { id: 'cartographer@example.org' } },
        }
      : {}),
  }),
});
