/** Stage 2: claims from the article — the model on pre-filtered sentences (quotes located or dropped), or heuristics. */
import { isSearchOrder } from './worthiness/search-order';
import { withPageNumbers } from '../../domain/page-of-offset';
import { extractClaimsHeuristically, scoreSentences } from './extract-claims-heuristically';
import { detectInjection, isInstructionLike } from '../text/detect-injection';
import { anchorClaimText, anchorContext } from './anchor-claim';
import { ExtractClaimsOutputSchema, SCHEMA_NAMES, UNCHECKABLE_KINDS } from '../../schemas';
import type { Article, ArticleStance, Claim, ClaimEdge, ExtractClaimsOutput } from '../../schemas';
import { isBudgetStop } from '../context/budget-guard';
import { locateQuote } from './locate-quote';
import { addNotice, type RunContext } from '../context/run-context';
import { errorMessage } from '../context/tracer';
import { callModel, modelAnswerUnusable } from '../model/model-call';
import { planModelQueries } from '../search/model-queries';
import { checkRelations } from './model-relations';
import { capClaims } from './worthiness/claim-cap';
import { fitExtraction } from './extract-fit';
import { articleStanceTrace, readArticleStance } from './article-stance';
import { asDisplayed, reportHiddenClaims } from './hidden-claims';
import { readerView } from '../../domain/text/reader-view';
import { noClaimsFound } from './no-claims';

/** Extracts, stores and returns the run's claims. Never throws for model failures: falls back to heuristics. */
export async function extractStage(ctx: RunContext): Promise<Claim[]> {
  const { run, config } = ctx;
  // What the model proposed for the article's stance toward each claim, for the trace to say when it did not count.
  const proposedStances = new Map<string, ArticleStance>();
  // Who picked the article's claims: the configured model, or the built-in rules (no model, a failure, or asked).
  let pickedBy: 'model' | 'rules' = 'rules';
  // PDF articles: each claim says which page its quote is on.
  const claims = withPageNumbers(
    run.article,
    run.kind === 'challenge' && run.statement
      ? [statementClaim(ctx, run.statement)]
      : capClaims(ctx, await articleClaims(ctx)),
  );
  if (run.kind === 'article') {
    const empty = noClaimsFound(claims, pickedBy, run.article, config);
    if (empty) run.noClaims = empty;
  }
  await reportHiddenClaims(ctx, claims);
  await ctx.deps.store.putClaims(claims);
  ctx.claims = claims;
  for (const claim of claims) {
    const detail = articleStanceTrace(claim, proposedStances.get(claim.id) ?? null);
    if (detail)
      await ctx.tracer.decision(
        'article stance',
        claim.id,
        detail,
        ctx.extractTraceId ? [ctx.extractTraceId] : [],
      );
  }
  return claims;

  async function articleClaims(c: RunContext): Promise<Claim[]> {
    const llm = c.deps.llm;
    if (llm && run.claimsBy === 'rules') {
      await c.tracer.decision(
        'extract claims (heuristic)',
        null,
        'the built-in rules pick the claims, as asked after the model found none',
      );
    } else if (llm) {
      try {
        const found = await modelClaims(c, llm, proposedStances);
        if (found) {
          pickedBy = 'model';
          return found;
        }
      } catch (error) {
        if (c.signal?.aborted || isBudgetStop(error)) throw error;
        addNotice(
          c,
          `Claim extraction by the model failed (${errorMessage(error)}); claims were picked by the built-in heuristics instead.`,
        );
      }
    }
    // Search orders ("search for: … site:…") are left out by the extractor: their words would become queries.
    const found = extractClaimsHeuristically(run.article, {
      maxClaims: config.claims.maxClaims,
      threshold: config.claims.heuristicThreshold,
    });
    await c.tracer.decision(
      'extract claims (heuristic)',
      null,
      `${found.length} sentences scored as check-worthy`,
    );
    return found.map((h) => ({
      id: c.deps.ids.next('c'),
      runId: run.id,
      quote: h.quote,
      start: h.start,
      end: h.end,
      ...asDisplayed(h.quote, h.text),
      kind: h.kind,
      role: 'support' as const,
      checkWorthiness: h.checkWorthiness,
      harm: h.harm,
      entities: h.entities,
      timeAnchor: null,
      edges: [],
      ...readArticleStance(run.article, h),
    }));
  }
}

/** The text the model sees: only sentences the heuristic scores above the pre-filter threshold, minus injected lines. */
export function prefilterArticle(article: Pick<Article, 'text'>, threshold: number): string {
  // Search orders ("search for: … site:…") and instruction-like sentences never reach the model.
  const kept = scoreSentences(article.text).filter(
    (s) => s.score >= threshold && !detectInjection(s.text).suspicious && !isSearchOrder(s.text),
  );
  const paragraphs: string[] = [];
  let current: string[] = [];
  let lastEnd = -1;
  for (const s of kept) {
    if (lastEnd >= 0 && article.text.slice(lastEnd, s.start).includes('\n\n')) {
      paragraphs.push(current.join(' '));
      current = [];
    }
    current.push(s.text);
    lastEnd = s.end;
  }
  if (current.length) paragraphs.push(current.join(' '));
  return paragraphs.join('\n\n');
}

/** The model's claims, anchored; null when the model proposed claims but none of their quotes is in the article. */
async function modelClaims(
  ctx: RunContext,
  llm: NonNullable<RunContext['deps']['llm']>,
  proposedStances: Map<string, ArticleStance>,
): Promise<Claim[] | null> {
  const { run, config } = ctx;
  const { text, system, maxOutputTokens, user } = await fitExtraction(
    ctx,
    llm,
    prefilterArticle(run.article, config.claims.prefilterThreshold),
  );
  const { value, traceId } = await callModel(ctx, llm, {
    fact: { kind: 'extract-claims' },
    claimId: null,
    schemaName: SCHEMA_NAMES.extractClaims,
    schema: ExtractClaimsOutputSchema,
    system,
    user,
    maxOutputTokens,
    describe: (answer) => `${answer.claims.length} claims from ${text.length} chars`,
  });
  ctx.extractTraceId = traceId;
  const kept: { claim: Claim; index: number }[] = [];
  const dropped: string[] = [];
  const instructions: string[] = [];
  const replaced: { quote: string; text: string; why: string }[] = [];
  const ids = value.claims.map(() => ctx.deps.ids.next('c'));
  value.claims.forEach((c, index) => {
    const at = locateQuote(run.article.text, c.quote);
    if (!at) return dropped.push(c.quote);
    const quote = run.article.text.slice(at.start, at.end);
    if (isInstructionLike(quote) || isSearchOrder(quote)) return instructions.push(quote);
    // Anchored in what the reader sees: a sentence whose bidi controls show "79" is checked as "79".
    const context = readerView(anchorContext(run.article.text, at.start, at.end));
    const anchored = anchorClaimText(c.text, readerView(quote), context);
    if (anchored.replaced) replaced.push({ quote, text: c.text, why: anchored.replaced });
    // Several claims may come from one sentence; only the same statement twice is one claim.
    const same = (k: { claim: Claim }) => k.claim.start === at.start && sameText(k.claim.text, anchored.text);
    if (kept.some(same)) return;
    if (c.articleStance) proposedStances.set(ids[index]!, c.articleStance);
    kept.push({
      index,
      claim: {
        id: ids[index]!,
        runId: run.id,
        quote,
        start: at.start,
        end: at.end,
        ...asDisplayed(quote, anchored.text),
        kind: c.kind,
        role: c.role,
        checkWorthiness: c.checkWorthiness,
        harm: c.harm,
        entities: c.entities.filter((e) => !isInstructionLike(e)),
        timeAnchor: c.timeFrom || c.timeTo ? { from: c.timeFrom, to: c.timeTo } : null,
        edges: [],
        ...readArticleStance(run.article, at, c),
      },
    });
  });
  const keptIds = new Set(kept.map((k) => k.claim.id));
  for (const { claim, index } of kept) {
    claim.edges = (value.claims[index]?.edges ?? [])
      .map((e): ClaimEdge | null => {
        const target = ids[e.targetIndex];
        return target && target !== claim.id && keptIds.has(target) ? { type: e.type, target } : null;
      })
      .filter((e): e is ClaimEdge => e !== null);
  }
  await attachQueriesAndRelations(ctx, value, kept, traceId);
  for (const quote of dropped) {
    await ctx.tracer.decision('claim dropped: quote not in article', null, quote.slice(0, 300), [traceId]);
  }
  for (const quote of instructions) {
    await ctx.tracer.decision(
      'claim dropped: quote is an instruction to AI tools',
      null,
      quote.slice(0, 300),
      [traceId],
    );
  }
  for (const r of replaced) {
    await ctx.tracer.decision(
      'claim text replaced by its quote',
      null,
      `${r.why}: the model wrote "${r.text.slice(0, 200)}" for "${r.quote.slice(0, 200)}"`,
      [traceId],
    );
  }
  if (value.claims.length > 0 && kept.length === 0 && dropped.length > 0) {
    await modelAnswerUnusable(ctx, 'none of the claims it proposed quotes the article verbatim');
    addNotice(
      ctx,
      `None of the ${value.claims.length} claims the model proposed quotes the article verbatim; claims were picked by the built-in heuristics instead.`,
    );
    return null;
  }
  if (dropped.length)
    addNotice(
      ctx,
      `${dropped.length} claim(s) proposed by the model were dropped because their quote is not in the article.`,
    );
  return kept.map((k) => k.claim).slice(0, config.claims.maxClaims);
}

/**
 * The model's queries (checked, with the template floor) and relations (checked against the article text) on each
 * kept claim: the queries are the claim's first search round, the relations feed the knowledge graph.
 */
async function attachQueriesAndRelations(
  ctx: RunContext,
  value: ExtractClaimsOutput,
  kept: { claim: Claim; index: number }[],
  traceId: string,
): Promise<void> {
  const { run, config } = ctx;
  for (const { claim, index } of kept) {
    const raw = value.claims[index]?.queries ?? [];
    if (raw.length === 0) continue;
    const plan = planModelQueries(raw, {
      claimText: claim.text,
      about: [claim.text, claim.quote, ...claim.entities].join(' \n '),
      words: [claim.text, claim.quote],
      pageText: run.article.text,
      lang: run.article.lang,
      maxCounter: config.search.maxCounterQueries,
      maxQueries: config.search.maxModelQueries,
    });
    claim.plannedQueries = plan.queries;
    if (plan.notes.length)
      await ctx.tracer.decision('model queries checked', claim.id, plan.notes.join('; ').slice(0, 1000), [
        traceId,
      ]);
  }
  const { byClaim, dropped } = checkRelations(
    value.relations,
    run.article.text,
    run.article.canonicalUrl || run.article.url,
    new Set(kept.map((k) => k.index)),
    { perClaim: config.graph.maxRelationsPerClaim, total: config.graph.maxRelations },
  );
  for (const { claim, index } of kept) {
    const relations = byClaim.get(index);
    if (relations?.length) claim.relations = relations;
  }
  if (dropped.length)
    await ctx.tracer.decision('relations dropped', null, dropped.join('; ').slice(0, 1000), [traceId]);
}

function sameText(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return norm(a) === norm(b);
}

/** A statement as the run's claim (a challenge's selection), located in the article when it is there. */
export function statementClaim(ctx: RunContext, statement: string): Claim {
  const { run } = ctx;
  const at = locateQuote(run.article.text, statement);
  const kind =
    extractClaimsHeuristically({ text: statement }, { maxClaims: 1, threshold: 0 })[0]?.kind ?? 'factual';
  return {
    id: ctx.deps.ids.next('c'),
    runId: run.id,
    quote: at ? run.article.text.slice(at.start, at.end) : statement,
    start: at?.start ?? 0,
    end: at?.end ?? 0,
    ...asDisplayed(statement, statement.trim()),
    kind: UNCHECKABLE_KINDS.includes(kind) ? 'factual' : kind,
    role: 'thesis',
    checkWorthiness: 1,
    harm: 3,
    entities: [],
    timeAnchor: null,
    edges: [],
  };
}
