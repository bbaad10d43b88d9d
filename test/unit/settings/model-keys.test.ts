import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keySlot } from '../../../lib/settings/model-keys';
import { settingsV2toV3 } from '../../../lib/settings/settings-migrations';
import {
  defaultSettings,
  loadSettings,
  mergeSettings,
  repairSettings,
  saveSettings,
  type Settings,
} from '../../../lib/settings/settings';
import { createModel } from '../../../lib/composition/create-engine-deps';
import { ENGINE_CONFIG, systemClock, testConnection } from '../../../lib/engine';

const A = 'http://127.0.0.1:8787/v1';
const B = 'https://api.groq.com/openai/v1';

/** A user who typed K1 for an OpenAI-compatible server at A. */
function onServerA(): Settings {
  return mergeSettings(defaultSettings(), {
    model: { provider: 'openai-compatible', baseUrl: A, apiKey: 'K1', model: 'llama3' },
  });
}

/**
 * What the engine would send for these settings, through the real composition root and a real Test connection: the
 * URL and Authorization header of its first request, or why it sent none.
 */
async function engineSends(settings: Settings): Promise<{ url: string; authorization: string } | string> {
  let sent: { url: string; authorization: string } | null = null;
  try {
    const llm = createModel(settings.model, {
      fetch: (input, init) => {
        sent ??= {
          url: input instanceof Request ? input.url : String(input),
          authorization:
            new Headers(input instanceof Request ? input.headers : init?.headers).get('authorization') ?? '',
        };
        return Promise.resolve(new Response(JSON.stringify({ error: { message: 'no' } }), { status: 401 }));
      },
      clock: systemClock,
      limits: ENGINE_CONFIG.model,
      maxRetries: 0,
    });
    if (llm) await testConnection(llm);
  } catch (error) {
    return (error as Error).message;
  }
  return sent ?? 'nothing sent';
}

describe('model keys per provider and base URL', () => {
  it('normalises a base URL as a server: case of scheme and host, default port, trailing slashes', () => {
    expect(keySlot('openai-compatible', ' HTTP://LocalHost:80/v1/ ')).toBe(
      'openai-compatible http://localhost/v1',
    );
    expect(keySlot('openai-compatible', 'https://api.groq.com:443/openai/v1//')).toBe(
      'openai-compatible https://api.groq.com/openai/v1',
    );
    expect(keySlot('openai', '')).toBe('openai https://api.openai.com/v1');
    expect(keySlot('openai-compatible', A)).not.toBe(keySlot('openai', A));
  });

  it('switching from a server to OpenAI leaves the server key, model name and base URL behind', async () => {
    expect(await engineSends(onServerA())).toEqual({
      url: expect.stringContaining(A),
      authorization: 'Bearer K1',
    });
    const openai = mergeSettings(onServerA(), { model: { provider: 'openai' } });
    expect(openai.model).toMatchObject({ provider: 'openai', apiKey: '', model: 'gpt-4o-mini', baseUrl: '' });
    expect(await engineSends(openai)).toBe('Add your OpenAI API key in Settings, or choose "No model".');
    const keyed = mergeSettings(openai, { model: { apiKey: 'K2' } });
    expect(await engineSends(keyed)).toEqual({
      url: expect.stringContaining('https://api.openai.com/v1/'),
      authorization: 'Bearer K2',
    });
    // …and switching back brings them back.
    const back = mergeSettings(openai, { model: { provider: 'openai-compatible' } });
    expect(back.model).toMatchObject({ apiKey: 'K1', baseUrl: A, model: 'llama3' });
  });

  it("each provider keeps its own key and model name: OpenAI's key never reaches the server and back", () => {
    let settings = mergeSettings(onServerA(), { model: { provider: 'openai' } });
    settings = mergeSettings(settings, { model: { apiKey: 'K2', model: 'gpt-4.1-mini' } });
    settings = mergeSettings(settings, { model: { provider: 'openai-compatible' } });
    expect(settings.model).toMatchObject({ apiKey: 'K1', model: 'llama3' });
    settings = mergeSettings(settings, { model: { provider: 'openai' } });
    expect(settings.model).toMatchObject({ apiKey: 'K2', model: 'gpt-4.1-mini' });
    expect(Object.values(settings.model.keys).sort()).toEqual(['K1', 'K2']);
  });

  it('changing the base URL brings the key stored for the new URL, or none; the old one comes back with its URL', async () => {
    let settings = mergeSettings(onServerA(), { model: { baseUrl: B } });
    expect(settings.model.apiKey).toBe('');
    const sent = await engineSends(settings);
    expect(sent).toMatchObject({ url: expect.stringContaining('api.groq.com') });
    expect(JSON.stringify(sent)).not.toContain('K1');
    settings = mergeSettings(settings, { model: { apiKey: 'gsk-groq' } });
    settings = mergeSettings(settings, { model: { baseUrl: `${A}/` } });
    expect(settings.model.apiKey).toBe('K1');
    settings = mergeSettings(settings, { model: { baseUrl: B } });
    expect(settings.model.apiKey).toBe('gsk-groq');
  });

  it('a key typed together with a new base URL belongs to the new URL; a blank key removes the stored one', () => {
    let settings = mergeSettings(onServerA(), { model: { baseUrl: B, apiKey: 'gsk-new' } });
    expect(settings.model.keys[keySlot('openai-compatible', B)]).toBe('gsk-new');
    expect(settings.model.keys[keySlot('openai-compatible', A)]).toBe('K1');
    settings = mergeSettings(settings, { model: { apiKey: '' } });
    expect(settings.model.keys[keySlot('openai-compatible', B)]).toBeUndefined();
    settings = mergeSettings(settings, { model: { baseUrl: A } });
    expect(settings.model.apiKey).toBe('K1');
  });

  it('no model and the built-in model carry no key; a provider chosen again gets its own back', () => {
    let settings = mergeSettings(onServerA(), { model: { provider: 'none' } });
    expect(settings.model.apiKey).toBe('');
    settings = mergeSettings(settings, { model: { provider: 'chrome-builtin' } });
    expect(settings.model.apiKey).toBe('');
    settings = mergeSettings(settings, { model: { provider: 'openai' } });
    expect(settings.model.apiKey).toBe('');
    settings = mergeSettings(settings, { model: { provider: 'openai-compatible' } });
    expect(settings.model).toMatchObject({ apiKey: 'K1', baseUrl: A });
  });

  it('repair files a key written directly beside its provider and base URL, and drops damaged entries', () => {
    const settings = repairSettings({
      model: {
        provider: 'openai-compatible',
        baseUrl: A,
        apiKey: ' K1 ',
        keys: { 'openai https://api.openai.com/v1': 'K2', broken: 42 },
        remembered: { openai: { model: 'gpt-4o', junk: 3 }, bad: 'x' },
      },
    });
    expect(settings.model.keys).toEqual({
      'openai https://api.openai.com/v1': 'K2',
      [keySlot('openai-compatible', A)]: 'K1',
    });
    expect(settings.model.remembered).toEqual({ openai: { model: 'gpt-4o' } });
    expect(mergeSettings(settings, { model: { provider: 'openai' } }).model).toMatchObject({
      apiKey: 'K2',
      model: 'gpt-4o',
    });
  });
});

describe('settings version 3: the one stored key filed under its provider and base URL', () => {
  beforeEach(() => fakeBrowser.reset());

  it('a version-2 user on a server keeps their key for that server only, after the stored migration runs', async () => {
    await fakeBrowser.storage.local.set({
      settings: { model: { provider: 'openai-compatible', baseUrl: A, apiKey: 'K1', model: 'llama3' } },
      settings$: { v: 2 },
    });
    const loaded = await loadSettings();
    expect(loaded.model.keys).toEqual({ [keySlot('openai-compatible', A)]: 'K1' });
    const openai = await saveSettings({ model: { provider: 'openai' } });
    expect(openai.model).toMatchObject({ apiKey: '', model: 'gpt-4o-mini', baseUrl: '' });
  });

  it("a version-2 OpenAI user's stray base URL goes back to the server, never becoming OpenAI's endpoint", () => {
    const migrated = repairSettings(
      settingsV2toV3({
        model: { provider: 'openai', apiKey: 'sk-openai', baseUrl: A, contextTokens: '8192' },
      }),
    );
    expect(migrated.model).toMatchObject({ provider: 'openai', apiKey: 'sk-openai', baseUrl: '' });
    expect(migrated.model.keys).toEqual({ 'openai https://api.openai.com/v1': 'sk-openai' });
    const server = mergeSettings(migrated, { model: { provider: 'openai-compatible' } });
    expect(server.model).toMatchObject({ baseUrl: A, contextTokens: '8192', apiKey: '' });
  });

  it('a version-2 user on no model: fields with a base URL go to the server, a bare key to OpenAI', () => {
    const withUrl = repairSettings(
      settingsV2toV3({ model: { provider: 'none', apiKey: 'K1', baseUrl: A, model: 'llama3' } }),
    );
    expect(withUrl.model.keys).toEqual({ [keySlot('openai-compatible', A)]: 'K1' });
    expect(mergeSettings(withUrl, { model: { provider: 'openai-compatible' } }).model).toMatchObject({
      apiKey: 'K1',
      baseUrl: A,
      model: 'llama3',
    });
    expect(mergeSettings(withUrl, { model: { provider: 'openai' } }).model.apiKey).toBe('');
    const bare = repairSettings(settingsV2toV3({ model: { provider: 'none', apiKey: 'sk-openai' } }));
    expect(mergeSettings(bare, { model: { provider: 'openai' } }).model.apiKey).toBe('sk-openai');
    expect(mergeSettings(bare, { model: { provider: 'openai-compatible', baseUrl: A } }).model.apiKey).toBe(
      '',
    );
  });

  it('leaves what it cannot read to the repair', () => {
    for (const junk of [null, 'garbage', 7, { model: 'broken' }]) expect(settingsV2toV3(junk)).toEqual(junk);
  });
});
