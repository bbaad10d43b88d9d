/** Which sources may end a claim's search: read by the model or a strong rule, independent of the article and each other. */
import { ENGINE_CONFIG, type EngineConfig } from '../config';
import { jaccard, shingles } from '../domain/text/shingles';
import { hostOf, registrableDomain } from '../domain/url';
import type { Evidence } from '../schemas';
import type { RunContext } from './run-context';

/** The checked article, for independence: its own site and its text (a copy of it is not a second source). */
export interface ArticleIdentity {
  urls: string[];
  text: string;
}

export interface IndependentSides {
  /** One entry per independent source that takes a side (its strongest item). */
  sources: Evidence[];
  /** Decisive items that cannot end the search, with why (for the trace). */
  setAside: { evidence: Evidence; why: string }[];
}

/** Evidence that takes a side and whose quote was found in its source. */
export function decisiveEvidence(evidence: Evidence[]): Evidence[] {
  return evidence.filter(
    (e) => (e.stance === 'supports' || e.stance === 'refutes' || e.stance === 'mixed') && e.quoteVerified,
  );
}

/** The run's article as `independentSides` needs it. */
export function articleIdentity(ctx: RunContext): ArticleIdentity {
  const { url, canonicalUrl, text } = ctx.run.article;
  return { urls: [url, canonicalUrl].filter((u): u is string => !!u), text };
}

const domainOf = (url: string) => registrableDomain(url) || hostOf(url);

/**
 * The sources that count toward "enough": decisive (a side, a verified quote) and either read by the model or by a
 * strong rule (strength ≥ `sufficiency.minRuleStrength`: near-verbatim statement, the same or a contradicting figure,
 * a fact-check's rating). Never counted, whatever they say: a source carrying instructions, a page of the article's
 * own site, a copy of the article. Pages of one domain and copies of one text are one source (as the judge counts).
 */
export function independentSides(
  evidence: Evidence[],
  article: ArticleIdentity | null,
  config: EngineConfig = ENGINE_CONFIG as EngineConfig,
): IndependentSides {
  const own = new Set((article?.urls ?? []).map(domainOf).filter(Boolean));
  const isCopy = article ? copyOf(article.text, config) : () => false;
  const setAside: IndependentSides['setAside'] = [];
  const counted: Evidence[] = [];
  for (const e of decisiveEvidence(evidence)) {
    const why = e.carriesInstructions
      ? 'it carries instructions aimed at AI tools'
      : own.has(domainOf(e.url))
        ? "it is on the article's own site"
        : isCopy(e.passage)
          ? 'it is a copy of the article'
          : e.heuristic && e.strength < config.sufficiency.minRuleStrength
            ? `it was read by a weak rule (strength ${e.strength.toFixed(2)})`
            : null;
    if (why) setAside.push({ evidence: e, why });
    else counted.push(e);
  }
  return { sources: groupIndependent(counted, config), setAside };
}

/** One item per group of pages sharing a domain or a text (Jaccard of word shingles), strongest first. */
function groupIndependent(items: Evidence[], config: EngineConfig): Evidence[] {
  const size = config.belief.shingleSize;
  const sorted = [...items].sort((a, b) => b.strength - a.strength || a.url.localeCompare(b.url));
  const groups: { domain: string; sets: Set<string>[]; first: Evidence }[] = [];
  for (const e of sorted) {
    const set = shingles(e.passage, size);
    const group = groups.find(
      (g) =>
        g.domain === domainOf(e.url) ||
        g.sets.some((s) => jaccard(s, set) >= config.belief.duplicateSimilarity),
    );
    if (group) group.sets.push(set);
    else groups.push({ domain: domainOf(e.url), sets: [set], first: e });
  }
  return groups.map((g) => g.first);
}

const copyChecks = new Map<string, (passage: string) => boolean>();

/**
 * Whether a passage is (mostly) the article's own text: at least `belief.duplicateSimilarity` of its shingles occur
 * in the article. Containment, not Jaccard: a passage is a window of a page, the article is long.
 */
export function copyOf(articleText: string, config: EngineConfig): (passage: string) => boolean {
  const key = `${config.belief.shingleSize}:${config.belief.duplicateSimilarity}:${articleText}`;
  const cached = copyChecks.get(key);
  if (cached) return cached;
  const article = shingles(articleText, config.belief.shingleSize);
  const check = (passage: string): boolean => {
    const mine = shingles(passage, config.belief.shingleSize);
    if (mine.size === 0 || article.size === 0) return false;
    let inside = 0;
    for (const s of mine) if (article.has(s)) inside++;
    return inside / mine.size >= config.belief.duplicateSimilarity;
  };
  if (copyChecks.size > 8) copyChecks.clear();
  copyChecks.set(key, check);
  return check;
}
