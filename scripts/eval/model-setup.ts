/** The model the eval's online tasks use: the configured one (env), the sandbox model (`--sandbox-model`), or none. */
import { createEngineDeps } from '../../lib/composition';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { randomIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import type { EngineDeps } from '../../lib/engine/pipeline';
import { settingsFromEnv } from '../../lib/settings/settings-from-env';

export interface ModelSetup {
  kind: 'configured' | 'sandbox';
  /** e.g. `openai:gpt-4o-mini` or `openai-compatible:sandbox-model @ http://127.0.0.1:…/v1`. */
  label: string;
  search: string;
  deps: EngineDeps;
  close(): Promise<void>;
}

export const NO_MODEL_MESSAGE =
  'skipped: no model configured (set OPENAI_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server, and optionally CARTOGRAPHER_MODEL; or pass --sandbox-model to check the harness)';

/** The model from OPENAI_API_KEY / OPENAI_BASE_URL / CARTOGRAPHER_MODEL and search from the usual env vars, or null. */
export function configuredModel(env: NodeJS.ProcessEnv = process.env): ModelSetup | null {
  const { settings, search: providers } = settingsFromEnv(env);
  if (settings.model.provider === 'none') return null;
  const deps = createEngineDeps(settings, {
    fetch: globalThis.fetch,
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: randomIds,
  });
  const search = providers.join(', ');
  const where = settings.model.provider === 'openai-compatible' ? ` @ ${settings.model.baseUrl}` : '';
  return {
    kind: 'configured',
    label: `${settings.model.provider}:${settings.model.model}${where}`,
    search,
    deps,
    close: async () => {},
  };
}

/** Starts the local sandbox (test/sandbox) and points the model and search at it: demonstrates the harness only. */
export async function sandboxModel(): Promise<ModelSetup> {
  const { startSandbox } = await import('../../test/sandbox/server');
  const { sandboxFetch } = await import('../../test/sandbox/hosts');
  const sandbox = await startSandbox();
  const { sandboxEngineSettings } = await import('../../test/integration/sandbox-settings');
  const settings = sandboxEngineSettings(sandbox, 'annotated');
  const deps = createEngineDeps(settings, {
    fetch: sandboxFetch(sandbox.port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: randomIds,
  });
  return {
    kind: 'sandbox',
    label: `openai-compatible:${settings.model.model} @ ${sandbox.modelBaseUrl()} (local sandbox)`,
    search: 'sandbox Wikipedia, OpenAlex and SearXNG endpoints over the sandbox corpus',
    deps,
    close: () => sandbox.close(),
  };
}
