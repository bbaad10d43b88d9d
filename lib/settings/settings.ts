/** Settings in `chrome.storage.local` (WXT storage item, versioned): load repairs, save merges, writes take a lock. */
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
/** Where WXT keeps an item's version beside it (`settings$`: `{ v }`). */
const SETTINGS_META_KEY = 'local:settings$';
/** The Web Lock every extension context takes to write the settings (pages and the worker share one origin). */
const SETTINGS_LOCK = 'cartographer-settings';

/** One step per version bump, `n: (stored at n − 1) => stored at n`. Whatever they return is repaired on load. */
const MIGRATIONS: Readonly<Record<number, (stored: unknown) => unknown>> = {
  2: settingsV1toV2,
  // Issue 31: keys per provider and base URL (a separate step; settings-migrations.ts says what it moves).
  3: settingsV2toV3,
};

let item: ReturnType<typeof defineSettingsItem> | undefined;

/** No WXT migrations: they would run in every context at once, outside the lock (`migrateStored` runs them in it). */
function defineSettingsItem() {
  return storage.defineItem<Settings>(SETTINGS_KEY, { fallback: defaultSettings() });
}

/** The storage item, created on first use so importing this module touches no browser API. */
function settingsItem() {
  return (item ??= defineSettingsItem());
}

let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Runs `write` holding the settings lock. Every write (a save, a load's repair, a migration) reads what it changes
 * inside the lock: without it, two contexts could each read, then write, and the later write would drop the other's
 * change (the Settings tab's save lost to a migration the worker ran from what it had read before the save). Where
 * there are no Web Locks (Node), writes in this one context take turns.
 */
function withSettingsLock<T>(write: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks?.request) return locks.request(SETTINGS_LOCK, write);
  const next = localTurn.then(write);
  localTurn = next.catch(() => undefined);
  return next;
}

/** Stored settings and their version as they are now (unversioned settings are version 1, as WXT reads them). */
async function readStored(): Promise<{ value: unknown; version: number }> {
  const [stored, meta] = await storage.getItems([SETTINGS_KEY, SETTINGS_META_KEY]);
  const v = (meta?.value as { v?: unknown } | null | undefined)?.v;
  return { value: stored?.value ?? null, version: typeof v === 'number' ? v : 1 };
}

/** Writes settings with the version they are at, in one storage call. */
function writeStored(value: unknown): Promise<void> {
  return storage.setItems([
    { key: SETTINGS_KEY, value },
    { key: SETTINGS_META_KEY, value: { v: SETTINGS_VERSION } },
  ]);
}

/** Brings settings stored by an older version to this one, once, inside the lock (a newer version's are left). */
async function migrateStored(): Promise<void> {
  const { value, version } = await readStored();
  if (value === null || version >= SETTINGS_VERSION) return;
  let migrated = value;
  for (let next = version + 1; next <= SETTINGS_VERSION; next++)
    migrated = MIGRATIONS[next]?.(migrated) ?? migrated;
  await writeStored(migrated);
}

let migrated: Promise<void> | undefined;

/** The migration, run once per context before its first read (a later context finds nothing left to do). */
function settingsMigrated(): Promise<void> {
  return (migrated ??= withSettingsLock(migrateStored).catch((error: unknown) =>
    console.error('Cartographer could not migrate its settings', error),
  ));
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
    await settingsMigrated();
    stored = await settingsItem().getValue();
  } catch {
    return defaultSettings();
  }
  const settings = repairSettings(stored);
  const read = settingsKey(stored);
  if (settingsKey(settings) !== read) {
    await withSettingsLock(async () => {
      const now = await settingsItem().getValue();
      if (settingsKey(now) === read) await writeStored(settings);
    }).catch(() => undefined); // The repaired value is still returned; the next load retries.
  }
  return settings;
}

/** Merges `patch` into the stored settings and saves, holding the lock from the read to the write. */
export async function saveSettings(patch: SettingsPatch): Promise<Settings> {
  await settingsMigrated();
  return withSettingsLock(async () => {
    const settings = mergeSettings(repairSettings(await settingsItem().getValue()), patch);
    await writeStored(settings);
    return settings;
  });
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
