import { useEffect, useState } from 'react';

/**
 * The article's registrable domain, for verdicts saved without the domain of their prior (runs from older versions):
 * `null` when no verdict needs it, `undefined` while the public suffix list loads (kept out of the first load), then
 * the domain (or null when the article has none).
 */
export function useArticleDomain(url: string, needed: boolean): string | null | undefined {
  const [read, setRead] = useState<{ url: string; domain: string | null }>();
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('./article-domain').then(({ articleDomainOf }) => {
      if (live) setRead({ url, domain: articleDomainOf(url) });
    });
    return () => {
      live = false;
    };
  }, [url, needed]);
  if (!needed) return null;
  return read?.url === url ? read.domain : undefined;
}
