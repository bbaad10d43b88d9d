/**
 * The claim matcher's index at scale: build time, heap and lookup time per claim at 100,000 generated claims of the
 * ClaimReview feed's kind (several languages, names, places, figures, years). In Node, one core.
 *   scripts/with-node22 npx tsx bench/claim-match-bench.ts [entries=100000] [lookups=500]
 * `benchClaimLookup` is what a bench section (the fact-check index's) calls.
 */
import { createClaimIndex, type ClaimText } from '../lib/engine/domain/claims/claim-match';
import { log, median, round } from './lib/stats';

/** A small deterministic generator (mulberry32), so every run indexes the same claims. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST =
  'Joe Donald Kamala Emmanuel Olaf Pedro Giorgia Rishi Keir Angela Boris Marine Jair Narendra Xi Viktor Greta Bill Elon Anthony Ursula Justin Jacinda Mark Nancy Hunter Ron Gavin Alexandria Bernie'.split(
    ' ',
  );
const LAST =
  'Biden Trump Harris Macron Scholz Sánchez Meloni Sunak Starmer Merkel Johnson Pen Bolsonaro Modi Jinping Orbán Thunberg Gates Musk Fauci Leyen Trudeau Ardern Rutte Pelosi DeSantis Newsom Ocasio-Cortez Sanders Lula'.split(
    ' ',
  );
const PLACES_EN =
  'France Germany Spain Italy Sweden Norway Poland Ukraine Russia China India Brazil Mexico Canada Australia Texas Florida California London Paris Berlin Madrid Rome Ireland Belgium'.split(
    ' ',
  );

/** Claim templates per language: {P} person, {L} place, {N} figure, {Y} year, {S} subject, {O} object. */
const TEMPLATES: Record<string, string[]> = {
  en: [
    '{P} said {S} cause {O} in {L}.',
    '{S} killed {N} people in {L} in {Y}.',
    'Unemployment in {L} fell to {N}% in {Y}.',
    '{P} wants to ban {O} in {L}.',
    'Crime rose by {N}% in {L} after {Y}.',
    '{S} contain {O}, according to {P}.',
    '{P} was arrested in {L} in {Y}.',
    'The government of {L} spent {N} million on {O}.',
  ],
  de: [
    '{P} sagt, {S_de} verursachen {O_de} in {L}.',
    'Die Arbeitslosigkeit in {L} sank {Y} auf {N} Prozent.',
    '{S_de} haben {Y} in {L} {N} Menschen getötet.',
  ],
  fr: [
    '{P} affirme que {S_fr} provoquent {O_fr} en {L}.',
    'Le chômage a baissé à {N} % en {Y} en {L}.',
    '{S_fr} ont tué {N} personnes en {L} en {Y}.',
  ],
  es: [
    '{P} dice que {S_es} causan {O_es} en {L}.',
    'El desempleo bajó al {N} % en {Y} en {L}.',
    '{S_es} mataron a {N} personas en {L} en {Y}.',
  ],
};
const SUBJECTS: Record<string, string[]> = {
  S: 'vaccines;5G masts;wind turbines;electric cars;face masks;smart meters;mobile phones;chemtrails;solar panels;heat pumps'.split(
    ';',
  ),
  S_de: 'Impfstoffe;5G-Masten;Windräder;Elektroautos;Masken;Handys'.split(';'),
  S_fr: 'les vaccins;les antennes 5G;les éoliennes;les voitures électriques;les masques'.split(';'),
  S_es: 'las vacunas;las antenas 5G;los aerogeneradores;los coches eléctricos;las mascarillas'.split(';'),
};
const OBJECTS: Record<string, string[]> = {
  O: 'autism;cancer;infertility;heart attacks;headaches;mercury;microchips;bird deaths;blackouts;inflation'.split(
    ';',
  ),
  O_de: 'Autismus;Krebs;Unfruchtbarkeit;Herzinfarkte;Kopfschmerzen'.split(';'),
  O_fr: "l'autisme;le cancer;la stérilité;des crises cardiaques;des migraines".split(';'),
  O_es: 'autismo;cáncer;infertilidad;infartos;dolores de cabeza'.split(';'),
};

/** `count` claims of the feed's kind, deterministic. */
export function generateClaims(count: number, seed = 7): ClaimText[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const langs = ['en', 'en', 'en', 'en', 'de', 'fr', 'es'];
  return Array.from({ length: count }, () => {
    const lang = pick(langs);
    const text = pick(TEMPLATES[lang]!).replace(/\{(\w+)\}/g, (_, key: string) => {
      if (key === 'P') return `${pick(FIRST)} ${pick(LAST)}`;
      if (key === 'L') return pick(PLACES_EN);
      if (key === 'N') return String(1 + Math.floor(next() * 5000));
      if (key === 'Y') return String(1990 + Math.floor(next() * 36));
      return pick(SUBJECTS[key] ?? OBJECTS[key] ?? ['']);
    });
    return { text, lang };
  });
}

export interface ClaimLookupBench {
  entries: number;
  lookups: number;
  buildMs: number;
  /** Build time in CPU time of this process. */
  buildCpuMs: number;
  heapMB: number;
  lookupMedianMs: number;
  lookupP95Ms: number;
  lookupMaxMs: number;
  /** The same in CPU time of this process: what the lookup costs when the machine is shared (2 cores, ~8 users). */
  lookupCpuMedianMs: number;
  lookupCpuP95Ms: number;
  /** Lookups of an indexed claim that found it (its own text: a floor on recall, not a measure of it). */
  selfFound: number;
}

/** Builds an index of `entries` generated claims and times `lookups` lookups: half indexed claims, half new ones. */
export function benchClaimLookup(entries = 100_000, lookups = 500): ClaimLookupBench {
  const claims = generateClaims(entries);
  const queries = generateClaims(lookups, 99);
  const heapBefore = process.memoryUsage().heapUsed;
  const index = createClaimIndex<number>();
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  claims.forEach((claim, i) => index.add(claim, i));
  const buildMs = performance.now() - t0;
  const buildCpu = process.cpuUsage(cpu0);
  const heapMB = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let selfFound = 0;
  for (let i = 0; i < lookups; i += 1) {
    const own = i % 2 === 0;
    const claim = own ? claims[(i * 7919) % entries]! : queries[i]!;
    const t = performance.now();
    const cpu = process.cpuUsage();
    const hits = index.lookup(claim, 5);
    const used = process.cpuUsage(cpu);
    times.push(performance.now() - t);
    cpuTimes.push((used.user + used.system) / 1000);
    if (own && hits.some((h) => h.value === (i * 7919) % entries)) selfFound += 1;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    entries,
    lookups,
    buildMs: round(buildMs),
    buildCpuMs: round((buildCpu.user + buildCpu.system) / 1000),
    heapMB: round(heapMB),
    lookupMedianMs: round(median(times)),
    lookupP95Ms: round(times[Math.floor(0.95 * (times.length - 1))]!),
    lookupMaxMs: round(times.at(-1)!),
    lookupCpuMedianMs: round(median(cpuTimes)),
    lookupCpuP95Ms: round(cpuTimes[Math.floor(0.95 * (cpuTimes.length - 1))]!),
    selfFound,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const entries = Number(process.argv[2] ?? 100_000);
  const lookups = Number(process.argv[3] ?? 500);
  log(JSON.stringify(benchClaimLookup(entries, lookups), null, 2));
}
