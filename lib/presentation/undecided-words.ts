/**
 * What an undecided ("Unverified") claim's check found and what would help it most (issue 32 item 4): which sources
 * discussed it and what they said, in one line, from its evidence readings; whether it was searched at all; and the
 * one next step (a model, the fact-check index, Check deeper, a key), chosen with the keyless guidance's own steps.
 * The card, the claim's detail, the Markdown report and the CLI's JSON all take their words from `undecidedOf`.
 */
import type { Claim, Evidence, ProviderFailure, Run, Stance, Verdict } from '../engine/schemas';
import { evidenceLean } from '../engine/domain/scoring/evidence-lean';
import { modelStep, nextStep, type GuidanceStep, type KeylessSituation } from './keyless-guidance';
import { isScienceClaim } from './science-claims';
import { searchFailureWords } from './search-failure-words';
import { count } from './plural';

/** What one source said about the claim, as the line groups it. */
type Said = 'supports' | 'refutes' | 'mixed' | 'background' | 'off-topic';

/** Why a claim was not searched. */
type NotSearchedWhy = 'searches-failed' | 'stopped' | 'none-made';

/** The steps an undecided claim can take: the keyless guidance's, plus a model key, Check deeper and the searches. */
type UndecidedStepId =
  GuidanceStep['id'] | 'model-key' | 'check-deeper' | 'search-settings' | 'larger-budget';

interface UndecidedStep {
  id: UndecidedStepId;
  /** The step as a button or link says it. */
  label: string;
  /** Why it would help this claim, in one sentence. */
  why: string;
}

export interface Undecided {
  /** False when none of its searches was answered: it was not searched, which is not "not enough evidence". */
  searched: boolean;
  /** Why it was not searched (null when it was). */
  notSearched: { why: NotSearchedWhy; reason: string } | null;
  /** The sources that discussed it, one per site, with what each said (strongest reading first). */
  discussedBy: { site: string; said: Said }[];
  /** "3 sources discuss it: 2 on the topic only (…), 1 background (…); none confirms or denies it." */
  summary: string;
  /** The one step that would help it most, or null when there is none left to take. */
  nextStep: UndecidedStep | null;
}

type UndecidedRun = Pick<Run, 'status' | 'model' | 'profile'> &
  Partial<Pick<Run, 'partialReason'>> & { providerFailures?: readonly ProviderFailure[] };

/** How strongly each reading speaks to the claim: a site is grouped by its strongest reading. */
const SAID_ORDER: readonly Said[] = ['supports', 'refutes', 'mixed', 'background', 'off-topic'];
const SAID_OF: Readonly<Record<Stance, Said>> = {
  supports: 'supports',
  refutes: 'refutes',
  mixed: 'mixed',
  context: 'background',
  irrelevant: 'off-topic',
};

/** How each group reads in the line, by its count. */
const SAID_WORDS: Readonly<Record<Said, (n: number) => string>> = {
  supports: (n) => `${n} ${n === 1 ? 'supports' : 'support'} it`,
  refutes: (n) => `${n} ${n === 1 ? 'contradicts' : 'contradict'} it`,
  mixed: (n) => `${n} partly ${n === 1 ? 'supports' : 'support'} it`,
  background: (n) => `${n} background`,
  'off-topic': (n) => `${n} on the topic only`,
};

/** Sites named per group in the line (the rest are in the claim's evidence). */
const NAMED_PER_GROUP = 2;

/**
 * What an undecided claim's check found and what would help, or null for a claim with a verdict either way, one not
 * checkable, or one not judged yet. `evidence`: the run's (or the claim's) readings; `situation`: what this user has
 * (the fact-check index, keys, a model), when known — without it only the steps the run itself shows are offered.
 */
export function undecidedOf(
  claim: Pick<Claim, 'id' | 'text'>,
  verdict: Pick<Verdict, 'label' | 'counted'> & Partial<Pick<Verdict, 'search'>>,
  evidence: readonly Pick<Evidence, 'claimId' | 'domain' | 'url' | 'stance' | 'heuristic'>[],
  run: UndecidedRun,
  situation?: Omit<KeylessSituation, 'scienceClaims'>,
): Undecided | null {
  if (verdict.label !== 'unverified') return null;
  const mine = evidence.filter((e) => e.claimId === claim.id);
  const notSearched = notSearchedOf(verdict, run);
  const discussedBy = sitesOf(mine);
  const summary = notSearched
    ? `Not searched: ${notSearched.reason}. This is not a finding about the claim.`
    : discussedLine(discussedBy, verdict, mine);
  const readByRules = mine.length > 0 && mine.every((e) => e.heuristic);
  return {
    searched: notSearched === null,
    notSearched,
    discussedBy,
    summary,
    nextStep: stepFor(claim, notSearched, discussedBy, readByRules, run, situation),
  };
}

/** Whether the claim was searched, from its verdict's search fact (runs stored before it: searched, as they said). */
function notSearchedOf(
  verdict: Partial<Pick<Verdict, 'search'>>,
  run: UndecidedRun,
): Undecided['notSearched'] {
  const search = verdict.search;
  if (!search || search.answered > 0) return null;
  const failures = run.providerFailures ?? [];
  if (failures.length > 0 || run.status === 'no-evidence') {
    const facts = failures.flatMap((f) => (f.kind ? [{ provider: f.provider, kind: f.kind }] : []));
    const why =
      facts.length > 0
        ? searchFailureWords({ facts, text: '' }, (id) => id)
        : failures.map((f) => `${f.provider}: ${f.reason}`).join('; ');
    return {
      why: 'searches-failed',
      reason: `every search for it failed${why ? ` (${why})` : ''}`,
    };
  }
  if (run.status === 'partial' || run.status === 'cancelled')
    return {
      why: 'stopped',
      reason:
        run.status === 'cancelled'
          ? 'the check was cancelled before its searches ran'
          : 'the check stopped (its budget ran out) before its searches ran',
    };
  return { why: 'none-made', reason: 'no search was made for it' };
}

/** One entry per site, its strongest reading, strongest first. */
function sitesOf(readings: readonly Pick<Evidence, 'domain' | 'url' | 'stance'>[]): Undecided['discussedBy'] {
  const bySite = new Map<string, Said>();
  for (const e of readings) {
    const site = e.domain || e.url;
    const said = SAID_OF[e.stance];
    const before = bySite.get(site);
    if (before === undefined) bySite.set(site, said);
    else if ((before === 'supports' && said === 'refutes') || (before === 'refutes' && said === 'supports'))
      bySite.set(site, 'mixed');
    else if (SAID_ORDER.indexOf(said) < SAID_ORDER.indexOf(before)) bySite.set(site, said);
  }
  return [...bySite]
    .map(([site, said]) => ({ site, said }))
    .sort((a, b) => SAID_ORDER.indexOf(a.said) - SAID_ORDER.indexOf(b.said) || a.site.localeCompare(b.site));
}

/** The sources and what they said, with the same For and Against as the claim's columns (`evidenceLean`). */
function discussedLine(
  sites: Undecided['discussedBy'],
  verdict: Pick<Verdict, 'counted'>,
  readings: readonly Pick<Evidence, 'stance'>[],
): string {
  if (sites.length === 0) return 'The searches found no source that discusses it.';
  const groups = SAID_ORDER.flatMap((said) => {
    const named = sites.filter((s) => s.said === said).map((s) => s.site);
    if (named.length === 0) return [];
    const shown = named.slice(0, NAMED_PER_GROUP).join(', ');
    const more = named.length > NAMED_PER_GROUP ? ` and ${named.length - NAMED_PER_GROUP} more` : '';
    return [`${SAID_WORDS[said](named.length)} (${shown}${more})`];
  });
  const lean = evidenceLean(readings);
  const tail =
    lean.for + lean.against === 0
      ? lean.mixed > 0
        ? 'none confirms or denies it outright'
        : 'none confirms or denies it'
      : verdict.counted.length === 0
        ? 'none of those taking a side was strong or independent enough to count'
        : 'too few independent ones take a side to decide';
  const verb = sites.length === 1 ? 'discusses' : 'discuss';
  return `${count(sites.length, 'source')} ${verb} it: ${groups.join(', ')}; ${tail}.`;
}

const MODEL_KEY: UndecidedStep = {
  id: 'model-key',
  label: 'Add a model in Settings',
  why: 'A model reads what each source says about the claim; the built-in rules leave a source that only paraphrases it as background.',
};

const CHECK_DEEPER: UndecidedStep = {
  id: 'check-deeper',
  label: 'Check deeper',
  why: 'A Deep check searches again from what the first searches found (three rounds instead of one).',
};

/**
 * The one step that would help this claim most. Not searched: what stopped its searches. Sources found but read only
 * by the rules, none taking a side: a model (Chrome's built-in one when offered, as the keyless guidance says).
 * Otherwise the keyless guidance's own next step for this user and claim (the fact-check index, OpenAlex for a
 * science claim, Chrome's model); then Check deeper after a Quick check; then a model.
 */
function stepFor(
  claim: Pick<Claim, 'text'>,
  notSearched: Undecided['notSearched'],
  sites: Undecided['discussedBy'],
  readByRules: boolean,
  run: UndecidedRun,
  situation: Omit<KeylessSituation, 'scienceClaims'> | undefined,
): UndecidedStep | null {
  if (notSearched?.why === 'searches-failed')
    return {
      id: 'search-settings',
      label: 'Check the search providers',
      why: 'Its searches failed; once a search provider answers (Settings → Search), Re-run searches for it.',
    };
  if (notSearched?.why === 'stopped')
    return {
      id: 'larger-budget',
      label: 'Raise the budget',
      why: 'The check stopped before searching for it; with a larger budget (Settings → Check) a Re-run reaches it.',
    };
  const hasModel = situation ? situation.model : run.model !== 'none';
  const sideTaken = sites.some((s) => s.said === 'supports' || s.said === 'refutes');
  if (sites.length > 0 && readByRules && !sideTaken && !hasModel)
    return (situation && modelStep(situation)) ?? MODEL_KEY;
  const general = situation ? nextStep({ ...situation, scienceClaims: isScienceClaim(claim.text) }) : null;
  if (general) return general;
  if (run.profile !== 'deep') return CHECK_DEEPER;
  if (!hasModel) return MODEL_KEY;
  return null;
}

/** A verdict label in words with its reason, where an undecided claim that was not searched says so. */
export function undecidedLabel(undecided: Pick<Undecided, 'notSearched'>): string {
  return undecided.notSearched ? 'Unverified (not searched)' : 'Unverified (not enough evidence)';
}

/** The report's lines for an undecided claim: what was found, then what would help most. */
export function undecidedLines(undecided: Undecided): string[] {
  return [
    `What was found: ${undecided.summary}`,
    ...(undecided.nextStep
      ? [`What would help most: ${undecided.nextStep.label} — ${undecided.nextStep.why}`]
      : []),
  ];
}
