import { describe, expect, it } from 'vitest';
import { MODEL_LIST, SEARCH_LIST } from '../../../lib/settings/provider-registry';
import { settingsFromEnv } from '../../../lib/settings/settings-from-env';

describe('the provider registry', () => {
  it('gives every provider a unique id, a label and a privacy line', () => {
    for (const list of [MODEL_LIST, SEARCH_LIST]) {
      expect(new Set(list.map((p) => p.id)).size).toBe(list.length);
      for (const provider of list) {
        expect(provider.label.trim()).not.toBe('');
        expect(provider.privacy({}).trim()).not.toBe('');
      }
    }
  });

  it('stores model fields side by side, so providers sharing a field agree on its default and variable', () => {
    const byKey = new Map<string, { fallback?: string; env?: string }>();
    for (const provider of MODEL_LIST)
      for (const [key, spec] of Object.entries(provider.fields)) {
        const seen = byKey.get(key);
        if (seen) expect({ key, fallback: spec.fallback, env: spec.env }).toEqual({ key, ...seen });
        else byKey.set(key, { fallback: spec.fallback, env: spec.env });
      }
  });

  it('names one field per CLI variable', () => {
    const owners = new Map<string, string>();
    for (const provider of [...MODEL_LIST, ...SEARCH_LIST])
      for (const [key, spec] of Object.entries(provider.fields)) {
        if (!spec.env) continue;
        expect(owners.get(spec.env) ?? key).toBe(key);
        owners.set(spec.env, key);
      }
    expect([...owners.keys()].sort()).toEqual([
      'BRAVE_API_KEY',
      'CARTOGRAPHER_CONTEXT_TOKENS',
      'CARTOGRAPHER_MODEL',
      'GOOGLE_FACTCHECK_KEY',
      'OPENAI_API_KEY',
      'OPENAI_BASE_URL',
      'OPENALEX_API_KEY',
      'SEARXNG_URL',
      'TAVILY_API_KEY',
    ]);
  });
});

describe('settingsFromEnv (the CLI)', () => {
  const enabled = (env: Record<string, string>) => settingsFromEnv(env).search;

  it('without variables: no model, the keyless providers only (OpenAlex wants a key since February 2026)', () => {
    const { settings, search, allowNoSearch } = settingsFromEnv({});
    expect(settings.model.provider).toBe('none');
    expect(search).toEqual(['wikipedia', 'europepmc', 'gdelt', 'current-events']);
    expect(settings.search.openalex).toEqual({ enabled: false, key: '', baseUrl: '' });
    expect(allowNoSearch).toBe(false);
  });

  it('turns OpenAlex on with its key from OPENALEX_API_KEY', () => {
    const { settings, search } = settingsFromEnv({ OPENALEX_API_KEY: ' oa-key ' });
    expect(search).toEqual(['wikipedia', 'openalex', 'europepmc', 'gdelt', 'current-events']);
    expect(settings.search.openalex).toEqual({ enabled: true, key: 'oa-key', baseUrl: '' });
  });

  it('picks OpenAI for a key, an OpenAI-compatible server once a base URL is given', () => {
    expect(settingsFromEnv({ OPENAI_API_KEY: ' sk-1 ' }).settings.model).toMatchObject({
      provider: 'openai',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
    });
    expect(
      settingsFromEnv({
        OPENAI_API_KEY: 'sk-1',
        OPENAI_BASE_URL: 'http://localhost:11434/v1',
        CARTOGRAPHER_MODEL: 'llama3.1',
        CARTOGRAPHER_CONTEXT_TOKENS: '8192',
      }).settings.model,
    ).toMatchObject({
      provider: 'openai-compatible',
      apiKey: 'sk-1',
      baseUrl: 'http://localhost:11434/v1',
      model: 'llama3.1',
      contextTokens: '8192',
    });
    expect(settingsFromEnv({ OPENAI_BASE_URL: 'http://localhost:1234/v1' }).settings.model.provider).toBe(
      'openai-compatible',
    );
    expect(settingsFromEnv({ CARTOGRAPHER_MODEL: 'gpt-4o' }).settings.model.provider).toBe('none');
  });

  it('adds every keyed provider whose variable is set, as before CARTOGRAPHER_SEARCH existed', () => {
    expect(
      enabled({
        BRAVE_API_KEY: 'b',
        TAVILY_API_KEY: 't',
        GOOGLE_FACTCHECK_KEY: 'g',
        OPENALEX_API_KEY: 'o',
        SEARXNG_URL: 'https://searx.example.org',
      }),
    ).toEqual([
      'wikipedia',
      'openalex',
      'factcheck',
      'searxng',
      'brave',
      'tavily',
      'europepmc',
      'gdelt',
      'current-events',
    ]);
    const { settings } = settingsFromEnv({ BRAVE_API_KEY: 'brave-key' });
    expect(settings.search.brave).toMatchObject({ enabled: true, key: 'brave-key' });
  });

  it('uses exactly the providers CARTOGRAPHER_SEARCH lists, in any case and spacing', () => {
    expect(enabled({ CARTOGRAPHER_SEARCH: 'searxng', SEARXNG_URL: 'http://127.0.0.1:8787/searxng' })).toEqual(
      ['searxng'],
    );
    // Listed by name, OpenAlex runs even without a key (its few keyless searches, then "needs a free key").
    expect(enabled({ CARTOGRAPHER_SEARCH: ' OpenAlex , wikipedia,', BRAVE_API_KEY: 'b' })).toEqual([
      'wikipedia',
      'openalex',
    ]);
    expect(enabled({ CARTOGRAPHER_SEARCH: '  ' })).toEqual([
      'wikipedia',
      'europepmc',
      'gdelt',
      'current-events',
    ]);
  });

  it('runs without search for CARTOGRAPHER_SEARCH=none', () => {
    const { settings, search, allowNoSearch } = settingsFromEnv({ CARTOGRAPHER_SEARCH: 'none' });
    expect(search).toEqual([]);
    expect(allowNoSearch).toBe(true);
    expect(Object.values(settings.search).some((section) => section.enabled)).toBe(false);
  });

  it.each([
    [
      { CARTOGRAPHER_SEARCH: 'google' },
      /unknown search provider "google".*wikipedia, openalex, factcheck, searxng, brave, tavily, europepmc, gdelt, current-events, or none/,
    ],
    [{ CARTOGRAPHER_SEARCH: 'bing,duck' }, /unknown search providers "bing", "duck"/],
    [{ CARTOGRAPHER_SEARCH: 'none,wikipedia' }, /none cannot be combined/],
    [{ CARTOGRAPHER_SEARCH: 'searxng' }, /lists searxng, which needs SEARXNG_URL/],
    [{ CARTOGRAPHER_SEARCH: 'brave' }, /lists brave, which needs BRAVE_API_KEY/],
    [
      { SEARXNG_URL: 'searx.local' },
      /SEARXNG_URL \("searx\.local"\) is not valid for SearXNG: give an http\(s\) URL/,
    ],
    [{ OPENAI_BASE_URL: 'localhost:11434' }, /OPENAI_BASE_URL \("localhost:11434"\) is not valid/],
    [
      { OPENAI_BASE_URL: 'http://localhost:11434/v1', CARTOGRAPHER_CONTEXT_TOKENS: '8k' },
      /CARTOGRAPHER_CONTEXT_TOKENS \("8k"\) is not valid for OpenAI-compatible server/,
    ],
  ])('refuses %o with a message that says what to set', (env, message) => {
    expect(() => settingsFromEnv(env)).toThrow(message);
    expect(() => settingsFromEnv(env)).toThrow(expect.objectContaining({ code: 'input/invalid' }));
  });
});
