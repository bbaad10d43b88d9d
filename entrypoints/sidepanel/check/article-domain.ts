import { registrableDomain } from '@/lib/engine';

/** The registrable domain of an article, or null when it has none (loaded on demand, see use-article-domain.ts). */
export function articleDomainOf(url: string): string | null {
  return registrableDomain(url) || null;
}
