/**
 * Dexie version 7: a seen-before index of version 6 (keys in a multi-entry index, the year in every key) is upgraded
 * in place to postings read by key, its keys made again; each row keeps its distinct claim.
 */
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { CartographerDb, declareVersionsBeforeFacts } from '../../../lib/db/cartographer-db';
import { SeenClaimIndex } from '../../../lib/db/seen-claims';
import { analysed, type SeenClaimRow } from '../../../lib/db/seen-rows';

let dbCount = 0;

/** The database as version 6 declared it (the stores only; the upgrades before it have nothing to do here). */
function version6(name: string): Dexie {
  const db = new Dexie(name);
  declareVersionsBeforeFacts(db);
  db.version(3).stores({});
  db.version(4).stores({
    runs: 'id, createdAt, status, [status+createdAt], site, label',
    runIndex: '[createdAt+id], &id, *words, [label+createdAt], [site+createdAt]',
  });
  db.version(5).stores({ factChecks: '[generation+id], *terms', factIndex: 'key' });
  db.version(6).stores({ seenClaims: '[runId+claimId], *terms, group, checkedAt' });
  return db;
}

function oldRow(runId: string, text: string, checkedAt: number, group = `${runId}/c0`): SeenClaimRow {
  const { analysis } = analysed({ text, lang: 'en' });
  return {
    runId,
    claimId: 'c0',
    text,
    lang: 'en',
    kind: 'statistical',
    checkedAt,
    label: 'refuted',
    confidence: 0.8,
    fromEvidence: true,
    sources: ['fullfact.org'],
    url: `https://news.example/${runId}`,
    site: 'news.example',
    title: runId,
    group,
    // Version 6's keys: the year in each of them (what the upgrade must replace).
    terms: ['=0123456789abcdef', `#4%|2019&unemploy`],
    analysis,
  };
}

describe('the seen-before index upgraded to version 7', () => {
  it('makes every row its keys and postings again, finds with them what version 6 could not, and keeps the groups', async () => {
    const name = `seen-upgrade-${++dbCount}`;
    const old = version6(name);
    await old.open();
    await old
      .table('seenClaims')
      .bulkPut([
        oldRow('run-a', 'Unemployment in Ohio fell to 4 percent in 2019.', 1_000),
        oldRow('run-b', 'Ohio unemployment fell to 4 percent in 2019.', 2_000, 'run-a/c0'),
        oldRow('run-c', 'Vaccines cause autism.', 3_000),
      ]);
    old.close();

    const db = new CartographerDb(name);
    await db.open();
    expect(db.verno).toBe(7);
    const rows = await db.seenClaims.orderBy('checkedAt').toArray();
    expect(rows.map((r) => r.group)).toEqual(['run-a/c0', 'run-a/c0', 'run-c/c0']);
    expect(rows.every((r) => !r.terms.includes('=0123456789abcdef'))).toBe(true);
    expect(await db.seenKeys.count()).toBeGreaterThan(0);
    const index = new SeenClaimIndex(db);
    // Reworded, without its year: found through the keys made again (its newest telling in those terms).
    const [ohio, autism, otherYear] = await index.lookup([
      { text: "Ohio's unemployment dropped to 4 percent.", lang: 'en' },
      { text: 'Autism is caused by vaccines.', lang: 'en' },
      { text: "Ohio's unemployment dropped to 4 percent in 2021.", lang: 'en' },
    ]);
    expect(ohio!.map((h) => h.check.runId)).toEqual(['run-b']);
    // Told again in the same terms: every telling.
    const [again] = await index.lookup([
      { text: 'Unemployment in Ohio fell to 4 percent in 2019.', lang: 'en' },
    ]);
    expect(again!.map((h) => h.check.runId).sort()).toEqual(['run-a', 'run-b']);
    expect(autism!.map((h) => h.check.runId)).toEqual(['run-c']);
    expect(otherYear).toEqual([]);
    // Deleting a run takes its rows out of the postings too; the older telling in the same terms takes its place.
    await index.removeRun('run-b');
    const [left] = await index.lookup([{ text: "Ohio's unemployment dropped to 4 percent.", lang: 'en' }]);
    expect(left!.map((h) => h.check.runId)).toEqual(['run-a']);
    const postings = await db.seenKeys.toArray();
    expect(postings.flatMap((p) => p.rows).some(([runId]) => runId === 'run-b')).toBe(false);
    db.close();
  });
});
