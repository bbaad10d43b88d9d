/**
 * What a keyless check finds (issue 30): every bench article checked with no model and only the search providers a
 * user without any key has on by default, against the sandbox. Per article: claims checked, verdicts, and per source
 * kind the sources read and the ones that took a side; per provider the requests sent and the ones refused (429/403).
 * `npm run eval -- keyless` (or `tsx scripts/eval/keyless.ts`); `--json FILE` writes the figures; `--articles a,b` checks those only;
 * `--index` first downloads the sandbox's generated ClaimReview feed (100,000 reviews) the way `npm run factchecks --
 * update` does and checks with that local index, as a keyless user who took the download.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { loadFactCheckIndex, updateFactCheckIndex } from '../../lib/composition/factcheck-index-file';
import type { FactCheckLookup } from '../../lib/engine/adapters/factcheck-index/fact-check-record';
import { articleFromUrl } from '../../lib/composition/load-article';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { createRun, executeRun } from '../../lib/engine/pipeline';
import type { Evidence } from '../../lib/engine/schemas';
import { defaultSettings, type Settings } from '../../lib/settings/settings-schema';
import { pointedAtSandbox } from '../../test/integration/sandbox-settings';
import { sandboxFetch, sandboxNetwork } from '../../test/sandbox/hosts';
import { startSandbox, type ArticleName, type Sandbox } from '../../test/sandbox/server';

const ARTICLES: ArticleName[] = ['news', 'science', 'health', 'politics-de', 'long'];

/** A keyless user's settings (every provider as it is by default) with the endpoints pointed at the sandbox. */
function keylessSettings(sandbox: Sandbox): Settings {
  return pointedAtSandbox(defaultSettings(), sandbox);
}

/** A source's kind from its address: what a reader would call it. */
function sourceKind(evidence: Evidence, factCheckers: ReadonlySet<string>): string {
  const host = new URL(evidence.url).hostname;
  if (evidence.rating || factCheckers.has(evidence.domain)) return 'fact-check';
  if (/wikipedia\.org$|wikidata\.org$/.test(host)) return 'reference';
  if (/doi\.org|pubmed|europepmc|arxiv|journal|lancet|nejm|bmj|nature\.com|science\.org|jama/.test(host))
    return 'science';
  return 'news';
}

interface ArticleFigures {
  article: string;
  status: string;
  claims: number;
  checked: number;
  labels: Record<string, number>;
  /** Claims with a verdict that takes a side (supported/likely true/contested/likely false/refuted). */
  decided: number;
  sources: Record<string, { read: number; tookSide: number }>;
  requests: Record<string, { sent: number; refused: number }>;
  notices: string[];
}

const FACT_CHECKERS = new Set([
  'snopes.com',
  'politifact.com',
  'fullfact.org',
  'factcheck.org',
  'afp.com',
  'correctiv.org',
  'reuters.com',
  'apnews.com',
  'healthfeedback.org',
  'climatefeedback.org',
  'leadstories.com',
]);

async function checkOne(
  sandbox: Sandbox,
  name: ArticleName,
  index: FactCheckLookup | null,
): Promise<ArticleFigures> {
  const store = new InMemoryResearchStore();
  const deps = createEngineDeps(keylessSettings(sandbox), {
    ...sandboxNetwork(sandbox.port),
    ...(index ? { factCheckIndex: index } : {}),
    store,
    clock: systemClock,
    ids: sequentialIds(),
  });
  const loaded = await articleFromUrl(sandbox.articleUrls[name], sandboxFetch(sandbox.port));
  if (!loaded.ok) throw new Error(`${name}: ${loaded.message}`);
  sandbox.reset();
  const run = await createRun(deps, { article: loaded.article, profile: 'quick' });
  const done = await executeRun(deps, run.id);
  const claims = await store.listClaims(run.id);
  const verdicts = await store.listVerdicts(run.id);
  const evidence = await store.listEvidence(run.id);
  const labels: Record<string, number> = {};
  for (const v of verdicts) labels[v.label] = (labels[v.label] ?? 0) + 1;
  const sources: ArticleFigures['sources'] = {};
  const seen = new Set<string>();
  for (const e of evidence) {
    const key = `${e.claimId} ${e.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const kind = sourceKind(e, FACT_CHECKERS);
    const row = (sources[kind] ??= { read: 0, tookSide: 0 });
    row.read += 1;
    if (e.stance === 'supports' || e.stance === 'refutes' || e.stance === 'mixed') row.tookSide += 1;
  }
  const requests: ArticleFigures['requests'] = {};
  for (const r of sandbox.requests().filter((q) => q.kind === 'search')) {
    const row = (requests[r.provider ?? '?'] ??= { sent: 0, refused: 0 });
    row.sent += 1;
    if (r.status === 429 || r.status === 403) row.refused += 1;
  }
  const decidedLabels = new Set(['supported', 'likely_true', 'contested', 'likely_false', 'refuted']);
  return {
    article: name,
    status: done.status,
    claims: claims.length,
    checked: verdicts.filter((v) => v.label !== 'not_checkable').length,
    labels,
    decided: verdicts.filter((v) => decidedLabels.has(v.label)).length,
    sources,
    requests,
    notices: done.notices ?? [],
  };
}

function line(f: ArticleFigures): string {
  const labels = Object.entries(f.labels)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const sources = Object.entries(f.sources)
    .map(([k, v]) => `${k} ${v.read} read/${v.tookSide} took a side`)
    .join('; ');
  const requests = Object.entries(f.requests)
    .map(([k, v]) => `${k} ${v.sent}${v.refused ? ` (${v.refused} refused)` : ''}`)
    .join(', ');
  return `${f.article}: ${f.status}, ${f.claims} claims, ${f.checked} checked, ${f.decided} decided [${labels}] | sources: ${sources || 'none'} | requests: ${requests || 'none'}`;
}

/** The sandbox's generated feed downloaded and loaded as the CLI does it. */
async function sandboxIndex(sandbox: Sandbox): Promise<FactCheckLookup> {
  const dir = await mkdtemp(join(tmpdir(), 'cartographer-keyless-'));
  await updateFactCheckIndex({ dir, feedUrl: sandbox.factCheckFeedUrl, fetch: sandboxFetch(sandbox.port) });
  const loaded = await loadFactCheckIndex(dir);
  if (!loaded) throw new Error('the sandbox feed did not make an index');
  console.log(`fact-check index: ${loaded.index.size} reviews from ${sandbox.factCheckFeedUrl}`);
  return loaded.index;
}

async function main() {
  const jsonAt = process.argv.indexOf('--json');
  const sandbox = await startSandbox();
  try {
    const index = process.argv.includes('--index') ? await sandboxIndex(sandbox) : null;
    const figures: ArticleFigures[] = [];
    const only = process.argv.indexOf('--articles');
    const names = only > 0 ? (process.argv[only + 1] ?? '').split(',') : ARTICLES;
    for (const name of names as ArticleName[]) {
      const f = await checkOne(sandbox, name, index);
      figures.push(f);
      console.log(line(f));
    }
    if (jsonAt > 0 && process.argv[jsonAt + 1])
      await writeFile(process.argv[jsonAt + 1]!, JSON.stringify(figures, null, 2));
  } finally {
    await sandbox.close();
  }
}

await main();
