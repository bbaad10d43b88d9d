import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  DEFAULT_BLOCKED_SITES,
  budgetOverrides,
  loadSettings,
  saveSettings,
  watchSettings,
  type Settings,
} from '../../../lib/settings/settings';

/** What the extension's storage holds under `local:settings`. */
async function storedRaw(): Promise<unknown> {
  return (await fakeBrowser.storage.local.get('settings')).settings;
}

describe('settings', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('starts with defaults that work without any key', async () => {
    const settings = await loadSettings();
    expect(settings.model).toEqual({
      provider: 'none',
      apiKey: '',
      baseUrl: '',
      model: 'gpt-4o-mini',
      contextTokens: '',
      inputPrice: '',
      outputPrice: '',
      temperature: 0,
      keys: {},
      remembered: {},
    });
    expect(settings.search).toEqual({
      wikipedia: { enabled: true, baseUrl: '', pageBaseUrl: '' },
      openalex: { enabled: false, key: '', baseUrl: '' },
      factcheck: { enabled: false, key: '', baseUrl: '' },
      searxng: { enabled: false, url: '' },
      brave: { enabled: false, key: '', baseUrl: '' },
      tavily: { enabled: false, key: '', baseUrl: '' },
      europepmc: { enabled: true, baseUrl: '' },
      gdelt: { enabled: true, baseUrl: '' },
      'current-events': { enabled: true, baseUrl: '' },
    });
    expect(settings).toMatchObject({
      profile: 'quick',
      budget: {},
      tierOverrides: {},
      highlights: true,
      onboarded: false,
    });
    expect(settings.blockedSites).toEqual(DEFAULT_BLOCKED_SITES);
    expect(settings.blockedSites).toContain('mail.google.com');
  });

  it('saves a change and merges it with what was there', async () => {
    await saveSettings({
      model: { provider: 'openai', apiKey: 'sk-test-1' },
      search: { brave: { enabled: true } },
    });
    await saveSettings({ search: { brave: { key: 'brave-key' } }, profile: 'deep' });
    const settings = await loadSettings();
    expect(settings.model).toMatchObject({ provider: 'openai', apiKey: 'sk-test-1', model: 'gpt-4o-mini' });
    expect(settings.search.brave).toMatchObject({ enabled: true, key: 'brave-key' });
    expect(settings.search.wikipedia.enabled).toBe(true);
    expect(settings.profile).toBe('deep');
  });

  it('keeps every change when saves are made back to back', async () => {
    await Promise.all([
      saveSettings({ highlights: false }),
      saveSettings({ onboarded: true }),
      saveSettings({ tierOverrides: { 'example.org': 'B' } }),
    ]);
    expect(await loadSettings()).toMatchObject({
      highlights: false,
      onboarded: true,
      tierOverrides: { 'example.org': 'B' },
    });
  });

  it('repairs damaged stored settings field by field, keeping what is valid, and saves the repair', async () => {
    await fakeBrowser.storage.local.set({
      settings: {
        model: {
          provider: 'gpt',
          apiKey: 42,
          baseUrl: ' http://localhost:11434/v1 ',
          model: '',
          temperature: 9,
        },
        search: 'broken',
        profile: 'deep',
        budget: { maxSearches: 25, maxTokens: -5 },
        tierOverrides: { 'WWW.Example.com': 'A', 'x.com': 'Z', '': 'B' },
        blockedSites: ['a.example', 3, ' ', 'a.example'],
        highlights: 'yes',
        onboarded: true,
        leftover: { from: 'an old version' },
      },
    });
    const settings = await loadSettings();
    expect(settings.model).toEqual({
      provider: 'none',
      apiKey: '',
      baseUrl: 'http://localhost:11434/v1',
      model: 'gpt-4o-mini',
      contextTokens: '',
      inputPrice: '',
      outputPrice: '',
      temperature: 0,
      keys: {},
      remembered: {},
    });
    expect(settings.search.wikipedia.enabled).toBe(true);
    expect(settings.profile).toBe('deep');
    expect(settings.budget).toEqual({ maxSearches: 25 });
    expect(settings.tierOverrides).toEqual({ 'example.com': 'A' });
    expect(settings.blockedSites).toEqual(['a.example']);
    expect(settings.highlights).toBe(true);
    expect(settings.onboarded).toBe(true);
    expect(settings).not.toHaveProperty('leftover');
    expect(await storedRaw()).toEqual(JSON.parse(JSON.stringify(settings)));
  });

  it('reads version 1 settings, where keyless providers were a bare boolean, and keeps keys typed there', async () => {
    await fakeBrowser.storage.local.set({
      settings: {
        search: {
          wikipedia: false,
          openalex: true,
          brave: { enabled: true, key: ' brave-key ' },
          searxng: { enabled: 'yes', url: 7 },
          tavily: 'broken',
        },
      },
    });
    const { search } = await loadSettings();
    expect(search.wikipedia).toEqual({ enabled: false, baseUrl: '', pageBaseUrl: '' });
    expect(search.openalex.enabled).toBe(true);
    expect(search.brave).toEqual({ enabled: true, key: 'brave-key', baseUrl: '' });
    expect(search.searxng).toEqual({ enabled: false, url: '' });
    expect(search.tavily).toEqual({ enabled: false, key: '', baseUrl: '' });
  });

  it.each([
    ['a string', 'garbage'],
    ['a number', 7],
    ['an array', [1, 2]],
    ['blocked sites not a list', { blockedSites: 'x' }],
  ])('falls back to defaults when the stored value is %s', async (_what, raw) => {
    await fakeBrowser.storage.local.set({ settings: raw });
    const settings = await loadSettings();
    expect(settings.model.provider).toBe('none');
    expect(settings.blockedSites).toEqual(DEFAULT_BLOCKED_SITES);
  });

  it('hands out settings that cannot change the defaults', async () => {
    const first = await loadSettings();
    first.blockedSites.length = 0;
    first.model.model = 'changed';
    const second = await loadSettings();
    expect(second.blockedSites).toEqual(DEFAULT_BLOCKED_SITES);
    expect(second.model.model).toBe('gpt-4o-mini');
  });

  it('tells watchers about saved changes', async () => {
    const seen: Settings[] = [];
    const stop = watchSettings((settings) => seen.push(settings));
    await saveSettings({ highlights: false });
    stop();
    await saveSettings({ highlights: true });
    expect(seen.map((settings) => settings.highlights)).toEqual([false]);
  });
});

describe('budgetOverrides', () => {
  it('hands createRun only the limits the user set', async () => {
    fakeBrowser.reset();
    const settings = await saveSettings({ profile: 'deep', budget: { maxSearches: 25 } });
    expect(budgetOverrides(settings)).toStrictEqual({ maxSearches: 25 });
    expect(budgetOverrides(await saveSettings({ budget: {} }))).toStrictEqual({});
  });
});
