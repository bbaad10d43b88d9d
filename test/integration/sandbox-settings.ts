/** Settings pointing every provider at the sandbox (shared by the integration tests, `npm start`, eval and bench). */
import { defaultSettings, mergeSettings, type Settings } from '../../lib/settings/settings-schema';
import type { Sandbox } from '../sandbox/server';

/** What the settings read of a sandbox (the bench's sandbox in its own process has these too). */
type SandboxEndpoints = Pick<Sandbox, 'port' | 'searchBaseUrls' | 'modelBaseUrl'>;

/**
 * Search providers at the sandbox endpoints; `scenario` adds the sandbox model (`'annotated'` = default scenario).
 * The user these settings stand for has keys (Fact Check Tools, OpenAlex) and a SearXNG instance; the keyless
 * locators (Europe PMC, GDELT, Current events) are pointed at the sandbox but off: GDELT's one request per 5 seconds
 * is per client, so with it on every check of a test file would wait for the one before. `keyless-sources.test.ts`
 * and `keyless-limits.test.ts` check with them on (`pointedAtSandbox`).
 */
export function sandboxEngineSettings(sandbox: SandboxEndpoints, scenario?: string): Settings {
  const urls = sandbox.searchBaseUrls;
  return mergeSettings(pointedAtSandbox(defaultSettings(), sandbox), {
    model: scenario
      ? {
          provider: 'openai-compatible',
          baseUrl: sandbox.modelBaseUrl(scenario === 'annotated' ? undefined : scenario),
          apiKey: 'sk-sandbox',
          model: 'gpt-4o-mini',
        }
      : { provider: 'none' },
    search: {
      wikipedia: { enabled: true, baseUrl: `${urls.wikipedia}/{lang}/w/api.php` },
      // A user with a free OpenAlex key: keyless, OpenAlex allows about 10 searches a day (keyless-limits.test.ts).
      openalex: { enabled: true, key: 'sandbox-openalex-key' },
      searxng: { enabled: true, url: urls.searxng },
      factcheck: { enabled: true, key: 'sandbox-key' },
      europepmc: { enabled: false },
      gdelt: { enabled: false },
      'current-events': { enabled: false },
    },
  });
}

/**
 * `settings` as they are (which providers are on, their keys) with only the providers' hidden endpoints pointed at
 * the sandbox: Wikipedia on its real host names (`{lang}.wikipedia.org`, host-routed), every other provider at its
 * sandbox endpoint, so a request to a provider that should stay silent shows in the log.
 */
export function pointedAtSandbox(settings: Settings, sandbox: SandboxEndpoints): Settings {
  const urls = sandbox.searchBaseUrls;
  return mergeSettings(settings, {
    search: {
      wikipedia: {
        baseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/w/api.php`,
        pageBaseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/wiki/`,
      },
      openalex: { baseUrl: urls.openalex },
      factcheck: { baseUrl: urls.factcheck },
      europepmc: { baseUrl: urls.europepmc },
      gdelt: { baseUrl: urls.gdelt },
      'current-events': { baseUrl: urls['current-events'] },
    },
  });
}
