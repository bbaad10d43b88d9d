/** Settings in `chrome.storage.local` (WXT storage item, versioned): load repairs, save merges. */
import { storage } from 'wxt/utils/storage';
import type { Budget } from '../engine/schemas';
import {
  defaultSettings,
  mergeSettings,
  repairSettings,
  SETTINGS_VERSION,
  type Settings,
  type SettingsPatch,
} from './settings-schema';
import { settingsV1toV2, settingsV2toV3 } from './settings-migrations';

export * from './settings-schema';
export { DEFAULT_BLOCKED_SITES, isBlockedSite } from './blocked-sites';

const SETTINGS_KEY = 'local:settings';

let item: ReturnType<typeof defineSettingsItem> | undefined;

function defineSettingsItem() {
  return storage.defineItem<Settings>(SETTINGS_KEY, {
    fallback: defaultSettings(),
    version: SETTINGS_VERSION,
    // Append one migration per version bump: `2: (v1) => v2`. Whatever they return is repaired on load.
    migrations: {
      2: (v1: Settings) => settingsV1toV2(v1) as Settings,
      // Issue 31: keys per provider and base URL (a separate step; settings-migrations.ts says what it moves).
      3: (v2: Settings) => settingsV2toV3(v2) as Settings,
    },
  });
}

/** The storage item, created on first use so importing this module touches no browser API. */
function settingsItem() {
  return (item ??= defineSettingsItem());
}

/**
 * The same settings give the same key, whatever the order of their fields. Chrome's storage hands objects back
 * with their keys sorted, so a plain `JSON.stringify` would call every stored value different from its repair.
 */
export function settingsKey(value: unknown): string {
  return (
    JSON.stringify(value, (_key, field: unknown) =>
      field && typeof field === 'object' && !Array.isArray(field)
        ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : field,
    ) ?? ''
  );
}

/**
 * Current settings, bad or missing fields repaired to defaults (and the repair saved). Never throws.
 * A load writes only a real repair, and only while storage still holds what it read: any context loads settings
 * at any time, and writing back what it read would undo a save made in between (an older value coming back).
 */
export async function loadSettings(): Promise<Settings> {
  let stored: unknown;
  try {
    stored = await settingsItem().getValue();
  } catch {
    return defaultSettings();
  }
  const settings = repairSettings(stored);
  const read = settingsKey(stored);
  if (settingsKey(settings) !== read) {
    await settingsItem()
      .getValue()
      .then((now) => (settingsKey(now) === read ? settingsItem().setValue(settings) : undefined))
      .catch(() => undefined); // The repaired value is still returned; the next load retries.
  }
  return settings;
}

let saving: Promise<unknown> = Promise.resolve();

/** Merges `patch` into the stored settings and saves; saves in this context run one after another. */
export function saveSettings(patch: SettingsPatch): Promise<Settings> {
  const next = saving.then(async () => {
    const settings = mergeSettings(await loadSettings(), patch);
    await settingsItem().setValue(settings);
    return settings;
  });
  saving = next.catch(() => undefined);
  return next;
}

/** Calls `listener` with repaired settings whenever another context saves them; returns the unsubscribe. */
export function watchSettings(listener: (settings: Settings) => void): () => void {
  return settingsItem().watch((value) => listener(repairSettings(value)));
}

/**
 * The user's budget overrides: only the limits they set. `createRun` puts them on the run's own profile budget,
 * so a re-run of a Deep run keeps Deep's limits even while Settings say Quick.
 */
export function budgetOverrides(settings: Settings): Partial<Budget> {
  const overrides: Partial<Budget> = {};
  for (const [key, value] of Object.entries(settings.budget) as [keyof Budget, number | undefined][]) {
    if (value !== undefined) overrides[key] = value;
  }
  return overrides;
}
