/** `npm run sandbox`: starts the sandbox on 127.0.0.1:8787 (or $SANDBOX_PORT), prints every URL and stays up. */
import { EVIDENCE, withPort } from './corpus/index';
import { CHROMIUM_HOST_RULES } from './hosts';
import { SCENARIOS } from './model';
import { startSandbox } from './server';

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 8787);
  const sandbox = await startSandbox({ port });
  const lines = [
    `Cartographer sandbox on ${sandbox.origin}`,
    '',
    'Articles (resolve every hostname to 127.0.0.1 to open them):',
    ...Object.entries(sandbox.articleUrls).map(([name, url]) => `  ${name.padEnd(12)} ${url}`),
    '',
    `Evidence pages (${EVIDENCE.length}):`,
    ...EVIDENCE.map((page) => `  ${withPort(page.url, sandbox.port)}`),
    '',
    'Search APIs:',
    ...Object.entries(sandbox.searchBaseUrls).map(([name, url]) => `  ${name.padEnd(10)} ${url}`),
    '  faults: <origin>/down/<provider>/… (503), <origin>/ratelimit/<provider>/… (429, Retry-After: 1)',
    '',
    'Model (OpenAI-compatible, any key except sk-bad):',
    ...SCENARIOS.map((scenario) => `  ${scenario.padEnd(17)} ${sandbox.modelBaseUrl(scenario)}`),
    '',
    `Chromium: --host-resolver-rules="${CHROMIUM_HOST_RULES}"`,
    'Control: POST /_control/reset, POST /_control/latency {modelMs,…}, GET /_control/requests',
  ];
  console.log(lines.join('\n'));
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
