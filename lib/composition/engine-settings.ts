/** EngineSettings: the plain, validated shape the composition root builds adapters from (and its env reader). */
import { z } from 'zod';
import { SourceTierSchema } from '../engine/schemas';

const keyed = z.object({ key: z.string().min(1), baseUrl: z.string().url().optional() });

export const EngineSettingsSchema = z.object({
  llm: z
    .object({
      provider: z.enum(['none', 'openai', 'openai-compatible', 'chrome-builtin']).default('none'),
      apiKey: z.string().optional(),
      baseUrl: z.string().url().optional(),
      model: z.string().min(1).optional(),
      temperature: z.number().min(0).max(2).optional(),
    })
    .default({ provider: 'none' }),
  search: z
    .object({
      wikipedia: z.object({ baseUrl: z.string().optional(), pageBaseUrl: z.string().optional() }).optional(),
      openalex: z.object({ baseUrl: z.string().url().optional(), mailto: z.string().optional() }).optional(),
      factcheck: keyed.optional(),
      searxng: z.object({ url: z.string().url() }).optional(),
      brave: keyed.optional(),
      tavily: keyed.optional(),
    })
    .default({ wikipedia: {}, openalex: {} }),
  tierOverrides: z.record(z.string(), SourceTierSchema).optional(),
});
export type EngineSettings = z.infer<typeof EngineSettingsSchema>;
export type EngineSettingsInput = z.input<typeof EngineSettingsSchema>;

export const DEFAULT_MODEL = 'gpt-4o-mini';

/**
 * Settings from environment variables (CLI): OPENAI_API_KEY (+ OPENAI_BASE_URL → openai-compatible),
 * CARTOGRAPHER_MODEL, BRAVE_API_KEY, TAVILY_API_KEY, GOOGLE_FACTCHECK_KEY, SEARXNG_URL.
 * Without them: no model, Wikipedia and OpenAlex (no key needed).
 */
export function engineSettingsFromEnv(env: NodeJS.ProcessEnv): EngineSettings {
  const value = (name: string) => (env[name]?.trim() ? env[name]!.trim() : undefined);
  const apiKey = value('OPENAI_API_KEY');
  const baseUrl = value('OPENAI_BASE_URL');
  const model = value('CARTOGRAPHER_MODEL');
  const llm =
    apiKey || baseUrl
      ? {
          provider: baseUrl ? ('openai-compatible' as const) : ('openai' as const),
          ...(apiKey ? { apiKey } : {}),
          ...(baseUrl ? { baseUrl } : {}),
          model: model ?? DEFAULT_MODEL,
        }
      : { provider: 'none' as const };
  const brave = value('BRAVE_API_KEY');
  const tavily = value('TAVILY_API_KEY');
  const factcheck = value('GOOGLE_FACTCHECK_KEY');
  const searxng = value('SEARXNG_URL');
  return EngineSettingsSchema.parse({
    llm,
    search: {
      wikipedia: {},
      openalex: {},
      ...(brave ? { brave: { key: brave } } : {}),
      ...(tavily ? { tavily: { key: tavily } } : {}),
      ...(factcheck ? { factcheck: { key: factcheck } } : {}),
      ...(searxng ? { searxng: { url: searxng } } : {}),
    },
  });
}
