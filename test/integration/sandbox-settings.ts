/** Engine settings pointing every provider at the sandbox (shared by the integration tests and `npm start`). */
import type { EngineSettingsInput } from '../../lib/composition/engine-settings';
import type { Sandbox } from '../sandbox/server';

/** Search providers at the sandbox endpoints; `scenario` adds the sandbox model (`'annotated'` = default scenario). */
export function sandboxEngineSettings(sandbox: Sandbox, scenario?: string): EngineSettingsInput {
  const urls = sandbox.searchBaseUrls;
  return {
    llm: scenario
      ? {
          provider: 'openai-compatible',
          baseUrl: sandbox.modelBaseUrl(scenario === 'annotated' ? undefined : scenario),
          apiKey: 'sk-sandbox',
          model: 'gpt-4o-mini',
        }
      : { provider: 'none' },
    search: {
      wikipedia: {
        baseUrl: `${urls.wikipedia}/{lang}/w/api.php`,
        pageBaseUrl: `http://{lang}.wikipedia.org:${sandbox.port}/wiki/`,
      },
      openalex: { baseUrl: urls.openalex },
      searxng: { url: urls.searxng },
      factcheck: { key: 'sandbox-key', baseUrl: urls.factcheck },
    },
  };
}
