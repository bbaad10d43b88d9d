/**
 * Keeps `storage.local` (settings, API keys) away from content scripts: Chrome's `setAccessLevel` limits it to the
 * extension's own pages and worker. Firefox has no such call: there content scripts of this extension can read
 * `storage.local`, which is why ours never does and never stores anything a page could reach.
 */

type StorageProtection = 'trusted-contexts' | 'unsupported' | 'failed';

interface AccessLevelArea {
  setAccessLevel?(options: {
    accessLevel: 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS';
  }): Promise<void>;
}

export async function restrictStorageToTrustedContexts(
  area: AccessLevelArea | undefined = browser.storage.local as AccessLevelArea | undefined,
): Promise<StorageProtection> {
  if (typeof area?.setAccessLevel !== 'function') return 'unsupported';
  try {
    await area.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' });
    return 'trusted-contexts';
  } catch (error) {
    console.error('Cartographer could not restrict storage.local to its own pages', error);
    return 'failed';
  }
}
