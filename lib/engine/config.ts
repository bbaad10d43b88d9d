/** Every threshold and parameter of the engine, in one object, overridable per profile. */
import type { Budget, Profile } from './schemas';

/** What a search provider is suited to find. */
type SearchProviderKind = 'reference' | 'scholarly' | 'fact-check' | 'news';
/** What a query is for (`queryPurpose`): background, an existing fact-check, a rebuttal, or a follow-up. */
export type QueryPurpose = 'background' | 'fact-check' | 'rebuttal' | 'follow-up';

/** A source tier, or 'unreliable' for the known-unreliable list: the rows of every tier-indexed table. */
export type TierKey = 'A' | "A'" | 'B' | 'C' | 'D' | 'unknown' | 'unreliable';

export const ENGINE_CONFIG = {
  extraction: {
    /** Articles shorter than this many words are not checked. */
    minWords: 80,
    /** Social posts and threads (site readers) shorter than this many words are not checked. */
    minPostWords: 5,
    /** Pages whose HTML is larger than this are rejected before Readability runs. */
    maxHtmlBytes: 8_000_000,
    /** Article text beyond this many characters is cut (with a notice). */
    maxTextChars: 200_000,
    /**
     * Before Readability, a page's copy keeps only its first `readTextFactor × maxTextChars` characters of text (the
     * rest can never reach the article text, which is cut at maxTextChars): a 5 MB text-dense page is read in a
     * fraction of the time. An article still running where the copy was cut is marked truncated.
     */
    readTextFactor: 3,
    /** PDFs larger than this many bytes are not downloaded or parsed. */
    maxPdfBytes: 30_000_000,
    /** Only the first this many pages of a PDF are read (the rest is cut, with a notice). */
    maxPdfPages: 300,
    /**
     * A PDF read in the offscreen document (Chrome) that has not answered after this many milliseconds is given up and
     * the document closed (which stops pdf.js on a PDF built to keep it busy).
     */
    offscreenPdfTimeoutMs: 60_000,
    /**
     * Text whose colour is this close to what is behind it (sum of the R, G, B differences, 0–765) is invisible and
     * removed: #fefefe on white is hidden text, light grey (#999) on white is not.
     */
    hiddenColourDistance: 24,
    /** An element this transparent (opacity at or below it) is hidden text: 0.01 is as unreadable as 0. */
    hiddenMaxOpacity: 0.05,
    /** Text drawn smaller than this many CSS pixels (or points) is unreadable and removed, like font-size 0. */
    hiddenMinFontPx: 2,
    /**
     * Without a layout (Node), `<style>` rules with a descendant, child or attribute selector that set a hiding or
     * colour property are matched for at most this many rules (each costs one pass over the page).
     */
    maxComplexStyleRules: 100,
    /** PDF text drawn smaller than this (in points, after the text matrix) is unreadable and not read. */
    pdfMinFontSize: 1,
    /**
     * A caption, photo credit or figure text (figcaption, an element whose class names a caption or credit, a figure
     * without a quotation) is dropped before Readability when it has at most this many words: longer is not a caption
     * but a wrapper that happens to carry such a class.
     */
    captionMaxWords: 80,
  },
  claims: {
    /**
     * Sentences below this heuristic check-worthiness never reach the model. 0.1 keeps 96% of check-worthy
     * sentences of Factcheck-Bench subtask 1 (0.25 kept only 56%; see bench/EVAL.md).
     */
    prefilterThreshold: 0.1,
    /**
     * Without a model, clauses at or above this score become claims. Picked by the sweep in
     * scripts/eval/check-worthiness-sweep.ts (best check-worthy F1 on bench/data/checkworthy-sentences.jsonl: 0.2
     * gives P 0.93 R 0.89 there, and R 0.74 at P 0.95 on Factcheck-Bench subtask 1, where 0.4 kept only R 0.32).
     */
    heuristicThreshold: 0.2,
    /** Most claims the extraction keeps (checked or not): what "N more claims not checked" can count up to. */
    maxClaims: 60,
    /** Checkable claims checked per run, by profile (the most check-worthy first); the rest are counted, not checked. */
    checkLimit: { quick: 12, deep: 30 } satisfies Record<Profile, number>,
  },
  challenge: {
    /**
     * The most words a challenged selection may have: one statement, not a paragraph or a page selected by accident
     * (the longest claim of the sandbox corpus has 41 words; a check of a whole text is "Check this article").
     */
    maxWords: 80,
  },
  search: {
    /**
     * Results asked of each provider per query. 10, not the 5 fetched: the credible results a flood of pages ranked
     * first pushes down must still be among the candidates for `fetch.credibleReserve` to keep their room (at 6, a
     * flood of 6 fresh pages left the tier-A journal out of the answer). A longer answer costs no call and no fetch.
     */
    resultsPerQuery: 10,
    cacheTtlMs: 24 * 60 * 60 * 1000,
    maxCounterQueries: 3,
    /** Model-written queries run per claim at most (neutral + counter, article language + English), floor excluded. */
    maxModelQueries: 6,
    /**
     * Queries a checked claim may run over all its hops (issue 23: 5.5–6.3 per claim made 22–24 search requests per
     * claim). 4: one neutral query, two counter-queries and one follow-up.
     */
    queriesPerClaim: 4,
    /**
     * Of those, the most its first hop runs (a rebuttal query and a neutral one first, then counter-queries), so a
     * follow-up hop keeps room for what the first found missing.
     */
    firstHopQueries: 3,
    /**
     * Share of a claim's search terms a search result (its title and snippet) or a verified quote must carry to count as
     * being about the claim: its words may feed the claim's follow-up queries (`followup-filter.ts`), and its provider
     * earns the claim's follow-up queries (`earned-providers.ts`). About a third: a result about another story on the
     * same subject shares one or two of a claim's words, a result about the claim most of them.
     */
    onClaimOverlap: 0.34,
    /** Per-run circuit breaker: a provider failing this many searches in a row is not called again in the run. */
    providerFailureLimit: 3,
    /**
     * Each search provider's kind (what it is suited to find) and the requests it may have in flight at once, from
     * what the provider publishes:
     * - wikipedia: MediaWiki API:Etiquette (mediawiki.org/wiki/API:Etiquette) asks for read requests "in series
     *   rather than in parallel": 1.
     * - openalex: at most 100 requests per second for every user (docs.openalex.org, "Rate limits and
     *   authentication"); 4 in flight stay far below it at any latency.
     * - factcheck: Google Fact Check Tools publishes only a per-project daily quota (Cloud console); 4 as before.
     * - searxng: the user's own instance publishes no limit (a public one's limiter refuses bursts from one address);
     *   4 as before.
     * - brave: the free plan allows 1 request per second (`X-RateLimit-Policy: 1;w=1`,
     *   api.search.brave.com/app/documentation/web-search/response-headers): 1.
     * - tavily: a development key allows 100 requests per minute (docs.tavily.com/documentation/rate-limits): 1.
     * - europepmc: Europe PMC throttles at 10 requests per second and 500 per minute (Europe PMC Developer Forum,
     *   groups.google.com/a/ebi.ac.uk/g/epmc-webservices, February 2026): 4 in flight, 500 a minute.
     * - gdelt: the DOC 2.0 API allows one request every 5 seconds ("Please limit requests to one every 5 seconds",
     *   its own refusal; blog.gdeltproject.org/gdelt-doc-2-0-api-debuts): 1 in flight, 12 a minute, and only for the
     *   most check-worthy claims (`locators`).
     * - current-events: Wikipedia's Current events portal through the MediaWiki API, a Wikimedia host: in series
     *   (API:Etiquette) within the Wikimedia budget shared with `wikipedia`: 1.
     *
     * `requestsPerMinute`: the most requests a minute the engine sends to the provider, from its published limit (null:
     * none published). The request plan reads it for the slot floor.
     * - wikipedia: `search.wikimedia.requestsPerMinute`, the one budget every Wikimedia host shares.
     * - openalex: 100 requests per second for every plan (developers.openalex.org/api-reference/authentication); the
     *   binding limit is the daily allowance (a free key: $1 a day, 1,000 searches; no key: $0.01, about 10).
     * - factcheck, searxng: no per-minute limit published (a per-project daily quota; the user's own instance).
     * - brave: 1 request per second on the free plan: 60. tavily: 100 per minute with a development key.
     * - europepmc: 500 a minute, as above; `requestsPerSecond` 5, half its 10 a second: the service counts arrivals,
     *   and requests that leave a second apart can arrive closer (a burst of 10 then earned a 429 under load).
     *   gdelt: one every 5 seconds: 12.
     * - current-events: a Wikimedia host: `search.wikimedia.requestsPerMinute`.
     */
    providers: {
      wikipedia: { kind: 'reference', concurrency: 1, requestsPerMinute: 150 },
      openalex: { kind: 'scholarly', concurrency: 4, requestsPerMinute: 6000 },
      factcheck: { kind: 'fact-check', concurrency: 4, requestsPerMinute: null },
      searxng: { kind: 'news', concurrency: 4, requestsPerMinute: null },
      brave: { kind: 'news', concurrency: 1, requestsPerMinute: 60 },
      tavily: { kind: 'news', concurrency: 1, requestsPerMinute: 100 },
      /** The local index of professional fact-checks (`factcheck-index`): a lookup on this device, no requests. */
      'factcheck-index': { kind: 'fact-check', concurrency: 4, requestsPerMinute: null },
      europepmc: { kind: 'scholarly', concurrency: 4, requestsPerMinute: 500, requestsPerSecond: 5 },
      gdelt: { kind: 'news', concurrency: 1, requestsPerMinute: 12 },
      'current-events': { kind: 'news', concurrency: 1, requestsPerMinute: 150 },
    } satisfies Record<
      string,
      {
        kind: SearchProviderKind;
        concurrency: number;
        requestsPerMinute: number | null;
        requestsPerSecond?: number;
      }
    >,
    /**
     * One budget for every Wikimedia host (any *.wikipedia.org, wikidata.org, the REST API, meta…): their 2026
     * global limits count a client's requests across all Wikimedia sites together (mediawiki.org/wiki/
     * Wikimedia_APIs/Rate_limits: 10 a minute unidentified, 200 a minute with a compliant User-Agent, "enforced per
     * minute"; the same page asks to respect Retry-After on a 429). Every request carries Cartographer's identity
     * (`adapters/http/client-identity.ts`).
     * - requestsPerMinute 150: three quarters of the identified 200, so the user's own reading of Wikipedia in the same
     *   browser and a second check in another tab keep room.
     * - inFlight 1: API:Etiquette (mediawiki.org/wiki/API:Etiquette) asks for read requests in series ("waiting for
     *   one request to finish before sending a new request"); the Rate limits page allows at most 3.
     * - a 429 (or a 503 with Retry-After) pauses the whole family for its Retry-After; a 429 without one for 5 s,
     *   doubling with each in a row, at most a minute (the window is a minute long: a longer pause is never needed).
     *   A 503 without Retry-After is an outage, not "slow down": only that request's retry backoff applies.
     */
    wikimedia: {
      /**
       * The search providers on Wikimedia hosts, whose requests all count against this one budget (the bench's slot
       * floor counts them as one resource, `bench/lib/slot-floor.ts`).
       */
      providers: ['wikipedia', 'current-events'],
      requestsPerMinute: 150,
      inFlight: 1,
      pauseWithoutRetryAfterMs: 5_000,
      maxPauseMs: 60_000,
    },
    /**
     * Locators (providers that only point at reports, with a tight limit) are asked only for the run's most
     * check-worthy claims — the first `claims` checkable claims of the run, in its order (most check-worthy first) —
     * and only by the queries of these purposes: GDELT (12 requests a minute) gets each such claim's neutral query.
     */
    locators: {
      gdelt: { claims: 1, purposes: ['background'] },
    } satisfies Record<string, { claims: number; purposes: QueryPurpose[] }>,
    /** GDELT DOC 2.0: most words in a query (each must match), and the days searched either side of the claim's date. */
    gdelt: { maxWords: 6, minWordChars: 3, daysAround: 7 },
    /**
     * Added to a provider's rate window when requests are spaced by it (`requestsPerMinute`, GDELT's 5 seconds): the
     * service counts arrivals, and network jitter can bring two requests closer than they left.
     */
    paceMarginMs: 250,
    /**
     * Wikipedia's Current events portal: the day pages read around a claim's date (the day itself, the days before
     * it), the first day the portal has day pages for, and the share of a query's content words an item must carry.
     */
    currentEvents: { daysBefore: 1, daysAfter: 1, firstDay: '2004-01-01', minOverlap: 0.5 },
    /**
     * Which kinds of provider a query is sent to, by its purpose (`queryPurpose`): the neutral query to reference
     * works, journals, fact-checkers and the news; a "fact check" query to fact-checkers and the news; a rebuttal
     * ("false", "debunked", "criticism", "no evidence") to the news, fact-checkers and journals; a follow-up to the
     * news, reference works and journals. When no provider of those kinds is on (or all are stopped), or all of them
     * fail for a query, it goes to every provider that is on. A follow-up goes only to the providers of its kinds that
     * earned it for its claim (`earned-providers.ts`: on the claim's earlier hops they returned a result about it), or
     * to all of its kinds when none did.
     */
    routes: {
      background: ['reference', 'scholarly', 'fact-check', 'news'],
      'fact-check': ['fact-check', 'news'],
      rebuttal: ['news', 'fact-check', 'scholarly'],
      'follow-up': ['news', 'reference', 'scholarly'],
    } satisfies Record<QueryPurpose, SearchProviderKind[]>,
    /**
     * Reference lookups by subject (issue 30 item 4): a claim's neutral query goes to the providers of these kinds
     * as its named subject (its first `maxEntities` named entities that occur in its text, in their order), and every
     * claim of the run with the same subject shares that one lookup and its results — one Wikipedia search per named
     * subject, not per claim. Each claim still reads the pages it finds for its own passages. A claim with no named
     * entity in its text sends its query as before.
     */
    subjectLookup: { kinds: ['reference'], maxEntities: 2 } satisfies {
      kinds: SearchProviderKind[];
      maxEntities: number;
    },
  },
  fetch: {
    timeoutMs: 10_000,
    maxBytes: 5_000_000,
    cacheTtlMs: 7 * 24 * 60 * 60 * 1000,
    pagesPerClaim: 5,
    /**
     * Of the `pagesPerClaim` results fetched per claim and hop, at least this many are of a credible tier
     * (`verdict.credibleTiers`) when the search returned that many: pages of other tiers ranked first (result
     * flooding) swap out, lowest-ranked first, and the trace says which. 3 of 5: a fact-check site found by the
     * "fact check" query may take one slot without speaking to the claim, and a contested claim needs room for a
     * credible source on each side (at 2, a flood of 12 pages left one of three tier-A refutations unfetched).
     */
    credibleReserve: 3,
    /**
     * A credible result swaps in for the reserve only when its title and snippet carry this share of the claim's
     * content words: a credible page on another subject (found by a "fact check" or year word) is no room kept.
     */
    credibleReserveMinOverlap: 0.3,
    perHostConcurrency: 2,
  },
  stance: {
    /**
     * Sources per claim and hop whose stance the model judges (the most relevant, weighted by tier); the others
     * are weighed by lexical cues (low strength), off-topic passages and settling fact-check ratings by rule.
     */
    modelSourcesPerClaim: { quick: 1, deep: 3 } satisfies Record<Profile, number>,
    /** Requests about one source from several claims arriving within this window share one call (that source only). */
    batchWindowMs: 150,
    /**
     * On the first hop a source's call waits until every claim has queued its passages (the run ends with its
     * slowest claim anyway), at most this long.
     */
    batchMaxWaitMs: 3000,
    /**
     * Whether batches at the first-hop barrier take the model's slots whenever it would sit idle, by profile. Deep
     * (the model its bottleneck: an idle slot is time the run never gets back): yes, at the same model calls on the
     * long bench article. Quick (search its bottleneck, the model mostly idle): no, the barrier would end at once and
     * cost calls (25 → 28–29 on the long article, all claims) for no wall time.
     */
    barrierGivesWayWhenModelIdle: { quick: false, deep: true } satisfies Record<Profile, boolean>,
    /** Most passages (claims) of one source in one call. */
    maxPassagesPerCall: 8,
    /**
     * Follow-up hops' model reads, by profile. `true` (Quick): the model-read budget is per claim across hops — a
     * follow-up hop's sources are read by rules, and one goes to the model only when its lexical stance conflicts
     * with what the model read on an earlier hop, or when no earlier model-read source took a side. `false`
     * (Deep): every hop sends its `modelSourcesPerClaim` best sources to the model.
     */
    followupReadsOnConflictOnly: { quick: true, deep: false } satisfies Record<Profile, boolean>,
    /**
     * A source of a credible tier whose passage carries this share of the claim's content words takes the model read
     * before any other, however many pages of other tiers match the claim more closely (a copy network restates the
     * claim word for word; a journal refutes it in its own words). Below it, the ordinary ranking applies.
     */
    credibleFirstMinOverlap: 0.3,
  },
  /**
   * When a model's stance reading counts (issue 19): only on a verified quote about the claim that the rules' reading
   * of the same sentence does not contradict; otherwise the rules' reading of the passage stands. The run's rate of
   * failed readings scales the model's votes down.
   */
  modelReading: {
    /** The rules' reading of the model's own quote contradicts it when it takes the other side at this relevance or more. */
    quoteRuleRelevance: 0.5,
    /**
     * A rules' reading of the quoted sentence or of the passage at this strength or more — the strong rules of
     * `sufficiency.minRuleStrength`: a debunking cue or contradicting figure (0.4), the same figures (0.4–0.5), a
     * near-verbatim statement (0.7), a fact-check's rating (0.9) — stands against a model that takes the other side
     * (weaker cues, a negation or shared terms, never overrule the model). A page carrying instructions: any strength.
     */
    strongRuleStrength: 0.4,
    /**
     * A model that says a passage is irrelevant to the claim where the rules read it at this strength or more (a
     * near-verbatim statement, agreeing or contradicting figures) is wrong about the passage: the rules' reading stands.
     */
    irrelevantRuleStrength: 0.4,
    /** The model's readings are weighed by their failure rate only once it made at least this many in the run. */
    minReadings: 2,
    /**
     * The second look (issue 29): a credible source's model reading that moves a verdict is read again on its quoted
     * sentence alone, unless the rules read that sentence on the same side at this strength or more.
     */
    secondLookConfirmingStrength: 0.5,
    /**
     * Whether every such reading gets its second look. Where not (Quick, whose goal is 1.5 model calls per claim), only
     * a reading the rules read the other way (`strongRuleStrength`), of a passage that holds a sentence in another
     * language than its page's, or of a page carrying instructions: an order in the page's own language that the
     * instruction lexicon misses, on a page the rules cannot read, is left to Deep.
     */
    secondLookEveryReading: { quick: false, deep: true } satisfies Record<Profile, boolean>,
    /**
     * A model whose readings failed at rate f has its votes multiplied by max(floor, 1 − slope · f): half failed →
     * ×0.5 at slope 1.
     */
    failureSlope: 1,
    failureFloor: 0.1,
  },
  sufficiency: {
    /**
     * A source read by rules (no model) counts toward "enough" only at this strength or more: the strong rules —
     * near-verbatim statement (0.7), the same figures (0.4–0.5), a contradicting figure or debunking cue (0.4), a
     * fact-check's rating (0.9). Weaker cues (shared terms, negation, a different year) never end a search.
     */
    minRuleStrength: 0.4,
    /**
     * By profile: the counter-arguer (one model call) is asked about a conflict only when the model read both of its
     * sides (`counterArguerGate`). `true` (Quick, whose model reads are budgeted per claim across hops): a conflict
     * between the model's reading and the rules' readings is left to the rules' follow-ups and the next hop's model
     * read of a contrary source. `false` (Deep): every conflict is argued.
     */
    counterArguerOnModelConflict: { quick: true, deep: false } satisfies Record<Profile, boolean>,
  },
  summary: {
    /** Whether the article summary is written by the model (Deep) or from the verdicts by a template (Quick). */
    byModel: { quick: false, deep: true } satisfies Record<Profile, boolean>,
  },
  model: {
    /** Model answers are cached by (provider, model, schema, prompt) this long: a re-check sends no model call. */
    answerCacheTtlMs: 7 * 24 * 60 * 60 * 1000,
    /** Model calls of one run in flight at once; the others wait (off the critical path: see critical-path.ts). */
    concurrency: 4,
    /**
     * Output tokens allowed per answer, by schema name (`model-fit.ts`), sized from the schemas with room for a
     * verbose model: a claim with its queries and edges is ≈300 tokens; a stance assessment (quote, rationale)
     * ≈250. `assess_stance` is per passage plus a base; unknown schemas get `other`.
     */
    outputTokens: {
      extract_claims: 8192,
      assess_stance: { base: 100, perPassage: 250 },
      judge_sufficiency: 400,
      counter_argue: 600,
      write_summary: 500,
      connection_test: 50,
      other: 1024,
    },
    /** Output tokens one extracted claim takes (quote, text, entities, queries, edges): caps claims per call. */
    tokensPerClaim: 300,
    /** Share of a small window the extraction answer may take; the rest is for the prompt (article text). */
    extractOutputShare: 0.45,
    /**
     * Context window in tokens when the server does not tell (`CARTOGRAPHER_CONTEXT_TOKENS` / Settings override):
     * local servers often run with 2–8k (Ollama's default is small and it silently drops the start of a longer
     * prompt), api.openai.com models have ≥128k, Chrome's built-in model its input quota.
     */
    contextTokens: { local: 4096, openai: 128_000, chromeBuiltin: 6144 },
    /** What a server said about its window is reused this long (per base URL and model) before asking again. */
    contextProbeTtlMs: 10 * 60 * 1000,
    /**
     * Token estimate when packing prompts into the window (`model-fit.ts`): ≈4 ASCII characters a token, but a
     * character of other scripts (Chinese, Japanese, Cyrillic, Arabic…) can be a token of its own or close; times a
     * safety factor, so an estimate that is off still fits.
     */
    pack: { asciiCharsPerToken: 4, otherCharsPerToken: 1.5, safety: 1.1 },
    /** Tokens kept free in every call beside prompt and output (chat template, role markers, a repair excerpt). */
    windowReserveTokens: 200,
    /** Characters of a failed answer quoted back in the repair prompt (never the whole answer). */
    repairExcerptChars: 300,
    /**
     * After this many failed calls or unusable answers in a row the run stops calling the model and says so once:
     * a model that always fails never spends the whole budget (or the user's time) failing.
     */
    failureLimit: 3,
    /** Per request (the answer's body included): a model that hangs fails after this and is retried by the client. */
    timeoutMs: 60_000,
    /**
     * Chrome's built-in model (Prompt API, `adapters/llm/chrome-builtin.ts`). `languages`: the input and output
     * languages it takes today (developer.chrome.com/docs/ai/prompt-api: English, Spanish, Japanese); an article in
     * another language is read by the rules, and the check says so. `promptLanguage`: the language of the prompts
     * themselves, always declared. The window prompts are packed into is the session's `contextWindow` (Chrome states
     * about 6,000 tokens), else `contextTokens.chromeBuiltin`. `availabilityPollMs`: how often Settings asks again while the
     * model downloads without a monitor of its own (a download started elsewhere).
     */
    builtin: {
      languages: ['en', 'es', 'ja'] as readonly string[],
      promptLanguage: 'en',
      availabilityPollMs: 2_000,
    },
  },
  progress: {
    /** While a call is in flight the run checks this often whether something is slow (and saves what it waits for). */
    heartbeatMs: 2_000,
    /** A call in flight this long is named to the user as what the check is waiting for. */
    slowAfterMs: 5_000,
  },
  tiers: {
    /**
     * Look-alikes of listed credible (A, B) domains borrow no tier. A one-edit typo counts against a listed label of
     * at least `typoMinLength` letters (`reuter.com`; shorter names have real neighbours: `natura` is not `nature`),
     * a two-edit typo from `typo2MinLength`; a listed label under another suffix (`reuters.co`, `thelancet.co`) from
     * `otherSuffixMinLength` letters (`esa.org` is not `esa.int`), and under a government-only suffix only up to
     * `restrictedAcronymMaxLength` letters (an agency acronym, `nih.gov.co`; `health.govt.nz` is a real ministry).
     * Homoglyphs, extra labels and hyphenated names count at any length.
     */
    lookalike: {
      typoMinLength: 7,
      typo2MinLength: 9,
      otherSuffixMinLength: 4,
      restrictedAcronymMaxLength: 4,
    },
  },
  credibility: {
    weights: { authority: 0.4, citations: 0.3, recency: 0.3 },
    /** Recency used when the publication date is unknown: neutral, not fresh. */
    unknownRecency: 0.5,
    /** Evidence older than this many days counts as outdated. */
    outdatedDays: 730,
    /** Domain authority by tier (seed 000: journals 0.95, news 0.75, .com 0.6, unknown 0.5). */
    authorityByTier: {
      A: 1,
      "A'": 0.9,
      B: 0.75,
      C: 0.6,
      D: 0.3,
      unknown: 0.5,
      unreliable: 0.05,
    } satisfies Record<TierKey, number>,
    /** Authority for unknown-tier domains by ending (seed 000 TLD rules); otherwise authorityByTier.unknown. */
    authorityBySuffix: [
      ['.edu', 1],
      ['.gov', 1],
      ['.org', 0.8],
      ['.com', 0.6],
    ] as ReadonlyArray<readonly [string, number]>,
    /** Recency by age in years (seed 000): < 1 → 1.0, < 2 → 0.8, < 5 → 0.5, else 0.3. */
    recencyBuckets: [
      [1, 1],
      [2, 0.8],
      [5, 0.5],
    ] as ReadonlyArray<readonly [number, number]>,
    recencyOldest: 0.3,
    /** Citation indicators (seed 000): references section, citation formatting, author credentials. */
    citationPoints: { references: 0.3, formatting: 0.2, credentials: 0.3 },
    /**
     * The least citation score a source of these tiers gets (issue 32 item 5): a public body, journal or fact-checker
     * answers for its pages by its standing, so a page without a references section or a named doctor is not dragged
     * to a coin flip (who.int at 55 %, the Lancet at 49 %). Other tiers earn their citation score on the page. This is
     * in the one figure per source and claim (`credibilityForClaim`) that a reader is shown and the verdict weighs;
     * `belief.tierWeight` is set so that A and A' do not count their standing twice.
     */
    vouchedCitations: { A: 1, "A'": 0.8 } as Readonly<Partial<Record<TierKey, number>>>,
    /**
     * Age lowers credibility only for a time-sensitive claim (`domain/claims/time-sensitivity.ts`): a figure, current
     * events, an office holder. A claim whose time window ends within this many days of the check is current events.
     */
    currentEventsDays: 365,
  },
  belief: {
    /** Sigmoid impact: L = Lmax * sigmoid(k * (strength - x0)). */
    k: 10,
    x0: 0.5,
    lMax: 2,
    /** Log-odds of G never pass this magnitude without ≥2 independent sources. */
    consensusCap: 2,
    /** Shingle (Jaccard over word 5-grams) similarity above which two texts are one source. */
    duplicateSimilarity: 0.6,
    temporalMismatchWeight: 0.25,
    /** Seed 001 tier priors: veracity (G) and danger (R) of what a source of that tier asserts. */
    veracityPrior: {
      A: 0.85,
      "A'": 0.75,
      B: 0.7,
      C: 0.55,
      D: 0.35,
      unknown: 0.5,
      unreliable: 0.2,
    } satisfies Record<TierKey, number>,
    dangerPrior: {
      A: 0.1,
      "A'": 0.15,
      B: 0.2,
      C: 0.35,
      D: 0.5,
      unknown: 0.3,
      unreliable: 0.6,
    } satisfies Record<TierKey, number>,
    /**
     * Multiplier on an evidence item's impact by its source tier, beyond what its credibility figure says. The figure
     * weighed is the one a reader is shown (`credibilityOf` with `vouch`): a public body's or journal's standing
     * already lifts it (vouched references, 0.3 and 0.24 of the figure), so A and A' keep here only what the figure
     * does not say (1 → 0.85, 0.9 → 0.8); a tier-A page of any age weighs what it weighed on seed 000's page-only
     * figure, within 2 %.
     */
    tierWeight: {
      A: 0.85,
      "A'": 0.8,
      B: 0.8,
      C: 0.6,
      D: 0.3,
      unknown: 0.5,
      unreliable: 0.1,
    } satisfies Record<TierKey, number>,
    /** What an independent source of each tier adds to explainability (A), times `explainQuoted`/`explainUnquoted`. */
    explainTierWeight: {
      A: 1,
      "A'": 0.9,
      B: 0.8,
      C: 0.6,
      D: 0.3,
      unknown: 0.5,
      unreliable: 0.1,
    } satisfies Record<TierKey, number>,
    /** Impact is scaled by (credibilityFloor + (1 − credibilityFloor) · credibility). */
    credibilityFloor: 0.5,
    /** Relevance used when an evidence item gives none. */
    defaultRelevance: 1,
    /** Strength used when an evidence item gives none. */
    defaultStrength: 0.6,
    /**
     * The ordinary rule ceiling (the heuristics' `MAX_HEURISTIC_STRENGTH`): the most a rule's reading (no model, no
     * fact-check rating) counts in two cases.
     * - A page of `untrustedRuleTiers` or a known-unreliable one: a near-verbatim statement or same-subject
     *   contradiction (0.7) is cheap to write on a fresh domain or a forum, so it must never decide a verdict alone,
     *   nor with one more fresh domain (at 0.5, two unknown-tier pages gave "likely false"; at 0.4 it takes three).
     * - A same-subject contradiction (0.7) that no other independent source, not a known-unreliable one, corroborates:
     *   rules misread an honest page that adds a sub-group, a wider place or another year to the claim's subject, and
     *   one such page must not make a true claim false (`lone-rule-contradiction.ts`).
     */
    ruleCeiling: 0.4,
    untrustedRuleTiers: ['D', 'unknown'] as readonly string[],
    /** Majority share of weighted votes is clamped to this before the ≥2-source consensus cap (logit). */
    consensusMaxShare: 0.99,
    /** Shingle size (words) for copy detection. */
    shingleSize: 5,
    /**
     * Reworded copies (`domain/text/shared-text.ts`, `text-signature.ts`): two sources whose passages share their
     * sentences or words though reworded, or whose whole pages share `pageTermOverlap` of their words, are one source;
     * the claim's own words are left out (every source on the claim has them). Measured on the sandbox corpus and
     * copy networks (`test/unit/engine/domain/text/shared-text.test.ts`): honest pages on one claim share at most 0.61
     * of their page words (two long reports on one county's statistics) and no passage sentence beyond the claim's;
     * copies with two thirds of their swappable words replaced and their sentences rotated share 0.45–0.9.
     */
    copies: {
      minSentenceTerms: 5,
      sentenceContainment: 0.6,
      minCarriedSentences: 2,
      carriedShare: 0.5,
      minSharedTerms: 8,
      termOverlap: 0.5,
      pageTermOverlap: 0.65,
      /** Distinct page words kept per source (bottom-k hashes, MinHash-like): exact up to this many. */
      signatureSize: 256,
    },
    /**
     * First appearance and template: sources whose passages or pages share `sameDateTermOverlap` of their words
     * (claim words aside; at least `copies.minSharedTerms`) are one source when they were published within this many
     * hours of each other (a network seeding one story on several sites the same day) or on one page template (the
     * same byline and site-name pattern, `domain/page-template.ts`). Honest same-day reports of one fact share at most
     * 0.38 in the corpus. Sources with no date or no template never meet by these rules.
     */
    sameDateWindowHours: 36,
    sameDateTermOverlap: 0.4,
    lowTierVoteCap: 0.5,
    lowTierShareOfCredible: 0.5,
    /** Claim-graph propagation weight per edge type (message = source G · weight · sign). */
    edgeWeight: { depends_on: 0.5, supports: 0.3, contradicts: 0.3 },
    /**
     * Danger by claim harm 1..5: R's prior when no article source is known; otherwise the claim's harm shifts the
     * tier's danger prior by logit(harmPrior[harm]) − logit(harmPrior[neutralHarm]).
     */
    harmPrior: [0.1, 0.2, 0.35, 0.5, 0.65],
    /** The harm (1–5) that leaves the tier's danger prior unchanged (the extractor's default). */
    neutralHarm: 2,
    /**
     * Where a challenged statement's veracity (G) starts: even. Someone quoted it on the page, so it is not the
     * page's own word and never takes the page's tier prior (70 % for a newsroom); R starts from its harm alone.
     */
    statementPrior: 0.5,
    /** Share of a harm-evidence impact added to R, and of |G| (when false) times harm/5. */
    harmEvidenceShare: 0.5,
    falseHarmShare: 0.5,
    /** Share of a 'mixed' or misleading-framing impact subtracted from B; share of clean support added. */
    misleadingShare: 0.75,
    honestSupportShare: 0.25,
    /** Explainability: starting log-odds and per independent source gain (quoted vs not). */
    explainStart: -1,
    explainQuoted: 0.6,
    explainUnquoted: 0.2,
  },
  verdict: {
    status: { verified: 0.8, flagged: 0.6, humanReview: 0.4 },
    /** G probability thresholds for labels. */
    label: { supported: 0.85, likelyTrue: 0.65, likelyFalse: 0.35, refuted: 0.15 },
    /** 'supported'/'refuted' also need this much explainability (A probability). */
    strongMinExplainability: 0.5,
    /** Tiers whose sources count as credible for a 'contested' verdict and a battleground. */
    credibleTiers: ['A', "A'", 'B'] as readonly string[],
    /** The weaker side needs this share of the weighted votes for 'contested'. */
    contestedMinShare: 0.25,
    /** Confidence = certaintyShare · |2g − 1| + (1 − certaintyShare) · a. */
    certaintyShare: 0.5,
    /** Confidence reported for not-checkable claims (they are shown, not scored). */
    notCheckableConfidence: 0.5,
  },
  graph: {
    entitySimilarity: 0.85,
    /** Prefix length of the blocking keys used before the Ratcliff/Obershelp comparison. */
    blockPrefix: 3,
    /** Entity relations kept from the extraction answer: per claim and per article. */
    maxRelationsPerClaim: 3,
    maxRelations: 24,
  },
  article: {
    roleWeight: { thesis: 1, support: 0.6, background: 0.3 },
    /** A claim this harmful (1–5) or more, judged false, keeps the article from reading as true. */
    dangerousHarm: 4,
    /**
     * Share of the weight (role × check-worthiness) of the checkable claims an article asserts that must be judged
     * true, with no main claim (thesis) left undecided, before the article may read "likely true" or "supported": two
     * supported claims of twelve, the rest unverified, never make an article true (issue 32).
     */
    heldShare: 0.6,
    /** Seed 000 consensus: ≥ 90 % of the sources taking a side agree, at least 2 of them of a credible tier. */
    consensusAgreement: 0.9,
    /**
     * Mean credibility of the agreeing sources (the figure the verdict weighed, `credibilityForClaim`). Seed 000's
     * 0.6 is on a scale where good sources score 0.8–0.95; on this engine's (0.4 authority + 0.3 citations + 0.3
     * recency) a newsroom's passage rarely shows citation marks. 0.45 is exactly what the scoring gives an undated
     * tier-B page with no citation marks on a time-sensitive claim (0.4·0.75 + 0.3·0 + 0.3·0.5): every recent or
     * undated A/A'/B page meets it; tier-B pages over 5 years old on a figure (0.39) do not. A public body or journal
     * (vouched references) meets it at any age, and on a timeless claim age does not count.
     */
    consensusMinCredibility: 0.45,
    consensusMinSources: 2,
  },
  quote: {
    /** Token similarity for a near (non-exact) quote match, with no critical word changed. */
    nearSimilarity: 0.85,
  },
  budgets: {
    quick: { maxModelCalls: 40, maxTokens: 120_000, maxSearches: 120, maxSeconds: 180 },
    deep: { maxModelCalls: 120, maxTokens: 400_000, maxSearches: 400, maxSeconds: 600 },
  } satisfies Record<Profile, Budget>,
  hops: { quick: 1, deep: 3 } satisfies Record<Profile, number>,
} as const;

/** The shape of the config with its literal defaults widened, so a profile can set any value. */
export type EngineConfig = Widen<typeof ENGINE_CONFIG>;

type Widen<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends boolean
      ? boolean
      : T extends readonly [infer A, infer B]
        ? readonly [Widen<A>, Widen<B>]
        : T extends readonly (infer U)[]
          ? readonly Widen<U>[]
          : { readonly [K in keyof T]: Widen<T[K]> };

/** Deep-merges overrides onto the defaults (plain objects merge; arrays and values replace). */
export function withOverrides(overrides: DeepPartial<EngineConfig> = {}): EngineConfig {
  return merge(ENGINE_CONFIG, overrides) as EngineConfig;
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = merge(base[key], value);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The local index of professional fact-checks (the ClaimReview feed): reading the feed, storing it, matching it. */
export const FACT_CHECK_INDEX = {
  feed: {
    /** A string in the feed longer than this keeps only its first this many characters (a claim is a sentence). */
    maxStringChars: 16_384,
    /** A feed element with more values than this is skipped unread (a ClaimReview has a few dozen). */
    maxItemNodes: 5_000,
    /** A feed element whose strings add up to more characters than this is skipped unread. */
    maxItemChars: 262_144,
    /** JSON nested deeper than this is refused (a ClaimReview feed nests about eight levels). */
    maxDepth: 256,
  },
  /** An index older than this many days is reported stale with a refresh advised. */
  staleAfterDays: 7,
  /** A download that receives nothing for this long is given up (the old index is kept). */
  stallTimeoutMs: 60_000,
  /** At most this many fact-checks answer one claim. */
  maxMatchesPerClaim: 3,
  /**
   * Records the claim matcher reads in full per claim, those sharing the most (and rarest) index terms first: each
   * costs an analysis of its claim (about 0.2 ms), so 30 keep a lookup well under the 20 ms goal.
   */
  maxCandidatesPerClaim: 30,
  /** An index term more than this share of the records have (a common word or year) is not walked in a lookup. */
  commonTermShare: 0.05,
  /** Analyses of candidate records kept between lookups (about 2 KB each). */
  analysesKept: 4_096,
} as const;

/** History's index (lib/db): how far a search reads before it walks the date index or says "N+". */
export const HISTORY_INDEX = {
  /** A search word whose prefix matches at most this many runs is read through the word index alone. */
  candidateCap: 2_000,
  /** Walking runs newest first (open, filters, unselective words), at most this many matches past the page are
   *  counted from the keys alone; more is shown as "N+". */
  countAhead: 1_000,
  /** The same when each row must be read to test it (an unselective word, label and site together). */
  filterAhead: 200,
  /** Summary rows read per step of such a walk (one IndexedDB request each, newest first). */
  walkChunk: 500,
} as const;

/** The extension's local index of professional fact-checks (lib/db, lib/background): download, refresh, lookup. */
export const FACT_INDEX_STORE = {
  /** The Data Commons ClaimReview feed (keyless, CC BY); Settings' hidden `factChecks.feedUrl` overrides it in tests. */
  feedUrl: 'https://storage.googleapis.com/datacommons-feeds/claimreview/latest/data.json',
  /** What the offer says before a HEAD request told the real size (the figures, 2026). */
  expectedBytes: 200_000_000,
  expectedRecords: 93_000,
  /** Records written per IndexedDB transaction while downloading (one progress update each). */
  batchSize: 500,
  /** An index older than this is downloaded again (conditionally: unchanged → nothing is fetched). */
  refreshAfterMs: 7 * 24 * 60 * 60 * 1000,
  /** How often the worker's alarm asks whether the index is due for its weekly refresh. */
  refreshCheckMinutes: 6 * 60,
  /** Candidates read per claim: records sharing the most index terms with it, best first. */
  candidatesPerClaim: 40,
  /** A term shared by more stored records than this says nothing about a claim and is skipped at lookup. */
  maxRecordsPerTerm: 5_000,
} as const;

/** When a check "settled little" and the panel and report suggest the one step that would help most. */
export const KEYLESS_GUIDANCE = {
  /** Settled little: fewer than this share of the checkable claims it judged got a verdict from counted evidence. */
  settledShare: 0.5,
} as const;

/**
 * The claim matcher (lib/engine/domain/claims): one for the fact-check index and for claims seen in earlier runs
 * (History), so not a per-run setting; its functions take these as their default.
 */
export const CLAIM_MATCH = {
  /** Term weights: a content word, a light word ("say", "people", "new"), a name (person, place, organisation). */
  weights: { content: 1, light: 0.35, name: 1 },
  /** Words before "that" (or dass, que…) that can be who said a reported claim ("The health minister told MPs that"). */
  reportFrameMaxWords: 6,
  /** Two claims match from this weighted Dice overlap of their terms (shared forms, names included). */
  minScore: 0.7,
  /**
   * A swapped predicate or object ("cause autism" / "contain mercury"): when both claims have at least
   * `swapMinWeight` of terms the other lacks, each at least this share of its own weight, they differ. 0: one
   * content word each side is enough, however long the claims ("… their own system for heating" / "… for cooling");
   * at 0.25, 104 pairs of 678 distinct Factcheck-Bench and FacTool claims matched, mostly such swaps; at 0, 32.
   */
  swapShare: 0,
  swapMinWeight: 1,
  /**
   * Two words stand for each other when they share a beginning this long and this share of the shorter word
   * ("ivermectin" / "ivermectina", "hyperactiv" / "hyperactivity"): inflections and cognates the lists lack.
   */
  cognatePrefix: 6,
  cognateShare: 0.8,
  /** Index terms kept per claim (IndexedDB multiEntry keys). */
  maxIndexTerms: 24,
  /** A claim is read up to this many characters (a claim is a sentence or two; a page pasted as one is cut). */
  maxChars: 2_000,
  /** Candidates of the inverted index checked in full per lookup, the most terms in common first. */
  lookupCandidates: 200,
  /** Matches a lookup returns unless asked for another number. */
  lookupLimit: 10,
} as const;

/** The claim matcher's thresholds, widened (a test or caller may pass others). */
export type ClaimMatchThresholds = Widen<typeof CLAIM_MATCH>;

/**
 * What a model costs, for the cost said before and after a check (issue 31). OpenAI's list prices in US dollars per
 * million tokens (standard tier, no cached-input or batch discount), by model name; a name not listed has no known
 * price until the user enters one in Settings (then the cost is said in tokens, never as $0). Checked on 28 November
 * 2026 through the library's search of stored pages: OpenAI's pricing page (developers.openai.com/api/docs/pricing)
 * as read on 5 November 2026 by api-evangelist ("OpenAI API Pricing: What Every Model Costs Per Million Tokens",
 * 2026-11-06), agreeing with deploybase.ai/articles/openai-pricing (March 2026) and GitHub's Copilot models-and-pricing
 * table (GPT-5 mini). Re-check before relying on them: prices change.
 */
export const MODEL_PRICES = {
  checkedOn: '2026-11-28',
  source: 'https://developers.openai.com/api/docs/pricing',
  /** Model name (as sent to OpenAI; a dated snapshot `gpt-4o-mini-2024-07-18` takes its family's) → $ per 1M tokens. */
  openai: {
    'gpt-4o-mini': { input: 0.15, output: 0.6 },
    'gpt-4o': { input: 2.5, output: 10 },
    'gpt-4.1-nano': { input: 0.1, output: 0.4 },
    'gpt-4.1-mini': { input: 0.4, output: 1.6 },
    'gpt-4.1': { input: 2, output: 8 },
    'gpt-5-nano': { input: 0.05, output: 0.4 },
    'gpt-5-mini': { input: 0.25, output: 2 },
    'gpt-5': { input: 1.25, output: 10 },
  } as Readonly<Record<string, { input: number; output: number }>>,
} as const;

/**
 * Claims seen in earlier runs (History's seen-before index, lib/db/seen-claims.ts, and the engine's reuse of their
 * evidence, pipeline/run/seen-reuse.ts). The index lives only in this browser (or the CLI's cache folder).
 */
export const SEEN_BEFORE = {
  /** Earlier claims read in full per claim looked up: those sharing the most index keys with it first. */
  candidatesPerClaim: 4,
  /**
   * Earlier claims read per claim when a saved run is indexed, to choose the distinct claim it joins (one round):
   * ranked by the terms they share, the earlier telling comes first; a lookup reads more.
   */
  candidatesWhenIndexing: 2,
  /** Rounds of candidates read for a claim none of whose candidates so far matched (each `candidatesPerClaim`). */
  candidateRounds: 2,
  /**
   * Earlier claims kept per index key (the newest). Keys are selective (a claim's signature, its figures with a term,
   * a pair of its terms), so a longer posting is a claim told that often: its newest tellings are the ones wanted.
   */
  maxRowsPerKey: 32,
  /**
   * Rows indexed since the postings were last merged, kept together in one record that every lookup reads too (an
   * update writes that one record, not one per key). Past this many, the update merges them into the postings.
   */
  recentRowsMax: 256,
  /** The recent rows are merged into the postings once no run was indexed for this long (ms). */
  mergeAfterIdleMs: 2_000,
  /** Terms sampled (by hash, not word order) for a stored row's keys: each with the claim's figures. */
  keyTermsStored: 4,
  /** Terms sampled for a lookup's keys (each among a stored telling's sample when the two share most terms). */
  keyTermsLooked: 3,
  /** Of the sampled terms, the first this many make the pair keys of a claim without figures (stored and looked up). */
  pairTerms: 3,
  /** Earlier checks kept per claim (newest first after the best match). */
  matchesPerClaim: 5,
  /** History's Claims view: distinct claims shown at first and added by each "Show more". */
  claimsPerPage: 50,
  /** Rows of the index read at a time while the Claims view looks for the next distinct claims (newest first). */
  claimsScanChunk: 400,
  /**
   * How long an earlier check's evidence is reused for this kind of claim, in days; older, the claim is checked
   * again. Figures (a number, a share, a statistical claim) and current events (a time window, a year this one or
   * last, an attribution of what someone said) age fast; everything else (settled science, history) slowly.
   */
  freshForDays: { figures: 7, current: 3, settled: 180 },
  /** A year at most this many years before the check's year makes a claim a current event. */
  currentYears: 1,
  /** Only an earlier verdict from evidence with at least this confidence is reused (a weak one is checked again). */
  minReuseConfidence: 0.5,
} as const;
