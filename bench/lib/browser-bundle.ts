/** How the bench and the tests bundle one entry for the browser with esbuild (as WXT's Vite build would, near enough). */
import type { BuildOptions } from 'esbuild';

/** An in-memory ESM browser bundle with its metafile; WXT's virtual modules stay external, CSS is left out. */
export const BROWSER_BUNDLE = {
  bundle: true,
  write: false,
  metafile: true,
  format: 'esm',
  platform: 'browser',
  alias: { '@': '.' },
  external: ['wxt/*', '#imports'],
  loader: { '.css': 'empty' },
  jsx: 'automatic',
  logLevel: 'silent',
} as const satisfies BuildOptions;
