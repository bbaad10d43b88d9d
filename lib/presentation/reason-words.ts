/** A verdict's reasons (typed facts from the engine) in plain words: the one wording the panel, reports and CLI use. */
import type { PriorSource, ReasonFact, ReasonTier, TierSites, VerdictLabel } from '../engine/schemas';
import { count, noun } from './plural';
import { countKind, sourceKindOf, SOURCE_KIND_WORDS, type SourceKind } from './source-kind-words';

/** How a look-alike host imitates the domain it copies. */
const LOOKALIKE_HOW: Readonly<Record<Extract<ReasonFact, { kind: 'lookalike' }>['how'], string>> = {
  homoglyph: 'its name copies it with look-alike letters',
  'extra-labels': 'it puts that name in front of another domain',
  hyphenated: 'it writes that name with hyphens under another domain',
  'other-suffix': 'it is that name under another ending',
  typo: 'its name is one or two letters off',
};

const MERGE_WHY: Readonly<Record<Extract<ReasonFact, { kind: 'merged-copies' }>['why'][number], string>> = {
  text: 'share their text',
  'first-appearance': 'first appeared together with shared text',
  template: 'share a page template and text',
};

/** "70 %": the form every probability takes in the reasons. */
function pct(x: number): string {
  return `${Math.round(x * 100)} %`;
}

/** Log-odds as the probability a reader can picture. */
function probability(logOdds: number): number {
  return 1 / (1 + Math.exp(-logOdds));
}

/** The kind a reason's site reads as: the same vocabulary as the source cards' pills. */
function kindOfSite(site: string, tier: ReasonTier): SourceKind {
  return tier === 'unreliable' ? 'unreliable' : sourceKindOf(site, tier);
}

/** "1 fact-checker (politifact.com), 1 public body (cdc.gov)": one tier's sites, grouped by the kind each one is. */
function tierGroup({ tier, sites }: TierSites): string {
  const byKind = new Map<SourceKind, string[]>();
  for (const site of sites) {
    const kind = kindOfSite(site, tier);
    byKind.set(kind, [...(byKind.get(kind) ?? []), site]);
  }
  return [...byKind.entries()]
    .map(([kind, named]) => `${countKind(named.length, kind)} (${named.join(', ')})`)
    .join(', ');
}

/** "2 independent sources support it: 2 official sources (cdc.gov, who.int)". */
function side(groups: TierSites[], singular: string, plural: string): string | null {
  const n = groups.reduce((sum, g) => sum + g.sites.length, 0);
  if (n === 0) return null;
  return `${count(n, 'independent source')} ${noun(n, singular, plural)}: ${groups.map(tierGroup).join(', ')}`;
}

/** "sources like this one (a wire agency or newsroom: reuters.com) are right about 70 % of the time". */
function priorWords(from: PriorSource, priorG: number): string {
  switch (from.kind) {
    case 'none':
      return `with nothing known about the article's source, it starts at ${pct(priorG)}`;
    case 'given':
      return `it starts at ${pct(priorG)} (a starting value given by the caller)`;
    case 'statement':
      return `a challenged statement starts at ${pct(priorG)}, whatever the standing of the page it was selected on (someone's words quoted there are not the page's own)`;
    case 'source': {
      if (from.lookalikeOf)
        return `the article's site ${lookalikeWords(from.site, from.lookalikeOf.of, from.lookalikeOf.how)}, so it counts as a source of unknown standing, and such sources are right about ${pct(priorG)} of the time`;
      const where = [from.site, from.override ? 'your tier setting' : ''].filter(Boolean).join(', ');
      return `sources like this one (${SOURCE_KIND_WORDS[kindOfSite(from.site, from.tier)].one}${where ? `: ${where}` : ''}) are right about ${pct(priorG)} of the time`;
    }
  }
}

function lookalikeWords(site: string, of: string, how: keyof typeof LOOKALIKE_HOW): string {
  return `${site} is not ${of} (a look-alike: ${LOOKALIKE_HOW[how]})`;
}

/** Why an unreviewed source counts less, after its name. */
const UNREVIEWED_WORDS: Readonly<Record<Extract<ReasonFact, { kind: 'unreviewed' }>['what'], string>> = {
  preprint:
    'is a preprint: not peer reviewed (the server screens for topic only), so it counts as an unreviewed research paper, not as a journal.',
  'open-repository':
    'is an open repository: anyone can upload there and nothing is peer reviewed, so it counts as self-published, not as a journal.',
  'reader-submission':
    'is a reader submission (a public comment, petition, consultation reply or rapid response): anyone can submit it, so it counts as the submitter’s word, not as the site’s.',
  'wiki-page':
    'is not a Wikipedia article (a user, talk, draft or project page, an old revision or an edit form): anyone writes it, so it counts as user content, not as the encyclopaedia.',
};

/**
 * One reason in plain words. Adding a reason kind fails to typecheck here until it has its words. `label`: the
 * verdict's; an undecided claim (unverified) is given no veracity figure, even with sources counted (issue 32 item 3).
 */
export function reasonWords(fact: ReasonFact, label?: VerdictLabel): string {
  switch (fact.kind) {
    case 'not-checked': {
      const what = fact.claimKind ? `This ${fact.claimKind}` : 'This';
      return `${what} is shown but not checked: it does not count toward the verdict.`;
    }
    case 'sides':
      return (
        [side(fact.support, 'supports', 'support'), side(fact.refute, 'refutes', 'refute')]
          .filter((s): s is string => s !== null)
          .join('; ') + '.'
      );
    case 'no-side':
      return 'No independent source takes a side on this claim yet.';
    case 'lookalike':
      return `Look-alike source: ${lookalikeWords(fact.site, fact.of, fact.how)}; it counts as a source of unknown standing, never as ${fact.of}.`;
    case 'unreviewed':
      return `${fact.site} ${UNREVIEWED_WORDS[fact.what]}`;
    case 'contested':
      return 'Contested: credible independent sources disagree.';
    case 'rule-ceiling':
      return `${fact.site} gives another figure for the claim's subject, read by the built-in rules: it counts as a weak hint until a second independent source contradicts the claim.`;
    case 'misleading':
      return `${count(fact.count, 'source')} ${noun(fact.count, 'says', 'say')} it is partly true or misleading in framing: that lowers honesty (B), not veracity (G).`;
    case 'outdated':
      return `${fact.site} was published ${fact.publishedAt}, before the claim's time window (from ${fact.windowFrom}), so it counts ${pct(fact.weight)} as much as a current source.`;
    case 'quotes-not-found': {
      const n = fact.sites.length;
      return `${count(n, 'quote')} not found in ${noun(n, 'its', 'their')} source (${fact.sites.join(', ')}): counted as background only, not as evidence.`;
    }
    case 'model-readings': {
      const parts = [
        `The model's quotes failed ${fact.failed} of ${fact.total} times in this check (not in the source, not about the claim, contradicted by the rules, or a passage stating the claim called irrelevant)`,
      ];
      if (fact.weight !== null)
        parts[0] += `, so its readings count for less (${pct(fact.weight)} of their weight)`;
      if (fact.fellBack > 0)
        parts.push(
          `${count(fact.fellBack, 'source')} of this claim ${noun(fact.fellBack, 'was', 'were')} read by the built-in rules instead`,
        );
      return `${parts.join('; ')}.`;
    }
    case 'merged-copies':
      return `${fact.sites.length} sources that ${fact.why.map((w) => MERGE_WHY[w]).join(' or ')} counted as one (${fact.sites.join(', ')}).`;
    case 'same-site-pages':
      return `${count(fact.count, 'more page')} of a site already counted set aside: one vote per independent source.`;
    case 'low-tier-cap': {
      const n = fact.sites.length;
      const verb = fact.side === 'support' ? noun(n, 'supports', 'support') : noun(n, 'refutes', 'refute');
      const bound = fact.byCredible
        ? 'at most half of the credible source on the other side'
        : 'the most that sources of low or unknown tier may add up to';
      return `${count(n, 'source')} of low or unknown tier that ${verb} it (${fact.sites.join(', ')}) ${n === 1 ? 'counts' : 'count together'} less than one credible source: their weight was cut from ${fact.before.toFixed(1)} to ${fact.after.toFixed(1)} (${bound}).`;
    }
    case 'consensus-cap':
      return `Veracity held at ${pct(probability(fact.logOdds))}: ${count(fact.sources, 'independent source')} ${noun(fact.sources, 'is', 'are')} not enough agreement to go further.`;
    case 'belief': {
      const harm =
        fact.harmEffect === null
          ? ''
          : `; a harm of ${fact.harm ?? '?'} out of 5 ${fact.harmEffect} danger from ${pct(fact.priorR)}`;
      if (fact.evidenceCounted && label === 'unverified')
        return `Not enough evidence for a verdict, so no veracity figure: before any evidence, ${priorWords(fact.priorFrom, fact.priorG)}; that is where the check starts, not a verdict. Danger (R), the harm if it were false: ${pct(fact.rgba.r)}${harm}.`;
      if (!fact.evidenceCounted)
        return `No evidence counted, so no veracity figure: before any evidence, ${priorWords(fact.priorFrom, fact.priorG)}; that is where the check starts, not a verdict. Danger (R), the harm if it were false: ${pct(fact.rgba.r)}${harm}.`;
      return `Veracity (G) ${pct(fact.rgba.g)}: before any evidence, ${priorWords(fact.priorFrom, fact.priorG)}. Danger (R) ${pct(fact.rgba.r)}${harm}. Honesty (B) ${pct(fact.rgba.b)}. Explainability (A) ${pct(fact.rgba.a)}.`;
    }
    case 'claim-graph': {
      const related = fact.related.map((r) => `${r.type.replace('_', ' ')} ${r.target}`).join(', ');
      return `Related claims in this article ${fact.logOdds > 0 ? 'raise' : 'lower'} its veracity (${related || 'claims pointing here'}).`;
    }
    case 'legacy':
      return fact.text;
  }
}

/** Every reason of a verdict in plain words, in order (`label`: the verdict's, see `reasonWords`). */
export function reasonLines(reasons: readonly ReasonFact[], label?: VerdictLabel): string[] {
  return reasons.map((fact) => reasonWords(fact, label));
}
