/** URL normalisation for search results: a clean fetchable URL, and a looser key that spots the same page. */

const TRACKING_PARAMS =
  /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|igshid|yclid|_ga|ref_src)$/i;
const AMP_PARAMS = /^(amp|outputtype)$/i;
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * Lower-cases scheme and host, drops the fragment, tracking parameters (utm_*, fbclid, gclid …),
 * default ports and a trailing slash, and sorts the remaining query parameters.
 * Answers the input unchanged when it is not an absolute http(s) URL.
 */
export function normalizeUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return input;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return input;
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
 * Key under which two URLs count as the same page: the normalised URL without scheme, with `www.`, `m.`,
 * `mobile.` and `amp.` host labels and AMP path/query variants removed.
 */
export function urlKey(input: string): string {
  const normalized = normalizeUrl(input);
  let url: URL;
  try {
    url = new URL(normalized);
  } catch {
    return normalized.toLowerCase();
  }
  const host = url.hostname
    .split('.')
    .filter((label, index, labels) => !(index < labels.length - 2 && /^(www\d*|m|mobile|amp)$/.test(label)))
    .join('.');
  const path = url.pathname
    .replace(/\/amp(\/|$)/g, '/')
    .replace(/\.amp(\.html?)?$/, '$1')
    .replace(/\/+$/, '');
  const params = [...url.searchParams].filter(([key]) => !AMP_PARAMS.test(key));
  const query = params.length > 0 ? `?${new URLSearchParams(params).toString()}` : '';
  const port = url.port ? `:${url.port}` : '';
  return `${host}${port}${path}${query}`;
}
