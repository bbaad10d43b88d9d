/**
 * The toolbar icon's badge for a tab after a check: the outcome's colour and a count of the claims the article asserts,
 * the headline on hover (and what became of the claims it only reports). A check that could not weigh anything shows
 * "!", one whose model failed "?" (after its count): never the look of a count of doubtful claims.
 */
import type { ResearchStore } from '../engine/ports';
import type { Claim, Run, Verdict } from '../engine/schemas';
import { articleOutcome, type ArticleTone, type OutcomeConfig } from '../presentation/article-outcome';
import { checkOutcome } from '../presentation/check-outcome';

interface RunBadge {
  /**
   * At most 4 characters: the count of claims behind the colour; "!" when the check could not weigh anything; "?"
   * after the count (or alone) when the model failed and the count is the built-in rules' reading.
   */
  text: string;
  color: string;
  /** The toolbar button's tooltip. */
  title: string;
}

export const BADGE_COLORS: Record<ArticleTone | 'failed' | 'degraded', string> = {
  bad: '#b3261e',
  mixed: '#a15c00',
  good: '#1b6e2f',
  none: '#5f6368',
  failed: '#3c4043',
  /** The model failed: a blue-grey no outcome uses, so "1?" never reads as the amber "1" of one doubtful claim. */
  degraded: '#3f51b5',
};

export function badgeOf(
  run: Pick<Run, 'status' | 'error' | 'partialReason' | 'model' | 'modelUse'>,
  claims: readonly Claim[],
  verdicts: readonly Pick<Verdict, 'claimId' | 'label'>[],
  config: OutcomeConfig,
): RunBadge | null {
  if (run.status === 'queued' || run.status === 'running') return null;
  if (run.status === 'no-evidence') {
    return {
      text: '!',
      color: BADGE_COLORS.failed,
      title: 'Cartographer: no evidence could be gathered (every search failed).',
    };
  }
  if (run.status === 'failed') {
    return {
      text: '!',
      color: BADGE_COLORS.failed,
      title: `Cartographer: the check failed${run.error ? ` (${run.error.message})` : ''}.`,
    };
  }
  const outcome = articleOutcome(claims, verdicts, config);
  const check = checkOutcome(run);
  const partial = run.status === 'done' ? '' : ' (partial check)';
  const head = `Cartographer: ${outcome.headline}${partial}`;
  const sentence = (text: string) => `${text}${/[.!?]$/.test(text) ? '' : '.'}`;
  if (check.kind === 'degraded') {
    // A model that failed leaves the rules' reading: its own text and colour, and the tooltip says why first.
    const counted = outcome.count > 0 ? String(Math.min(outcome.count, 999)) : '';
    return {
      text: `${counted}?`,
      color: BADGE_COLORS.degraded,
      title: [
        `Cartographer: ${check.model.sentence}`,
        `The rules' reading: ${sentence(`${lowerFirst(outcome.headline)}${partial}`)}`,
        outcome.reportedLine,
      ]
        .filter((n): n is string => !!n)
        .join(' '),
    };
  }
  // Claims the article only reports or rebuts never colour the badge; the tooltip says what became of them.
  return {
    text: outcome.count > 0 ? String(Math.min(outcome.count, 999)) : '–',
    color: BADGE_COLORS[outcome.tone],
    title: outcome.reportedLine ? `${sentence(head)} ${outcome.reportedLine}` : head,
  };
}

/** "No claim could …" → "no claim could …" inside a sentence (a headline quoting a claim keeps its case after a colon). */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Shows a settled run's badge on its tab (Chrome clears a tab's badge itself when the tab navigates). */
export async function showRunBadge(
  store: ResearchStore,
  run: Run,
  tabId: number | undefined,
  config: OutcomeConfig,
): Promise<void> {
  const action = browser.action;
  if (tabId === undefined || !action?.setBadgeText) return;
  const [claims, verdicts] = await Promise.all([store.listClaims(run.id), store.listVerdicts(run.id)]);
  const badge = badgeOf(run, claims, verdicts, config);
  if (!badge) return;
  try {
    await Promise.all([
      action.setBadgeText({ tabId, text: badge.text }),
      action.setBadgeBackgroundColor({ tabId, color: badge.color }),
      action.setTitle({ tabId, title: badge.title }),
    ]);
  } catch {
    // The tab was closed before the run ended: there is nothing to badge.
  }
}
