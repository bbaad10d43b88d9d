/** Sites never to check: glob patterns over host (and optionally path), matched by a pure helper. */

/**
 * Defaults: web mail, banking and intranet hosts. A pattern without wildcards matches the host and its
 * subdomains; `*` matches any characters (dots included), `?` one, `[0-9]` a class; a `/path` part
 * matches as a prefix of the URL's path.
 */
export const DEFAULT_BLOCKED_SITES: readonly string[] = [
  // Web mail
  'mail.google.com',
  'outlook.live.com',
  'outlook.office.com',
  'outlook.office365.com',
  'mail.yahoo.com',
  'mail.aol.com',
  'mail.proton.me',
  'mail.zoho.com',
  'fastmail.com',
  'icloud.com/mail',
  'mail.*',
  'webmail.*',
  // Accounts and payments
  'accounts.google.com',
  'login.microsoftonline.com',
  'paypal.com',
  // Banking
  '*.bank',
  '*bank*.com',
  '*banking*',
  // Intranets and private networks
  'intranet.*',
  '*.intranet',
  '*.internal',
  '*.local',
  '*.corp',
  '*.lan',
  '*.home.arpa',
  '10.*',
  '192.168.*',
  '172.1[6-9].*',
  '172.2[0-9].*',
  '172.3[01].*',
];

/** True when `url`'s host (and path, for patterns with one) matches any pattern; false for non-URLs. */
export function isBlockedSite(url: string, patterns: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return false;
  return patterns.some((pattern) => matchesPattern(host, parsed.pathname, pattern));
}

function matchesPattern(host: string, path: string, rawPattern: string): boolean {
  const pattern = rawPattern
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  if (!pattern) return false;
  const slash = pattern.indexOf('/');
  const hostPattern = slash === -1 ? pattern : pattern.slice(0, slash);
  const pathPattern = slash === -1 ? '' : pattern.slice(slash);
  if (!hostPattern) return false;
  const hostMatches = /[*?[]/.test(hostPattern)
    ? globToRegExp(hostPattern).test(host)
    : host === hostPattern || host.endsWith(`.${hostPattern}`);
  if (!hostMatches) return false;
  return !pathPattern || globToRegExp(`${pathPattern}*`).test(path.toLowerCase());
}

/** `*` any run, `?` one character, `[…]` a class; everything else literal. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*') source += '.*';
    else if (char === '?') source += '.';
    else if (char === '[') {
      const close = glob.indexOf(']', i + 1);
      if (close === -1) {
        source += '\\[';
        continue;
      }
      const body = glob.slice(i + 1, close).replace(/[\\\]^]/g, '\\$&');
      source += `[${body}]`;
      i = close;
    } else source += char.replace(/[.+^${}()|\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}
