/** Which sources may end a claim's search: read by the model or a strong rule, independent of the article and each other. */
import type { EngineConfig } from '../../config';
import { groupSameSource, type GroupingContext } from '../../domain/scoring/independent-sources';
import { articleCopyCheck } from '../../domain/text/article-copy';
import { sourceDomain } from '../../domain/registrable-domain';
import type { Evidence, SetAsideFact } from '../../schemas';
import type { RunContext } from '../context/run-context';

/** The checked article, for independence: its own site and its text (a copy of it is not a second source). */
export interface ArticleIdentity {
  urls: string[];
  text: string;
  /** The article's language, for sentence and word splitting. */
  lang?: string | null;
}

export interface IndependentSides {
  /** One entry per independent source that takes a side (its strongest item). */
  sources: Evidence[];
  /** Decisive items that cannot end the search, with why as a fact. */
  setAside: { evidence: Evidence; fact: SetAsideFact }[];
}

/** Evidence that takes a side and whose quote was found in its source. */
export function decisiveEvidence(evidence: Evidence[]): Evidence[] {
  return evidence.filter(
    (e) => (e.stance === 'supports' || e.stance === 'refutes' || e.stance === 'mixed') && e.quoteVerified,
  );
}

/** The run's article as `independentSides` needs it. */
export function articleIdentity(ctx: RunContext): ArticleIdentity {
  const { url, canonicalUrl, text, lang } = ctx.run.article;
  return { urls: [url, canonicalUrl].filter((u): u is string => !!u), text, lang };
}

/**
 * The sources that count toward "enough": decisive (a side, a verified quote) and either read by the model or by a
 * strong rule (strength ≥ `sufficiency.minRuleStrength`: near-verbatim statement, the same or a contradicting figure,
 * a fact-check's rating). Never counted, whatever they say: a source carrying instructions, a page of the article's
 * own site, a copy of the article. Pages of one domain and copies of one text are one source (as the judge counts).
 */
export function independentSides(
  evidence: Evidence[],
  article: ArticleIdentity | null,
  config: EngineConfig,
  claimText?: string,
): IndependentSides {
  const articleSource = fromTheArticle(article);
  const setAside: IndependentSides['setAside'] = [];
  const counted: Evidence[] = [];
  for (const e of decisiveEvidence(evidence)) {
    const min = config.sufficiency.minRuleStrength;
    const fact: SetAsideFact | null = e.carriesInstructions
      ? { kind: 'instructions' }
      : (articleSource(e) ??
        (e.heuristic && e.strength < min ? { kind: 'weak-rule', strength: e.strength, min } : null));
    if (fact) setAside.push({ evidence: e, fact });
    else counted.push(e);
  }
  const context = { ...(claimText ? { claimText } : {}), lang: article?.lang ?? null };
  return { sources: groupIndependent(counted, config, context), setAside };
}

/**
 * Why a piece of evidence is the article speaking again rather than another source: it is on the article's own
 * site, or it is a copy of the article; null for an independent page.
 */
export function fromTheArticle(
  article: ArticleIdentity | null,
): (e: Pick<Evidence, 'url' | 'passage'>) => SetAsideFact | null {
  const own = new Set((article?.urls ?? []).map(sourceDomain).filter(Boolean));
  const isCopy = article ? articleCopyCheck(article.text, article.lang) : () => false;
  return (e) => {
    const site = sourceDomain(e.url);
    if (own.has(site)) return { kind: 'own-site', site };
    return isCopy(e.passage) ? { kind: 'article-copy' } : null;
  };
}

/** One item per group of pages sharing a domain, a text or a first appearance (as the judge counts them), strongest first. */
function groupIndependent(items: Evidence[], config: EngineConfig, context: GroupingContext): Evidence[] {
  const sorted = [...items].sort((a, b) => b.strength - a.strength || a.url.localeCompare(b.url));
  const identity = (e: Evidence) => ({
    domain: sourceDomain(e.url),
    text: e.passage,
    publishedAt: e.publishedAt,
    ...(e.signature ? { signature: e.signature } : {}),
    ...(e.template ? { template: e.template } : {}),
  });
  return groupSameSource(sorted, identity, config, context).map((g) => g[0]!);
}
