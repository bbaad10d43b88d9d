import { lexicalStance } from '../../lib/engine/heuristics';
import { FILES, readJsonl, type StanceRow } from './datasets';
import { halfOf } from './stance-split';
const pat = new RegExp(process.argv[2]!);
for (const r of readJsonl<StanceRow>(FILES.stances).filter((r) => halfOf(r.claim) === 'dev')) {
  const s = lexicalStance(r.claim, r.evidence);
  if (pat.test(s.rationale)) console.log(`[${r.stance}] ${s.rationale}\n  C: ${r.claim}\n  Q: ${s.quote.slice(0, 300)}`);
}
