/** storage.local limited to trusted contexts where the browser can (Chrome), and no failure where it cannot (Firefox). */
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { restrictStorageToTrustedContexts } from '../../../lib/background/restrict-storage';

describe('restrictStorageToTrustedContexts', () => {
  it('says it is unsupported, without throwing, in a browser without setAccessLevel (Firefox)', async () => {
    // Firefox's storage.local: the usual methods, no setAccessLevel.
    const { setAccessLevel: _absent, ...firefoxLocal } = fakeBrowser.storage.local as {
      setAccessLevel?: unknown;
    };
    await expect(restrictStorageToTrustedContexts(firefoxLocal)).resolves.toBe('unsupported');
  });

  it('asks for trusted contexts only, and reports a refusal instead of throwing', async () => {
    const asked: unknown[] = [];
    const chrome = { setAccessLevel: (options: unknown) => (asked.push(options), Promise.resolve()) };
    await expect(restrictStorageToTrustedContexts(chrome)).resolves.toBe('trusted-contexts');
    expect(asked).toEqual([{ accessLevel: 'TRUSTED_CONTEXTS' }]);
    const refusing = { setAccessLevel: () => Promise.reject(new Error('Access level not supported')) };
    await expect(restrictStorageToTrustedContexts(refusing)).resolves.toBe('failed');
  });
});
