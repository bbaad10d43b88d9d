/**
 * How Cartographer names itself to APIs that ask clients to identify (Wikimedia): one identity string, sent as
 * `User-Agent` where the runtime lets us set it (Node: the CLI) and as `Api-User-Agent` in a browser, which
 * forbids setting User-Agent.
 *
 * Wikimedia's User-Agent policy (meta.wikimedia.org/wiki/User-Agent_policy, foundation.wikimedia.org/wiki/
 * Policy:Wikimedia_Foundation_User-Agent_Policy) asks for `<client name>/<version> (<contact information>)
 * <library/framework name>/<version>` with a URL or e-mail to reach the operator; "Wikimedia APIs/Access policy"
 * (mediawiki.org/wiki/Wikimedia_APIs/Access_policy) names `Api-User-Agent` for browser-based JavaScript. Since
 * March–May 2026 a request without such identification counts as "unidentified": 10 requests a minute across all
 * Wikimedia sites together, against 200 for a compliant User-Agent (mediawiki.org/wiki/Wikimedia_APIs/Rate_limits).
 */

const CLIENT_NAME = 'Cartographer';
/** The release of package.json (a unit test keeps them equal). */
const CLIENT_VERSION = '0.1.0';
/** Where a Wikimedia operator reads what this client is and how to reach its maintainers. */
const PROJECT_URL = 'https://github.com/cartographer-factcheck/cartographer';

/** `Cartographer/0.1.0 (https://github.com/…; fact-checking extension and CLI)`, with the operator's own contact when given. */
function clientIdentity(contact?: string): string {
  const reach = contact?.trim() ? `${PROJECT_URL}; ${contact.trim()}` : PROJECT_URL;
  return `${CLIENT_NAME}/${CLIENT_VERSION} (${reach}; fact-checking extension and CLI)`;
}

/** Where the identity goes: `user-agent` (Node, the CLI) or `api-user-agent` (a browser, the extension). */
export type IdentityHeader = 'user-agent' | 'api-user-agent';

/** The request headers that identify Cartographer in this runtime. */
export function identityHeaders(header: IdentityHeader, contact?: string): Record<string, string> {
  return { [header === 'user-agent' ? 'User-Agent' : 'Api-User-Agent']: clientIdentity(contact) };
}
