/** extractArticle in Chromium: the sandbox's large page and generated pages of 0.1, 1 and 5 MB (bundled with esbuild). */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../test/sandbox/server';
import { launchChromium } from './lib/chromium';
import { log, median, round } from './lib/stats';
import type * as ExtractionEntry from './browser/extraction-entry';

export interface ExtractionSample {
  page: string;
  /** Bytes of HTML served (the bench bundle added afterwards is not counted). */
  htmlBytes: number;
  reps: number;
  /** extractArticle (gate + clone + hidden-text removal + Readability + paragraphs + metadata). */
  medianMs: number;
  allMs: number[];
  /** Parts, medians: the budgeted copy + removeHiddenElements, and Readability.parse on that copy. */
  cloneAndHiddenMs: number;
  readabilityMs: number;
  /** Parts of cloneAndHiddenMs, medians: the copy cut at the text budget (cloneWithinBudget), and removeHiddenElements. */
  copyMs?: number;
  hiddenMs?: number;
  /** Part, median: the page gate as the content script runs it (the served size from Navigation Timing, else `outerHTML`). */
  gateMs?: number;
  ok: boolean;
  words: number;
  truncated: boolean;
}

const FILLER =
  'Grid operators in several regions reported that the share of electricity from wind and solar rose again last year, while transmission projects waited years for permits and prices swung with the weather.'.split(
    ' ',
  );

/** An article page of about `bytes` bytes: header, nav, a long article body with sections, an aside and a footer. */
export function generatedArticleHtml(bytes: number, seed = 1): string {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) & 0x7fffffff);
  const para = () => {
    const n = 40 + (next() % 60);
    return (
      Array.from({ length: n }, () => FILLER[next() % FILLER.length]).join(' ') +
      ` In ${2000 + (next() % 25)}, ${next() % 100} percent.`
    );
  };
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Generated article of ${bytes} bytes</title>
<meta property="og:site_name" content="Bench Gazette"><meta name="author" content="A. Bench"><meta property="article:published_time" content="2026-11-01T08:00:00Z">
<link rel="canonical" href="http://bench.example/article"></head><body><header><nav>${Array.from({ length: 30 }, (_, i) => `<a href="/s${i}">Section ${i}</a>`).join(' ')}</nav></header>
<main><article><h1>Generated article of ${bytes} bytes</h1><p class="byline">By A. Bench</p>`;
  const tail = `</article></main><aside><h2>Most read</h2><ul>${Array.from({ length: 20 }, (_, i) => `<li><a href="/r${i}">Related story ${i}</a></li>`).join('')}</ul></aside><footer>© Bench Gazette</footer></body></html>`;
  const parts: string[] = [head];
  let size = head.length + tail.length;
  let i = 0;
  while (size < bytes) {
    const chunk =
      i % 12 === 0
        ? `<h2>Part ${i / 12 + 1}</h2>`
        : i % 17 === 0
          ? `<div style="display:none"><p>${para()}</p></div>`
          : i % 23 === 0
            ? `<figure><img src="/img${i}.jpg" alt="chart ${i}"><figcaption>${para().slice(0, 120)}</figcaption></figure>`
            : `<p>${para()}</p>`;
    parts.push(chunk);
    size += chunk.length;
    i += 1;
  }
  parts.push(tail);
  return parts.join('\n');
}

async function bundle(): Promise<string> {
  const entry = fileURLToPath(new URL('./browser/extraction-entry.ts', import.meta.url));
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'CartoBench',
    platform: 'browser',
    target: 'chrome120',
    minify: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/**
 * Each page is timed `2 × runs + 1` times (11 for the runner's 5): on a loaded machine the median of 5 moved by a
 * third between two back-to-back runs of the same code.
 */
export async function benchExtraction(runs = 5): Promise<ExtractionSample[]> {
  const reps = runs * 2 + 1;
  const code = await bundle();
  const sandbox = await startSandbox();
  const browser = await launchChromium();
  const samples: ExtractionSample[] = [];
  try {
    const targets: { name: string; url: string; html?: string }[] = [
      { name: 'sandbox large', url: sandbox.articleUrls.large },
      ...[0.1, 1, 5].map((mb) => ({
        name: `generated ${mb} MB`,
        url: `http://bench.example/article-${mb}mb`,
        html: generatedArticleHtml(Math.round(mb * 1024 * 1024)),
      })),
    ];
    for (const target of targets) {
      const page = await browser.newPage();
      if (target.html) {
        const html = target.html;
        await page.route(target.url, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
        );
      }
      const response = await page.goto(target.url, { waitUntil: 'load' });
      const servedBytes = response ? (await response.body()).length : 0;
      // tsx keeps function names with a `__name` helper that page.evaluate must find in the page.
      await page.addScriptTag({ content: `var __name = (f) => f;\n${code}` });
      const result = await page.evaluate(
        ({ reps }) => {
          const B = (window as unknown as { CartoBench: typeof ExtractionEntry }).CartoBench;
          // As the content script calls it: the served HTML's size from Navigation Timing when the browser has it.
          const htmlBytes = B.servedHtmlBytes();
          const run = () =>
            B.extractArticle(document, {
              url: location.href,
              config: B.extraction,
              ...(htmlBytes !== undefined ? { htmlBytes } : {}),
            });
          run(); // warm-up (JIT, style)
          const all: number[] = [];
          let last = run();
          for (let i = 0; i < reps; i += 1) {
            const t0 = performance.now();
            last = run();
            all.push(performance.now() - t0);
          }
          const clone: number[] = [];
          const copyOnly: number[] = [];
          const readability: number[] = [];
          const gate: number[] = [];
          for (let i = 0; i < reps; i += 1) {
            const g0 = performance.now();
            B.gatePage(document, location.href, htmlBytes, B.maxHtmlBytes);
            gate.push(performance.now() - g0);
            const t0 = performance.now();
            const { copy } = B.cloneWithinBudget(document, B.textBudget);
            const tc = performance.now();
            B.removeHiddenElements(document, copy, B.extraction);
            const t1 = performance.now();
            new B.Readability(copy, { serializer: (n: Node) => n }).parse();
            const t2 = performance.now();
            copyOnly.push(tc - t0);
            clone.push(t1 - t0);
            readability.push(t2 - t1);
          }
          return {
            all,
            clone,
            copyOnly,
            readability,
            gate,
            ok: last.ok,
            words: last.ok ? last.article.wordCount : 0,
            truncated: last.ok ? last.article.truncated : false,
          };
        },
        { reps },
      );
      samples.push({
        page: target.name,
        htmlBytes: servedBytes,
        reps,
        medianMs: round(median(result.all)),
        allMs: result.all.map((x) => round(x)),
        cloneAndHiddenMs: round(median(result.clone)),
        readabilityMs: round(median(result.readability)),
        copyMs: round(median(result.copyOnly)),
        hiddenMs: round(median(result.clone.map((x, i) => x - result.copyOnly[i]!))),
        gateMs: round(median(result.gate)),
        ok: result.ok,
        words: result.words,
        truncated: result.truncated,
      });
      log(
        `extraction ${target.name} (${servedBytes} B): median ${round(median(result.all))} ms (gate ${round(median(result.gate))}, copy+hidden ${round(median(result.clone))} = copy ${round(median(result.copyOnly))} + hidden, readability ${round(median(result.readability))})`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await sandbox.close();
  }
  return samples;
}
