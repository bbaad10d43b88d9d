/** The one vocabulary of source kinds and standing (card pill, reasons, report, credibility): what a reader calls a source. */
import type { SourceTier } from '../engine/schemas';
import type { EngineConfig, TierKey } from '../engine/config';
import { listedTierOf, type TierResult } from '../engine/domain/tiers/tier-of';
import { credibilityOf } from '../engine/domain/scoring/credibility-of';
import type { TimeSensitivity } from '../engine/domain/claims/time-sensitivity';
import { count } from './plural';

/** What kind of source a page is, as a reader would say it (never a tier letter). */
export type SourceKind =
  | 'fact-checker'
  | 'reference'
  | 'journal'
  | 'preprint'
  | 'open-repository'
  | 'wiki-page'
  | 'reader-submission'
  | 'public-body'
  | 'public-body-account'
  | 'official'
  | 'newsroom'
  | 'other-media'
  | 'social'
  | 'unreliable'
  | 'unknown';

/** How a kind looks: `credible` (green), `news` (blue), `other` (amber), `low` (red) and `unknown` (grey). */
type KindTone = 'credible' | 'news' | 'other' | 'low' | 'unknown';

interface KindWords {
  /** The kind for one source: "fact-checker". */
  one: string;
  /** The kind for several: "fact-checkers". */
  many: string;
  /** What the kind is and how much it stands for, shown on hover and read by screen readers. */
  meaning: string;
  tone: KindTone;
}

export const SOURCE_KIND_WORDS: Readonly<Record<SourceKind, KindWords>> = {
  'fact-checker': {
    one: 'fact-checker',
    many: 'fact-checkers',
    meaning: 'A professional fact-checking organisation (such as PolitiFact or Snopes): high standing.',
    tone: 'credible',
  },
  reference: {
    one: 'reference work',
    many: 'reference works',
    meaning: 'An encyclopaedia or dictionary (such as Wikipedia or Britannica): good standing.',
    tone: 'news',
  },
  journal: {
    one: 'journal',
    many: 'journals',
    meaning:
      'A peer-reviewed journal (such as The Lancet or Nature), its articles and notices: high standing.',
    tone: 'credible',
  },
  preprint: {
    one: 'preprint (not peer reviewed)',
    many: 'preprints (not peer reviewed)',
    meaning:
      'A paper on a preprint server (such as arXiv or medRxiv): screened for topic only, not peer reviewed, so it counts as an unreviewed research paper: middling standing.',
    tone: 'other',
  },
  'open-repository': {
    one: 'open repository upload',
    many: 'open repository uploads',
    meaning:
      'An upload to an open repository (such as Zenodo or OSF): anyone can upload there and nothing is peer reviewed, so it counts as self-published: low standing.',
    tone: 'low',
  },
  'wiki-page': {
    one: 'wiki page, not an article',
    many: 'wiki pages, not articles',
    meaning:
      'A Wikipedia user, talk, draft or project page, an old revision or an edit form: anyone writes it and it is not the encyclopaedia’s article, so it counts as user content: low standing.',
    tone: 'low',
  },
  'reader-submission': {
    one: 'reader submission',
    many: 'reader submissions',
    meaning:
      'A public comment, petition, consultation reply or rapid response that anyone can submit on an official or journal site: the submitter’s word, not the site’s: low standing.',
    tone: 'low',
  },
  'public-body': {
    one: 'public body',
    many: 'public bodies',
    meaning:
      'A government, court, statistics office, central bank or international body (such as cdc.gov or who.int): high standing.',
    tone: 'credible',
  },
  'public-body-account': {
    one: 'public body (official account)',
    many: 'public bodies (official accounts)',
    meaning: 'The verified social media account of a public body (such as @CDCgov on X): high standing.',
    tone: 'credible',
  },
  official: {
    one: 'official source',
    many: 'official sources',
    meaning: 'An official or peer-reviewed source (by your tier setting or a rule): high standing.',
    tone: 'credible',
  },
  newsroom: {
    one: 'newsroom',
    many: 'newsrooms',
    meaning: 'A wire agency or an established newspaper or broadcaster: good standing.',
    tone: 'news',
  },
  'other-media': {
    one: 'local or other media',
    many: 'local or other media',
    meaning: 'Local, specialist or other media: middling standing.',
    tone: 'other',
  },
  social: {
    one: 'social account',
    many: 'social accounts',
    meaning: 'A social media account, blog, forum or other user content: low standing.',
    tone: 'low',
  },
  unreliable: {
    one: 'known unreliable',
    many: 'known unreliable',
    meaning:
      'On the list of known unreliable sites (misinformation, state media or satire): almost no weight.',
    tone: 'low',
  },
  unknown: {
    one: 'source of unknown standing',
    many: 'sources of unknown standing',
    meaning: 'A source on none of the curated lists: unknown is not the same as bad.',
    tone: 'unknown',
  },
};

/** The kind a tier stands for when nothing more is known (an override, a rule, a stored tier alone). */
const KIND_OF_TIER: Readonly<Record<SourceTier, SourceKind>> = {
  A: 'official',
  "A'": 'public-body-account',
  B: 'newsroom',
  C: 'other-media',
  D: 'social',
  unknown: 'unknown',
};

/** Curated list names (`official/journals_2026_11` → `journals`) → kind. */
const KIND_OF_LIST: Readonly<Record<string, SourceKind>> = {
  'official/fact_checkers': 'fact-checker',
  'official/journals': 'journal',
  'official/government': 'public-body',
  'official/intergovernmental': 'public-body',
  'official/courts': 'public-body',
  'official/statistics': 'public-body',
  'official/central_banks': 'public-body',
  'established/reference': 'reference',
  'established/wire': 'newsroom',
};

/** The kind of a tier lookup: its curated list first, then its tier. */
export function kindOfTier(result: Pick<TierResult, 'tier' | 'unreliable' | 'list'>): SourceKind {
  if (result.unreliable) return 'unreliable';
  const list = result.list ?? '';
  if (list.startsWith('government-pattern:')) return 'public-body';
  if (list.startsWith('official-accounts/')) return 'public-body-account';
  if (list.startsWith('wiki-page:')) return 'wiki-page';
  if (list.startsWith('preprint/')) return 'preprint';
  if (list.startsWith('repository/')) return 'open-repository';
  if (list.startsWith('social/reader_submissions')) return 'reader-submission';
  const base = list.replace(/_\d{4}_\d{2}$/, '');
  return KIND_OF_LIST[base] ?? KIND_OF_TIER[result.tier];
}

/**
 * The kind of the source at `url` (or a bare domain). `storedTier` is the tier the check decided (with the run's
 * look-alike limits and the user's overrides at the time): the lists only name its kind, and when their answer differs
 * the stored tier decides (so no config is needed here: a look-alike is never re-decided by the words).
 */
export function sourceKindOf(url: string, storedTier: SourceTier): SourceKind {
  const looked = url ? listedTierOf(url) : null;
  if (!looked || storedTier !== looked.tier) return KIND_OF_TIER[storedTier];
  return kindOfTier(looked);
}

/** "1 fact-checker", "2 public bodies". */
export function countKind(n: number, kind: SourceKind): string {
  const words = SOURCE_KIND_WORDS[kind];
  return count(n, words.one, words.many);
}

/** Standing that a source's kind gives it, in words ("high standing"). */
export function standingOf(key: TierKey): string {
  return STANDING[key];
}

const STANDING: Readonly<Record<TierKey, string>> = {
  A: 'high standing',
  "A'": 'high standing',
  B: 'good standing',
  C: 'middling standing',
  D: 'low standing',
  unknown: 'unknown standing',
  unreliable: 'known unreliable',
};

/** The tier-table key of a source at `url` whose check stored `tier` (known-unreliable has its own row). */
function tierKeyOfSource(url: string, tier: SourceTier): TierKey {
  const looked = url ? listedTierOf(url) : null;
  return looked?.unreliable && looked.tier === tier ? 'unreliable' : tier;
}

interface CredibilityWords {
  /** "public body, high standing": the kind of source and the standing it gives, shown first. */
  standing: string;
  /** "credibility 85%", or "credibility unknown": shown in the source's detail only. */
  figure: string;
  /** The figure's parts in words, for the detail: standing of its kind, references, age. */
  parts: string[];
  /** Why the figure is below what the kind alone would give; empty when it is not lowered (or unknown). */
  lowered: string[];
}

/** What makes a claim time-sensitive, in words after "the claim is …". */
const SENSITIVITY_WORDS: Readonly<Record<NonNullable<TimeSensitivity>, string>> = {
  figure: 'a figure, which can change',
  'current-events': 'about current events',
  'office-holder': 'about who holds an office',
};

/** What the credibility words read of a source: its address, tier, stored figure, date and the passage read. */
export interface CredibleSource {
  url: string;
  tier: SourceTier;
  credibility: number | null;
  publishedAt?: string | null;
  passage?: string;
}

/**
 * A source's credibility in words: its kind and the standing that gives it first ("public body, high standing"), then
 * for the detail the figure, its parts and why it is lower than the kind alone would make it. The figure is the
 * engine's own (`credibilityOf`) for the claim the source is weighed for: its age counts only when that claim is
 * time-sensitive (`timeSensitivity`; undefined when no claim is known: age counts), and a top tier vouches for its
 * references. `passage` is the text the check read (scanned for references and credentials).
 */
export function credibilityWords(
  source: CredibleSource,
  at: number,
  config: EngineConfig,
  timeSensitivity?: TimeSensitivity,
): CredibilityWords {
  const key = tierKeyOfSource(source.url, source.tier);
  const kind = SOURCE_KIND_WORDS[sourceKindOf(source.url, source.tier)].one;
  const standing = kind === standingOf(key) ? kind : `${kind}, ${standingOf(key)}`;
  if (source.credibility === null) return { standing, figure: 'credibility unknown', parts: [], lowered: [] };
  const c = credibilityOf(
    {
      url: source.url,
      text: source.passage ?? '',
      publishedAt: source.publishedAt ?? null,
      tier: tierResultOf(source.url, source.tier, key),
      timeSensitive: timeSensitivity !== null,
      vouch: true,
    },
    { now: new Date(at), config },
  );
  const figure = `credibility ${pct(c.score)}`;
  const vouched = c.citations > c.pageCitations;
  const age =
    c.ageYears === null ? 'its publication date is unknown' : `it was published ${yearsAgo(c.ageYears)}`;
  const why = timeSensitivity ? ` (the claim is ${SENSITIVITY_WORDS[timeSensitivity]})` : '';
  const parts = [
    `standing of a ${kind}: ${pct(c.authority)}`,
    vouched
      ? `references and credentials: ${pct(c.citations)}, vouched for by its standing (the page shows ${c.pageCitations > 0 ? 'few' : 'none'})`
      : `references and credentials on the page: ${pct(c.citations)}`,
    c.ageCounts
      ? `recency: ${pct(c.recency)}, ${age}${why}`
      : 'recency: not counted, the claim does not change with time',
  ];
  const lowered: string[] = [];
  if (c.ageCounts && c.recency < 1) lowered.push(`${age}${why}`);
  if (c.citations < 0.05) lowered.push('the page shows no references or author credentials');
  else if (c.citations < 0.95) lowered.push('the page shows few references or author credentials');
  return { standing, figure, parts, lowered };
}

/** The tier lookup a check stored: the lists' answer when it agrees with the stored tier, else the stored tier alone. */
function tierResultOf(url: string, tier: SourceTier, key: TierKey): TierResult {
  const looked = listedTierOf(url);
  if (looked.tier === tier) return looked;
  return { tier, unreliable: key === 'unreliable', domain: looked.domain };
}

function pct(x: number): string {
  return `${Math.round(Math.min(1, Math.max(0, x)) * 100)}%`;
}

function yearsAgo(age: number): string {
  return age < 1 ? 'less than a year ago' : `${count(Math.floor(age), 'year')} ago`;
}
