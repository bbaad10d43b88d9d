/** Settings pointing every provider at the sandbox (shared by the integration tests, `npm start`, eval and bench). */
import { defaultSettings, mergeSettings, type Settings } from '../../lib/settings/settings-schema';
import type { Sandbox } from '../sandbox/server';

/** Search providers at the sandbox endpoints; `scenario` adds the sandbox model (`'annotated'` = default scenario). */
export function sandboxEngineSettings(sandbox: Sandbox, scenario?: string): Settings {
  const urls = sandbox.searchBaseUrls;
  return mergeSettings(defaultSettings(), {
    model: scenario
      ? {
          provider: 'openai-compatible',
          baseUrl: sandbox.modelBaseUrl(scenario === 'annotated' ? undefined : scenario),
          apiKey: 'sk-sandbox',
          model: 'gpt-4o-mini',
        }
      : { provider: 'none' },
    search: {
      wikipedia: {
        enabled: true,
        baseUrl: `${urls.wikipedia}/{lang}/w/api.php`,
        pageBaseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/wiki/`,
      },
      // A user with a free OpenAlex key: keyless, OpenAlex allows about 10 searches a day (keyless-limits.test.ts).
      openalex: { enabled: true, key: 'sandbox-openalex-key', baseUrl: urls.openalex },
      searxng: { enabled: true, url: urls.searxng },
      factcheck: { enabled: true, key: 'sandbox-key', baseUrl: urls.factcheck },
      europepmc: { enabled: true, baseUrl: urls.europepmc },
      gdelt: { enabled: true, baseUrl: urls.gdelt },
      'current-events': { enabled: true, baseUrl: urls['current-events'] },
    },
  });
}
