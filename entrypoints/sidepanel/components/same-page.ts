/** Whether two URLs name the same page (the fragment is ignored), and whether a run is about a given page. */
import type { Run } from '@/lib/engine';

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

export function samePage(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && withoutFragment(a) === withoutFragment(b);
}

/** True when the run checked the page at `url` (by its URL or canonical URL). */
export function isRunOfPage(run: Pick<Run, 'article'>, url: string | null): boolean {
  return samePage(run.article.url, url) || samePage(run.article.canonicalUrl, url);
}
