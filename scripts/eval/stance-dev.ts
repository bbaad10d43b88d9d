/**
 * Fast loop for the no-model stance: `npx tsx scripts/eval/stance-dev.ts [dev|test|all] [--errors refute|support|…]`.
 * Prints the stance figures on one half of Factcheck-Bench subtask 3 (split by claim), the per-rule table and the
 * blind pairs; with --errors, the pairs of that gold class the stance got wrong (study the development half only).
 */
import { lexicalStance } from '../../lib/engine/pipeline/stance/reading/lexical-stance';
import { FILES, readJsonl, type StanceRow } from './datasets';
import { engineStance3, evaluateLexical, goldStance3, lexicalRules, refuteReadAsSupport } from './stance';
import { evaluateHeldOut } from './stance-report';
import { halfOf, type StanceHalf } from './stance-split';

const args = process.argv.slice(2);
const half = (args.find((a) => a === 'dev' || a === 'test' || a === 'all') ?? 'dev') as StanceHalf | 'all';
const errorsOf = args.includes('--errors') ? args[args.indexOf('--errors') + 1] : undefined;
const predictedAs = args.includes('--as') ? args[args.indexOf('--as') + 1] : undefined;

const all = readJsonl<StanceRow>(FILES.stances);
const rows = half === 'all' ? all : all.filter((r) => halfOf(r.claim) === half);
const c = evaluateLexical(rows);
const n3 = (x: number) => x.toFixed(3);
const line = (label: string, k: typeof c) =>
  `${label}: n ${k.n}, refute P ${n3(k.perClass.refute.precision)} R ${n3(k.perClass.refute.recall)} F1 ${n3(k.perClass.refute.f1)}, refute→support ${n3(refuteReadAsSupport(k))}, support P ${n3(k.perClass.support.precision)} R ${n3(k.perClass.support.recall)}, acc ${n3(k.accuracy)}, macro-F1 ${n3(k.macroF1)}`;
console.log(line(`Factcheck-Bench ${half}`, c));
console.log(JSON.stringify(c.confusion));
for (const r of lexicalRules(rows.map((r) => ({ ...r, gold: goldStance3(r.stance) }))))
  console.log(`  ${r.rule.padEnd(64)} S ${r.support}  R ${r.refute}  I ${r.irrelevant}`);
const held = evaluateHeldOut();
console.log(line('blind pairs', held.blind));
console.log(line('second blind group', held.blind2.all));
for (const l of held.blind2.byLang) console.log(line(`  ${l.lang}`, l.result));
console.log(line('development pairs', held.all));

if (errorsOf) {
  if (half !== 'dev') console.error('Study errors on the development half only.');
  for (const r of rows) {
    if (goldStance3(r.stance) !== errorsOf) continue;
    const s = lexicalStance(r.claim, r.evidence);
    const got = engineStance3(s.stance);
    if (predictedAs ? got !== predictedAs : got === errorsOf) continue;
    console.log(
      `\n[${r.stance} → ${s.stance}] ${s.rationale} (rel ${s.relevance})\nCLAIM: ${r.claim}\nQUOTE: ${s.quote}\nEVID: ${r.evidence.slice(0, 700)}`,
    );
  }
}
