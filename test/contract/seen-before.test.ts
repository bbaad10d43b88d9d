/**
 * Contract suite for the SeenBeforeLookup port, run on both adapters: History's IndexedDB index (the extension,
 * fake-indexeddb here) and the CLI's JSON-lines file in the cache folder. One matcher, the same answers.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSeenHistory } from '../../lib/composition/seen-history-file';
import { CartographerDb } from '../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../lib/db/dexie-research-store';
import type { SeenBeforeLookup } from '../../lib/engine/ports';
import type { ReportInput } from '../../lib/report/report-input';
import { BASE_TIME, fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../builders';

const DAY = 24 * 60 * 60 * 1000;

/** A lookup and the way its host records a finished check. */
interface Adapter {
  lookup: SeenBeforeLookup;
  record(report: ReportInput): Promise<void>;
}

let count = 0;
const ADAPTERS: Record<string, () => Promise<Adapter>> = {
  'IndexedDB (History)': async () => {
    const store = new DexieResearchStore(new CartographerDb(`cartographer-seen-contract-${++count}`));
    return {
      lookup: store.seen,
      async record(report) {
        await store.putClaims(report.claims);
        await store.putEvidence(report.evidence);
        await store.putVerdicts(report.verdicts);
        await store.putRun(report.run);
      },
    };
  },
  'JSON lines (CLI cache folder)': async () => {
    const history = await openSeenHistory(await mkdtemp(join(tmpdir(), 'cartographer-seen-')));
    return {
      lookup: history,
      async record(report) {
        await history.record(report);
      },
    };
  },
};

/** A finished check of one article: each claim refuted by one fact-check. */
function report(
  texts: string[],
  over: { lang?: string; createdAt?: number; status?: 'done' | 'running' } = {},
): ReportInput {
  const run = fakeRun({
    createdAt: over.createdAt ?? BASE_TIME,
    status: over.status ?? 'done',
    article: fakeArticle({ url: 'https://news.example.com/story', lang: over.lang ?? 'en' }),
  });
  const claims = texts.map((text, i) => fakeClaim({ runId: run.id, id: `c${i}`, text, kind: 'factual' }));
  const evidence = claims.map((c) =>
    fakeEvidence({ runId: run.id, claimId: c.id, id: `e${c.id}`, domain: 'fullfact.org', stance: 'refutes' }),
  );
  const verdicts = claims.map((c) =>
    fakeVerdict({ runId: run.id, claimId: c.id, label: 'refuted', counted: [`e${c.id}`] }),
  );
  return { run, claims, evidence, verdicts, queries: [], sources: [] };
}

const en = (text: string) => ({ text, lang: 'en' });

for (const [name, make] of Object.entries(ADAPTERS)) {
  describe(`SeenBeforeLookup contract: ${name}`, () => {
    let adapter: Adapter;
    beforeEach(async () => {
      adapter = await make();
    });

    it('matches paraphrase, word order and another language, answering run, date, verdict and sources', async () => {
      const first = report(['Vaccines cause autism.', 'Crime rose in Germany.']);
      await adapter.record(first);
      const [paraphrase, german, french] = await adapter.lookup.lookup([
        en('Autism is caused by vaccination.'),
        { text: 'Die Kriminalität ist in Deutschland gestiegen.', lang: 'de' },
        { text: 'Les vaccins causent l’autisme.', lang: 'fr' },
      ]);
      expect(paraphrase!.map((m) => m.check)).toEqual([
        expect.objectContaining({
          runId: first.run.id,
          claimId: 'c0',
          checkedAt: BASE_TIME,
          label: 'refuted',
          sources: ['fullfact.org'],
          site: 'news.example.com',
        }),
      ]);
      expect(german!.map((m) => m.check.claimId)).toEqual(['c1']);
      expect(french!.map((m) => m.check.claimId)).toEqual(['c0']);
    });

    it('never crosses a different number, negation, person, place or year', async () => {
      await adapter.record(
        report([
          'Unemployment fell to 3% in 2019.',
          'Vaccines cause autism.',
          'Trump endorsed Biden.',
          'Crime rose in Germany in 2023.',
        ]),
      );
      const misses = await adapter.lookup.lookup([
        en('Unemployment fell to 30% in 2019.'),
        en('Unemployment fell to 3% in 2018.'),
        en('Vaccines do not cause autism.'),
        en('Biden endorsed Trump.'),
        en('Obama endorsed Biden.'),
        en('Crime rose in France in 2023.'),
      ]);
      expect(misses.map((m) => m.length)).toEqual([0, 0, 0, 0, 0, 0]);
    });

    it('answers every run that checked the claim, best match then newest, never the run asking', async () => {
      const older = report(['Vaccines cause autism.'], { createdAt: BASE_TIME });
      const newer = report(['Vaccines cause autism.'], { createdAt: BASE_TIME + DAY });
      await adapter.record(older);
      await adapter.record(newer);
      const [both] = await adapter.lookup.lookup([en('Vaccines cause autism.')]);
      expect(both!.map((m) => m.check.runId)).toEqual([newer.run.id, older.run.id]);
      // One distinct claim: the newer check joined the older one's.
      expect(new Set(both!.map((m) => m.check.group)).size).toBe(1);
      const [others] = await adapter.lookup.lookup([en('Vaccines cause autism.')], {
        excludeRunId: newer.run.id,
      });
      expect(others!.map((m) => m.check.runId)).toEqual([older.run.id]);
    });

    it('gives back the evidence the earlier check gathered for that claim, and none for an unknown one', async () => {
      const first = report(['Vaccines cause autism.', 'Crime rose in Germany.']);
      await adapter.record(first);
      const evidence = await adapter.lookup.evidenceOf({ runId: first.run.id, claimId: 'c0' });
      expect(evidence.map((e) => [e.id, e.claimId, e.domain])).toEqual([['ec0', 'c0', 'fullfact.org']]);
      expect(await adapter.lookup.evidenceOf({ runId: 'gone', claimId: 'c0' })).toEqual([]);
    });

    it('keeps nothing of a check that has not ended', async () => {
      await adapter.record(report(['Vaccines cause autism.'], { status: 'running' }));
      expect(await adapter.lookup.lookup([en('Vaccines cause autism.')])).toEqual([[]]);
    });
  });
}

describe('the CLI History file', () => {
  it('is read again by the next check, and a damaged line is counted and left out', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cartographer-seen-'));
    const first = await openSeenHistory(dir);
    const checked = report(['Vaccines cause autism.']);
    await first.record(checked);
    const { appendFile } = await import('node:fs/promises');
    await appendFile(first.path, '{"v":1,"check":{"runId":3}}\nnot json\n');
    const again = await openSeenHistory(dir);
    expect(again.size).toBe(1);
    expect(again.unreadable).toBe(2);
    const [hits] = await again.lookup([en('Autism is caused by vaccines.')]);
    expect(hits!.map((m) => m.check.runId)).toEqual([checked.run.id]);
  });
});
