/**
 * Starts the sandbox in a child process (`sandbox-child.ts`) and talks to it over real HTTP: the engine under
 * measurement reaches it as it reaches the web, and the sandbox's own work (scripted model, search ranking, page
 * rendering) uses the other core instead of the engine's event loop. The request log and reset go through the
 * sandbox's control endpoints (`/_control/requests`, `/_control/reset`).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Sandbox, SandboxOptions, SandboxRequest } from '../../test/sandbox/server';

/** What the child reports once listening: everything the bench builds its settings and URLs from. */
export type SandboxAddresses = Pick<
  Sandbox,
  'port' | 'origin' | 'articleUrls' | 'searchBaseUrls' | 'factCheckFeedUrl'
>;

/** The sandbox as the bench uses it from another process: its log and reset are asynchronous (HTTP). */
export interface SandboxProcess extends SandboxAddresses {
  modelBaseUrl(scenario?: string): string;
  /** The request log, oldest first, without the control requests the bench itself made. */
  requests(): Promise<SandboxRequest[]>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

const CHILD = fileURLToPath(new URL('./sandbox-child.ts', import.meta.url));
/** How long the child may take to compile and listen (tsx, on a loaded 2-core machine). */
const START_TIMEOUT_MS = 60_000;

export async function startSandboxProcess(options: SandboxOptions = {}): Promise<SandboxProcess> {
  const child = fork(CHILD, [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const addresses = await new Promise<SandboxAddresses>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The sandbox process did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    child.once('message', (message: { type?: string; addresses?: SandboxAddresses }) => {
      clearTimeout(timer);
      if (message.type === 'ready' && message.addresses) resolve(message.addresses);
      else reject(new Error(`The sandbox process sent ${JSON.stringify(message)} instead of its addresses.`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The sandbox process exited (code ${code}) before it was listening.`));
    });
  });
  const control = async (path: string, method: 'GET' | 'POST'): Promise<unknown> => {
    const response = await fetch(`${addresses.origin}${path}`, { method });
    if (!response.ok) throw new Error(`Sandbox ${method} ${path} answered ${response.status}.`);
    return response.json();
  };
  return {
    ...addresses,
    modelBaseUrl: (scenario) =>
      scenario && scenario !== 'annotated'
        ? `${addresses.origin}/s/${scenario}/v1`
        : `${addresses.origin}/v1`,
    async requests() {
      const log = (await control('/_control/requests', 'GET')) as SandboxRequest[];
      return log.filter((r) => r.kind !== 'control');
    },
    async reset() {
      await control('/_control/reset', 'POST');
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
