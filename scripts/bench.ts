/**
 * `npm run bench`: critical path and cost against the sandbox, extraction and History at scale in Chromium,
 * engine timings and bundle sizes → bench/results.json and bench/RESULTS.md. Never part of the tests.
 *
 *   npm run bench                         everything (≈ 15 min on a 2-core VM; History grows to 50,000 runs)
 *   npm run bench -- --only=engine,bundle  some sections (others are kept from the last results.json)
 *   npm run bench -- --fast               fewer articles, repetitions and History runs (a smoke run)
 *   npm run bench -- --only=pipeline --articles=long   the pipeline on some articles (the others' rows are kept)
 *   npm run bench -- --only=history --history-sizes=1000,10000   History at some sizes only
 *   npm run bench -- --only=factchecks    the fact-check index on a 100,200-item feed (≈ 1 min)
 *   npm run bench -- --render             only rewrite RESULTS.md from results.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchBundle } from '../bench/bundle-bench';
import type { ExportedRun } from '../lib/db/export-bundle';
import { benchEngine } from '../bench/engine-bench';
import { benchExtraction } from '../bench/extraction-bench';
import { benchFactChecks } from '../bench/factcheck-bench';
import { benchHistory, HISTORY_SIZES, historyMedians, type HistoryResults } from '../bench/history-bench';
import { machineInfo } from '../bench/lib/machine';
import { log } from '../bench/lib/stats';
import { benchPipeline, PIPELINE_ARTICLES } from '../bench/pipeline-bench';
import { benchSeen, SEEN_SIZES } from '../bench/seen-bench';
import type { ArticleName } from '../test/sandbox/server';
import { judgeSectionOf, renderResults, type BenchResults, type SectionName } from '../bench/render-results';

const SECTIONS = [
  'engine',
  'pipeline',
  'extraction',
  'bundle',
  'history',
  'factchecks',
  'seen',
] as const satisfies SectionName[];
type Section = (typeof SECTIONS)[number];

const JSON_PATH = resolve('bench/results.json');
const MD_PATH = resolve('bench/RESULTS.md');

function parseArgs(argv: string[]): {
  only: Set<Section>;
  fast: boolean;
  skipBuild: boolean;
  historySizes: number[] | undefined;
  /** Pipeline articles to measure (`--articles=long`): the other articles' rows are kept from the last results. */
  articles: ArticleName[] | undefined;
} {
  const onlyArg = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const only = new Set<Section>();
  for (const name of onlyArg ? onlyArg.split(',') : SECTIONS) {
    if (!(SECTIONS as readonly string[]).includes(name))
      throw new Error(`Unknown section "${name}": use ${SECTIONS.join(', ')}.`);
    only.add(name as Section);
  }
  const sizesArg = argv.find((a) => a.startsWith('--history-sizes='))?.slice('--history-sizes='.length);
  const historySizes = sizesArg?.split(',').map((n) => Number(n));
  if (historySizes?.some((n) => !Number.isInteger(n) || n < 100 || n % 100 !== 0))
    throw new Error('--history-sizes takes run counts in hundreds, e.g. --history-sizes=1000,10000.');
  const articlesArg = argv.find((a) => a.startsWith('--articles='))?.slice('--articles='.length);
  const articles = articlesArg?.split(',') as ArticleName[] | undefined;
  const unknown = articles?.find((a) => !PIPELINE_ARTICLES.includes(a));
  if (unknown) throw new Error(`Unknown article "${unknown}": use ${PIPELINE_ARTICLES.join(', ')}.`);
  return {
    only,
    fast: argv.includes('--fast'),
    skipBuild: argv.includes('--skip-build'),
    historySizes,
    articles,
  };
}

async function main(): Promise<void> {
  const { only, fast, skipBuild, historySizes, articles } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const previous: Partial<BenchResults> = existsSync(JSON_PATH)
    ? (JSON.parse(readFileSync(JSON_PATH, 'utf8')) as BenchResults)
    : {};
  const judge = existsSync(MD_PATH) ? judgeSectionOf(readFileSync(MD_PATH, 'utf8')) : '';
  if (process.argv.includes('--render')) {
    if (!previous.machine) throw new Error('No bench/results.json to render: run `npm run bench` first.');
    writeFileSync(MD_PATH, renderResults(previous as BenchResults, judge));
    return;
  }
  // A results.json from before History had sizes held one object: it is the 10,000-run entry.
  const history = previous.history as unknown;
  if (history && !Array.isArray(history)) {
    const old = history as HistoryResults;
    const m = historyMedians(old);
    previous.history = [{ ...old, openMs: m.openHistory, searchMs: Math.max(m.searchRare, m.searchCommon) }];
  }
  const results: BenchResults = { ...previous, machine: machineInfo() };
  const reps = fast ? 3 : 5;
  let templates: ExportedRun[] = [];
  /** Runs one section and dates it by its own start (a section kept from an earlier run keeps its date). */
  const timed = async (section: Section, work: () => Promise<void>) => {
    const at = new Date().toISOString();
    const loadAverage = machineInfo().loadAverage;
    const t0 = performance.now();
    // Dated before the work too: a section saved part by part (History) carries its date if the run stops.
    results.sections = { ...results.sections, [section]: { date: at, durationS: 0, loadAverage } };
    await work();
    results.sections = {
      ...results.sections,
      [section]: {
        date: at,
        durationS: Math.round((performance.now() - t0) / 1000),
        loadAverage,
        ...(fast ? { fast } : {}),
      },
    };
  };
  // Written after every section, so a failure late in the run keeps what was measured.
  const save = () => {
    results.durationS = (performance.now() - started) / 1000;
    writeFileSync(JSON_PATH, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(MD_PATH, renderResults(results, judge));
  };

  if (only.has('engine')) {
    await timed('engine', async () => {
      results.engine = await benchEngine(reps);
    });
    save();
  }
  if (only.has('pipeline')) {
    await timed('pipeline', async () => {
      const pipeline = await benchPipeline(
        articles ? { articles } : fast ? { articles: ['news', 'health'] } : {},
      );
      results.pipeline = articles
        ? [...(previous.pipeline ?? []).filter((x) => !articles.includes(x.article)), ...pipeline.samples]
        : pipeline.samples;
      templates = pipeline.templates;
    });
    save();
  }
  if (only.has('extraction')) {
    await timed('extraction', async () => {
      results.extraction = await benchExtraction(reps);
    });
    save();
  }
  if (
    only.has('bundle') ||
    (only.has('history') && !existsSync(resolve('.output/chrome-mv3/manifest.json')))
  ) {
    await timed('bundle', async () => {
      results.bundle = await benchBundle({ skipBuild });
    });
    save();
  }
  if (only.has('history')) {
    await timed('history', async () => {
      // Without this run's pipeline section, cold Quick runs of three sizes give the History runs' templates.
      if (templates.length === 0)
        templates = (
          await benchPipeline({
            articles: ['injection', 'health', 'long'],
            profiles: ['quick'],
            coldOnly: true,
          })
        ).templates;
      results.history = await benchHistory({
        templates,
        sizes: historySizes ?? (fast ? [1_000] : HISTORY_SIZES),
        reps,
        onEntry: (entries) => {
          results.history = entries;
          save();
        },
      });
    });
    save();
  }
  if (only.has('factchecks')) {
    await timed('factchecks', async () => {
      results.factChecks = await benchFactChecks(fast ? { records: 20_000 } : {});
    });
    save();
  }
  if (only.has('seen')) {
    await timed('seen', async () => {
      results.seen = await benchSeen(fast ? [1_000] : SEEN_SIZES);
    });
    save();
  }
  save();
  log(`wrote ${MD_PATH} and ${JSON_PATH} in ${Math.round(results.durationS ?? 0)} s`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
