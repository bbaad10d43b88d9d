/** One run at a time per article: the job runner takes an article's lock before starting and frees it when the run settles. */
import type { Article } from '../engine/schemas';
import { EngineError } from '../engine/errors';
import { urlIdentity } from '../engine/domain/url';

/** The page a run is about, by the engine's one "same URL" (the same article read twice has the same key). */
function articleKey(article: Pick<Article, 'url'>): string {
  return urlIdentity(article.url);
}

export class ArticleLocks {
  /** Article key → run id holding it ('' while the run is being created). */
  private readonly held = new Map<string, string>();

  /** Takes the lock for an article, or returns null when a run already holds it. */
  tryTake(article: Pick<Article, 'url'>): string | null {
    const key = articleKey(article);
    if (this.held.has(key)) return null;
    this.held.set(key, '');
    return key;
  }

  /** Takes the lock for an article, or refuses with a message the panel shows. */
  take(article: Pick<Article, 'url'>): string {
    const key = this.tryTake(article);
    if (key === null) {
      throw new EngineError(
        'input/invalid',
        'This article is already being checked. Wait for that check to finish, or cancel it before starting another.',
      );
    }
    return key;
  }

  /** Records which run holds a lock taken with `take`. */
  bind(key: string, runId: string): void {
    this.held.set(key, runId);
  }

  /** Frees a lock taken with `take` whose run was never created. */
  releaseKey(key: string): void {
    this.held.delete(key);
  }

  /** Frees the lock a run holds (it settled). */
  releaseRun(runId: string): void {
    for (const [key, holder] of this.held) if (holder === runId) this.held.delete(key);
  }
}
