/**
 * `npm run check` with CARTOGRAPHER_HISTORY=on: the claims of a check are kept in the cache folder, and the next
 * check of an article repeating them reports `claims[].seenBefore` (earlier run ids, dates and verdicts) and reuses
 * fresh evidence instead of searching again. Off (the default), nothing is kept and no claim says seenBefore.
 */
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';

interface SeenJson {
  earlier: { runId: string; checkedAt: number; checkedOn: string; label: string }[];
  decision: 'reused' | 'rechecked';
  why: string;
}
interface JsonReport {
  run: { id: string; createdAt: number };
  claims: { id: string; text: string; kind: string; seenBefore?: SeenJson | null }[];
  verdicts: { claimId: string; label: string }[];
  queries: { claimId: string }[];
  seenHistory?: { path: string; claims: number };
}

const sandbox = useSandbox({ reset: false });
let file: string;
let dir: string;
beforeAll(async () => {
  ({ file, dir } = await sandboxArticleFile(sandbox(), 'health'));
});

async function checkJson(env: Record<string, string>, name: string) {
  const out = join(dir, `${name}.json`);
  const result = await runCli([file, '--format', 'json', '--out', out], {
    CARTOGRAPHER_SEARCH: 'searxng',
    SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    ...env,
  });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(await readFile(out, 'utf8')) as JsonReport;
}

describe('npm run check with a History of checked claims', { timeout: 240_000 }, () => {
  it('reports the claims checked before with their earlier run, date and verdict, and reuses fresh evidence', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cartographer-history-'));
    const env = { CARTOGRAPHER_CACHE_DIR: cache, CARTOGRAPHER_HISTORY: 'on' };
    const first = await checkJson(env, 'first');
    // Nothing was checked before the first check: every claim says so.
    expect(first.claims.every((c) => c.seenBefore === null)).toBe(true);
    const checked = first.verdicts.filter((v) =>
      first.claims.some((c) => c.id === v.claimId && !['opinion', 'prediction', 'satire'].includes(c.kind)),
    );
    expect(checked.length).toBeGreaterThan(0);
    // The History now holds each claim the check judged.
    expect(first.seenHistory).toEqual({ path: join(cache, 'seen-claims.jsonl'), claims: checked.length });

    const second = await checkJson(env, 'second');
    for (const verdict of checked) {
      const text = first.claims.find((c) => c.id === verdict.claimId)!.text;
      const again = second.claims.find((c) => c.text === text);
      expect(again?.seenBefore?.earlier[0], text).toMatchObject({
        runId: first.run.id,
        checkedAt: first.run.createdAt,
        checkedOn: new Date(first.run.createdAt).toISOString(),
        label: verdict.label,
      });
      // A claim whose evidence is reused is not searched for again.
      if (again?.seenBefore?.decision === 'reused')
        expect(second.queries.filter((q) => q.claimId === again.id)).toEqual([]);
    }
    expect(second.claims.some((c) => c.seenBefore?.decision === 'reused')).toBe(true);
  });

  it('keeps nothing without CARTOGRAPHER_HISTORY', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cartographer-history-off-'));
    const report = await checkJson({ CARTOGRAPHER_CACHE_DIR: cache }, 'off');
    expect(report.seenHistory).toBeUndefined();
    expect(report.claims.some((c) => 'seenBefore' in c)).toBe(false);
    expect(await readdir(cache)).not.toContain('seen-claims.jsonl');
  });
});
