import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { settingsV1toV2 } from '../../../lib/settings/settings-migrations';

describe('settings version 2: OpenAlex off without a key', () => {
  it('switches off OpenAlex that was on without a key, in either stored shape', () => {
    expect(settingsV1toV2({ search: { openalex: { enabled: true, baseUrl: '' } } })).toEqual({
      search: { openalex: { enabled: false, baseUrl: '' } },
    });
    expect(settingsV1toV2({ search: { openalex: true } })).toEqual({
      search: { openalex: { enabled: false } },
    });
    expect(settingsV1toV2({ search: { openalex: { enabled: true, key: '   ' } } })).toMatchObject({
      search: { openalex: { enabled: false } },
    });
  });

  it('keeps OpenAlex on for a user with a key, off when it was off, and every other field as stored', () => {
    const keyed = {
      profile: 'deep',
      search: { wikipedia: { enabled: false }, openalex: { enabled: true, key: 'oa-key', baseUrl: 'x' } },
    };
    expect(settingsV1toV2(keyed)).toEqual(keyed);
    expect(settingsV1toV2({ search: { openalex: false } })).toEqual({
      search: { openalex: { enabled: false } },
    });
  });

  it('leaves what it cannot read to the repair', () => {
    for (const junk of [null, 'garbage', 7, [1], { search: 'broken' }, { search: { wikipedia: true } }])
      expect(settingsV1toV2(junk)).toEqual(junk);
  });
});

describe('loading version 1 settings in the extension', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.resetModules();
  });

  it('runs the migration once: a version-1 user with OpenAlex on and no key finds it off, and the version moves on (3 since issue 31)', async () => {
    await fakeBrowser.storage.local.set({
      settings: { search: { wikipedia: true, openalex: true }, profile: 'deep' },
    });
    const { loadSettings } = await import('../../../lib/settings/settings');
    const settings = await loadSettings();
    expect(settings.search.openalex).toEqual({ enabled: false, key: '', baseUrl: '' });
    expect(settings.search.wikipedia.enabled).toBe(true);
    expect(settings.profile).toBe('deep');
    expect((await fakeBrowser.storage.local.get('settings$'))['settings$']).toMatchObject({ v: 3 });
  });

  it('leaves a version-2 choice alone: OpenAlex switched on again without a key stays on', async () => {
    await fakeBrowser.storage.local.set({
      settings: { search: { openalex: { enabled: true, key: '', baseUrl: '' } } },
      settings$: { v: 2 },
    });
    const { loadSettings } = await import('../../../lib/settings/settings');
    expect((await loadSettings()).search.openalex.enabled).toBe(true);
  });
});
