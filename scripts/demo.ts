/** `npm start`: starts the sandbox, checks its health article end to end (no key needed) and prints the report. */
import { parseArgs } from 'node:util';
import { checkArticle, createEngineDeps } from '../lib/composition';
import { articleFromUrl } from '../lib/composition/load-article';
import { ENGINE_CONFIG, InMemoryResearchStore, randomIds, systemClock, criticalPath } from '../lib/engine';
import { renderMarkdownReport } from '../lib/report/markdown-report';
import { sandboxEngineSettings } from '../test/integration/sandbox-settings';
import { sandboxNetwork } from '../test/sandbox/hosts';
import { startSandbox, type ArticleName } from '../test/sandbox/server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      model: { type: 'string' },
      article: { type: 'string', default: 'health' },
      profile: { type: 'string', default: 'quick' },
    },
  });
  if (values.model !== undefined && values.model !== 'sandbox')
    throw new Error('--model takes one value: sandbox (the local scripted model).');
  if (values.profile !== 'quick' && values.profile !== 'deep')
    throw new Error('--profile must be quick or deep.');
  const sandbox = await startSandbox({
    latency: { modelMs: 150, modelJitterMs: 50, searchMs: 80, pageMs: 60 },
  });
  try {
    const name = values.article as ArticleName;
    const url = sandbox.articleUrls[name];
    if (!url)
      throw new Error(
        `Unknown sandbox article "${name}": one of ${Object.keys(sandbox.articleUrls).join(', ')}.`,
      );
    const network = sandboxNetwork(sandbox.port);
    const fetch = network.fetch;
    const store = new InMemoryResearchStore();
    const deps = createEngineDeps(sandboxEngineSettings(sandbox, values.model ? 'annotated' : undefined), {
      ...network,
      store,
      clock: systemClock,
      ids: randomIds,
      onProgress: (e) => process.stderr.write(`[${e.stage}] ${e.message}\n`),
    });
    process.stderr.write(
      `Sandbox running at ${sandbox.origin}. Checking ${url} ${values.model ? 'with the sandbox model' : 'without a model (heuristics)'}…\n`,
    );
    const extraction = await articleFromUrl(url, fetch);
    if (!extraction.ok) throw new Error(extraction.message);
    const report = await checkArticle(deps, { article: extraction.article, profile: values.profile });
    process.stdout.write(`${renderMarkdownReport(report, ENGINE_CONFIG)}\n`);
    const cp = criticalPath(await store.listTrace(report.run.id));
    process.stdout.write(
      `Wall time ${cp.wallMs} ms; longest chain of dependent calls ${cp.chainMs} ms (ratio ${cp.ratio.toFixed(2)}).\n\n`,
    );
    process.stdout.write(
      [
        'Next steps:',
        '  • Load the extension: `npm run build`, then chrome://extensions → Developer mode → "Load unpacked" → .output/chrome-mv3.',
        '    Click the toolbar icon on any article to open the side panel and press Check.',
        '  • Use a real model: in the side panel, Settings → Model → OpenAI (API key) or an OpenAI-compatible base URL',
        '    (Ollama http://localhost:11434/v1, LM Studio, vLLM …). In a terminal: OPENAI_API_KEY=… npm run check -- <url>.',
        '  • Try the scripted sandbox model here: npm start -- --model sandbox',
        '',
      ].join('\n'),
    );
  } finally {
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.message ?? String(error)}\n`);
  process.exit(1);
});
