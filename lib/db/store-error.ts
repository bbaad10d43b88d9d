/** Turns IndexedDB/Dexie failures into EngineErrors a user can act on (quota first: it is the common one). */
import { EngineError } from '../engine/errors';

export const QUOTA_MESSAGE = 'Browser storage is full: delete old runs in History or export them first.';

/** True when `error` (or the error Dexie wrapped as `inner`, or its `cause`) is a QuotaExceededError. */
function isQuotaError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { name, inner, cause } = current as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner ?? cause;
  }
  return false;
}

/** Maps any storage failure to an EngineError; EngineErrors pass through unchanged. */
export function toStoreError(error: unknown): EngineError {
  if (error instanceof EngineError) return error;
  if (isQuotaError(error)) return new EngineError('store/quota', QUOTA_MESSAGE, { cause: error });
  const detail = error instanceof Error ? error.message : String(error);
  return new EngineError(
    'store/failed',
    `Saving to browser storage failed (${detail}). Reload the extension; if it keeps failing, export your runs from History and clear data in Settings.`,
    { cause: error },
  );
}

/** Runs a storage operation and rethrows its failure as an EngineError. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toStoreError(error);
  }
}
