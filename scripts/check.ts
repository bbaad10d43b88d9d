/** `npm run check -- <url|file> [--profile quick|deep] [--format md|json] [--out FILE] [--claims rules]`: check one article or PDF from a terminal. */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { checkArticle, createEngineDeps } from '../lib/composition';
import { articleFromFile, articleFromUrl } from '../lib/composition/load-article';
import { ENGINE_CONFIG, InMemoryResearchStore, randomIds, systemClock, isEngineError } from '../lib/engine';
import type { RunProgress } from '../lib/engine';
import { createNodeNetwork, type NodeNetwork } from '../lib/composition/node-network';
import { renderJsonReport, renderMarkdownReport } from '../lib/report/markdown-report';
import type { FactCheckIndexReport } from '../lib/report/report-input';
import { reportGuidance } from '../lib/report/keyless-lines';
import {
  FACT_CHECK_FEED_ATTRIBUTION,
  cacheDirFromEnv,
  indexAgeDays,
  isIndexStale,
  loadFactCheckIndex,
} from '../lib/composition/factcheck-index-file';
import { EXIT_CODES, checkOutcome } from '../lib/presentation/check-outcome';
import { waitingSentence } from '../lib/presentation/waiting-words';
import { openSeenHistory, type SeenHistoryFile } from '../lib/composition/seen-history-file';
import { DEFAULT_MODEL, SEARCH_PROVIDER_IDS, searchProvider } from '../lib/settings/provider-registry';
import { settingsPrice } from '../lib/settings/model-cost';
import {
  SEARCH_ENV,
  cliVariables,
  settingsFromEnv,
  type EnvSettings,
} from '../lib/settings/settings-from-env';

const VARIABLES = cliVariables();
const USAGE = `Usage: npm run check -- <url|file.html|file.pdf> [--profile quick|deep] [--format md|json] [--out FILE] [--claims rules]

Checks the claims of one article or PDF (a local file, or an address that serves a PDF) and prints a report;
a PDF's claims say which page they are on. --claims rules: the built-in rules pick the claims although a model is
set (when the model found none; the model still reads the evidence). Configure with environment variables:
  model:  ${VARIABLES.model.join(', ')} (OPENAI_BASE_URL: any OpenAI-compatible server; default model ${DEFAULT_MODEL})
  search: ${VARIABLES.search.join(', ')}
          (${SEARCH_ENV}: comma list of ${SEARCH_PROVIDER_IDS.join(', ')}; or none)
  CARTOGRAPHER_MODEL_TIMEOUT_S: seconds a model request may take (default 60); a slow local model needs more.
  CARTOGRAPHER_ALLOW_ORIGINS: comma list of exact origins (scheme://host:port) evidence may be fetched from
  although private; every other loopback, private, link-local or metadata address is refused.
  CARTOGRAPHER_CONTACT: your URL or e-mail, added to the User-Agent Wikimedia asks every client to send.
  CARTOGRAPHER_CACHE_DIR: where the local index of professional fact-checks is kept (default
  ~/.cache/cartographer); "npm run factchecks -- update" downloads it, and a check then matches each claim against
  it (no network).
  CARTOGRAPHER_HISTORY: on to keep a History of checked claims in the cache folder (seen-claims.jsonl): a claim
  checked before is reported (claims[].seenBefore) and its evidence reused while fresh. Off by default.
Without them it runs without a model (heuristics) and searches Wikipedia, plus every provider whose key or URL is
set (OpenAlex with its free key, OPENALEX_API_KEY, from https://openalex.org/settings/api).

Exit codes: 0 checked (with the configured model doing its part, or no model configured); 1 the check failed;
2 bad arguments or settings; 3 the page cannot be checked; 4 degraded: the configured model failed (wholly or in
part) and the built-in rules read what it did not; 5 partial: a budget ran out or the check was cancelled;
6 no evidence: every search failed.`;

async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        profile: { type: 'string', default: 'quick' },
        format: { type: 'string', default: 'md' },
        out: { type: 'string' },
        // `rules`: the built-in rules pick the claims although a model is set (after the model found none).
        claims: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n\n${USAGE}`, 2);
  }
  const { values, positionals } = args;
  if (values.help) return (console.log(USAGE), 0);
  const target = positionals[0];
  if (!target || positionals.length > 1)
    return fail(`Give exactly one URL or HTML file (or PDF file).\n\n${USAGE}`, 2);
  if (values.profile !== 'quick' && values.profile !== 'deep')
    return fail(`--profile must be quick or deep, not "${values.profile}".`, 2);
  if (values.format !== 'md' && values.format !== 'json')
    return fail(`--format must be md or json, not "${values.format}".`, 2);
  if (values.claims !== undefined && values.claims !== 'rules')
    return fail(`--claims takes only rules (the built-in rules pick the claims), not "${values.claims}".`, 2);
  const isUrl = /^https?:\/\//i.test(target);
  if (!isUrl && !existsSync(target))
    return fail(`"${target}" is neither an http(s) URL nor an existing file.`, 2);

  let config: EnvSettings;
  try {
    config = settingsFromEnv(process.env);
  } catch (error) {
    if (isEngineError(error)) return fail(error.message, 2);
    throw error;
  }
  const { settings, search, allowNoSearch } = config;
  let network: NodeNetwork;
  try {
    network = createNodeNetwork(process.env.CARTOGRAPHER_ALLOW_ORIGINS);
  } catch (error) {
    return fail(`CARTOGRAPHER_ALLOW_ORIGINS: ${(error as Error).message}`, 2);
  }
  const { allowOrigins, resolveHost } = network;
  const timeout = modelTimeoutFromEnv(process.env.CARTOGRAPHER_MODEL_TIMEOUT_S);
  if (typeof timeout === 'string') return fail(timeout, EXIT_CODES.usage);
  const engineConfig = timeout
    ? { ...ENGINE_CONFIG, model: { ...ENGINE_CONFIG.model, timeoutMs: timeout } }
    : undefined;
  // The local fact-check index, when downloaded (not with CARTOGRAPHER_SEARCH=none: no search at all).
  const factChecks = search.length === 0 ? null : await loadFactChecks();
  const store = new InMemoryResearchStore();
  const history = await openHistory();
  if (typeof history === 'string') return fail(history, 2);
  const deps = createEngineDeps(settings, {
    fetch: globalThis.fetch,
    store,
    clock: systemClock,
    ids: randomIds,
    onProgress: progress,
    allowNoSearch,
    ...(process.env.CARTOGRAPHER_CONTACT?.trim() ? { contact: process.env.CARTOGRAPHER_CONTACT.trim() } : {}),
    pageFetch: network.pageFetch,
    allowOrigins,
    resolveHost,
    ...(engineConfig ? { config: engineConfig } : {}),
    ...(factChecks ? { factCheckIndex: factChecks.index } : {}),
    ...(history ? { seenBefore: history } : {}),
  });
  const extraction = isUrl
    ? await articleFromUrl(target, network.articleFetch(target), { allowOrigins, resolveHost })
    : await articleFromFile(target);
  if (!extraction.ok) return fail(`Cannot check this page: ${extraction.message}`, EXIT_CODES.unreadable);
  const pages = extraction.article.pages;
  process.stderr.write(
    `Checking "${extraction.article.title}" (${pages ? `PDF, ${pages.length} page${pages.length === 1 ? '' : 's'}, ` : ''}${extraction.article.wordCount} words) — ${settings.model.provider === 'none' ? 'no model (heuristics)' : `model ${settings.model.model}`}; ${search.length ? `searching ${[...search.map((id) => searchProvider(id).label), ...(factChecks ? [`the local fact-check index (${factChecks.report.records.toLocaleString('en')})`] : [])].join(', ')}` : 'no search'}\n`,
  );
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  const report = await checkArticle(
    deps,
    {
      article: extraction.article,
      profile: values.profile,
      ...(values.claims === 'rules' ? { claimsBy: 'rules' as const } : {}),
      price: settingsPrice(settings.model),
    },
    controller.signal,
  );
  // The check's claims join the History (a run that did not end adds nothing).
  if (history) await history.record(report);
  const extras = {
    ...(search.length === 0 ? {} : { factCheckIndex: factChecks?.report ?? null }),
    ...(history ? { seenHistory: { path: history.path, claims: history.size } } : {}),
    guidance: reportGuidance(
      settings,
      search.map((id) => searchProvider(id).label),
      factChecks !== null,
    ),
  };
  const text =
    values.format === 'json'
      ? renderJsonReport(report, engineConfig ?? ENGINE_CONFIG, extras)
      : renderMarkdownReport(report, engineConfig ?? ENGINE_CONFIG, extras);
  if (values.out) {
    await writeFile(values.out, text, 'utf8');
    process.stderr.write(`Report written to ${values.out}\n`);
  } else {
    process.stdout.write(`${text}\n`);
  }
  const outcome = checkOutcome(report.run);
  process.stderr.write(`${outcome.status}${outcome.advice ? ` ${outcome.advice}` : ''}\n`);
  if (outcome.cache) process.stderr.write(`${outcome.cache}\n`);
  return outcome.exitCode;
}

/** The downloaded fact-check index in memory with the report's words on it; null when none (or unreadable: said). */
async function loadFactChecks() {
  const dir = cacheDirFromEnv(process.env);
  try {
    const loaded = await loadFactCheckIndex(dir);
    if (!loaded) return null;
    const report: FactCheckIndexReport = {
      records: loaded.index.size,
      updatedAt: loaded.meta.updatedAt,
      path: loaded.path,
      ageDays: Math.round(indexAgeDays(loaded.meta) * 100) / 100,
      stale: isIndexStale(loaded.meta),
      attribution: FACT_CHECK_FEED_ATTRIBUTION,
    };
    if (report.stale)
      process.stderr.write(
        `The fact-check index is ${Math.floor(report.ageDays)} days old: refresh it with npm run factchecks -- update\n`,
      );
    return { index: loaded.index, report };
  } catch (error) {
    process.stderr.write(`${isEngineError(error) ? error.message : String(error)} Checking without it.\n`);
    return null;
  }
}

/** The History of checked claims when `CARTOGRAPHER_HISTORY` is on, null when off, or why the setting is wrong. */
async function openHistory(): Promise<SeenHistoryFile | null | string> {
  const value = process.env.CARTOGRAPHER_HISTORY?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'off') return null;
  if (value !== 'on')
    return `CARTOGRAPHER_HISTORY must be on or off, not "${process.env.CARTOGRAPHER_HISTORY}".`;
  const history = await openSeenHistory(cacheDirFromEnv(process.env));
  if (history.unreadable > 0)
    process.stderr.write(
      `${history.unreadable} line${history.unreadable === 1 ? '' : 's'} of ${history.path} could not be read and ${history.unreadable === 1 ? 'is' : 'are'} left out.\n`,
    );
  return history;
}

function progress(event: RunProgress): void {
  const c = event.counts;
  if (event.waitingFor) {
    process.stderr.write(`[${event.stage}] ${waitingSentence(event.waitingFor, Date.now())}\n`);
    return;
  }
  process.stderr.write(
    `[${event.stage}] ${event.message} (claims ${c.claims}, queries ${c.queriesRun}/${c.queries}, sources ${c.sources}, verdicts ${c.verdicts})\n`,
  );
}

/** `CARTOGRAPHER_MODEL_TIMEOUT_S` in ms, undefined when unset, or the sentence saying why it is not usable. */
function modelTimeoutFromEnv(value: string | undefined): number | undefined | string {
  if (value === undefined || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0)
    return `CARTOGRAPHER_MODEL_TIMEOUT_S must be a number of seconds above 0, not "${value}".`;
  return Math.round(seconds * 1000);
}

function fail(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `${isEngineError(error) ? error.message : `Unexpected error: ${(error as Error)?.stack ?? String(error)}`}\n`,
    );
    process.exit(1);
  },
);
