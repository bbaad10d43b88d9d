/** Pushes a run's claims, coloured by verdict, to the content script of its tab. */
import type { ResearchStore } from '../engine/ports';
import type { Highlight } from '../messaging/protocol';
import { sendMessage } from '../messaging/messenger';
import { LABEL_WORDS } from '../presentation/verdict-words';
import { rememberDrawnRun } from './drawn-runs';

async function highlightsOf(store: ResearchStore, runId: string): Promise<Highlight[]> {
  const [claims, verdicts] = await Promise.all([store.listClaims(runId), store.listVerdicts(runId)]);
  const labels = new Map(verdicts.map((v) => [v.claimId, v.label]));
  return claims.map((claim) => {
    const label = labels.get(claim.id);
    return {
      claimId: claim.id,
      start: claim.start,
      end: claim.end,
      quote: claim.quote,
      label: label ?? 'pending',
      title: label ? LABEL_WORDS[label] : 'Being checked',
    };
  });
}

/** Draws the run's highlights in the tab (injecting the content script if needed); returns how many were drawn. */
export async function pushHighlights(
  store: ResearchStore,
  runId: string,
  tabId: number,
  enabled: boolean,
): Promise<number> {
  const highlights = enabled ? await highlightsOf(store, runId) : [];
  await browser.scripting.executeScript({ target: { tabId }, files: ['/content-scripts/content.js'] });
  const drawn = await sendMessage('showHighlights', { runId, enabled, highlights }, tabId);
  await rememberDrawnRun(tabId, enabled ? runId : null);
  return drawn;
}
