/** The Settings schema: every field has a default, and bad stored data is repaired field by field. */
import { z } from 'zod';
import { ProfileSchema, SourceTierSchema, type SourceTier } from '../engine/schemas';
import { DEFAULT_BLOCKED_SITES } from './blocked-sites';
import { patchModel, settleKeys, stringRecord, stringRecordOfRecords } from './model-keys';
import type { FieldDescriptor } from './provider-descriptor';
import {
  MODEL_LIST,
  MODEL_PROVIDER_IDS,
  SEARCH_LIST,
  type ModelFieldKey,
  type ModelProviderId,
  type SearchProviderId,
  type SearchSection,
} from './provider-registry';

/** The stored settings' schema version (kept beside them as `settings$`, as WXT does; one migration per bump). */
export const SETTINGS_VERSION = 3;

const bool = (fallback: boolean) => z.boolean().catch(fallback);
const text = (fallback = '') =>
  z
    .string()
    .transform((value) => value.trim() || fallback)
    .catch(fallback);
const budgetLimit = z.number().int().positive().optional().catch(undefined);

/** An object whose fields repair themselves; the whole object falls back to defaults when it is not one. */
function section<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
}

/** Stored strings for a provider's fields: trimmed; blank or damaged → the field's fallback (usually blank). */
function fieldShape(fields: Record<string, FieldDescriptor>): Record<string, z.ZodType<string>> {
  return Object.fromEntries(Object.entries(fields).map(([key, spec]) => [key, text(spec.fallback)]));
}

const ModelProviderSchema = z.enum(MODEL_PROVIDER_IDS);

/**
 * The model section: the chosen provider, the temperature, the chosen provider's fields (stored side by side, one
 * provider's at a time), every key by provider and base URL (`keys`), and the fields of the providers not chosen
 * (`remembered`). `lib/settings/model-keys.ts` keeps them apart.
 */
export type ModelSettings = {
  provider: ModelProviderId;
  temperature: number;
  /** `"<provider> <normalised base URL>"` → key. */
  keys: Record<string, string>;
  /** Provider id → its non-key fields, kept while another provider is chosen. */
  remembered: Record<string, Record<string, string>>;
} & Record<ModelFieldKey, string>;

const ModelSettingsSchema = z.preprocess(
  (value) => (isObject(value) ? settleKeys(value) : value),
  section({
    provider: ModelProviderSchema.catch('none'),
    ...Object.assign({}, ...MODEL_LIST.map((provider) => fieldShape(provider.fields))),
    temperature: z.number().min(0).max(2).catch(0),
    keys: z.unknown().optional().transform(stringRecord),
    remembered: z.unknown().optional().transform(stringRecordOfRecords),
  }),
) as unknown as z.ZodType<ModelSettings>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Per search provider `{ enabled, ...its fields }`. Version 1 stored keyless providers as a bare boolean. */
export type SearchSettings = { [Id in SearchProviderId]: SearchSection<Id> };

const SearchSettingsSchema = section(
  Object.fromEntries(
    SEARCH_LIST.map((provider) => [
      provider.id,
      z.preprocess(
        (value) => (typeof value === 'boolean' ? { enabled: value } : value),
        section({ enabled: bool(provider.onByDefault), ...fieldShape(provider.fields) }),
      ),
    ]),
  ),
) as unknown as z.ZodType<SearchSettings>;

/** Per-run budget overrides; an absent field uses the profile's budget. */
const BudgetOverridesSchema = section({
  maxModelCalls: budgetLimit,
  maxTokens: budgetLimit,
  maxSearches: budgetLimit,
  maxSeconds: z.number().positive().optional().catch(undefined),
});

/** Domain → tier; entries with an unknown tier or an empty domain are dropped, domains lower-cased. */
const TierOverridesSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform((record) => {
    const clean: Record<string, SourceTier> = {};
    for (const [domain, tier] of Object.entries(record)) {
      const key = domain
        .trim()
        .toLowerCase()
        .replace(/^www\./, '');
      const parsed = SourceTierSchema.safeParse(tier);
      if (key && parsed.success) clean[key] = parsed.data;
    }
    return clean;
  });

/** Glob patterns of sites never to check; non-strings and blanks are dropped, duplicates removed. */
const BlockedSitesSchema = z
  .array(z.unknown())
  .transform((list) => [
    ...new Set(
      list
        .filter((item): item is string => typeof item === 'string')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ])
  .catch(() => [...DEFAULT_BLOCKED_SITES]);

const SettingsSchema = section({
  model: ModelSettingsSchema,
  search: SearchSettingsSchema,
  profile: ProfileSchema.catch('quick'),
  budget: BudgetOverridesSchema,
  tierOverrides: TierOverridesSchema,
  /** Highlight claims in the page. */
  highlights: bool(true),
  blockedSites: BlockedSitesSchema,
  /** The local fact-check index: `feedUrl` overrides the Data Commons feed (tests point it at the sandbox). */
  factChecks: section({ feedUrl: text() }),
  /** The first-run onboarding was completed. */
  onboarded: bool(false),
});
export type Settings = z.infer<typeof SettingsSchema>;

/** Anything in, valid Settings out: never throws. */
export function repairSettings(value: unknown): Settings {
  return SettingsSchema.parse(value);
}

/** A fresh copy of the defaults. */
export function defaultSettings(): Settings {
  return repairSettings({});
}

/** A change to Settings: `model` and each search provider merge field by field; other fields replace what was there. */
export type SettingsPatch = Partial<Omit<Settings, 'model' | 'search'>> & {
  model?: Partial<ModelSettings>;
  /** A provider's patch; a bare boolean switches it on or off. */
  search?: { [Id in SearchProviderId]?: Partial<SearchSection<Id>> | boolean };
};

/** Applies `patch` to `current` (neither is changed) and repairs the result. */
export function mergeSettings(current: Settings, patch: SettingsPatch): Settings {
  const search: Record<string, unknown> = { ...current.search };
  for (const [key, value] of Object.entries(patch.search ?? {})) {
    const before = search[key];
    const patch = typeof value === 'boolean' ? { enabled: value } : value;
    search[key] = typeof before === 'object' ? { ...before, ...patch } : patch;
  }
  const model = patchModel(current.model, patch.model ?? {});
  return repairSettings({ ...current, ...patch, model, search });
}

/** A change to one search provider (switch it, or set fields named by its registry entry). */
export function searchPatch(id: SearchProviderId, change: Record<string, string | boolean>): SettingsPatch {
  return { search: { [id]: change } } as SettingsPatch;
}

/** A change to one model field named by a registry entry. */
export function modelFieldPatch(field: string, value: string): SettingsPatch {
  return { model: { [field]: value } as Partial<ModelSettings> };
}
