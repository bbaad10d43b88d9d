import { useLiveQuery } from 'dexie-react-hooks';
import { latestRunFor } from '@/lib/db/run-lookups';
import { db } from '../db';

/**
 * The newest run checked in this browser of the page at `url` (imported runs are never a page's latest check);
 * undefined while loading.
 */
export function useLatestRunFor(url: string | null): { id: string } | null | undefined {
  return useLiveQuery(async () => {
    const id = url ? await latestRunFor(db, url) : null;
    return id ? { id } : null;
  }, [url]);
}
