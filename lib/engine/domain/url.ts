/**
 * URLs in one place: host, site, a clean fetchable form, and when two URLs are the same page. The registrable domain
 * (the public suffix list) is registrable-domain.ts, so readers of hosts carry no suffix list.
 */

const TRACKING_PARAMS =
  /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|yclid|_ga|ref_src)$/i;
const AMP_PARAMS = /^(amp|outputtype)$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The URL, or null when it is not one. */
export function parseUrl(url: string): URL | null {
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/** Lower-cased host with its port when not the default (`example.org:8080`); the input itself when not a URL. */
export function hostOf(url: string): string {
  const parsed = parseUrl(url);
  return parsed ? parsed.host.toLowerCase().replace(/\.(?=:|$)/, '') : url;
}

/** The site a page is filed and shown under: lower-cased host name without `www.`; '' when not a URL. */
export function siteOf(url: string): string {
  const parsed = parseUrl(url);
  return parsed
    ? parsed.hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '')
    : '';
}

/** True when the URL's path ends in `.pdf`. */
export function isPdfUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && /\.pdf$/i.test(parsed.pathname);
}

/**
 * A clean fetchable URL: lower-cases scheme and host, drops the fragment, tracking parameters (utm_*, fbclid,
 * gclid …), default ports and a trailing slash, and sorts the remaining query parameters.
 * Answers the input unchanged when it is not an absolute http(s) URL.
 */
export function normalizeUrl(input: string): string {
  const url = parseUrl(input);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return input;
  url.hash = '';
  if (DEFAULT_PORTS[url.protocol] === url.port) url.port = '';
  url.hostname = url.hostname.toLowerCase().replace(/\.$/, '');
  const kept = [...url.searchParams].filter(([key]) => !TRACKING_PARAMS.test(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  const text = url.toString();
  return url.pathname === '/' && url.search === '' ? text.replace(/\/$/, '') : text;
}

/**
 * One spelling of a path: an escaped ASCII character that has no role in a path is written plainly (`742%2C000` and
 * `742,000` are one page to every web server we have met; search providers spell them differently), and the escapes
 * that stay (`/`, `?`, `#`, `%`, controls, spaces and non-ASCII bytes) are upper case.
 */
function samePathSpelling(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/**
 * The one definition of "the same page": two URLs are the same when their identities are equal. The normalised
 * URL without scheme, with `www.`, `m.`, `mobile.` and `amp.` host labels and AMP path/query variants removed, and
 * its path's escapes spelled one way (`samePathSpelling`).
 */
export function urlIdentity(input: string): string {
  const normalized = normalizeUrl(input);
  const url = parseUrl(normalized);
  if (!url) return normalized.toLowerCase();
  const host = url.hostname
    .split('.')
    .filter((label, index, labels) => !(index < labels.length - 2 && /^(www\d*|m|mobile|amp)$/.test(label)))
    .join('.');
  const path = samePathSpelling(url.pathname)
    .replace(/\/amp(\/|$)/g, '/')
    .replace(/\.amp(\.html?)?$/, '$1')
    .replace(/\/+$/, '');
  const params = [...url.searchParams].filter(([key]) => !AMP_PARAMS.test(key));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query}`;
}

/** True for an http(s) URL: the only kind Cartographer saves, links to or exports as a link. */
export function isWebUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return parsed !== null && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/** True when the two URLs are the same page (see `urlIdentity`). */
export function sameUrl(a: string, b: string): boolean {
  return urlIdentity(a) === urlIdentity(b);
}
