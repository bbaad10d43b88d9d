/** Which run (and claim) the side panel should show: set by the background, watched by the panel. */
import { storage } from 'wxt/utils/storage';

export interface Focus {
  runId: string | null;
  claimId: string | null;
  /** Why a requested check could not start, in words (shown by the panel). */
  error: string | null;
  at: number;
}

export const focusItem = storage.defineItem<Focus | null>('session:focus', { fallback: null });

export async function setFocus(runId: string, claimId: string | null = null): Promise<void> {
  await focusItem.setValue({ runId, claimId, error: null, at: Date.now() });
}

export async function setFocusError(error: string): Promise<void> {
  await focusItem.setValue({ runId: null, claimId: null, error, at: Date.now() });
}
