import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { FactIndexStore } from '../../../lib/db/fact-index-store';
import { storedFactCheckLookup } from '../../../lib/background/stored-fact-check-lookup';
import { FactIndexDownloader } from '../../../lib/background/fact-index-download';
import { feedRecords, recordRow } from '../../../lib/background/fact-index-feed';
import type { FactCheckRecord } from '../../../lib/engine/adapters/factcheck-index/fact-check-record';
import { feedPieces } from '../../sandbox/factcheck-feed';

const PORT = 8787;
const RECORDS = 3_000;

/** The sandbox's generated feed (its corpus's reviews spread through it) as a response body, piece by piece. */
function feedBody(): ReadableStream<Uint8Array> {
  const pieces = feedPieces(RECORDS, PORT, 64_000);
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const next = pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
}

describe('the stored fact-check index as the engine sees it', () => {
  const db = new CartographerDb('dexie-fact-check-lookup');
  const store = new FactIndexStore<FactCheckRecord>(db);

  beforeAll(async () => {
    const downloader = new FactIndexDownloader<FactCheckRecord>({
      store,
      fetch: async () => new Response(feedBody()),
      now: () => Date.parse('2026-11-28T10:00:00Z'),
      parse: feedRecords,
      rowOf: recordRow,
    });
    await downloader.start('http://127.0.0.1:8787/factchecks/claimreview/latest/data.json');
    await downloader.settled();
  });
  afterAll(async () => {
    await db.delete();
  });

  it('is the whole feed, stored', async () => {
    const lookup = await storedFactCheckLookup(store);
    // Every generated item but the odd malformed one became a record.
    expect(lookup?.size).toBeGreaterThan(RECORDS * 0.95);
    expect(lookup?.updatedAt).toBe('2026-11-28T10:00:00.000Z');
  });

  it("finds a claim's fact-check in other words, and not across a different figure", async () => {
    const lookup = (await storedFactCheckLookup(store))!;
    const same = await lookup.lookup(
      { text: 'The MMR vaccine causes autism in one in fifty children.', lang: 'en' },
      3,
    );
    // PolitiFact's review, and the word-for-word copy of an unlisted site (the provider does not take its rating).
    expect(same.map((hit) => [hit.record.factChecker, hit.record.rating])).toContainEqual([
      'PolitiFact',
      'Pants on Fire',
    ]);
    const reworded = await lookup.lookup(
      { text: 'In one in fifty children, autism is caused by the MMR vaccine.', lang: 'en' },
      3,
    );
    expect(reworded.map((hit) => hit.record.factChecker)).toContain('PolitiFact');
    const otherFigure = await lookup.lookup(
      { text: 'The MMR vaccine causes autism in one in five thousand children.', lang: 'en' },
      3,
    );
    expect(otherFigure.map((hit) => hit.record.factChecker)).not.toContain('PolitiFact');
  });

  it('is null before any download', async () => {
    const empty = new CartographerDb('dexie-fact-check-lookup-empty');
    expect(await storedFactCheckLookup(new FactIndexStore(empty))).toBeNull();
    await empty.delete();
  });
});
