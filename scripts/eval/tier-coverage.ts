/**
 * Tier coverage: the share of real fact-checks' evidence URLs whose source has a known tier.
 * `npx tsx scripts/eval/tier-coverage.ts <averitec dev.json> [all|even|odd] [--unknown N]`
 * AVeriTeC (github.com/MichSchli/AVeriTeC, data/dev.json, CC BY-NC 4.0; not redistributed here): 500 real claims
 * with the evidence URLs their annotators cited (`questions[].answers[].source_url`, web.archive.org wrappers
 * unwrapped). `even`/`odd` split by claim index: domains were added looking at the even half only.
 */
import { readFileSync } from 'node:fs';
import { tierOf } from '../../lib/engine/domain';
import { ENGINE_CONFIG } from '../../lib/engine/config';

interface AveritecClaim {
  questions?: Array<{ answers?: Array<{ source_url?: string }> }>;
}

const [path, half = 'all'] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!path) throw new Error('usage: tier-coverage.ts <dev.json> [all|even|odd] [--unknown N]');
const unknownArg = process.argv.indexOf('--unknown');
const listUnknown = unknownArg > 0 ? Number(process.argv[unknownArg + 1] ?? 50) : 0;
const claims = JSON.parse(readFileSync(path, 'utf8')) as AveritecClaim[];
const unwrap = (url: string) => url.replace(/^https?:\/\/web\.archive\.org\/web\/[^/]+\//, '');

let known = 0;
let urls = 0;
let entries = 0;
const unknown = new Map<string, number>();
claims.forEach((claim, index) => {
  if ((half === 'even' && index % 2 === 1) || (half === 'odd' && index % 2 === 0)) return;
  for (const question of claim.questions ?? [])
    for (const answer of question.answers ?? []) {
      if (!answer.source_url) continue;
      entries += 1;
      const url = unwrap(answer.source_url);
      if (!/^https?:\/\/[^/]+\.[^/]+/i.test(url)) continue; // "metadata" and other non-URLs
      urls += 1;
      const tier = tierOf(url, { lookalike: ENGINE_CONFIG.tiers.lookalike });
      if (tier.tier !== 'unknown') known += 1;
      else unknown.set(tier.domain, (unknown.get(tier.domain) ?? 0) + 1);
    }
});
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
console.log(
  `AVeriTeC dev (${half}): ${known}/${urls} evidence URLs of known tier = ${pct(known, urls)} (${pct(known, entries)} of all ${entries} source entries)`,
);
for (const [domain, n] of [...unknown].sort((a, b) => b[1] - a[1]).slice(0, listUnknown))
  console.log(n, domain);
