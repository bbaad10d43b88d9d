/** Stored settings from an older version brought to the current one (WXT runs them on load, in order). */

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
