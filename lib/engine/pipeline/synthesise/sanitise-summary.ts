/** The written summary may assert only what the run's verdicts say: each sentence is checked, and what is cut is said. */
import { isInstructionLike } from '../text/detect-injection';
import { numbersIn } from '../text/content-words';
import { splitSentences } from '../text/split-sentences';
import type { Claim, Evidence, VerdictLabel } from '../../schemas';
import { wordsOf } from '../../domain/text/segment';
import { groupOf, readAssertions, type LabelGroup, type SentenceAssertions } from './summary-assertions';

const URL_LIKE = /https?:\/\/|www\.|\b[\p{L}\p{N}-]+\.(?:com|org|net|example|info|io|xyz|ru|cn)\b/iu;
const QUOTED = /["“„«「]([^"“”„«»「」]{4,})["”“»」]/gu;

/** What the summary may be checked against: the claims, their verdicts, the evidence weighed and the article's label. */
interface SummaryFacts {
  claims: Claim[];
  /** Each claim's verdict label (a claim without one is unverified). */
  labels: ReadonlyMap<string, VerdictLabel>;
  evidence: Evidence[];
  articleLabel: VerdictLabel;
}

/** A sentence the summary lost, and why (for the trace). */
export interface CutSentence {
  sentence: string;
  why: string;
}

const GROUP_WORDS: Record<LabelGroup, string> = {
  true: 'supported or likely true',
  false: 'refuted or likely false',
  contested: 'contested',
  unverified: 'unverified',
  'not-checkable': 'not checkable',
};

/**
 * Keeps the sentences whose every assertion the verdicts bear out: no instruction or URL, quotes only of claims,
 * figures only the claims have, labels and counts as the verdicts give them, and sources only those that took that
 * side in this check (or that a claim names). `fallback` (the template summary) when nothing is left.
 */
export function sanitiseSummary(
  summary: string,
  facts: SummaryFacts,
  fallback: string,
): { text: string; cut: CutSentence[] } {
  const kept: string[] = [];
  const cut: CutSentence[] = [];
  for (const { text } of splitSentences(summary)) {
    const why = whyCut(text, facts);
    if (why) cut.push({ sentence: text, why });
    else kept.push(text);
  }
  return { text: kept.length ? kept.join(' ') : fallback, cut };
}

function whyCut(sentence: string, facts: SummaryFacts): string | null {
  const { claims } = facts;
  const known = claims.map((c) => `${c.text} ${c.quote}`).join(' ');
  if (isInstructionLike(sentence)) return 'it reads as an instruction';
  if (URL_LIKE.test(sentence)) return 'it carries a web address';
  const foreign = [...sentence.matchAll(QUOTED)].find(
    (m) => !known.toLowerCase().includes((m[1] ?? '').toLowerCase().trim()),
  );
  if (foreign) return 'it quotes words no claim has';
  const figures = new Set(numbersIn(known));
  if (!numbersIn(sentence).every((n) => figures.has(n) || Number(n) <= claims.length))
    return 'it states a figure no claim has';
  const said = readAssertions(sentence, claims);
  if (!said.onTopic) return 'it is about none of the checked claims or their verdicts';
  return (
    labelProblem(said, facts) ??
    countProblem(said, facts) ??
    statedProblem(said, facts) ??
    sourceProblem(said, facts)
  );
}

function groupOfClaim(facts: SummaryFacts, claim: Claim): LabelGroup {
  return groupOf(facts.labels.get(claim.id) ?? 'unverified');
}

function countIn(facts: SummaryFacts, group: LabelGroup): number {
  return facts.claims.filter((c) => groupOfClaim(facts, c) === group).length;
}

/** A label said of claims (named, all, none, or the article) that their verdicts do not give. */
function labelProblem(said: SentenceAssertions, facts: SummaryFacts): string | null {
  for (const { group, negated, counted, aboutArticle } of said.labels) {
    const words = GROUP_WORDS[group];
    if (said.quantifier === 'none' || (negated && said.quantifier === 'all')) {
      const n = countIn(facts, group);
      if (n > 0) return `it says no claim is ${words}; the verdicts say ${n} ${n === 1 ? 'is' : 'are'}`;
      continue;
    }
    const targets = said.claims.length > 0 ? said.claims : said.quantifier === 'all' ? facts.claims : null;
    if (targets) {
      const off = targets.filter((c) => (groupOfClaim(facts, c) === group) === negated);
      if (off.length === 0) continue;
      if (said.quantifier === 'all' && said.claims.length === 0)
        return `it says every claim is ${negated ? 'not ' : ''}${words}; the verdicts say ${targets.length - off.length} of ${targets.length}`;
      return `it says "${short(off[0]!.text)}" is ${negated ? 'not ' : ''}${words}; its verdict is ${facts.labels.get(off[0]!.id) ?? 'unverified'}`;
    }
    // A counted label ("one is refuted") is checked as a count; a negated one said of no claim in particular says little.
    if (negated || counted) continue;
    if (aboutArticle) {
      if (groupOf(facts.articleLabel) !== group)
        return `it says the article is ${words}; its verdict is ${facts.articleLabel}`;
      continue;
    }
    if (countIn(facts, group) === 0) return `it says a claim is ${words}; no verdict says so`;
  }
  return null;
}

/** A claim stated as the summary's own fact (no label, no count, not reported as someone's) whose verdict is not true. */
function statedProblem(said: SentenceAssertions, facts: SummaryFacts): string | null {
  if (said.framed || said.labels.length > 0 || said.counts.length > 0) return null;
  const off = said.claims.find((c) => groupOfClaim(facts, c) !== 'true');
  return off
    ? `it states "${short(off.text)}" as fact; its verdict is ${facts.labels.get(off.id) ?? 'unverified'}`
    : null;
}

/** A number of claims that is neither how many were checked nor how many have the label the clause gives them. */
function countProblem(said: SentenceAssertions, facts: SummaryFacts): string | null {
  const total = facts.claims.length;
  for (const { n, ofClaims, groups } of said.counts) {
    if (ofClaims && n === total) continue;
    if (groups.some((g) => countIn(facts, g) === n)) continue;
    if (groups.length === 0 && !ofClaims) continue;
    const counted = groups.map((g) => `${countIn(facts, g)} ${GROUP_WORDS[g]}`).join(', ');
    return `it counts ${n} claim${n === 1 ? '' : 's'}${groups.length ? ` ${groups.map((g) => GROUP_WORDS[g]).join(' or ')}` : ''}; the verdicts say ${counted || `${total} checked`}`;
  }
  return null;
}

/**
 * A name the check does not know (no claim names it, no source of this check is it), or a source said to back a
 * label it did not back: a name as a source ("confirmed by the WHO") must be a site that took that side here.
 */
function sourceProblem(said: SentenceAssertions, facts: SummaryFacts): string | null {
  const claimWords = new Set(facts.claims.flatMap((c) => wordsOf(`${c.text} ${c.quote}`)));
  const asserted = said.labels.filter((l) => !l.negated).map((l) => l.group);
  const onClaims = said.claims.length ? new Set(said.claims.map((c) => c.id)) : null;
  for (const { name, asSource } of said.names) {
    const sources = facts.evidence.filter((e) => namesSite(name, e.domain));
    const inClaims = /^\p{Lu}[\p{Lu}\p{N}&]+$/u.test(name)
      ? facts.claims.some((c) =>
          new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u').test(`${c.text} ${c.quote}`),
        )
      : wordsOf(name).every((w) => claimWords.has(w));
    if (sources.length === 0 && !inClaims)
      return `it names ${name}, which no claim and no source of this check names`;
    if (!asSource || asserted.length === 0) continue;
    const backed = sources.some(
      (e) => (!onClaims || onClaims.has(e.claimId)) && asserted.some((g) => stanceBacks(e.stance, g)),
    );
    if (!backed)
      return `it names ${name} as a source for ${asserted.map((g) => GROUP_WORDS[g]).join(' or ')}; no source of ${name} took that side in this check`;
  }
  return null;
}

function stanceBacks(stance: Evidence['stance'], group: LabelGroup): boolean {
  if (group === 'true') return stance === 'supports';
  if (group === 'false') return stance === 'refutes';
  if (group === 'contested') return stance === 'supports' || stance === 'refutes' || stance === 'mixed';
  return stance !== 'irrelevant';
}

/** Whether a name is a site's: its domain ("who.int"), the domain's first label ("Reuters"), or its initials ("World Health Organization"). */
function namesSite(name: string, domain: string): boolean {
  const site = domain.toLowerCase();
  const lower = name.toLowerCase();
  if (lower === site || lower.endsWith(`.${site}`) || site.endsWith(`.${lower}`)) return true;
  const label = site.split('.')[0] ?? '';
  const words = wordsOf(name).filter((w) => !['of', 'for', 'and', 'the', 'on'].includes(w));
  const compact = words.join('');
  const initials = words.map((w) => w[0]).join('');
  return label.length > 1 && (compact === label || (words.length > 1 && initials === label));
}

function short(text: string): string {
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text;
}
