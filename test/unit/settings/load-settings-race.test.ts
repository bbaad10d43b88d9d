/** A load in one context never writes an older value over a save made meanwhile in another (Chrome's key order). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  defaultSettings,
  loadSettings,
  mergeSettings,
  saveSettings,
  settingsKey,
  type SettingsPatch,
} from '../../../lib/settings/settings';

/** A copy with every object's keys sorted, as `chrome.storage` hands values back. */
function chromeOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(chromeOrder);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, chromeOrder((value as Record<string, unknown>)[key])]),
  );
}

async function stored(): Promise<{ model: { baseUrl: string } }> {
  return (await fakeBrowser.storage.local.get('settings')).settings as { model: { baseUrl: string } };
}

/**
 * Holds the next read of the settings (the load's first look at storage) until `release()`: the load has read the
 * value that was there, and whatever runs before `release()` happens between its read and what it does next.
 */
function holdNextRead(): { read: Promise<void>; release(): void } {
  const area = fakeBrowser.storage.local;
  const real = area.get.bind(area) as (keys: unknown) => Promise<Record<string, unknown>>;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markRead!: () => void;
  const read = new Promise<void>((resolve) => (markRead = resolve));
  const held = async (keys: unknown): Promise<Record<string, unknown>> => {
    if (keys !== 'settings') return real(keys);
    spy.mockRestore();
    const value = await real(keys);
    markRead();
    await gate;
    return value;
  };
  const spy = vi.spyOn(area, 'get').mockImplementation(held as typeof area.get);
  return { read, release };
}

const OLD: SettingsPatch = { model: { provider: 'openai-compatible', baseUrl: 'http://127.0.0.1:9/v1' } };
const NEW: SettingsPatch = { model: { baseUrl: 'http://127.0.0.1:8080/v1' } };

describe('loading settings while another context saves them', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a load that read valid settings before a save never puts the older value back', async () => {
    await fakeBrowser.storage.local.set({ settings: chromeOrder(mergeSettings(defaultSettings(), OLD)) });
    const hold = holdNextRead();
    const loading = loadSettings(); // e.g. the worker answering Test connection
    await hold.read;
    await saveSettings(NEW); // the Settings tab, meanwhile
    hold.release();
    expect((await loading).model.baseUrl).toBe('http://127.0.0.1:9/v1');
    expect((await stored()).model.baseUrl).toBe('http://127.0.0.1:8080/v1');
    expect((await loadSettings()).model.baseUrl).toBe('http://127.0.0.1:8080/v1');
  });

  it('a load that read damaged settings before a save does not write its repair over the save', async () => {
    await fakeBrowser.storage.local.set({
      settings: { ...(chromeOrder(mergeSettings(defaultSettings(), OLD)) as object), profile: 'warp' },
    });
    const hold = holdNextRead();
    const loading = loadSettings();
    await hold.read;
    await saveSettings(NEW);
    hold.release();
    expect((await loading).profile).toBe('quick');
    expect((await stored()).model.baseUrl).toBe('http://127.0.0.1:8080/v1');
  });

  it('writes nothing when the stored settings need no repair, whatever the order of their keys', async () => {
    await fakeBrowser.storage.local.set({ settings: chromeOrder(mergeSettings(defaultSettings(), OLD)) });
    const set = vi.spyOn(fakeBrowser.storage.local, 'set');
    await loadSettings();
    expect(set).not.toHaveBeenCalled();
  });

  it('keys settings the same whatever the order of their fields, and differently when a value differs', () => {
    const settings = mergeSettings(defaultSettings(), OLD);
    expect(settingsKey(chromeOrder(settings))).toBe(settingsKey(settings));
    expect(settingsKey(mergeSettings(settings, NEW))).not.toBe(settingsKey(settings));
  });
});
