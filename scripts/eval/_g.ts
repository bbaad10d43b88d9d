import { lexicalStance, namesIn, claimCoverage } from '../../lib/engine/heuristics';
import { FILES, readJsonl, type StanceRow } from './datasets';
import { halfOf } from './stance-split';
import { goldStance3 } from './stance';
const rows = readJsonl<StanceRow>(FILES.stances).filter((r) => halfOf(r.claim) === 'dev');
for (const r of rows) {
  const s = lexicalStance(r.claim, r.evidence);
  if (s.stance !== 'refutes') continue;
  const names = namesIn(r.claim);
  const inQuote = names.filter((n) => claimCoverage(n, s.quote) === 1).length;
  const inPassage = names.filter((n) => claimCoverage(n, r.evidence) === 1).length;
  console.log(goldStance3(r.stance).padEnd(10), `names ${names.length} quote ${inQuote} passage ${inPassage} rel ${s.relevance} cov ${claimCoverage(r.claim, s.quote).toFixed(2)}`, s.rationale.slice(11, 50), '|', r.claim.slice(0, 60));
}
