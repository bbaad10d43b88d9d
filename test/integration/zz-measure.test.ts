import { it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
it('measures', async () => {
  for (const name of ['news', 'long'] as const) {
    const article = await loadArticle(sandbox(), name);
    sandbox().reset();
    const started = Date.now();
    const off = (process.env.OFF ?? '').split(',').filter(Boolean);
    const report = await checkArticle(
      makeDeps(sandbox(), 'annotated', {
        settings: (s) => ({ ...s, search: { ...s.search, ...Object.fromEntries(off.map((id) => [id, { ...(s.search as Record<string, object>)[id], enabled: false }])) } }),
      }),
      { article, profile: 'quick' },
    );
    const ms = Date.now() - started;
    const search = sandbox().requests().filter((r) => r.kind === 'search');
    const by: Record<string, number> = {};
    for (const r of search) by[r.provider ?? '?'] = (by[r.provider ?? '?'] ?? 0) + 1;
    const failed = search.filter((r) => r.provider === "europepmc").map((r) => `${r.status}:${r.at % 100000}`);
    const verdicts = report.verdicts.map((v) => v.label).join(',');
    console.log(JSON.stringify({ name, ms, total: search.length, failed, by, verdicts, notices: report.run.notices }));
  }
}, 300_000);
