import { describe, expect, it } from 'vitest';
import { keySlotSentence } from '../../../lib/settings/key-slot-sentence';
import { defaultSettings, mergeSettings } from '../../../lib/settings/settings';

const FIELDS = ['baseUrl', 'apiKey', 'model'];

describe('why the key field is empty after a switch', () => {
  it('names the address without a key and says the other key stays where it was entered', () => {
    const atA = mergeSettings(defaultSettings(), {
      model: { provider: 'openai-compatible', baseUrl: 'http://a.example/v1', apiKey: 'K1' },
    });
    expect(keySlotSentence(atA.model, FIELDS)).toBeNull();
    const atB = mergeSettings(atA, { model: { baseUrl: 'http://b.example/v1' } });
    expect(atB.model.apiKey).toBe('');
    expect(keySlotSentence(atB.model, FIELDS)).toBe(
      'No key is saved for b.example/v1 yet. Keys are kept for each provider and address: the key you entered for another stays with it and is never sent here.',
    );
    // A provider with no key field, or nobody's key anywhere: nothing to explain.
    expect(keySlotSentence(atB.model, ['model'])).toBeNull();
    expect(keySlotSentence(defaultSettings().model, FIELDS)).toBeNull();
  });
});
