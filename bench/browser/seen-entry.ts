/** Browser bundle for the seen-before bench: History's seen-before index over Chromium's IndexedDB, on `window.CartoSeen`. */
import { CartographerDb } from '../../lib/db/cartographer-db';
import { SeenClaimIndex } from '../../lib/db/seen-claims';
import { analysed, type SeenClaimRow } from '../../lib/db/seen-rows';
import type { Claim, Evidence, Run } from '../../lib/engine/schemas';
import type { StoredVerdict } from '../../lib/engine/ports';

/** Made-up words from syllables (base 21, two to four of them): `count` distinct ones, from `seed` on. */
function words(count: number, seed: number): string[] {
  const syllables = 'ka lo mi ne ru sa te vo zu bri dal fen gor hul jin kes lum mor nit pal ti'.split(' ');
  return Array.from({ length: count }, (_, i) => {
    let x = i + seed;
    let word = '';
    do {
      word += syllables[x % 21];
      x = Math.floor(x / 21);
    } while (x > 0 || word.length < 4);
    return word;
  });
}
const cap = (w: string) => `${w[0]!.toUpperCase()}${w.slice(1)}`;
/** A History's words, most common first: drawn Zipf-like (the r-th word about 1/r as often as the first). */
const VOCABULARY = words(6_000, 11);
const PEOPLE = words(800, 7000).map(cap);
const PLACES = words(300, 9000).map(cap);
const VERBS = ['rose', 'fell', 'doubled', 'halved', 'stalled'];
/** The adversarial case's words: the dozen most common of the vocabulary, and nothing else. */
const COMMON = VOCABULARY.slice(0, 12);

/** A deterministic number in [0, 1) for (k, salt). */
function unit(k: number, salt: number): number {
  let x = Math.imul(k ^ (salt * 0x9e3779b1), 0x85ebca6b) ^ (k >>> 13);
  x = Math.imul(x ^ (x >>> 16), 0xc2b2ae35);
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32;
}
/** Zipf-like rank in [0, n): rank r drawn with weight about 1/(r + 1). */
function zipf(n: number, u: number): number {
  return Math.min(n - 1, Math.floor(Math.exp(u * Math.log(n + 1)) - 1));
}

export type SeenCase = 'names' | 'common';

/**
 * Claim `k` of a case. `names`: a person or a place, three Zipf-drawn words, a verb, a figure and a year ("Kalomi
 * said nefen rulo in Palgor rose by 12 percent in 2004 among sateru."). `common`: only common words, a verb and a
 * year, no name and no figure ("Kalo mine saru vote fell in 2011.") — every key word of it sits on thousands of rows.
 */
export function claimText(k: number, kind: SeenCase): { words: string[]; tail: string } {
  if (kind === 'common') {
    const picked = [
      ...new Set([0, 1, 2, 3].map((s) => COMMON[Math.floor(unit(k, 40 + s) * COMMON.length)]!)),
    ];
    return { words: picked, tail: `${VERBS[k % 5]} in ${2000 + (k % 26)}` };
  }
  const w = (s: number) => VOCABULARY[zipf(VOCABULARY.length, unit(k, s))]!;
  const who = unit(k, 1) < 0.5 ? PEOPLE[zipf(PEOPLE.length, unit(k, 2))]! : `the ${w(3)}`;
  const place = PLACES[zipf(PLACES.length, unit(k, 4))]!;
  const pct = 1 + Math.floor(unit(k, 5) * 60);
  return {
    words: [who, w(6), w(7), `in ${place}`, w(8)],
    tail: `${VERBS[k % 5]} by ${pct} percent in ${2000 + (k % 26)}`,
  };
}
/** The claim as first told. */
function told(k: number, kind: SeenCase): string {
  const { words, tail } = claimText(k, kind);
  return `${cap(words.join(' '))} ${tail}.`;
}
/** Another verb for the same change, as a paraphrase says it. */
const SAID_ELSE: Record<string, string> = {
  rose: 'climbed',
  fell: 'dropped',
  doubled: 'doubled',
  halved: 'halved',
  stalled: 'stalled',
};
/**
 * The claim told again: in another order with another verb ("Kalomi sateru in Palgor ... climbed by 12 percent in 2004"), and
 * when `reported`, as what officials said (a paraphrase shares most words, not all). Never a word of the claim left
 * out: without one of its words it is a broader claim ("youth unemployment rose" is not "unemployment rose").
 */
function retold(k: number, kind: SeenCase, reported = false): string {
  const { words, tail } = claimText(k, kind);
  // The doer stays first (moved after the object, a name would be another claim: who did what to whom).
  const moved = [words[0]!, ...words.slice(1).reverse()];
  const verb = tail.split(' ')[0]!;
  const claim = `${moved.join(' ')}, ${SAID_ELSE[verb]}${tail.slice(verb.length)}.`;
  return reported ? `Officials said that ${claim}` : cap(claim);
}

const db = new CartographerDb('seen-bench');
const index = new SeenClaimIndex(db);
let seeded = 0;
/** Distinct claims of History at `runs` runs: each told in ten runs on average. */
const distinctAt = (runs: number, perRun: number) => Math.floor((runs * perRun) / 10) + 1;
/** One History claim in COMMON_EVERY is of the common-words case. */
const COMMON_EVERY = 10;
const kindOf = (k: number): SeenCase => (k % COMMON_EVERY === 0 ? 'common' : 'names');

/** Adds runs until `runs` are indexed, `claimsPerRun` rows each (rows and postings written as indexRun writes them). */
async function seedTo(runs: number, claimsPerRun: number): Promise<number> {
  const t0 = performance.now();
  const BATCH = 1_000;
  while (seeded < runs) {
    const rows: SeenClaimRow[] = [];
    const end = Math.min(runs, seeded + BATCH);
    for (let r = seeded; r < end; r += 1)
      for (let j = 0; j < claimsPerRun; j += 1) {
        const k = ((r * claimsPerRun + j) * 7919) % distinctAt(runs, claimsPerRun);
        const text = told(k, kindOf(k));
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
    await index.putRows(rows);
    seeded = end;
  }
  return performance.now() - t0;
}

/** A claim of History (one that was seeded) of the case, for the `i`-th pick with `salt`. */
function knownOf(kind: SeenCase, salt: number, i: number, perRun: number): number {
  const n = distinctAt(seeded, perRun);
  for (let step = 0; ; step += 1) {
    const k = ((salt + i * 131 + step) * 104_729) % n;
    if (kindOf(k) === kind && k < Math.min(n, seeded * perRun)) return k;
  }
}

/**
 * One article's claims: `known` told before (in another word order and verb, every other one as what officials said), the
 * rest new (never told, the same shape with a figure or year History never had).
 */
function articleClaims(kind: SeenCase, n: number, known: number, salt: number, perRun: number) {
  return Array.from({ length: n }, (_, i) => {
    if (i < known) return { text: retold(knownOf(kind, salt, i, perRun), kind, i % 2 === 1), lang: 'en' };
    // New: the same shape with a figure or year History never had.
    const text =
      kind === 'common'
        ? `${cap(COMMON.slice(i % 8, (i % 8) + 3).join(' '))} ${VERBS[i % 5]} in ${1950 + i}.`
        : `${told(salt * 31 + i, 'names').replace(/ by \d+ percent/, ` by ${101 + i} percent`)}`;
    return { text, lang: 'en' };
  });
}

/** Times (ms) of looking up one article's claims, and how many of the told and of the new ones found a match (all reps). */
async function lookups(kind: SeenCase, reps: number, claims: number, known: number, perRun: number) {
  const times: number[] = [];
  let found = 0;
  let falseFound = 0;
  for (let i = 0; i < reps; i += 1) {
    const batch = articleClaims(kind, claims, known, 1_000 + i * 37, perRun);
    const t0 = performance.now();
    const hits = await index.lookup(batch);
    times.push(performance.now() - t0);
    found += hits.slice(0, known).filter((h) => h.length > 0).length;
    falseFound += hits.slice(known).filter((h) => h.length > 0).length;
  }
  return { times, found, falseFound };
}

/**
 * Times (ms) of indexing one finished run of `claims` claims after it was saved (what putRun adds), from no recent
 * rows on (each run's rows join them); then the time of merging them into the postings (what the index does once
 * idle, or when they are full), and how many runs that merge posted.
 */
async function updates(kind: SeenCase, reps: number, claims: number) {
  await index.mergeRecent();
  const times: number[] = [];
  for (let i = 0; i < reps; i += 1) {
    const runId = `new-run-${kind}-${seeded}-${i}`;
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
    const made = articleClaims(kind, claims, claims / 2, 9_000 + i * 13, claims).map(
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
  return { times };
}

/** Time (ms) of merging the recent rows into the postings, and how many rows it posted. */
async function merge() {
  const t0 = performance.now();
  const rows = await index.mergeRecent();
  return { ms: performance.now() - t0, rows };
}

export async function reset(): Promise<void> {
  await db.delete();
  await db.open();
  seeded = 0;
}

/** How many index rows carry `key` (the bench's check that the common case is common). */
export async function rowsOfWord(word: string): Promise<number> {
  return await db.seenClaims.filter((r) => r.text.toLowerCase().includes(word)).count();
}

export { seedTo, lookups, updates, merge, told, retold, COMMON };
