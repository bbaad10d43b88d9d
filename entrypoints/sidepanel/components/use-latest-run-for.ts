import { useLiveQuery } from 'dexie-react-hooks';
import { siteOf } from '@/lib/db/search-terms';
import type { Run } from '@/lib/engine/schemas';
import { db } from '../db';
import { isRunOfPage } from './same-page';

/**
 * The newest run checked in this browser of the page at `url` (imported runs are never a page's latest check),
 * with its article URL; undefined while loading.
 */
export function useLatestRunFor(url: string | null): Pick<Run, 'id' | 'article'> | null | undefined {
  return useLiveQuery(async () => {
    if (!url) return null;
    const site = siteOf(url);
    if (!site) return null;
    const runs = await db.runs.where('site').equals(site).toArray();
    const same = runs.filter((run) => run.origin !== 'imported' && isRunOfPage(run, url));
    same.sort((a, b) => b.createdAt - a.createdAt);
    const latest = same[0];
    return latest ? { id: latest.id, article: latest.article } : null;
  }, [url]);
}
