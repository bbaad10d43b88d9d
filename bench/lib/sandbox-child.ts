/**
 * The sandbox in a process of its own for the pipeline bench (`sandbox-process.ts` starts it): its scripted model,
 * search and page answers then never run on the engine's event loop, so the bench's wall time is the engine's.
 * Options come as JSON in argv[2]; it reports its addresses to the parent once listening and stops with it.
 */
import { startSandbox, type SandboxOptions } from '../../test/sandbox/server';
import type { SandboxAddresses } from './sandbox-process';

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as SandboxOptions;
  const sandbox = await startSandbox(options);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  const addresses: SandboxAddresses = {
    port: sandbox.port,
    origin: sandbox.origin,
    articleUrls: sandbox.articleUrls,
    searchBaseUrls: sandbox.searchBaseUrls,
    factCheckFeedUrl: sandbox.factCheckFeedUrl,
  };
  process.send?.({ type: 'ready', addresses });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
