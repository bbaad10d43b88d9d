/** The seen-before index's keys: a claim told as what someone said keys on what was said, not on who said it. */
import { describe, expect, it } from 'vitest';
import { lookupKeysOf, seenKeysOf } from '../../../lib/db/seen-keys';
import { analyseClaim } from '../../../lib/engine/domain/claims/claim-match';

const keys = (text: string) => seenKeysOf(analyseClaim({ text, lang: 'en' }));
const looked = (text: string) => lookupKeysOf(analyseClaim({ text, lang: 'en' }));

describe('seen-before keys of a reported claim', () => {
  it('are the keys of the claim itself, whoever said it', () => {
    const plain = 'Unemployment in Ohio fell to 4 percent in 2019.';
    for (const reported of [
      'The governor said that unemployment in Ohio fell to 4 percent in 2019.',
      'Officials told reporters on Monday that unemployment in Ohio fell to 4 percent in 2019.',
    ]) {
      expect(keys(reported)).toEqual(keys(plain));
      expect(looked(reported)).toEqual(looked(plain));
    }
  });

  it('keep every word of a claim in which "that" says which thing, or opens a long sentence', () => {
    const demonstrative = 'That bridge over the Ohio river collapsed in 2019.';
    expect(keys(demonstrative)).not.toEqual(keys('The bridge collapsed in 2019.'));
    const long =
      'A committee of the state senate in Columbus, after two long hearings and a vote, concluded that unemployment fell.';
    expect(keys(long)).not.toEqual(keys('Unemployment fell.'));
  });
});
