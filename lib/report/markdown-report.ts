/** Markdown and JSON reports of a run: verdicts with their evidence, queries tried, battlegrounds, sources, usage. */
import type { StoredSource } from '../engine/ports';
import { checkOutcome } from '../presentation/check-outcome';
import { reasonLines } from '../presentation/reason-words';
import { setAsideWords } from '../presentation/set-aside-words';
import { setAsideMarkdownLines } from './set-aside-lines';
import { seenBeforeMarkdown } from './seen-before-lines';
import { noFiguresSentence, verdictHeading } from '../presentation/run-subject-words';
import { articleStanceLine, labelWithReason, STATUS_WORDS } from '../presentation/verdict-words';
import { verdictSources } from '../presentation/claim-sides';
import {
  articleStanceOf,
  LOCAL_FACT_CHECKS_ATTRIBUTION,
  sourceCredibilityFor,
  type Claim,
  type Evidence,
} from '../engine/schemas';
import { articleOutcome, type OutcomeConfig } from '../presentation/article-outcome';
import type { EngineConfig } from '../engine/config';
import { hiddenCharactersSentence } from '../engine';
import {
  articleFigures,
  figuresBasis,
  priorSentence,
  showsFigures,
  veracityFrom,
} from '../presentation/claim-figures';
import { count } from '../presentation/plural';
import { claimCounts, claimsFoundLine } from '../presentation/claim-counts';
import { queryTag } from '../presentation/query-words';
import { registrableDomain } from '../engine/domain/registrable-domain';
import { claimKindWords } from '../presentation/claim-kind-words';
import { SOURCE_KIND_WORDS, sourceKindOf } from '../presentation/source-kind-words';
import {
  claimOrder,
  estimateCost,
  formatRgba,
  type FactCheckIndexReport,
  type ReportExtras,
  type ReportInput,
} from './report-input';
import { md, mdAutolink, mdCode, mdLink, safeJson } from './markdown-escape';
import { keylessGuidanceLines } from './keyless-lines';
import { jsonNoClaims } from './no-claims-report';
import { costAfterWords, jsonCost } from '../presentation/cost-words';
import { undecidedLabel, undecidedLines, undecidedOf } from '../presentation/undecided-words';

export { md } from './markdown-escape';

/**
 * `config`: the run's engine config (the outcome reads its dangerous-harm threshold). `extras.guidance`: what the
 * CLI's user has (fact-check index, keys, model); given, a check that settled little ends its verdict with the step
 * that would help most.
 */
export function renderMarkdownReport(
  input: ReportInput,
  config: EngineConfig,
  extras: ReportExtras = {},
): string {
  const { run, claims, queries, evidence, verdicts, sources } = input;
  const a = run.article;
  const byClaim = new Map(verdicts.map((v) => [v.claimId, v]));
  const sourceOf = new Map(sources.map((s) => [s.url, s]));
  const out: string[] = [];
  out.push(`# Cartographer report: ${md(a.title || a.url)}`, '');
  out.push(`- **URL:** ${mdAutolink(a.url)}`);
  if (a.siteName) out.push(`- **Site:** ${md(a.siteName)}`);
  out.push(`- **Published:** ${a.publishedAt ? md(a.publishedAt) : 'unknown'}`);
  const outcome = checkOutcome(run);
  out.push(
    `- **Checked:** ${isoTime(run.createdAt)} · profile ${md(run.profile)} · model ${md(run.model)} · status **${md(run.status)}**`,
  );
  out.push(`- **Outcome:** ${md(outcome.status)}`);
  if (outcome.model.state !== 'none') out.push(`- **Model:** ${md(outcome.model.sentence)}`);
  if (outcome.advice) out.push(`- **What to do:** ${md(outcome.advice)}`);
  if (outcome.cache) out.push(`- **Cache:** ${md(outcome.cache)}`);
  out.push(`- **Cost:** ${md(costAfterWords(run))}`);
  const rulesClaims = jsonNoClaims(run)?.offer;
  if (rulesClaims) out.push(`- **Rules' claims:** ${md(rulesClaims)}`);
  if (extras.factCheckIndex !== undefined)
    out.push(`- **Fact-check index:** ${factCheckIndexWords(extras.factCheckIndex)}`);
  if (run.origin === 'imported') {
    out.push(
      `- **Provenance:** imported from a file${run.importedAt ? ` on ${isoTime(run.importedAt)}` : ''} — not checked in this browser`,
    );
  }
  if (run.kind === 'challenge' && run.statement)
    out.push(`- **Challenged statement:** “${md(run.statement)}”`);
  // The one set of counts the panel shows (found, checked, left unchecked, not checkable).
  out.push(`- **Claims:** ${md(claimsFoundLine(claimCountsOf(input, config)))}`);
  out.push('');
  const article = articleOutcome(claims, verdicts, config, run.result);
  const figures = article.withEvidence > 0 ? articleFigures(claims, verdicts, config) : null;
  if (run.result) {
    out.push(
      `## ${verdictHeading(run.kind)}: ${labelWithReason(article.overall)}`,
      '',
      `**${md(article.headline)}**`,
      '',
      ...(article.reportedLine ? [md(article.reportedLine), ''] : []),
      figures
        ? `${formatRgba(figures)} (averaged over the ${count(article.withEvidence, 'decided claim')} with evidence counted)`
        : noFiguresSentence(run.kind),
      '',
      md(article.summary),
      '',
      ...(run.result.summaryBy === 'template'
        ? ['_Summary written from the verdicts, not by the model._', '']
        : []),
      ...(extras.guidance ? keylessGuidanceLines(article, claims, extras.guidance) : []),
    );
  } else {
    out.push(`## ${verdictHeading(run.kind)}: not computed (the run did not finish)`, '');
  }
  if (run.notices.length) out.push('### Notices', '', ...run.notices.map((n) => `- ${md(n)}`), '');

  out.push(`## Claims (${claims.length})`, '');
  claimOrder(claims, byClaim).forEach((claim, i) => {
    const v = byClaim.get(claim.id);
    // Figures only from evidence: a claim with no counted source says what its prior is, as a prior.
    const figures = showsFigures(v);
    // An undecided claim: what its sources said and what would help, never "not enough evidence" when not searched.
    const undecided = v ? undecidedOf(claim, v, evidence, run, extras.guidance) : null;
    out.push(`### ${i + 1}. ${md(claim.text)}`, '');
    out.push(
      `**${undecided ? undecidedLabel(undecided) : v ? labelWithReason(v.label) : 'Not judged yet'}**${v && figures ? ` · ${STATUS_WORDS[v.status].toLowerCase()} · confidence ${v.confidence.toFixed(2)}` : ''} · ${md(claimKindWords(claim.kind))}${claim.harm >= 4 ? ` · harm ${Number(claim.harm)}/5` : ''}`,
      '',
    );
    // Checked in an earlier run (a History was searched): when, what it found, and whether its evidence was reused.
    if (claim.seenBefore) out.push(seenBeforeMarkdown(claim.seenBefore), '');
    const stance = articleStanceLine(articleStanceOf(claim), v?.label ?? null, verdictSources(v, evidence));
    if (stance) out.push(`_${md(stance)}_`, '');
    if (v && figures) out.push(`${formatRgba(v.rgba)} (${figuresBasis(v).toLowerCase()})`, '');
    if (undecided) out.push(...undecidedLines(undecided).flatMap((line) => [md(line), '']));
    const prior = v && !undecided ? priorSentence(v, registrableDomain(a.url) || null) : null;
    if (prior) out.push(md(prior), '');
    if (claim.quote !== claim.text) out.push(`> ${md(claim.quote)}`, '');
    const shows = stance ? claim.articleStanceSentence : undefined;
    if (shows && shows !== claim.quote) out.push(`The article: “${md(shows)}”`, '');
    if (claim.hiddenCharacters?.length) out.push(md(hiddenCharactersSentence(claim.hiddenCharacters)), '');
    if (claim.page !== undefined) out.push(`On page ${Number(claim.page)} of the PDF.`, '');
    if (v?.reasons.length)
      out.push('Reasons:', ...reasonLines(v.reasons, v.label).map((r) => `- ${md(r)}`), '');
    if (v?.setAside.length)
      out.push('Set aside:', ...setAsideMarkdownLines(v.setAside, evidence).map((r) => `- ${r}`), '');
    const mine = evidence.filter((e) => e.claimId === claim.id);
    section(
      out,
      'Evidence for',
      mine.filter((e) => e.stance === 'supports'),
      sourceOf,
    );
    section(
      out,
      'Evidence against',
      mine.filter((e) => e.stance === 'refutes'),
      sourceOf,
    );
    section(
      out,
      'Mixed',
      mine.filter((e) => e.stance === 'mixed'),
      sourceOf,
    );
    const context = mine.filter((e) => e.stance === 'context');
    if (context.length)
      out.push(
        `Context only: ${count(context.length, 'source')}${context.some((e) => !e.quoteVerified && e.quote) ? ' (some quotes failed verification and were demoted)' : ''}.`,
        '',
      );
    const tried = queries.filter((q) => q.claimId === claim.id);
    if (tried.length) {
      out.push('Queries tried:');
      for (const q of tried) {
        const tag = q.intent === 'neutral' ? '' : ` (${queryTag(q)})`;
        out.push(
          `- ${mdCode(q.text)}${tag} \\[${md(q.lang)}\\] — ${q.executed ? `${Number(q.resultCount)} results` : 'not run'}`,
        );
      }
      out.push('');
    }
  });

  const battlegrounds = run.result?.battlegrounds ?? [];
  if (battlegrounds.length) {
    out.push('## Battlegrounds', '');
    for (const b of battlegrounds) {
      out.push(
        `### ${md(b.point)}`,
        '',
        `Favours ${b.favours === 'neither' ? 'neither side' : `side ${b.favours}`} (lean ${b.lean.toFixed(2)}).`,
        '',
      );
      for (const [name, side] of [
        ['A', b.sideA],
        ['B', b.sideB],
      ] as const) {
        out.push(`- **Side ${name}:** ${md(side.position)}`);
        for (const s of side.sources)
          out.push(
            `  - ${md(s.domain)} (${kindWords(s.url, s.tier)}, tier ${md(s.tier)}, credibility ${s.credibility.toFixed(2)}): “${md(s.quote)}” ${mdAutolink(s.url)}`,
          );
      }
      out.push('');
    }
  }

  const uniqueSources = [...new Map(sources.map((s) => [s.url, s])).values()].sort(
    (x, y) => y.credibility - x.credibility,
  );
  if (uniqueSources.length) {
    out.push(
      '## Sources',
      '',
      '| Domain | Tier | Credibility | Published | Link | Kind |',
      '|---|---|---|---|---|---|',
    );
    for (const s of uniqueSources)
      out.push(
        `| ${md(s.domain)} | ${md(s.tier)} | ${s.credibility.toFixed(2)} | ${s.publishedAt ? md(s.publishedAt.slice(0, 10)) : 'unknown'} | ${mdAutolink(s.url)} | ${kindWords(s.url, s.tier)} |`,
      );
    out.push('');
  }

  const u = run.usage;
  const n = Math.max(1, claims.length);
  out.push('## Usage and cost', '');
  out.push(
    `- Model calls: ${u.modelCalls} (${(u.modelCalls / n).toFixed(1)} per claim) · tokens ${u.promptTokens} in / ${u.completionTokens} out (${Math.round((u.promptTokens + u.completionTokens) / n)} per claim)`,
  );
  out.push(
    `- Searches: ${u.searches} (${(u.searches / n).toFixed(1)} per claim) · pages fetched: ${u.fetches}`,
  );
  out.push(`- Estimated model cost: $${estimateCost(run).toFixed(4)} at gpt-4o-mini list prices`);
  out.push('');
  return out.join('\n');
}

/** The report's line on the local fact-check index: what it holds and how old it is, or how to get one. */
function factCheckIndexWords(index: FactCheckIndexReport | null): string {
  if (!index)
    return 'not downloaded (`npm run factchecks -- update` adds about 93,000 professional fact-checks, free)';
  const age =
    index.ageDays < 1
      ? 'today'
      : `${Math.floor(index.ageDays)} day${Math.floor(index.ageDays) === 1 ? '' : 's'} ago`;
  const stale = index.stale ? ' — older than a week: refresh it with `npm run factchecks -- update`' : '';
  return `${index.records.toLocaleString('en')} professional fact-checks searched, updated ${md(index.updatedAt.slice(0, 10))} (${age}); ${md(index.attribution)}${stale}`;
}

/** An epoch-ms time as ISO text; 'unknown' for a value no date can have (a hand-edited file). */
function isoTime(ms: number): string {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? 'unknown' : date.toISOString();
}

function section(out: string[], title: string, items: Evidence[], sourceOf: Map<string, StoredSource>): void {
  if (items.length === 0) return;
  out.push(`${title}:`);
  for (const e of [...items].sort((a, b) => b.strength - a.strength)) {
    const s = sourceOf.get(e.url);
    const meta = [
      s ? kindWords(s.url, s.tier) : null,
      s ? `tier ${md(s.tier)}` : null,
      s ? `credibility ${sourceCredibilityFor(s, e.claimId).toFixed(2)}` : null,
      e.publishedAt ? `published ${md(e.publishedAt.slice(0, 10))}` : null,
      e.rating ? `rating “${md(e.rating)}”` : null,
      e.foundIn ? `found in the local fact-check index (${md(LOCAL_FACT_CHECKS_ATTRIBUTION)})` : null,
      e.heuristic
        ? e.rationale.startsWith('professional fact-check')
          ? 'stance from the fact-check rating'
          : `no-model ${e.rationale.replace(/^heuristic: /, 'heuristic: ').slice(0, 120)}, strength ${e.strength.toFixed(2)}`
        : null,
    ]
      .filter(Boolean)
      .join(', ');
    out.push(
      `- **${md(e.domain)}** (${meta}): “${md(e.quote || e.passage.slice(0, 200))}”${e.quoteVerified ? '' : ' _(quote not verified)_'} — ${mdLink(e.title || e.url, e.url)}`,
    );
  }
  out.push('');
}

/** The same data as JSON (stable shape: a versioned envelope), inert when opened in a browser. */
export function renderJsonReport(
  input: ReportInput,
  config: EngineConfig,
  extras: ReportExtras = {},
): string {
  // claimsNotChecked: checkable claims found beyond the run's claim cap (0 when every one was checked).
  return safeJson(
    {
      format: 'cartographer-report',
      version: 1,
      ...input,
      // `articleStance`: whether the article asserts, reports or rebuts each claim, with its sentence that shows it.
      // `undecided` (issue 32 item 4): for an Unverified claim, which sources discussed it and what they said, whether
      // it was searched at all (and why not), and the one step that would help most; null for every other claim.
      claims: input.claims.map((c) => jsonClaim(c, input, extras)),
      // `reasons` keeps its shape (sentences, the words the panel shows); `reasonFacts` carries the typed facts.
      // `veracityFrom`: where each veracity comes from ('evidence' or only the article's 'prior'), also for runs stored before.
      verdicts: input.verdicts.map((v) => ({
        ...v,
        reasons: reasonLines(v.reasons, v.label),
        reasonFacts: v.reasons,
        // `setAside[].reason` keeps its shape (the words the panel shows); `fact` carries the typed fact beside it.
        setAside: v.setAside.map((s) => ({
          evidenceId: s.evidenceId,
          reason: setAsideWords(s.fact),
          fact: s.fact,
        })),
        veracityFrom: veracityFrom(v),
      })),
      claimsNotChecked: input.run.claimsNotChecked ?? 0,
      // The one set of counts the panel and the Markdown report show: found = checked + notCheckable + left.
      claimCounts: claimCountsOf(input, config),
      // The one article outcome the panel shows: headline, overall label, claim order, figures' basis.
      articleOutcome: jsonArticleOutcome(input, config),
      // How the check ended and whether (and why) the configured model failed: the CLI's exit code derives from it.
      outcome: jsonOutcome(input.run),
      modelFailed: modelFailure(input.run) !== null,
      modelFailure: modelFailure(input.run),
      // The extraction left nothing to check: who looked, what the rules find, how to check their claims (else null).
      noClaims: jsonNoClaims(input.run),
      // What the check cost: model calls and tokens as counted, `usd` only at a known price (never 0 for unknown).
      cost: jsonCost(input.run),
      // The local index of professional fact-checks the check searched (the CLI's; null: none downloaded).
      ...(extras.factCheckIndex !== undefined ? { factCheckIndex: extras.factCheckIndex } : {}),
      // The History of checked claims the claims were looked up in (`claims[].seenBefore`); absent: none.
      ...(extras.seenHistory ? { seenHistory: extras.seenHistory } : {}),
    },
    2,
  );
}

/** The run's claim counts with the cap of its profile in the run's config. */
function claimCountsOf(input: ReportInput, config: Pick<EngineConfig, 'claims'>) {
  return claimCounts(input.claims, input.verdicts, input.run, config.claims.checkLimit[input.run.profile]);
}

/**
 * A claim with its article stance filled in (runs stored before stances were read: the article's own), and, when
 * the check had a History, `seenBefore`: its earlier checks (run id, date, verdict) and what this run did, or null.
 */
function jsonClaim(claim: Claim, input: ReportInput, extras: ReportExtras) {
  const withHistory = extras.seenHistory !== undefined;
  const stance = articleStanceOf(claim);
  const v = input.verdicts.find((x) => x.claimId === claim.id);
  const seen = claim.seenBefore;
  return {
    ...claim,
    ...(seen
      ? {
          seenBefore: {
            ...seen,
            earlier: seen.earlier.map((e) => ({ ...e, checkedOn: new Date(e.checkedAt).toISOString() })),
          },
        }
      : withHistory
        ? { seenBefore: null }
        : {}),
    articleStance: stance,
    articleStanceSentence: claim.articleStanceSentence ?? claim.quote,
    articleStanceLine: articleStanceLine(stance, v?.label ?? null, verdictSources(v, input.evidence)),
    undecided: v ? undecidedOf(claim, v, input.evidence, input.run, extras.guidance) : null,
  };
}

function jsonArticleOutcome(input: ReportInput, config: OutcomeConfig) {
  const o = articleOutcome(input.claims, input.verdicts, config, input.run.result);
  return {
    headline: o.headline,
    overall: o.overall,
    tone: o.tone,
    // Claims the article reports or rebuts: checked, never counted in the headline, label or figures.
    reportedClaims: o.reported,
    reportedLine: o.reportedLine,
    // Decided claims with evidence counted: the article's figures average these (none: no figures).
    claimsWithEvidence: o.withEvidence,
    // Whether what the article asserts was checked and held: only then is `overall` true (issue 32 item 2).
    assertionsHeld: o.held,
    claimsJudged: o.judged,
    figuresFrom: o.withEvidence > 0 ? ('evidence' as const) : ('none' as const),
    order: o.order,
    mostDoubtful: o.mostDoubtful,
  };
}

/** The outcome as the JSON report carries it: typed fields first, the sentences beside them. */
function jsonOutcome(run: ReportInput['run']) {
  const outcome = checkOutcome(run);
  return {
    kind: outcome.kind,
    exitCode: outcome.exitCode,
    status: outcome.status,
    model: {
      state: outcome.model.state,
      name: outcome.model.name,
      failure: outcome.model.failure,
      reason: outcome.model.reason,
      sentence: outcome.model.sentence,
      ...(run.modelUse ?? {}),
    },
    advice: outcome.advice,
    cache: { sentence: outcome.cache, ...(run.cacheUse ?? {}) },
  };
}

/** `null` when the configured model did its part (or none was configured); else whether wholly, and why. */
function modelFailure(run: ReportInput['run']) {
  const model = checkOutcome(run).model;
  if (model.state !== 'failed' && model.state !== 'partly-failed') return null;
  return {
    wholly: model.state === 'failed',
    code: model.failure,
    reason: model.reason,
    message: run.modelUse?.lastFailure?.message ?? null,
  };
}

/** The source's kind in the panel's words ("public body"), for the report to say what the panel says. */
function kindWords(url: string, tier: StoredSource['tier']): string {
  return md(SOURCE_KIND_WORDS[sourceKindOf(url, tier)].one);
}
