import { describe, expect, it } from 'vitest';
import { createEngineDeps } from '../../../lib/composition';
import { type EngineEnv } from '../../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../../lib/engine/adapters/memory/research-store';
import { manualClock, sequentialIds } from '../../../lib/engine/adapters/memory/system-clock';
import { defaultSettings, mergeSettings, type SettingsPatch } from '../../../lib/settings/settings-schema';

const env = (): EngineEnv => ({
  fetch: () => Promise.reject(new Error('no network in this test')),
  store: new InMemoryResearchStore(),
  clock: manualClock(),
  ids: sequentialIds(),
});
const build = (patch: SettingsPatch, extra: Partial<EngineEnv> = {}) =>
  createEngineDeps(mergeSettings(defaultSettings(), patch), { ...env(), ...extra });
const NO_KEYLESS: SettingsPatch = {
  search: { wikipedia: false, openalex: false, europepmc: false, gdelt: false, 'current-events': false },
};

describe('createEngineDeps (the composition root)', () => {
  it('builds the chosen model from its own fields only', () => {
    expect(build({}).llm).toBeNull();
    const openai = build({
      model: { provider: 'openai', apiKey: 'sk-1', baseUrl: 'http://10.0.0.5/v1' },
    }).llm;
    expect(openai).toMatchObject({ id: 'openai', model: 'gpt-4o-mini' });
    const local = build({
      model: { provider: 'openai-compatible', baseUrl: 'http://localhost:11434/v1', model: 'llama3.1' },
    }).llm;
    expect(local).toMatchObject({ id: 'openai-compatible', model: 'llama3.1' });
  });

  it('says what to fix when the chosen model lacks what it needs', () => {
    expect(() => build({ model: { provider: 'openai' } })).toThrow(
      expect.objectContaining({ code: 'llm/bad-key', message: expect.stringContaining('OpenAI API key') }),
    );
    expect(() => build({ model: { provider: 'openai-compatible' } })).toThrow(/Enter the base URL/);
    expect(() => build({ model: { provider: 'openai-compatible', baseUrl: 'localhost:11434' } })).toThrow(
      /Base URL of OpenAI-compatible server \("localhost:11434"\) is not valid/,
    );
  });

  it('leaves out a provider that is on without its key, and says so when nothing is left', () => {
    expect(() =>
      build({
        search: { wikipedia: false, openalex: { enabled: true, key: 'oa' }, brave: { enabled: true } },
      }),
    ).not.toThrow();
    // OpenAlex is off by default since it wants a key: without the keyless providers nothing is left.
    expect(() => build(NO_KEYLESS)).toThrow(
      'No search provider is switched on: turn on Wikipedia (no key needed) in Settings.',
    );
    expect(() => build({ ...NO_KEYLESS, search: { ...NO_KEYLESS.search, brave: true } })).toThrow(
      'No search provider can be used: The Brave Search key is missing: enter it in Settings, or turn Brave Search off.',
    );
    expect(() => build(NO_KEYLESS)).toThrow(/No search provider is switched on/);
    expect(() => build(NO_KEYLESS, { allowNoSearch: true })).not.toThrow();
  });

  it('refuses a set URL that is not one', () => {
    expect(() => build({ search: { searxng: { enabled: true, url: 'searx.local' } } })).toThrow(
      expect.objectContaining({
        code: 'input/invalid',
        message: expect.stringContaining('SearXNG instance URL'),
      }),
    );
  });
});
