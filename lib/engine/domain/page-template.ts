/** A page's template as its byline and site-name pattern show it: copy networks run many sites on one. */
import { listedTierOf } from './tiers/tier-of';

/**
 * The template key of a page: its byline and its site name with the site's own name taken out ("truthwire-daily |
 * Independent News Network" → "| independent news network"), lower-cased; null without a byline, or when the site
 * name is nothing but the site's own name. Two sites with one key share a page skeleton and its boilerplate.
 */
export function templateKey(page: {
  url: string;
  byline: string | null;
  siteName: string | null;
}): string | null {
  const byline = fold(page.byline ?? '');
  const siteName = fold(page.siteName ?? '');
  if (!byline || !siteName) return null;
  const label = listedTierOf(page.url).domain.split('.')[0] ?? '';
  const pattern = label.length >= 3 ? fold(siteName.split(label).join(' ')) : siteName;
  // A site name that is just the site's own name ("Reuters" on reuters.com) shows no shared template.
  if (!/\p{L}{3}/u.test(pattern)) return null;
  return `${byline}|${pattern}`;
}

function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
