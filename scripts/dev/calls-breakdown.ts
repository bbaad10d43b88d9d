/** Dev aid: per article (cold Quick), the model calls a run makes by kind, read from its trace. */
import { benchPipeline } from '../../bench/pipeline-bench';
import type { ExportedRun } from '../../lib/db/export-bundle';
import type { ArticleName } from '../../test/sandbox/server';

function dump(r: ExportedRun | undefined): string {
  if (!r) return '';
  const lines: string[] = [];
  for (const c of r.claims) {
    const v = r.verdicts.find((x) => x.claimId === c.id);
    lines.push(
      `  ${c.id} [${c.kind}] ${v?.label ?? '-'} g=${v?.rgba.g.toFixed(2) ?? '-'} ${c.text.slice(0, 70)}`,
    );
    for (const e of r.evidence.filter((x) => x.claimId === c.id))
      lines.push(`     ${e.stance} s=${e.strength.toFixed(2)} ${e.heuristic ? 'rules' : 'model'} ${e.url}`);
    for (const t of r.trace.filter(
      (x) => x.fact.kind === 'progress' && x.claimId === c.id && x.fact.step === 'hop',
    ))
      lines.push(`     hop: ${t.detail?.slice(0, 160) ?? ''}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const only = process.argv.find((a) => a.startsWith('--articles='))?.slice('--articles='.length);
  const articles = only ? (only.split(',') as ArticleName[]) : undefined;
  const { samples, templates } = await benchPipeline({
    ...(articles ? { articles } : {}),
    profiles: ['quick'],
    coldOnly: true,
  });
  for (const [i, s] of samples.entries()) {
    const trace = templates[i]?.trace ?? [];
    const calls = trace
      .filter((t) => t.kind === 'model' && t.outcome !== 'cached')
      .sort((a, b) => a.startedAt - b.startedAt);
    const t0 = Math.min(...trace.map((t) => t.startedAt));
    const rows = calls.map((t) => {
      const f = t.fact;
      const what =
        f.kind === 'stance'
          ? `stance(${f.claimIds.length} claims, ${f.passages} passages)`
          : f.kind === 'counter-argument'
            ? `counter(${f.claimId})`
            : f.kind;
      return `${what}@${t.startedAt - t0}-${t.endedAt - t0}${t.outcome === 'ok' ? '' : `:${t.outcome}`}`;
    });
    console.log(
      `${s.article}: ${dump(templates[i])}\n${s.article}: checked ${s.checkedClaims}, model ${s.network.modelCalls} (${s.modelCallsPerClaim}/claim), first verdict ${s.firstVerdict.ms} ms after ${s.firstVerdict.modelCalls} answered (${s.firstVerdict.modelCallsSent} sent), provisional ${s.firstVerdict.provisional}, model verdict ${s.firstVerdict.model?.ms} ms after ${s.firstVerdict.model?.modelCalls} answered\n  ${rows.join('\n  ')}`,
    );
  }
}

void main();
