/** Registrable domains (eTLD+1) from the public suffix list: the one module of the URL helpers that carries it. */
import { getDomain } from 'tldts';
import { hostOf, parseUrl } from './url';

/** Registrable domain (eTLD+1: `news.bbc.co.uk` → `bbc.co.uk`), or the host name when it has none (IP, localhost). */
export function registrableDomain(url: string): string {
  const parsed = parseUrl(url.includes('://') ? url : `https://${url}`);
  if (!parsed) return '';
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  return getDomain(host) ?? host;
}

/** The domain an evidence page is filed and counted under: its registrable domain, else its host. */
export function sourceDomain(url: string): string {
  return registrableDomain(url) || hostOf(url);
}
