import { useLiveQuery } from 'dexie-react-hooks';
import { siteOf } from '@/lib/db/search-terms';
import { db } from '../db';

/**
 * The newest run checked in this browser of the page at `url` (by URL or canonical URL), so reopening the panel
 * shows its last check. Imported runs never count: a file must not pass itself off as this page's check.
 */
export function useLatestRunFor(url: string | null): string | null {
  return (
    useLiveQuery(async () => {
      if (!url) return null;
      const site = siteOf(url);
      if (!site) return null;
      const runs = await db.runs.where('site').equals(site).toArray();
      const same = runs.filter(
        (run) => run.origin !== 'imported' && (run.article.url === url || run.article.canonicalUrl === url),
      );
      same.sort((a, b) => b.createdAt - a.createdAt);
      return same[0]?.id ?? null;
    }, [url]) ?? null
  );
}
