/** Browser bundle for the seen-before bench: History's seen-before index over Chromium's IndexedDB, on `window.CartoSeen`. */
import { CartographerDb } from '../../lib/db/cartographer-db';
import { SeenClaimIndex } from '../../lib/db/seen-claims';
import { analysed, type SeenClaimRow } from '../../lib/db/seen-rows';
import type { Claim, Evidence, Run } from '../../lib/engine/schemas';
import type { StoredVerdict } from '../../lib/engine/ports';

/** Made-up words from syllables: `count` distinct ones (a History's vocabulary is large; few words are in every claim). */
function words(count: number, seed: number): string[] {
  const syllables = 'ka lo mi ne ru sa te vo zu bri dal fen gor hul jin kes lum mor nit pal'.split(' ');
  return Array.from({ length: count }, (_, i) => {
    const x = i * 7 + seed;
    return `${syllables[x % 21]}${syllables[Math.floor(x / 21) % 21]}${syllables[Math.floor(x / 441) % 21]}`;
  });
}
const SUBJECTS = words(400, 3);
const NOUNS = words(400, 5000);
const VERBS = ['rose', 'fell', 'doubled', 'halved', 'stalled'];
const PLACES = words(200, 9000).map((w) => `${w[0]!.toUpperCase()}${w.slice(1)}`);

/** Claim `k` of the bench's vocabulary: 400 × 400 × 5 × 200 wordings with a figure and a year. */
export function claimText(k: number): string {
  const s = SUBJECTS[k % 400]!;
  const n = NOUNS[Math.floor(k / 400) % 400]!;
  const v = VERBS[Math.floor(k / 160_000) % 5]!;
  const p = PLACES[(k * 31) % 200]!;
  const pct = 1 + ((k * 13) % 97);
  const year = 2000 + ((k * 17) % 26);
  return `${s[0]!.toUpperCase()}${s.slice(1)} among ${n} in ${p} ${v} by ${pct} percent in ${year}.`;
}

const db = new CartographerDb('seen-bench');
const index = new SeenClaimIndex(db);
let seeded = 0;

/** Adds runs until `runs` are indexed, `claimsPerRun` rows each (rows written as indexRun writes them). */
async function seedTo(runs: number, claimsPerRun: number): Promise<number> {
  const t0 = performance.now();
  const BATCH = 1_000;
  while (seeded < runs) {
    const rows: SeenClaimRow[] = [];
    const end = Math.min(runs, seeded + BATCH);
    for (let r = seeded; r < end; r += 1)
      for (let j = 0; j < claimsPerRun; j += 1) {
        // Every claim is told in ten runs on average (a story repeated), the rest of History is other claims.
        const k = ((r * claimsPerRun + j) * 7919) % ((runs * claimsPerRun) / 10 + 1);
        const text = claimText(k);
        rows.push({
          runId: `run-${r}`,
          claimId: `c${j}`,
          text,
          lang: 'en',
          kind: 'statistical',
          checkedAt: Date.UTC(2026, 0, 1) + r * 60_000,
          label: 'supported',
          confidence: 0.8,
          fromEvidence: true,
          sources: ['stats.example.gov'],
          url: `https://site${r % 40}.example/story/${r}`,
          site: `site${r % 40}.example`,
          title: `Story ${r}`,
          group: `run-${r}/c${j}`,
          ...analysed({ text, lang: 'en' }),
        });
      }
    await db.seenClaims.bulkPut(rows);
    seeded = end;
  }
  return performance.now() - t0;
}

/** One article's claims: `known` told before (in another word order), the rest new. */
function articleClaims(n: number, known: number, salt: number): { text: string; lang: string }[] {
  return Array.from({ length: n }, (_, i) => {
    if (i < known) {
      const text = claimText(((salt + i) * 7919) % (seeded + 1));
      // The same claim in another order: "In Lisbon, unemployment among teachers rose by 3 percent in 2001."
      const m = /^(\S+) among (\S+) in (\S+) (.*)$/.exec(text)!;
      return { text: `In ${m[3]}, ${m[1]!.toLowerCase()} among ${m[2]} ${m[4]}`, lang: 'en' };
    }
    return { text: `Ferry fares to island ${salt}-${i} were cut by ${i + 3} percent in 2024.`, lang: 'en' };
  });
}

/** Median-ready times (ms) of looking up one article's claims; and how many found an earlier check. */
async function lookups(reps: number, claims: number, known: number) {
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < reps; i += 1) {
    const batch = articleClaims(claims, known, 1_000 + i * 37);
    const t0 = performance.now();
    const hits = await index.lookup(batch);
    times.push(performance.now() - t0);
    found = hits.filter((h) => h.length > 0).length;
  }
  return { times, found };
}

/** Times (ms) of indexing one finished run of `claims` claims after it was saved (what putRun adds). */
async function updates(reps: number, claims: number) {
  const times: number[] = [];
  for (let i = 0; i < reps; i += 1) {
    const runId = `new-run-${seeded}-${i}`;
    const run = {
      id: runId,
      kind: 'article',
      statement: null,
      article: { url: `https://fresh.example/${runId}`, title: 'Fresh story', lang: 'en' },
      status: 'done',
      stage: 'done',
      createdAt: Date.UTC(2026, 10, 1) + i,
      updatedAt: Date.UTC(2026, 10, 1) + i,
    } as unknown as Run;
    const made = articleClaims(claims, claims / 2, 9_000 + i * 13).map(
      (c, j) =>
        ({ id: `c${j}`, runId, text: c.text, kind: 'statistical', quote: c.text }) as unknown as Claim,
    );
    const evidence = made.map(
      (c) => ({ id: `e${c.id}`, runId, claimId: c.id, domain: 'stats.example.gov' }) as unknown as Evidence,
    );
    const verdicts = made.map(
      (c) =>
        ({
          runId,
          claimId: c.id,
          label: 'supported',
          confidence: 0.8,
          counted: [`e${c.id}`],
          setAside: [],
        }) as unknown as StoredVerdict,
    );
    await db.transaction('rw', db.runs, db.claims, db.evidence, db.verdicts, async () => {
      await db.runs.put({ ...run, searchTerms: [], site: 'fresh.example', label: '' } as never);
      await db.claims.bulkPut(made);
      await db.evidence.bulkPut(evidence);
      await db.verdicts.bulkPut(verdicts);
    });
    const t0 = performance.now();
    await index.indexRun(runId);
    times.push(performance.now() - t0);
  }
  return times;
}

export async function reset(): Promise<void> {
  await db.delete();
  await db.open();
  seeded = 0;
}

export { seedTo, lookups, updates };
