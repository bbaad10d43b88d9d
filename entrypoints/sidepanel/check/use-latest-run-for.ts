import { useLiveQuery } from 'dexie-react-hooks';
import { latestRunFor } from '@/lib/db/run-lookups';
import { db } from '../db';

/**
 * The newest run checked in this browser of the page at `url` (by URL or canonical URL), so reopening the panel
 * shows its last check. Imported runs never count: a file must not pass itself off as this page's check.
 */
export function useLatestRunFor(url: string | null): string | null {
  return useLiveQuery(async () => (url ? latestRunFor(db, url) : null), [url]) ?? null;
}
