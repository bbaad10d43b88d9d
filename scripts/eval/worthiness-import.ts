/**
 * Rebuilds bench/data/worthiness-pages/*.txt from Mozilla Readability's saved test pages (Apache-2.0): each page read
 * by the engine's own page reader (Readability on linkedom, as the CLI reads a page), its text cut at a paragraph
 * boundary so a page stays small enough to label by hand. Usage: `tsx scripts/eval/worthiness-import.ts <repo dir>`,
 * `<repo dir>` a checkout of github.com/mozilla/readability (its test/test-pages/<name>/source.html).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { readPage } from '../../lib/extraction/read-page';
import { PAGES_DIR, WORTHINESS_PAGES } from './worthiness-pages';

/** Most characters kept of a page's text (cut at the last paragraph break before it). */
const MAX_CHARS = 4500;

function cut(text: string): string {
  if (text.length <= MAX_CHARS) return text;
  const at = text.lastIndexOf('\n\n', MAX_CHARS);
  return at > MAX_CHARS / 2 ? text.slice(0, at) : text.slice(0, MAX_CHARS);
}

function main(): void {
  const repo = process.argv[2];
  if (!repo) throw new Error('Usage: tsx scripts/eval/worthiness-import.ts <mozilla/readability checkout>');
  mkdirSync(PAGES_DIR, { recursive: true });
  for (const page of WORTHINESS_PAGES) {
    const source = readFileSync(join(repo, 'test/test-pages', page.name, 'source.html'), 'utf8');
    const read = readPage(
      {
        source,
        contentType: 'text/html',
        url: page.url,
        maxTextChars: ENGINE_CONFIG.extraction.maxTextChars,
      },
      ENGINE_CONFIG.extraction,
    );
    if (!read) throw new Error(`${page.name}: the page reader found no text.`);
    const text = cut(read.text);
    writeFileSync(join(PAGES_DIR, `${page.name}.txt`), `${text}\n`);
    process.stdout.write(`${page.name}\t${read.lang ?? '?'}\t${read.text.length}\t${text.length}\n`);
  }
}

main();
