/**
 * `npm run eval:worthiness`: how well the no-model extraction ranks what a fact-checker would pick on real news pages
 * (bench/data/worthiness-pages: labelled sentences of saved pages in 8 languages). Per page: precision of the top k
 * checkable claims (k = the Quick claim cap and 5), and the labelled check-worthy sentences never extracted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { extractClaimsHeuristically } from '../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { UNCHECKABLE_KINDS } from '../../lib/engine/schemas';
import { num, table } from './format';
import { PAGES_DIR, WORTHINESS_PAGES, type WorthinessPage } from './worthiness-pages';

interface LabelRow {
  page: string;
  sentence: string;
  checkworthy: boolean;
}

interface Span {
  start: number;
  end: number;
  checkworthy: boolean;
  sentence: string;
}

/** One page's figures. */
export interface PageResult {
  page: WorthinessPage;
  sentences: number;
  checkworthy: number;
  /** Checkable claims the extraction returned, most check-worthy first (what the claim cap takes from). */
  ranked: Array<{ text: string; score: number; checkworthy: boolean }>;
  /** Share of the top k ranked claims that fall in a check-worthy sentence (k or fewer when fewer were extracted). */
  precisionAt: (k: number) => number;
  /** Labelled check-worthy sentences no checkable claim was extracted from. */
  missed: string[];
}

/** The labelled sentences of every page, by page name. */
export function loadLabels(path = join(PAGES_DIR, 'labels.jsonl')): Map<string, LabelRow[]> {
  const out = new Map<string, LabelRow[]>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as LabelRow;
    const list = out.get(row.page) ?? [];
    list.push(row);
    out.set(row.page, list);
  }
  return out;
}

/** Where each labelled sentence sits in the page's text, in order. */
function spans(text: string, rows: LabelRow[], name: string): Span[] {
  let at = 0;
  return rows.map((row) => {
    const start = text.indexOf(row.sentence, at);
    if (start < 0)
      throw new Error(`${name}: labelled sentence not found in the page text: "${row.sentence}"`);
    at = start + row.sentence.length;
    return { start, end: at, checkworthy: row.checkworthy, sentence: row.sentence };
  });
}

/** Runs the no-model extraction on one page and scores its ranking against the labels. */
export function evaluatePage(page: WorthinessPage, rows: LabelRow[]): PageResult {
  const text = readFileSync(join(PAGES_DIR, `${page.name}.txt`), 'utf8');
  const labelled = spans(text, rows, page.name);
  const claims = extractClaimsHeuristically(
    { text },
    { maxClaims: ENGINE_CONFIG.claims.maxClaims, threshold: ENGINE_CONFIG.claims.heuristicThreshold },
  ).filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
  const spanOf = (start: number) => labelled.find((s) => start >= s.start && start < s.end);
  // The claim cap's order: most check-worthy first, article order on ties.
  const ranked = claims
    .map((c, index) => ({ c, index }))
    .sort((a, b) => b.c.checkWorthiness - a.c.checkWorthiness || a.index - b.index)
    .map(({ c }) => ({
      text: c.text,
      score: c.checkWorthiness,
      checkworthy: spanOf(c.start)?.checkworthy ?? false,
    }));
  const found = new Set(claims.map((c) => spanOf(c.start)).filter((s): s is Span => s !== undefined));
  return {
    page,
    sentences: labelled.length,
    checkworthy: labelled.filter((s) => s.checkworthy).length,
    ranked,
    precisionAt: (k) => {
      const top = ranked.slice(0, k);
      return top.length ? top.filter((r) => r.checkworthy).length / top.length : 0;
    },
    missed: labelled.filter((s) => s.checkworthy && !found.has(s)).map((s) => s.sentence),
  };
}

/** Every page's result, in the pages' order. */
export function evaluateWorthinessPages(): PageResult[] {
  const labels = loadLabels();
  return WORTHINESS_PAGES.map((page) => {
    const rows = labels.get(page.name);
    if (!rows) throw new Error(`${page.name}: no labels in ${PAGES_DIR}/labels.jsonl`);
    return evaluatePage(page, rows);
  });
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

/** The per-page table, then means per split and per language (each page weighs the same). */
export function worthinessReport(results: PageResult[], cap = ENGINE_CONFIG.claims.checkLimit.quick): string {
  const row = (r: PageResult) => [
    r.page.name,
    r.page.lang,
    r.page.split,
    r.sentences,
    r.checkworthy,
    r.ranked.length,
    num(r.precisionAt(5), 2),
    num(r.precisionAt(cap), 2),
    r.missed.length,
  ];
  const group = (label: string, rs: PageResult[]) => [
    label,
    rs.length,
    num(mean(rs.map((r) => r.precisionAt(5))), 3),
    num(mean(rs.map((r) => r.precisionAt(cap))), 3),
    `${rs.reduce((a, r) => a + r.missed.length, 0)} / ${rs.reduce((a, r) => a + r.checkworthy, 0)}`,
  ];
  const langs = [...new Set(results.map((r) => r.page.lang))];
  return [
    table(
      ['page', 'lang', 'split', 'sentences', 'check-worthy', 'claims', 'P@5', `P@${cap}`, 'never extracted'],
      results.map(row),
    ),
    '',
    table(
      ['pages', 'n', 'mean P@5', `mean P@${cap}`, 'never extracted'],
      [
        group('all', results),
        group(
          'tune',
          results.filter((r) => r.page.split === 'tune'),
        ),
        group(
          'held out',
          results.filter((r) => r.page.split === 'heldout'),
        ),
        ...langs.map((l) =>
          group(
            l,
            results.filter((r) => r.page.lang === l),
          ),
        ),
      ],
    ),
  ].join('\n');
}

function main(): void {
  const results = evaluateWorthinessPages();
  process.stdout.write(`${worthinessReport(results)}\n`);
  // --verbose: the ranked claims of the pages tuned on (--all: held-out pages too, which the rules were never tuned on).
  if (process.argv.includes('--verbose')) {
    const all = process.argv.includes('--all');
    for (const r of results.filter((x) => all || x.page.split === 'tune')) {
      process.stdout.write(`\n## ${r.page.name}\n`);
      for (const c of r.ranked.slice(0, ENGINE_CONFIG.claims.checkLimit.quick))
        process.stdout.write(`  ${c.checkworthy ? '+' : '-'} ${num(c.score, 2)} ${c.text.slice(0, 140)}\n`);
      for (const m of r.missed) process.stdout.write(`  never: ${m.slice(0, 140)}\n`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
