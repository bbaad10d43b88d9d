/** Stored settings of an older version brought to this one, in order, inside the settings lock (settings.ts). */
import { keySlot } from './model-keys';

/**
 * Version 2 (issue 30): OpenAlex is off by default and wants a free key since 13 February 2026. Everyone whose
 * stored settings have it on without a key (every version-1 user: its default was on, stored by the first repair)
 * gets it switched off, so no check keeps sending searches that fail after the keyless allowance (about 10 a day).
 * Users with a key, or with OpenAlex already off, keep what they chose. Anything else is left to the repair.
 */
export function settingsV1toV2(stored: unknown): unknown {
  if (!isRecord(stored) || !isRecord(stored.search)) return stored;
  const openalex = stored.search.openalex;
  const section =
    typeof openalex === 'boolean' ? { enabled: openalex } : isRecord(openalex) ? openalex : null;
  if (section === null) return stored;
  const key = typeof section.key === 'string' ? section.key.trim() : '';
  const enabled = section.enabled === true && key !== '';
  return { ...stored, search: { ...stored.search, openalex: { ...section, enabled } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Version 3 (issue 31): keys are stored per provider and base URL (`model.keys`, `lib/settings/model-keys.ts`), and
 * the model fields shown belong to the chosen provider only. Version 2 kept one key, model name and base URL shared by
 * OpenAI and every OpenAI-compatible server. The key of a user on OpenAI or a server stays theirs (the repair files it
 * under that provider and base URL). A user on no model or the built-in model had fields typed for a provider they
 * left: those go to the OpenAI-compatible server when a base URL was typed (only that provider has one), else to
 * OpenAI (only it works without one), so each is sent only where it was sent before. A base URL and window stored
 * beside an OpenAI key (typed for a server earlier, unused by OpenAI) go back to the server they were typed for.
 */
export function settingsV2toV3(stored: unknown): unknown {
  if (!isRecord(stored) || !isRecord(stored.model)) return stored;
  const model = stored.model;
  const provider = typeof model.provider === 'string' ? model.provider : 'none';
  if (provider === 'openai-compatible') return stored;
  const field = (name: string) => (typeof model[name] === 'string' ? model[name].trim() : '');
  const [apiKey = '', baseUrl = '', name = '', contextTokens = ''] = [
    'apiKey',
    'baseUrl',
    'model',
    'contextTokens',
  ].map(field);
  const remembered = isRecord(model.remembered) ? model.remembered : {};
  if (provider === 'openai') {
    // OpenAI never used the base URL typed for a server: it stays that server's.
    if (!baseUrl && !contextTokens) return stored;
    const server = Object.fromEntries(
      Object.entries({ baseUrl, contextTokens }).filter(([, value]) => value !== ''),
    );
    return {
      ...stored,
      model: {
        ...model,
        baseUrl: '',
        contextTokens: '',
        remembered: { ...remembered, 'openai-compatible': server },
      },
    };
  }
  if (!apiKey && !baseUrl && !contextTokens) return stored;
  const owner = baseUrl ? 'openai-compatible' : 'openai';
  const own: Record<string, string> = Object.fromEntries(
    Object.entries({ baseUrl, model: name, contextTokens }).filter(([, value]) => value !== ''),
  );
  const keys = isRecord(model.keys) ? model.keys : {};
  return {
    ...stored,
    model: {
      ...model,
      apiKey: '',
      baseUrl: '',
      contextTokens: '',
      keys: apiKey ? { ...keys, [keySlot(owner, baseUrl)]: apiKey } : keys,
      remembered: { ...remembered, [owner]: own },
    },
  };
}
