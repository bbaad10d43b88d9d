/**
 * The toolbar icon's badge for a tab after a check: the outcome's colour and a count of the claims the article asserts,
 * the headline on hover (and what became of the claims it only reports).
 */
import type { ResearchStore } from '../engine/ports';
import type { Claim, Run, Verdict } from '../engine/schemas';
import { articleOutcome, type ArticleTone, type OutcomeConfig } from '../presentation/article-outcome';
import { checkOutcome } from '../presentation/check-outcome';

interface RunBadge {
  /** At most 4 characters: the count of claims behind the colour, "!" when the check could not weigh anything. */
  text: string;
  color: string;
  /** The toolbar button's tooltip. */
  title: string;
}

export const BADGE_COLORS: Record<ArticleTone | 'failed', string> = {
  bad: '#b3261e',
  mixed: '#a15c00',
  good: '#1b6e2f',
  none: '#5f6368',
  failed: '#3c4043',
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
  // A model that failed leaves the rules' reading: never in the success colour, and the tooltip says so first.
  const degraded = check.kind === 'degraded';
  const tone = degraded && outcome.tone === 'good' ? 'mixed' : outcome.tone;
  const head = `Cartographer: ${outcome.headline}${partial}`;
  // Claims the article only reports or rebuts never colour the badge; the tooltip says what became of them.
  const notes = [degraded ? check.model.sentence : null, outcome.reportedLine].filter(
    (n): n is string => !!n,
  );
  return {
    text: outcome.count > 0 ? String(Math.min(outcome.count, 999)) : '–',
    color: BADGE_COLORS[tone],
    title: notes.length ? `${head}${/[.!?]$/.test(head) ? '' : '.'} ${notes.join(' ')}` : head,
  };
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
