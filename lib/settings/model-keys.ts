/**
 * Keys that never follow the user: a model key is stored for one provider at one base URL (`model.keys`), and the
 * model section's visible fields always belong to the chosen provider. Switching the provider puts the other
 * provider's own fields back (its remembered model name and base URL, or its defaults) and its own key for its own
 * base URL (or none); changing the base URL brings the key stored for that URL (or none). Nothing typed for one
 * server is ever sent to another.
 */
import { MODEL_LIST, type ModelProviderId } from './provider-registry';

/** The field that holds a model provider's key. */
export const KEY_FIELD = 'apiKey';

/** Where a provider's requests go when its base URL is blank (OpenAI's own API). */
const DEFAULT_BASE_URLS: Partial<Record<ModelProviderId, string>> = {
  openai: 'https://api.openai.com/v1',
};

/** A base URL compared as a server: scheme and host lower-cased, default port and trailing slashes dropped. */
function normaliseBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim();
  try {
    const url = new URL(trimmed);
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.protocol}//${url.host}${path}${url.search}`;
  } catch {
    return trimmed.replace(/\/+$/, '').toLowerCase();
  }
}

/** The slot a key is stored under: the provider and the normalised base URL its requests go to. */
export function keySlot(provider: string, baseUrl: string): string {
  // A provider without a base URL field (OpenAI) always talks to its default, whatever is left in the field.
  const own = fieldsOf(provider).includes('baseUrl') ? baseUrl.trim() : '';
  const base = own || DEFAULT_BASE_URLS[provider as ModelProviderId] || '';
  return `${provider} ${normaliseBaseUrl(base)}`;
}

/** Whether a model provider has a key field at all (no-model and the built-in model have none). */
function takesKey(provider: string): boolean {
  return MODEL_LIST.some((p) => p.id === provider && KEY_FIELD in p.fields);
}

/** The model section before repair: the visible fields, the provider, and the two stores. */
type RawModel = Record<string, unknown>;

/** Every field name any model provider has (they are stored side by side, for the chosen provider only). */
const FIELD_NAMES: readonly string[] = [...new Set(MODEL_LIST.flatMap((p) => Object.keys(p.fields)))];

/** The field names of one provider (none for an unknown id). */
function fieldsOf(provider: string): string[] {
  return Object.keys(MODEL_LIST.find((p) => p.id === provider)?.fields ?? {});
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Only string entries of a record (damaged stores are dropped entry by entry). */
export function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, field]) =>
      typeof field === 'string' && field.trim() ? [[key, field.trim()]] : [],
    ),
  );
}

/** A provider's remembered non-key fields, as stored under `model.remembered`. */
function rememberedOf(model: RawModel, provider: string): Record<string, string> {
  const remembered = model.remembered;
  if (typeof remembered !== 'object' || remembered === null) return {};
  return stringRecord((remembered as Record<string, unknown>)[provider]);
}

/**
 * The key store settled for repair: the chosen provider's key field and its slot agree. A key typed in the field
 * is stored in its slot; a blank field shows the key stored for the slot, if any.
 */
export function settleKeys(model: RawModel): RawModel {
  const keys = stringRecord(model.keys);
  const provider = text(model.provider);
  if (!takesKey(provider)) return { ...model, keys, [KEY_FIELD]: '' };
  const slot = keySlot(provider, text(model.baseUrl));
  const key = text(model[KEY_FIELD]) || keys[slot] || '';
  if (key) keys[slot] = key;
  return { ...model, keys, [KEY_FIELD]: key };
}

/**
 * `patch` applied to the model section `current` (a repaired one), before repair. A change of provider stores the
 * old provider's fields under `remembered` and brings the new one's back (blank: its defaults); a change of base URL
 * (or provider) brings the key stored for the new slot unless the patch types one; a blank key typed removes the
 * slot's key. Fields the patch sets win over remembered ones.
 */
export function patchModel(current: RawModel, patch: RawModel): RawModel {
  const keys = stringRecord(current.keys);
  const oldProvider = text(current.provider);
  const provider = 'provider' in patch ? text(patch.provider) : oldProvider;
  let next: RawModel = { ...current, keys };
  if (provider !== oldProvider) {
    // Only the old provider's own fields are its to remember (a field of another provider left over is dropped).
    const own = Object.fromEntries(
      fieldsOf(oldProvider)
        .filter((name) => name !== KEY_FIELD)
        .map((name) => [name, text(current[name])]),
    );
    const remembered = { ...stringRecordOfRecords(current.remembered), [oldProvider]: stringRecord(own) };
    delete remembered[provider];
    next = {
      ...Object.fromEntries(FIELD_NAMES.map((name) => [name, ''])),
      ...rememberedOf(current, provider),
      provider,
      temperature: current.temperature,
      keys,
      remembered,
    };
  }
  const { [KEY_FIELD]: typedKey, ...rest } = patch;
  next = { ...next, ...rest, provider };
  const slot = keySlot(provider, text(next.baseUrl));
  if (typedKey !== undefined) {
    const key = text(typedKey);
    if (key) keys[slot] = key;
    else delete keys[slot];
    next[KEY_FIELD] = key;
  } else {
    const oldSlot = keySlot(oldProvider, text(current.baseUrl));
    if (slot !== oldSlot) next[KEY_FIELD] = keys[slot] ?? '';
  }
  return next;
}

/** `{ provider: { field: value } }` with only string fields kept. */
export function stringRecordOfRecords(value: unknown): Record<string, Record<string, string>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, fields]) => {
      const clean = stringRecord(fields);
      return Object.keys(clean).length > 0 ? [[key, clean]] : [];
    }),
  );
}
