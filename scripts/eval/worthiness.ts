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
  return [
    table(
      ['page', 'lang', 'split', 'sentences', 'check-worthy', 'claims', 'P@5', `P@${cap}`, 'never extracted'],
      results.map(row),
    ),
    '',
    table(['pages', 'n', 'mean P@5', `mean P@${cap}`, 'never extracted'], splitRows(results, group, 'tune')),
  ].join('\n');
}

/** One row per group of pages: all, the pages tuned on, the held-out pages, then each language. */
function splitRows<Row>(
  results: PageResult[],
  group: (label: string, rs: PageResult[]) => Row,
  tuneLabel: string,
): Row[] {
  const langs = [...new Set(results.map((r) => r.page.lang))];
  return [
    group('all', results),
    group(
      tuneLabel,
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
  ];
}

/** One page's figures as stored for a before/after comparison (`--json`). */
export interface PageFigures {
  page: string;
  p5: number;
  pCap: number;
  missed: number;
}

export const figures = (results: PageResult[], cap = ENGINE_CONFIG.claims.checkLimit.quick): PageFigures[] =>
  results.map((r) => ({
    page: r.page.name,
    p5: r.precisionAt(5),
    pCap: r.precisionAt(cap),
    missed: r.missed.length,
  }));

/** The rules' figures before this ranking changed (main at cc82b23), recorded with `--json` on that commit. */
export const BEFORE_FILE = join(PAGES_DIR, 'before-cc82b23.json');

/** The bench/eval-check-worthiness.md section: per page before and after, then means per split and language. */
export function worthinessSection(results: PageResult[], date: string): string {
  const cap = ENGINE_CONFIG.claims.checkLimit.quick;
  const before = new Map(
    (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as PageFigures[]).map((f) => [f.page, f]),
  );
  const after = figures(results, cap);
  const langs = [...new Set(results.map((r) => r.page.lang))];
  const cell = (b: number | undefined, a: number, digits = 2) =>
    `${b === undefined ? '–' : num(b, digits)} → ${num(a, digits)}`;
  const perPage = table(
    ['page', 'lang', 'split', 'check-worthy', `P@5`, `P@${cap}`, 'never extracted'],
    results.map((r, i) => {
      const b = before.get(r.page.name);
      const a = after[i]!;
      return [
        r.page.name,
        r.page.lang,
        r.page.split,
        r.checkworthy,
        cell(b?.p5, a.p5),
        cell(b?.pCap, a.pCap),
        `${b?.missed ?? '–'} → ${a.missed}`,
      ];
    }),
  );
  const group = (label: string, rs: PageResult[]) => {
    const names = new Set(rs.map((r) => r.page.name));
    const bs = [...before.values()].filter((f) => names.has(f.page));
    const as = after.filter((f) => names.has(f.page));
    const m = (fs: PageFigures[], k: 'p5' | 'pCap') => mean(fs.map((f) => f[k]));
    const missed = (fs: PageFigures[]) => fs.reduce((a, f) => a + f.missed, 0);
    return [
      label,
      rs.length,
      rs.reduce((a, r) => a + r.checkworthy, 0),
      cell(m(bs, 'p5'), m(as, 'p5'), 3),
      cell(m(bs, 'pCap'), m(as, 'pCap'), 3),
      `${missed(bs)} → ${missed(as)}`,
    ];
  };
  return [
    '### Claims a fact-checker would pick, on real news pages (no model)',
    '',
    `${date}. \`npm run eval:worthiness\` (scripts/eval/worthiness.ts): the no-model extraction on ${results.length} real news pages in ${langs.length} languages (\`bench/data/worthiness-pages\`, Mozilla Readability's saved pages read by the engine's page reader; labelling rule and which pages are held out in its README). P@k: the share of the top k checkable claims, in the claim cap's order, that fall in a sentence labelled check-worthy (k = ${cap}, the Quick cap, and 5); "never extracted": labelled check-worthy sentences no checkable claim came from. Before: main at cc82b23; after: this ranking. Held-out pages: never looked at ranked while the rules changed (five of them labelled only after the rules were frozen).`,
    '',
    table(
      ['pages', 'n', 'check-worthy', 'mean P@5', `mean P@${cap}`, 'never extracted'],
      splitRows(results, group, 'tuned on'),
    ),
    '',
    perPage,
  ].join('\n');
}

function main(): void {
  const results = evaluateWorthinessPages();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(figures(results), null, 2)}\n`);
    return;
  }
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
