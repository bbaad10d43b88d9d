/**
 * Two extension contexts writing the settings at once (the worker migrating them at its start, the Settings tab
 * saving): every write reads what it changes inside one Web Lock, so neither drops the other's change.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type * as SettingsModule from '../../../lib/settings/settings';

/** The browser's Web Locks as the extension's contexts share them: one holder per name, the others in turn. */
function sharedLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const run = (tails.get(name) ?? Promise.resolve()).then(callback);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}

/** The settings module as one context has it (its own module state, the browser's storage and locks shared). */
async function context(): Promise<typeof SettingsModule> {
  vi.resetModules();
  return import('../../../lib/settings/settings');
}

/** The next read of storage answers what it found, but only after `ms`: whatever runs meanwhile comes after it. */
function slowNextRead(ms: number): void {
  const area = fakeBrowser.storage.local;
  const real = area.get.bind(area) as (keys: unknown) => Promise<Record<string, unknown>>;
  const spy = vi.spyOn(area, 'get').mockImplementation((async (keys: unknown) => {
    spy.mockRestore();
    const value = await real(keys);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return value;
  }) as typeof area.get);
}

describe('settings written by two contexts at once', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    vi.stubGlobal('navigator', { locks: sharedLocks() });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a save made while another context migrates the settings of an older version is kept, and so is the migration', async () => {
    // A version-1 user: OpenAlex on without a key, no version stored.
    await fakeBrowser.storage.local.set({ settings: { search: { wikipedia: true, openalex: true } } });
    const worker = await context();
    const tab = await context();
    slowNextRead(50); // the worker's migration reads first, and slowly
    const migrating = worker.loadSettings();
    const saving = tab.saveSettings({ profile: 'deep' });
    await Promise.all([migrating, saving]);
    const stored = await fakeBrowser.storage.local.get(['settings', 'settings$']);
    expect(stored['settings$']).toEqual({ v: 3 });
    const settings = await (await context()).loadSettings();
    expect(settings.profile).toBe('deep');
    expect(settings.search.openalex.enabled).toBe(false);
    expect(settings.search.wikipedia.enabled).toBe(true);
  });

  it('two saves from two contexts at once both land', async () => {
    const panel = await context();
    const options = await context();
    await Promise.all([panel.loadSettings(), options.loadSettings()]); // both started, nothing left to migrate
    slowNextRead(30); // the panel's save reads first, and slowly
    await Promise.all([panel.saveSettings({ profile: 'deep' }), options.saveSettings({ onboarded: true })]);
    const settings = await (await context()).loadSettings();
    expect(settings).toMatchObject({ profile: 'deep', onboarded: true });
  });
});
