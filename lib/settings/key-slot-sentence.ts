/** Why the key field is empty after a switch: keys are kept for one provider at one address, and say so. */
import { KEY_FIELD, keySlot } from './model-keys';
import type { Settings } from './settings-schema';

/**
 * A sentence under the model fields when this provider and address have no key saved but another has: the user
 * switched, and the key they typed elsewhere stays there (never sent here). Null when there is nothing to explain.
 */
export function keySlotSentence(model: Settings['model'], fields: readonly string[]): string | null {
  if (!fields.includes(KEY_FIELD) || model.apiKey.trim() !== '') return null;
  const here = keySlot(model.provider, model.baseUrl);
  const elsewhere = Object.entries(model.keys).filter(([slot, key]) => slot !== here && key.trim() !== '');
  if (elsewhere.length === 0) return null;
  return `No key is saved for ${addressOf(here)} yet. Keys are kept for each provider and address: ${elsewhere.length === 1 ? 'the key you entered for another stays with it and is never sent here' : `the ${elsewhere.length} keys you entered for others stay with them and are never sent here`}.`;
}

/** The address part of a key slot ("openai https://api.openai.com/v1" → "api.openai.com/v1"), or the provider's name. */
function addressOf(slot: string): string {
  const [provider, ...rest] = slot.split(' ');
  const base = rest.join(' ').replace(/^https?:\/\//, '');
  return base || (provider ?? 'this provider');
}
