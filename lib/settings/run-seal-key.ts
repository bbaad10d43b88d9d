/** Where this browser keeps its export seal key (`lib/db/run-seal.ts`): storage.local, out of content scripts' reach. */
import { storage } from 'wxt/utils/storage';
import { newSealKey, sealKeyOf } from '../db/run-seal';

const sealKeyItem = storage.defineItem<string | null>('local:runSealKey', { fallback: null });

/** The key to check a file's seals with, null when this browser never exported a run (nothing can verify). */
export async function readSealKey(): Promise<CryptoKey | null> {
  const raw = await sealKeyItem.getValue();
  if (!raw) return null;
  try {
    return await sealKeyOf(raw);
  } catch {
    return null;
  }
}

/** The key to seal an export with, made on the first export (one panel at a time, so two panels never race). */
export async function sealKeyForExport(): Promise<CryptoKey> {
  const make = async () => {
    const stored = await readSealKey();
    if (stored) return stored;
    const raw = newSealKey();
    await sealKeyItem.setValue(raw);
    return sealKeyOf(raw);
  };
  return navigator.locks ? navigator.locks.request('cartographer-run-seal-key', make) : make();
}
