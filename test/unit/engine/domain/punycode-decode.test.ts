import { expect, it } from 'vitest';
import { unicodeHost } from '../../../../lib/engine/domain/tiers/punycode-decode';
it('x', () => {
  for (const h of [
    'whо.int',
    'cdс.gov',
    'münchen.de',
    '例え.jp',
    'bücher.example',
    'раураl.com',
    'nаture.com',
  ]) {
    const ascii = new URL('https://' + h).hostname;
    expect(unicodeHost(ascii)).toBe(h.normalize('NFC'));
  }
});
