/** Maps the user's Settings to the composition root's EngineSettings and builds the engine's dependencies. */
import { createEngineDeps } from '../composition/create-engine-deps';
import type { EngineSettingsInput } from '../composition/engine-settings';
import { systemClock, randomIds } from '../engine';
import type { EngineDeps, RunProgress } from '../engine/pipeline';
import type { ResearchStore } from '../engine/ports';
import type { Settings } from '../settings/settings';

export function engineSettingsFrom(settings: Settings): EngineSettingsInput {
  const { model, search } = settings;
  return {
    llm: {
      provider: model.provider,
      ...(model.apiKey ? { apiKey: model.apiKey } : {}),
      ...(model.provider === 'openai-compatible' && model.baseUrl ? { baseUrl: model.baseUrl } : {}),
      model: model.model,
      temperature: model.temperature,
    },
    search: {
      ...(search.wikipedia ? { wikipedia: {} } : {}),
      ...(search.openalex ? { openalex: {} } : {}),
      ...(search.factcheck.enabled && search.factcheck.key
        ? { factcheck: { key: search.factcheck.key } }
        : {}),
      ...(search.searxng.enabled && search.searxng.url ? { searxng: { url: search.searxng.url } } : {}),
      ...(search.brave.enabled && search.brave.key ? { brave: { key: search.brave.key } } : {}),
      ...(search.tavily.enabled && search.tavily.key ? { tavily: { key: search.tavily.key } } : {}),
    },
    tierOverrides: settings.tierOverrides,
  };
}

export function engineFromSettings(
  settings: Settings,
  store: ResearchStore,
  onProgress?: (event: RunProgress) => void,
): EngineDeps {
  return createEngineDeps(engineSettingsFrom(settings), {
    fetch: (input, init) => fetch(input, init),
    store,
    clock: systemClock,
    ids: randomIds,
    ...(onProgress ? { onProgress } : {}),
  });
}
