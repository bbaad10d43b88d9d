/**
 * Plain words for verdict labels, statuses, tiers and the article's own stance toward a claim (shared by every tab,
 * the badge and the reports; channels in channel-words.ts).
 */
import type { ArticleStance, SourceTier, VerdictLabel, VerdictStatus } from '../engine/schemas';
import { count } from './plural';

export const LABEL_WORDS: Record<VerdictLabel, string> = {
  supported: 'Supported',
  likely_true: 'Likely true',
  contested: 'Contested',
  likely_false: 'Likely false',
  refuted: 'Refuted',
  unverified: 'Unverified',
  not_checkable: 'Not checkable',
};

/** Why a label that is not a verdict was given, for readers of a report without the panel's legend. */
const LABEL_REASONS: Partial<Record<VerdictLabel, string>> = {
  unverified: 'not enough evidence',
  not_checkable: 'opinion or prediction',
};

/** A label in words with its reason when it has one: "Unverified (not enough evidence)". */
export function labelWithReason(label: VerdictLabel): string {
  const reason = LABEL_REASONS[label];
  return reason ? `${LABEL_WORDS[label]} (${reason})` : LABEL_WORDS[label];
}

/** What each label means, shown on hover. */
export const LABEL_MEANING: Record<VerdictLabel, string> = {
  supported: 'Independent, well-explained evidence supports this.',
  likely_true: 'The evidence leans towards true, but it is thin or not fully explained.',
  contested: 'Credible sources disagree about this.',
  likely_false: 'The evidence leans towards false, but it is thin or not fully explained.',
  refuted: 'Independent, well-explained evidence contradicts this.',
  unverified: 'Not enough evidence either way: no verdict.',
  not_checkable: 'An opinion, prediction or satire: it cannot be checked against evidence.',
};

/** How sure the verdict is: one scale of confidence, whatever the verdict says (never a second verdict). */
export const STATUS_WORDS: Record<VerdictStatus, string> = {
  verified: 'High confidence',
  flagged: 'Medium confidence',
  needs_review: 'Low confidence',
  human_review: 'Needs a human',
};

/** What each confidence word means, shown on hover. */
export const STATUS_MEANING: Record<VerdictStatus, string> = {
  verified: 'Several independent sources agree and are quoted: this verdict is unlikely to change.',
  flagged: 'The verdict rests on some evidence, but more could change it.',
  needs_review: 'Little evidence: read the sources before relying on this verdict.',
  human_review: 'Too little to go on: a person should look at this claim.',
};

/** The tier in plain words (Settings' tier choices): the kinds of source it holds, then its letter. */
export const TIER_WORDS: Record<SourceTier, string> = {
  A: 'Public body, journal or fact-checker (tier A)',
  "A'": "Public body's official account (tier A')",
  B: 'Newsroom or reference work (tier B)',
  C: 'Local or other media (tier C)',
  D: 'Social account or user content (tier D)',
  unknown: 'Unknown kind of source',
};

/** A 0..1 value as a whole percentage ("73%"). */
export function percent(value: number): string {
  return `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%`;
}

/** CSS class suffix for a label's colour. */
export function labelTone(label: VerdictLabel | '' | null | undefined): 'good' | 'bad' | 'mixed' | 'none' {
  if (label === 'supported' || label === 'likely_true') return 'good';
  if (label === 'refuted' || label === 'likely_false') return 'bad';
  if (label === 'contested') return 'mixed';
  return 'none';
}

/**
 * A date (ISO string or epoch ms) in the reader's locale, in the one style the panel uses for dates ("26 Nov 2026",
 * as in "26 Nov 2026, 14:05" with a time), or the fallback when missing or invalid.
 */
export function formatDate(value: string | number | null | undefined, fallback = 'date unknown'): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? fallback
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** A sign for each verdict (inside a claim's circle on the Map), so a verdict never rests on colour alone. */
export const VERDICT_SIGNS: Record<VerdictLabel, string> = {
  supported: '✓',
  likely_true: '✓',
  contested: '±',
  likely_false: '✗',
  refuted: '✗',
  unverified: '?',
  not_checkable: '–',
};

/** The article's own stance toward a claim: whether it makes the claim, or tells it as someone else's. */
const ARTICLE_STANCE_WORDS: Record<ArticleStance, string> = {
  asserts: 'Stated by the article',
  reports: 'Reported by the article, not stated as its own',
  rebuts: 'Reported by the article, which rebuts it',
};

/** What each stance means for the article's verdict, shown on hover. */
export const ARTICLE_STANCE_MEANING: Record<ArticleStance, string> = {
  asserts: 'The article makes this claim itself: its verdict counts for the article.',
  reports:
    'The article tells this as what someone else says, without taking a side: it is checked, but never counted against the article.',
  rebuts: 'The article tells this in order to deny it: it is checked, but never counted against the article.',
};

/** A verdict as the end of a stance line: "refuted by cdc.gov and who.int", "not verified either way". */
function verdictPhrase(label: VerdictLabel | null, sources: readonly string[]): string {
  const by = sources.length ? sources.slice(0, 2).join(' and ') : '';
  switch (label) {
    case 'refuted':
    case 'supported':
      return by ? `${LABEL_WORDS[label].toLowerCase()} by ${by}` : LABEL_WORDS[label].toLowerCase();
    case 'likely_false':
    case 'likely_true':
      return by
        ? `${LABEL_WORDS[label].toLowerCase()} on evidence from ${by}`
        : LABEL_WORDS[label].toLowerCase();
    case 'contested':
      return 'contested by credible sources';
    case 'unverified':
      return 'not verified either way';
    case 'not_checkable':
      return 'not checkable';
    default:
      return 'still being checked';
  }
}

/**
 * A claim the article does not make, with what the evidence says: "Reported by the article, which rebuts it — refuted
 * by cdc.gov and who.int". Null for a claim the article asserts (its verdict is the article's, as shown).
 * `sources`: the registrable domains on the verdict's side, strongest first.
 */
export function articleStanceLine(
  stance: ArticleStance,
  label: VerdictLabel | null,
  sources: readonly string[] = [],
): string | null {
  if (stance === 'asserts') return null;
  return `${ARTICLE_STANCE_WORDS[stance]} — ${verdictPhrase(label, sources)}`;
}

/** The article's reported claims by what they came to: the outcome's counts. */
export interface ReportedClaims {
  /** Checkable claims the article reports or rebuts. */
  reported: number;
  /** Of those, the ones it rebuts. */
  rebutted: number;
  falseOnes: number;
  trueOnes: number;
  contested: number;
  unverified: number;
}

/**
 * "The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted
 * against the article." Null when it reports none.
 */
export function reportedClaimsLine(r: ReportedClaims): string | null {
  if (r.reported === 0) return null;
  const parts = [
    r.falseOnes && `${r.falseOnes} judged false`,
    r.contested && `${r.contested} contested`,
    r.trueOnes && `${r.trueOnes} judged true`,
    r.unverified && `${r.unverified} not verified either way`,
  ].filter((p): p is string => !!p);
  const pending = r.reported - r.falseOnes - r.contested - r.trueOnes - r.unverified;
  if (pending > 0) parts.push(`${pending} still being checked`);
  const them = r.reported === 1 ? 'it' : 'them';
  const how =
    r.rebutted === r.reported
      ? ', which it rebuts'
      : ` without making ${them} its own${r.rebutted ? ` (rebutting ${r.rebutted})` : ''}`;
  const verdicts = r.reported === 1 ? parts.join(', ').replace(/^1 /, '') : parts.join(', ');
  return `The article also reports ${count(r.reported, 'claim')}${how}: ${verdicts}. Reported claims are checked but never counted against the article.`;
}
