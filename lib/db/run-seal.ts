/**
 * This browser's seal on its exported runs: an HMAC-SHA-256 of each exported entry under a key that never leaves
 * the browser. A run exported here, deleted, then imported again carries a seal that verifies, so it is restored as
 * it was (its page's check again); any other file's run, or one edited since, is "imported" as before.
 */

/** The entry's bytes as sealed: its JSON text, the seal itself left out (JSON.parse keeps key order, so it is exact). */
function sealedText(entry: object): Uint8Array<ArrayBuffer> {
  const { seal: _seal, ...rest } = entry as { seal?: unknown };
  return new TextEncoder().encode(JSON.stringify(rest));
}

function toBase64(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The key as WebCrypto uses it, from its stored raw bytes (base64). */
export function sealKeyOf(raw: string): Promise<CryptoKey> {
  const bytes = fromBase64(raw);
  if (!bytes || bytes.length < 32) throw new Error('The export seal key is damaged.');
  return crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** A fresh key's raw bytes (base64): 32 random bytes. */
export function newSealKey(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(32)).buffer);
}

/** The entry with this browser's seal added (last, so the entry's own text is unchanged). */
export async function sealEntry<T extends object>(entry: T, key: CryptoKey): Promise<T & { seal: string }> {
  const signature = await crypto.subtle.sign('HMAC', key, sealedText(entry));
  return { ...entry, seal: toBase64(signature) };
}

/** Whether a raw entry from a file carries this browser's seal over exactly its own content. */
export async function isSealedHere(raw: unknown, key: CryptoKey | null): Promise<boolean> {
  if (!key || typeof raw !== 'object' || raw === null) return false;
  const seal = (raw as { seal?: unknown }).seal;
  if (typeof seal !== 'string') return false;
  const signature = fromBase64(seal);
  if (!signature) return false;
  return crypto.subtle.verify('HMAC', key, signature, sealedText(raw));
}
