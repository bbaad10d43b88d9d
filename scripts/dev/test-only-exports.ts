/**
 * Product exports that only tests import, each kept on purpose with the reason the test needs the unit itself
 * rather than the public function around it (issue 21.4). test/unit/needless-exports.test.ts refuses any other
 * test-only export, and any entry here that is no longer test-only (used by product code, or gone).
 */
export const TEST_ONLY_EXPORTS: Readonly<Record<string, string>> = {
  // Used outside TypeScript's import graph.
  'lib/extraction/no-stylesheet-parser.ts: parse':
    "Product: wxt.config.ts aliases linkedom's 'cssomnom/parse' to this file; the test checks the stand-in fails loudly.",

  // Types a test needs to build a fake for an injected dependency.
  'entrypoints/sidepanel/history/delete-queue.ts: Scheduler':
    'The test injects a manual scheduler to step the undo window.',
  'lib/background/offscreen-pdf.ts: OffscreenHost':
    'The test injects a fake offscreen host (no chrome.offscreen in Node).',
  'lib/composition/create-engine-deps.ts: EngineEnv': 'The test passes the sandbox fetch as the environment.',
  'lib/composition/provider-factories.ts: SearchValues':
    'The contract suite builds each provider from typed settings values.',
  'lib/db/run-index-query.ts: IndexSearch': 'The test types the search it runs against the run index.',
  'lib/engine/adapters/http/request-json.ts: TransportFailure':
    'The test asserts the shape of a transport failure.',
  'lib/engine/adapters/llm/chrome-builtin.ts: LanguageModelApi':
    'Tests inject a fake Prompt API (no Chrome built-in model in Node).',
  'lib/engine/adapters/llm/openai-client.ts: OpenAiClientOptions':
    'The contract suite builds the client with sandbox options.',
  'lib/engine/domain/scoring/independent-sources.ts: SourceIdentity':
    'The test builds source identities directly.',
  'lib/engine/pipeline/stance/followup-reads.ts: FollowupCandidate':
    'The test builds follow-up candidates directly.',
  'lib/engine/pipeline/stance/stance-routes.ts: RoutePolicy': 'The test builds route policies directly.',
  'lib/engine/adapters/memory/system-clock.ts: manualClock':
    'The in-memory clock twin: contract suites need deterministic time (a port twin, as STYLE.md asks).',

  // Wording and limits a test asserts exactly, rather than copying the literal.
  'entrypoints/sidepanel/components/provisional-note.tsx: PROVISIONAL_WORDS':
    'The test asserts the note says these words.',
  'lib/background/badge.ts: BADGE_COLORS': 'The test asserts each badge state has its colour.',
  'lib/background/network-rules.ts: BLOCKED_HOST_PATTERNS':
    'The e2e spec checks one browser block rule per pattern.',
  'lib/engine/adapters/search/search-http.ts: networkFailureKind':
    'The test covers each error code in a cause chain (DNS, refused, reset) without a failing network.',
  'lib/db/history-import.ts: UNFINISHED_IMPORT_NOTICE':
    'The test asserts an imported unfinished run carries the notice.',
  'lib/db/store-error.ts: QUOTA_MESSAGE': 'Tests assert a full store is said in these words.',
  'lib/engine/pipeline/adversary/sanitise-argument.ts: ARGUMENT_MAX_CHARS':
    'The test probes the cap at its edge.',
  'lib/engine/pipeline/context/run-state.ts: END_STATES':
    'The test walks every end state of the state machine.',
  'lib/engine/pipeline/search/counter-words.ts: QUERY_LANGUAGES': 'The test covers every query language.',
  'lib/engine/pipeline/stance/reading/lexical-stance.ts: MAX_HEURISTIC_STRENGTH':
    'Tests assert the rule stance never exceeds it.',
  'lib/engine/pipeline/stance/reading/lexical-stance.ts: VERBATIM_HEURISTIC_STRENGTH':
    'Tests assert a verbatim match gets exactly this strength.',
  'lib/engine/domain/scoring/verdict-of.ts: MIRROR_LABEL':
    'The property test checks the mirror of every label.',
  'lib/engine/domain/tiers/tier-lists.ts: TIER_PROVENANCE':
    'The test checks every tier list names its provenance.',
  'lib/engine/schemas/reason-fact.ts: REASON_KINDS': 'The test checks every reason kind has words.',
  'lib/engine/schemas/set-aside-fact.ts: SET_ASIDE_KINDS': 'The test checks every set-aside kind has words.',
  'lib/engine/schemas/trace-fact.ts: DECISIONS': 'The test checks every decision has words.',
  'lib/engine/schemas/trace-fact.ts: TRACE_FACT_KINDS': 'The test checks every trace fact kind has words.',
  'lib/engine/schemas/run.ts: RunStatusSchema': 'The test checks the state machine covers every status.',
  'lib/engine/schemas/verdict.ts: BeliefSchema':
    'The test checks the belief schema and the channel list agree.',
  'lib/engine/schemas/verdict.ts: RgbaSchema': 'The test checks the RGBA schema and the channel list agree.',
  'lib/engine/schemas/evidence.ts: PageSchema': 'Contract suites validate what each fetcher returns.',
  'lib/engine/schemas/evidence.ts: SearchResultSchema':
    'Contract suites validate what each search provider returns.',
  'lib/engine/schemas/llm.ts: JudgeSufficiencyOutputSchema':
    "The sandbox model answers in this schema's shape.",
  'lib/pdf/article-from-pdf.ts: NO_TEXT_LAYER_MESSAGE': 'Tests assert a scanned PDF is said in these words.',
  'lib/presentation/channel-words.ts: CHANNEL_COLOURS': 'The test checks each channel has a colour.',
  'lib/presentation/channel-words.ts: CHANNEL_WORDS': 'The test checks each channel has words.',

  // Pure units whose edge cases are tested directly (reaching them through the stage would need a whole run).
  'entrypoints/sidepanel/check/article-card.tsx: bylineOf':
    "The test covers bylines the card's render does not vary.",
  'entrypoints/sidepanel/history/history-search.ts: visibleRuns':
    'The test filters runs without rendering History.',
  'lib/background/badge.ts: badgeOf': 'Tests read the badge of a run state without a browser action.',
  'lib/background/inspect-tab.ts: unreadableMessage': 'The test covers each reason a tab cannot be read.',
  'lib/background/network-rules.ts: configuredEndpoints':
    'The test covers endpoint lists without chrome.declarativeNetRequest.',
  'lib/background/network-rules.ts: endpointAllowRules':
    'The test covers allow rules without chrome.declarativeNetRequest.',
  'lib/background/network-rules.ts: privateAddressRules':
    'The test covers block rules without chrome.declarativeNetRequest.',
  'lib/db/cartographer-db.ts: declareVersionsBeforeFacts':
    'Upgrade tests open a database at the versions before facts.',
  'lib/db/dexie-research-store.ts: fromRunRow':
    'The test reads a stored run back from its row to rewrite it.',
  'lib/db/export-bundle.ts: ExportBundleSchema': 'The test validates an export file against the schema.',
  'lib/engine/adapters/fetch/public-address.ts: classifyHostname':
    'Tests cover every address notation directly.',
  'lib/engine/adapters/search/openalex.ts: rebuildAbstract':
    "The test covers OpenAlex's inverted-index abstracts.",
  'lib/engine/adapters/search/search-http.ts: searchHttpError': 'The test covers each HTTP failure sentence.',
  'lib/engine/domain/claim-attention.ts: attentionOf':
    'The test checks the attention score that orders claims.',
  'lib/engine/domain/page-of-offset.ts: pageOfOffset': 'The test covers page boundaries of PDF offsets.',
  'lib/engine/domain/scoring/belief-of.ts: accumulateLogOdds': 'The test checks the log-odds sum directly.',
  'lib/engine/domain/tiers/article-tier-of.ts: postAuthorTierOf':
    "The test covers a post author's tier directly.",
  'lib/engine/domain/tiers/lookalike-of.ts: editDistance':
    'The test covers the distance look-alikes are judged by.',
  'lib/engine/domain/tiers/lookalike-of.ts: skeleton':
    'The test covers the confusable skeleton of host names.',
  'lib/engine/pipeline/acquire/acquire-stage.ts: pickCandidates':
    'The test covers which results are read, without fetching.',
  'lib/engine/pipeline/adversary/sufficiency.ts: decide':
    'Tests and the sandbox corpus decide sufficiency directly.',
  'lib/engine/pipeline/adversary/sufficiency.ts: modelMayEnd':
    "The test covers when the model's 'enough' is heeded.",
  'lib/engine/pipeline/adversary/sufficiency.ts: opposingSources':
    'The test counts independent opposing sources.',
  'lib/engine/pipeline/adversary/sufficiency.ts: ruleSufficiency':
    'Tests cover the no-model sufficiency rule.',
  'lib/engine/pipeline/adversary/weaknesses.ts: snippetTerms': 'Tests cover the terms read from snippets.',
  'lib/engine/pipeline/extract/extract-stage.ts: prefilterArticle':
    'Tests cover which sentences reach extraction.',
  'lib/engine/pipeline/model/model-answer-cache.ts: maskIds': 'The test checks ids are masked in cache keys.',
  'lib/engine/pipeline/context/run-state.ts: canEnterStage': 'The test walks the allowed stage transitions.',
  'lib/engine/pipeline/search/model-queries.ts: cleanQueryText':
    "The test covers cleaning the model's queries.",
  'lib/engine/pipeline/search/subject-lookup.ts: claimSubject':
    "Tests name each claim's subject to count the lookups the sandbox saw.",
  'lib/engine/pipeline/stance/reading/claim-clauses.ts: clausesOf':
    'The test covers clause splitting directly.',
  'lib/engine/pipeline/stance/reading/date-mismatch.ts: datesIn': 'Tests cover the dates found in text.',
  'lib/engine/pipeline/stance/reading/lexical-stance.ts: claimCoverage':
    'The test covers coverage across Arabic clitics.',
  'lib/engine/pipeline/stance/figures/quantities.ts: parseNumber':
    'The test covers number notations directly.',
  'lib/engine/pipeline/synthesise/synthesise-stage.ts: templateSummary':
    'Tests read the no-model summary directly.',
  'lib/engine/pipeline/text/content-words.ts: keyTerms':
    'The sandbox model picks key terms as the engine does.',
  'lib/engine/schemas/prompt.ts: escapeData':
    'The obedient sandbox model delimits page text as the engine does.',
  'lib/extraction/hidden-text.ts: isHiddenByMarkup': 'The test covers each hiding notation directly.',
  'lib/extraction/page-language.ts: normalizeLanguageTag': 'The test covers language tag spellings.',
  'lib/extraction/published-date.ts: normalizeDate': 'Tests cover date notations directly.',
  'lib/messaging/handle-message.ts: dispatch': 'The test dispatches a message without a browser runtime.',
  'lib/messaging/messenger.ts: removeAllListeners': 'Tests reset the messenger between cases.',
  'lib/messaging/worker-restart.ts: workerWentAway':
    'The test covers each error that means the worker restarted.',
  'lib/pdf/offscreen-protocol.ts: bytesToBase64':
    'The test checks the round trip across the offscreen channel.',
  'lib/presentation/reason-words.ts: reasonWords': 'Tests word one reason fact at a time.',
  'lib/presentation/source-kind-words.ts: standingOf': 'The test covers standing words at each credibility.',
  'lib/report/markdown-escape.ts: safeHref': 'The test covers each link a report refuses.',
  'lib/report/markdown-report.ts: md': 'The same-run test escapes text as the report does.',
};
