/** Whether a URL names a given page, and whether a run is about it: the engine's one "same URL" (`sameUrl`). */
import { sameUrl, type Run } from '@/lib/engine';

export function samePage(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && sameUrl(a, b);
}

/** True when the run checked the page at `url` (by its URL or canonical URL). */
export function isRunOfPage(run: Pick<Run, 'article'>, url: string | null): boolean {
  return samePage(run.article.url, url) || samePage(run.article.canonicalUrl, url);
}
