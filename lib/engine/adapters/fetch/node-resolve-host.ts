/** Node-only name resolution for the address guard (browsers have no DNS API); never import it from extension code. */
import { lookup } from 'node:dns/promises';
import type { ResolveHost } from './download-page';

/** Every address `dns.lookup` gives for `hostname` (what Node's fetch would connect to), IPv4 and IPv6. */
export const resolveHostWithDns: ResolveHost = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => answer.address);
};
