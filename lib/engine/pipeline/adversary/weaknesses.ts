/** The adversary's weaknesses of a claim's evidence (seed 000/001), each with follow-up queries from the snippets. */
import { isCredibleTier, sourceTierOf } from '../../domain';
import type { EngineConfig } from '../../config';
import { counterQueries } from '../search/counter-queries';
import { counterWordsFor } from '../search/counter-queries';
import { queryTerms } from '../search/query-terms';
import { snippetTerms } from '../search/followup-filter';
import type { Claim, Evidence, Query, SetAsideFact, SourceTier } from '../../schemas';
import { decisiveEvidence, independentSides, type ArticleIdentity } from './independent-sides';

export { snippetTerms };

type WeaknessKind = 'no-evidence' | 'single-source' | 'low-tier' | 'outdated' | 'one-sided' | 'conflicting';

export interface Weakness {
  kind: WeaknessKind;
  detail: string;
  followups: string[];
}

interface WeaknessOptions {
  now: Date;
  lang: string;
  outdatedDays: number;
  tierOverrides?: Record<string, SourceTier>;
  /**
   * The checked article: when given, a side counts only by `independentSides` (model or strong rule, not the
   * article's site, a copy of it or an instructed page), so a page that may not end the search leaves a gap.
   */
  article?: ArticleIdentity;
  /** The run's config (which tiers are credible, how strong a rule must be to count). */
  config: EngineConfig;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Weaknesses of the evidence gathered for `claim` so far. */
export function findWeaknesses(
  claim: Claim,
  evidence: Evidence[],
  queries: Query[],
  options: WeaknessOptions,
): Weakness[] {
  const out: Weakness[] = [];
  const mine = evidence.filter((e) => e.claimId === claim.id);
  const decisive = decisiveEvidence(mine);
  const terms = queryTerms(claim.text, options.lang, 5).join(' ');
  const fromSnippets = (items: Evidence[]) =>
    snippetTerms(claim.text, items.length ? items : mine, options.config.search.onClaimOverlap, options.lang);
  if (decisive.length === 0) {
    out.push({
      kind: 'no-evidence',
      detail: 'no source takes a side with a verified quote',
      followups: [join(terms, fromSnippets([])), queryTerms(claim.text, options.lang, 3).join(' ')],
    });
  } else {
    const domains = new Set(decisive.map((e) => e.domain));
    const sides = options.article
      ? independentSides(mine, options.article, options.config, claim.text)
      : null;
    const aside = sides?.setAside.length
      ? ` (not counted: ${[...new Set(sides.setAside.map((s) => `${s.evidence.domain}, ${setAsideLabel(s.fact)}`))].join('; ')})`
      : '';
    if (domains.size === 1) {
      out.push({
        kind: 'single-source',
        detail: `only ${[...domains][0]} takes a side${aside}`,
        followups: [join(terms, fromSnippets(decisive))],
      });
    } else if (sides && sides.sources.length < 2) {
      const counted = sides.sources.map((e) => e.domain);
      out.push({
        kind: 'single-source',
        detail: `${counted.length ? `only ${counted[0]}` : 'no source'} can end the search${aside}`,
        followups: [join(terms, fromSnippets(decisive))],
      });
    }
    const tiers = decisive.map((e) =>
      sourceTierOf(e, {
        overrides: options.tierOverrides,
        lookalike: options.config.tiers.lookalike,
      }),
    );
    const { config } = options;
    if (!tiers.some((t) => isCredibleTier(t, config))) {
      out.push({
        kind: 'low-tier',
        detail: 'only low-tier or unknown sources take a side',
        followups: [`${terms} ${officialWord(options.lang)}`],
      });
    }
    const ages = decisive.map((e) =>
      e.publishedAt ? options.now.getTime() - Date.parse(e.publishedAt) : NaN,
    );
    if (ages.every((a) => Number.isFinite(a) && a > options.outdatedDays * DAY_MS)) {
      out.push({
        kind: 'outdated',
        detail: `every source taking a side is older than ${Math.round(options.outdatedDays / 365)} years`,
        followups: [`${terms} ${options.now.getUTCFullYear()}`],
      });
    }
    const supports = decisive.filter((e) => e.stance === 'supports');
    const refutes = decisive.filter((e) => e.stance === 'refutes');
    if ((supports.length > 0 && refutes.length > 0) || decisive.some((e) => e.stance === 'mixed')) {
      out.push({
        kind: 'conflicting',
        detail: `sources disagree: ${supports.length} for, ${refutes.length} against`,
        followups: [join(terms, fromSnippets(refutes)), join(terms, fromSnippets(supports))],
      });
    }
  }
  const counterRun = queries.some((q) => q.claimId === claim.id && q.intent === 'counter' && q.executed);
  if (!counterRun) {
    out.push({
      kind: 'one-sided',
      detail: 'no counter-query has run yet',
      followups: counterQueries({ text: claim.text, lang: options.lang }, 2).map((q) => q.text),
    });
  }
  return out;
}

/**
 * Why a decisive source cannot end the search, as the decision's detail in the trace has always said it (the detail
 * is recorded text, shown in the panel's trace as written).
 */
function setAsideLabel(fact: SetAsideFact): string {
  switch (fact.kind) {
    case 'instructions':
      return 'it carries instructions aimed at AI tools';
    case 'own-site':
      return "it is on the article's own site";
    case 'article-copy':
      return 'it is a copy of the article';
    case 'weak-rule':
      return `it was read by a weak rule (strength ${fact.strength.toFixed(2)})`;
    case 'quote-not-found':
      return `its quote was not found in ${fact.site}`;
    case 'irrelevant':
      return 'it is irrelevant to the claim';
    case 'background':
      return 'it is background only';
    case 'copy-of':
      return `it is another copy of ${fact.of}`;
    case 'legacy':
      return fact.text;
  }
}

function join(a: string, b: string): string {
  return `${a} ${b}`.trim();
}

function officialWord(lang: string): string {
  return counterWordsFor(lang).words.official;
}
