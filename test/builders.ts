/** Seeded builders for test data: valid against the engine's zod schemas, overridable field by field. */
import { traceFactOf } from '../lib/db/legacy-facts';
import { ENGINE_CONFIG } from '../lib/engine/config';
import { CacheUseSchema, ModelUseSchema } from '../lib/engine/schemas';
import type { StoredSource, StoredVerdict } from '../lib/engine/ports';
import type {
  Article,
  Claim,
  Evidence,
  Page,
  Query,
  Run,
  SearchResult,
  SeenBefore,
  TraceEntry,
} from '../lib/engine/schemas';

/** 2026-11-22T00:00:00Z: the clock every builder starts from. */
export const BASE_TIME = Date.UTC(2026, 10, 22);

const counters = new Map<string, number>();
/** Deterministic ids `prefix-1`, `prefix-2`… (per test file; call `resetBuilderIds()` to restart). */
export function nextId(prefix: string): string {
  const n = (counters.get(prefix) ?? 0) + 1;
  counters.set(prefix, n);
  return `${prefix}-${n}`;
}
export function resetBuilderIds(): void {
  counters.clear();
}

export function fakeArticle(overrides: Partial<Article> = {}): Article {
  const paragraphs = [
    'The city council approved a budget of 4.2 million euros for the new bridge on Tuesday.',
    'According to the mayor, traffic on the old bridge fell by 30 percent since 2020.',
  ];
  const text = overrides.text ?? paragraphs.join('\n\n');
  const first = paragraphs[0]?.length ?? 0;
  return {
    url: 'https://news.example.com/2026/11/bridge-budget',
    canonicalUrl: 'https://news.example.com/2026/11/bridge-budget',
    title: 'Council approves bridge budget',
    byline: 'A. Reporter',
    siteName: 'Example News',
    publishedAt: '2026-11-20T08:00:00Z',
    lang: 'en',
    text,
    paragraphs: overrides.text
      ? [{ start: 0, end: text.length }]
      : [
          { start: 0, end: first },
          { start: first + 2, end: text.length },
        ],
    wordCount: text.split(/\s+/).filter(Boolean).length,
    truncated: false,
    ...overrides,
  };
}

export function fakeRun(overrides: Partial<Run> = {}): Run {
  const createdAt = overrides.createdAt ?? BASE_TIME;
  return {
    id: nextId('run'),
    kind: 'article',
    statement: null,
    article: fakeArticle(),
    profile: 'quick',
    status: 'done',
    stage: 'done',
    createdAt,
    updatedAt: createdAt,
    budget: { maxModelCalls: 40, maxTokens: 120_000, maxSearches: 60, maxSeconds: 180 },
    usage: { modelCalls: 0, promptTokens: 0, completionTokens: 0, searches: 0, fetches: 0, elapsedMs: 0 },
    hop: 0,
    model: 'none',
    modelUse: ModelUseSchema.parse({}),
    cacheUse: CacheUseSchema.parse({}),
    error: null,
    notices: [],
    partialReason: null,
    providerFailures: [],
    origin: 'local',
    result: null,
    ...overrides,
  };
}

export function fakeClaim(overrides: Partial<Claim> = {}): Claim {
  const quote = overrides.quote ?? 'traffic on the old bridge fell by 30 percent since 2020';
  return {
    id: nextId('c'),
    runId: 'run-1',
    quote,
    start: 0,
    end: quote.length,
    text: 'Traffic on the old city bridge fell by 30 percent between 2020 and 2026.',
    kind: 'statistical',
    role: 'support',
    checkWorthiness: 0.8,
    harm: 2,
    entities: ['old bridge'],
    timeAnchor: { from: '2020-01-01', to: '2026-11-20' },
    edges: [],
    ...overrides,
  };
}

export function fakeQuery(overrides: Partial<Query> = {}): Query {
  return {
    id: nextId('q'),
    runId: 'run-1',
    claimId: 'c-1',
    text: 'old bridge traffic 2020 2026',
    intent: 'neutral',
    lang: 'en',
    hop: 0,
    reason: 'neutral query',
    executed: false,
    resultCount: 0,
    ...overrides,
  };
}

export function fakeEvidence(overrides: Partial<Evidence> = {}): Evidence {
  return {
    id: nextId('ev'),
    runId: 'run-1',
    claimId: 'c-1',
    url: 'https://stats.example.gov/traffic-2026',
    domain: 'example.gov',
    title: 'Traffic counts 2026',
    passage: 'Counts on the old bridge dropped by 29.6 percent compared with 2020.',
    quote: 'dropped by 29.6 percent compared with 2020',
    stance: 'supports',
    strength: 0.8,
    relevance: 0.9,
    publishedAt: '2026-03-01',
    quoteVerified: true,
    heuristic: false,
    queryId: 'q-1',
    rating: null,
    rationale: 'The official count matches the claimed drop.',
    ...overrides,
  };
}

export function fakeVerdict(overrides: Partial<StoredVerdict> = {}): StoredVerdict {
  return {
    runId: 'run-1',
    claimId: 'c-1',
    label: 'likely_true',
    status: 'flagged',
    confidence: 0.7,
    rgba: { r: 0.2, g: 0.75, b: 0.8, a: 0.6 },
    belief: { r: -1.4, g: 1.1, b: 1.4, a: 0.4 },
    reasons: [{ kind: 'sides', support: [{ tier: 'A', sites: ['cdc.gov'] }], refute: [] }],
    counted: ['ev-1'],
    setAside: [],
    ...overrides,
  };
}

export function fakeSource(overrides: Partial<StoredSource> = {}): StoredSource {
  return {
    runId: 'run-1',
    url: 'https://stats.example.gov/traffic-2026',
    domain: 'example.gov',
    title: 'Traffic counts 2026',
    tier: 'A',
    credibility: 0.85,
    publishedAt: '2026-03-01',
    ...overrides,
  };
}

/** A trace entry; given only a `purpose`, its fact is what that purpose meant (as an upgraded old entry's is). */
export function fakeTrace(overrides: Partial<TraceEntry> = {}): TraceEntry {
  const purpose = overrides.purpose ?? 'neutral query: measles cases 2024';
  return {
    id: nextId('t'),
    kind: 'search',
    purpose,
    fact: traceFactOf({ purpose, checkpoint: overrides.checkpoint }),
    claimId: 'c-1',
    startedAt: BASE_TIME,
    endedAt: BASE_TIME + 350,
    promptTokens: 0,
    completionTokens: 0,
    outcome: 'ok',
    detail: 'wikipedia',
    dependsOn: [],
    ...overrides,
  };
}

export function fakeSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    url: 'https://en.wikipedia.org/wiki/Old_Bridge',
    title: 'Old Bridge',
    snippet: 'The Old Bridge carries about 12,000 vehicles a day.',
    provider: 'wikipedia',
    rank: 1,
    publishedAt: null,
    rating: null,
    ...overrides,
  };
}

export function fakePage(overrides: Partial<Page> = {}): Page {
  const text = overrides.text ?? 'Counts on the old bridge dropped by 29.6 percent compared with 2020.';
  return {
    url: 'https://stats.example.gov/traffic-2026',
    finalUrl: 'https://stats.example.gov/traffic-2026',
    title: 'Traffic counts 2026',
    siteName: 'Statistics Office',
    byline: null,
    publishedAt: '2026-03-01',
    lang: 'en',
    text,
    fetchedAt: new Date(BASE_TIME).toISOString(),
    contentType: 'text/html',
    byteLength: text.length,
    ...overrides,
  };
}

/** The heuristic extractor's limits from the default config (what a run passes from its `claims` config). */
export function heuristicLimits(over: { maxClaims?: number; threshold?: number } = {}) {
  return {
    maxClaims: ENGINE_CONFIG.claims.maxClaims,
    threshold: ENGINE_CONFIG.claims.heuristicThreshold,
    ...over,
  };
}

/** An earlier check of a claim as the seen-before index reports it: refuted on 12 Nov by two sources. */
export function fakeSeenEarlier(
  overrides: Partial<SeenBefore['earlier'][number]> = {},
): SeenBefore['earlier'][number] {
  return {
    runId: 'run-a',
    claimId: 'c1',
    checkedAt: Date.UTC(2026, 10, 12, 9),
    label: 'refuted',
    sources: ['fullfact.org', 'who.int'],
    url: 'https://news.example.com/a',
    site: 'news.example.com',
    ...overrides,
  };
}
