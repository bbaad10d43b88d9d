import { useLiveQuery } from 'dexie-react-hooks';
import { latestRunFor } from '@/lib/db/run-lookups';
import { db } from '../db';

/**
 * The newest check of the article at `url` in this browser (imported runs are never a page's latest check, and a
 * challenge of one statement is shown only when the user opens it); undefined while loading.
 */
export function useLatestRunFor(url: string | null): { id: string } | null | undefined {
  return useLiveQuery(async () => {
    const id = url ? await latestRunFor(db, url, 'article') : null;
    return id ? { id } : null;
  }, [url]);
}
