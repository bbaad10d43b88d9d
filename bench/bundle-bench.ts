/** Bundle sizes: `wxt build` for Chrome MV3, then every file raw and gzip, per entrypoint, and what fills each one. */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BROWSER_BUNDLE } from './lib/browser-bundle';
import { bytesBySource, inputKey, type SourceMapV3 } from './lib/source-map-sizes';
import { log } from './lib/stats';

export const OUTPUT_DIR = resolve('.output/chrome-mv3');

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}
export interface BundleEntrypoint {
  entrypoint: string;
  files: string[];
  bytes: number;
  gzipBytes: number;
  /**
   * Largest contributors: from the build's own source maps (`topInputsFrom: 'build'`), else from an esbuild bundle
   * of the same entry (`'esbuild'`, an approximation: no build plugins, dynamic imports inlined).
   */
  topInputs: { input: string; minifiedBytes: number }[];
  topInputsFrom?: 'build' | 'esbuild';
}
export interface BundleResults {
  buildMs: number;
  files: BundleFile[];
  entrypoints: BundleEntrypoint[];
  /** pdf.js's code (its `GlobalWorkerOptions`) is inside background.js: loaded on every service-worker wake-up. */
  pdfInBackground?: boolean;
  /** The public suffix list (tldts's rules) is inside the content script or the panel's first files. */
  suffixListIn?: string[];
}

/** A marker of pdf.js's main module that survives minification. */
const PDFJS_MARKER = 'GlobalWorkerOptions';
/** Suffixes of the public suffix list that only its data carries (tldts's packed rules). */
const SUFFIX_LIST_MARKER = /kawasaki|nagasaki/;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

async function composition(entry: string): Promise<{ input: string; minifiedBytes: number }[]> {
  try {
    const result = await build({ ...BROWSER_BUNDLE, entryPoints: [entry], minify: true });
    const output = Object.values(result.metafile.outputs)[0];
    const by = new Map<string, number>();
    for (const [path, info] of Object.entries(output?.inputs ?? {})) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
      const key = pkg ?? path.split('/').slice(0, 3).join('/');
      by.set(key, (by.get(key) ?? 0) + info.bytesInOutput);
    }
    return [...by]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([input, minifiedBytes]) => ({ input, minifiedBytes }));
  } catch (error) {
    log(`bundle composition of ${entry} failed: ${String(error)}`);
    return [];
  }
}

/** What fills `files` (their JavaScript), from the build's source maps; undefined when a file has no map. */
function builtComposition(files: string[]): { input: string; minifiedBytes: number }[] | undefined {
  const scripts = files.filter((file) => /\.m?js$/.test(file));
  if (!scripts.some((file) => existsSync(join(OUTPUT_DIR, `${file}.map`)))) return undefined;
  const by = new Map<string, number>();
  for (const file of scripts) {
    const code = readFileSync(join(OUTPUT_DIR, file), 'utf8');
    // A file the bundler copied or generated without a map (pdf.js's worker, the chunk loader) counts as itself.
    if (!existsSync(join(OUTPUT_DIR, `${file}.map`))) {
      by.set(`${file} (no source map)`, code.length);
      continue;
    }
    const map = JSON.parse(readFileSync(join(OUTPUT_DIR, `${file}.map`), 'utf8')) as SourceMapV3;
    for (const [source, n] of bytesBySource(code, map))
      by.set(inputKey(source), (by.get(inputKey(source)) ?? 0) + n);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([input, minifiedBytes]) => ({ input, minifiedBytes }));
}

export async function benchBundle(options: { skipBuild?: boolean } = {}): Promise<BundleResults> {
  const t0 = performance.now();
  if (!options.skipBuild)
    execFileSync('npx', ['wxt', 'build'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      // Hidden source maps: the same code as a plain build (no map comment), plus maps to read the composition from.
      env: { ...process.env, CARTOGRAPHER_SOURCEMAP: 'hidden' },
    });
  const buildMs = Math.round(performance.now() - t0);
  const maps = walk(OUTPUT_DIR).filter((path) => path.endsWith('.map'));
  const files: BundleFile[] = walk(OUTPUT_DIR)
    .filter((path) => !path.endsWith('.map'))
    .map((path) => {
      const content = readFileSync(path);
      return {
        file: relative(OUTPUT_DIR, path),
        bytes: content.length,
        gzipBytes: gzipSync(content, { level: 9 }).length,
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
  const sidepanelHtml = readFileSync(join(OUTPUT_DIR, 'sidepanel.html'), 'utf8');
  const referenced = [...sidepanelHtml.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!);
  // Chrome's offscreen PDF reader: its page, what the page loads, and pdf.js with its worker (loaded on first read).
  const offscreen = files.some((f) => f.file === 'offscreen.html')
    ? [
        'offscreen.html',
        ...[
          ...readFileSync(join(OUTPUT_DIR, 'offscreen.html'), 'utf8').matchAll(/(?:src|href)="\/([^"]+)"/g),
        ].map((m) => m[1]!),
        ...files.filter((f) => /^(chunks\/pdf-|assets\/pdf\.worker)/.test(f.file)).map((f) => f.file),
      ]
    : [];
  const groups: { entrypoint: string; files: string[]; source: string }[] = [
    { entrypoint: 'background', files: ['background.js'], source: 'entrypoints/background/index.ts' },
    {
      entrypoint: 'content script',
      files: files.filter((f) => f.file.startsWith('content-scripts/')).map((f) => f.file),
      source: 'entrypoints/content/index.ts',
    },
    {
      entrypoint: 'side panel (initial load)',
      files: ['sidepanel.html', ...referenced],
      source: 'entrypoints/sidepanel/main.tsx',
    },
    {
      entrypoint: 'side panel (lazy chunks)',
      files: files
        .filter(
          (f) => f.file.startsWith('chunks/') && !referenced.includes(f.file) && !offscreen.includes(f.file),
        )
        .map((f) => f.file),
      source: '',
    },
    ...(offscreen.length
      ? [{ entrypoint: 'offscreen PDF reader (Chrome, on demand)', files: offscreen, source: '' }]
      : []),
  ];
  const entrypoints: BundleEntrypoint[] = [];
  for (const g of groups) {
    const own = files.filter((f) => g.files.includes(f.file));
    const fromBuild = builtComposition(g.files);
    entrypoints.push({
      entrypoint: g.entrypoint,
      files: g.files,
      bytes: own.reduce((n, f) => n + f.bytes, 0),
      gzipBytes: own.reduce((n, f) => n + f.gzipBytes, 0),
      ...(fromBuild
        ? { topInputs: fromBuild, topInputsFrom: 'build' as const }
        : { topInputs: g.source ? await composition(g.source) : [], topInputsFrom: 'esbuild' as const }),
    });
  }
  // The output stays as a plain build leaves it (the e2e specs load it).
  for (const map of maps) rmSync(map);
  log(`bundle: ${entrypoints.map((e) => `${e.entrypoint} ${e.bytes} B (${e.gzipBytes} gz)`).join(', ')}`);
  const text = (file: string) => readFileSync(join(OUTPUT_DIR, file), 'utf8');
  const pdfInBackground = text('background.js').includes(PDFJS_MARKER);
  const suffixListIn = entrypoints
    .filter((e) => e.entrypoint === 'content script' || e.entrypoint === 'side panel (initial load)')
    .filter((e) => e.files.some((f) => f.endsWith('.js') && SUFFIX_LIST_MARKER.test(text(f))))
    .map((e) => e.entrypoint);
  return { buildMs, files, entrypoints, pdfInBackground, suffixListIn };
}
