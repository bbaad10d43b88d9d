import { defineConfig } from 'wxt';

// The extension's manifest and build: Chrome MV3 side panel, Firefox sidebar.
export default defineConfig({
  modules: ['@wxt-dev/module-react'],
  manifest: ({ browser }) => ({
    name: 'Cartographer',
    description: 'Fact-checks the article you are reading by arguing with it.',
    permissions: [
      'scripting',
      'storage',
      'unlimitedStorage',
      'contextMenus',
      // Blocks the background's own requests (each redirect hop) to private addresses; see lib/background/network-rules.ts.
      'declarativeNetRequestWithHostAccess',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    // Evidence pages on any site are fetched by the background; the content script is injected on demand.
    host_permissions: ['http://*/*', 'https://*/*'],
    action: { default_title: 'Check this article with Cartographer' },
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
