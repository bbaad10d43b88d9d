/** The Settings schema: every field has a default, and bad stored data is repaired field by field. */
import { z } from 'zod';
import { ProfileSchema, SourceTierSchema, type SourceTier } from '../engine/schemas';
import { DEFAULT_BLOCKED_SITES } from './blocked-sites';

export const DEFAULT_MODEL = 'gpt-4o-mini';

const bool = (fallback: boolean) => z.boolean().catch(fallback);
const text = (fallback = '') =>
  z
    .string()
    .transform((value) => value.trim())
    .catch(fallback);
const budgetLimit = z.number().int().positive().optional().catch(undefined);

/** An object whose fields repair themselves; the whole object falls back to defaults when it is not one. */
function section<T extends z.ZodRawShape>(shape: T) {
  const schema = z.object(shape);
  return schema.catch(() => schema.parse({}));
}

export const ModelProviderSchema = z.enum(['none', 'openai', 'openai-compatible', 'chrome-builtin']);
export type ModelProvider = z.infer<typeof ModelProviderSchema>;

export const ModelSettingsSchema = section({
  provider: ModelProviderSchema.catch('none'),
  apiKey: text(),
  /** For 'openai-compatible': e.g. http://localhost:11434/v1. */
  baseUrl: text(),
  model: z.string().trim().min(1).catch(DEFAULT_MODEL),
  temperature: z.number().min(0).max(2).catch(0),
});

export const SearchSettingsSchema = section({
  wikipedia: bool(true),
  openalex: bool(true),
  factcheck: section({ enabled: bool(false), key: text() }),
  searxng: section({ enabled: bool(false), url: text() }),
  brave: section({ enabled: bool(false), key: text() }),
  tavily: section({ enabled: bool(false), key: text() }),
});

/** Per-run budget overrides; an absent field uses the profile's budget. */
export const BudgetOverridesSchema = section({
  maxModelCalls: budgetLimit,
  maxTokens: budgetLimit,
  maxSearches: budgetLimit,
  maxSeconds: z.number().positive().optional().catch(undefined),
});

/** Domain → tier; entries with an unknown tier or an empty domain are dropped, domains lower-cased. */
export const TierOverridesSchema = z
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
export const BlockedSitesSchema = z
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

export const SettingsSchema = section({
  model: ModelSettingsSchema,
  search: SearchSettingsSchema,
  profile: ProfileSchema.catch('quick'),
  budget: BudgetOverridesSchema,
  tierOverrides: TierOverridesSchema,
  /** Highlight claims in the page. */
  highlights: bool(true),
  blockedSites: BlockedSitesSchema,
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

/** A change to Settings: `model` and `search` merge field by field; other fields replace what was there. */
export type SettingsPatch = Partial<Omit<Settings, 'model' | 'search'>> & {
  model?: Partial<Settings['model']>;
  search?: {
    [K in keyof Settings['search']]?: Settings['search'][K] extends object
      ? Partial<Settings['search'][K]>
      : Settings['search'][K];
  };
};

/** Applies `patch` to `current` (neither is changed) and repairs the result. */
export function mergeSettings(current: Settings, patch: SettingsPatch): Settings {
  const search: Record<string, unknown> = { ...current.search };
  for (const [key, value] of Object.entries(patch.search ?? {})) {
    const before = search[key];
    search[key] =
      typeof value === 'object' && value !== null && typeof before === 'object'
        ? { ...before, ...value }
        : value;
  }
  return repairSettings({ ...current, ...patch, model: { ...current.model, ...patch.model }, search });
}
