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
import type { ArticleName } from '../sandbox/server';

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
const files: Partial<Record<ArticleName, string>> = {};
let dir: string;
beforeAll(async () => {
  for (const name of ['health', 'story-followup', 'story-roundup'] as const) {
    const saved = await sandboxArticleFile(sandbox(), name);
    files[name] = saved.file;
    dir = saved.dir;
  }
});

async function checkJson(name: ArticleName, env: Record<string, string>) {
  const out = join(dir, `${name}-${Math.random().toString(36).slice(2)}.json`);
  const result = await runCli([files[name]!, '--format', 'json', '--out', out], {
    CARTOGRAPHER_SEARCH: 'searxng',
    SEARXNG_URL: sandbox().searchBaseUrls.searxng,
    ...env,
  });
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(await readFile(out, 'utf8')) as JsonReport;
}

const CHECKABLE = (c: JsonReport['claims'][number]) => !['opinion', 'prediction', 'satire'].includes(c.kind);

describe('npm run check with a History of checked claims', { timeout: 300_000 }, () => {
  it('follows one story across three articles: repeated claims report the earlier check and reuse it, a near miss does not', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cartographer-history-'));
    const env = { CARTOGRAPHER_CACHE_DIR: cache, CARTOGRAPHER_HISTORY: 'on' };
    const first = await checkJson('health', env);
    // Nothing was checked before the first check: every claim says so.
    expect(first.claims.every((c) => c.seenBefore === null)).toBe(true);
    const judged = first.claims.filter((c) => CHECKABLE(c) && first.verdicts.some((v) => v.claimId === c.id));
    expect(first.seenHistory).toEqual({ path: join(cache, 'seen-claims.jsonl'), claims: judged.length });
    const labelOf = (report: JsonReport, text: RegExp) => {
      const claim = report.claims.find((c) => text.test(c.text));
      return report.verdicts.find((v) => v.claimId === claim?.id)?.label;
    };

    const second = await checkJson('story-followup', env);
    const repeated = second.claims.filter((c) => /1,274|97 percent/.test(c.text));
    expect(repeated).toHaveLength(2);
    for (const claim of repeated) {
      expect(claim.seenBefore?.earlier[0], claim.text).toMatchObject({
        runId: first.run.id,
        checkedAt: first.run.createdAt,
        checkedOn: new Date(first.run.createdAt).toISOString(),
        label: labelOf(first, /97 percent/.test(claim.text) ? /97 percent/ : /1,274/),
      });
      // A claim whose evidence is reused is not searched for again.
      if (claim.seenBefore?.decision === 'reused')
        expect(second.queries.filter((q) => q.claimId === claim.id)).toEqual([]);
    }
    expect(repeated.some((c) => c.seenBefore?.decision === 'reused')).toBe(true);
    // The article's own claims were never checked before.
    for (const claim of second.claims.filter((c) => !repeated.includes(c)))
      expect(claim.seenBefore).toBeNull();

    const third = await checkJson('story-roundup', env);
    const autism = third.claims.find((c) => /autism/i.test(c.text));
    expect(autism?.seenBefore?.earlier.map((e) => e.runId)).toEqual([first.run.id]);
    // Another year is another claim: the 2019 count checked twice before does not answer the 2018 one.
    const nearMiss = third.claims.find((c) => /2018/.test(c.text));
    expect(nearMiss).toBeDefined();
    expect(nearMiss?.seenBefore).toBeNull();
  });

  it('keeps nothing without CARTOGRAPHER_HISTORY', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'cartographer-history-off-'));
    const report = await checkJson('health', { CARTOGRAPHER_CACHE_DIR: cache });
    expect(report.seenHistory).toBeUndefined();
    expect(report.claims.some((c) => 'seenBefore' in c)).toBe(false);
    expect(await readdir(cache)).not.toContain('seen-claims.jsonl');
  });
});
