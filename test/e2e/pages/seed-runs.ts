/** Opens the side panel on a sandbox article and seeds History by importing the fixture bundle through the UI. */
import type { ExtensionHarness } from '../fixtures';
import { HistoryPage } from './history-page';
import { exportBundle, writeTempFile } from './run-bundle';

export async function openPanel(harness: ExtensionHarness): Promise<{ panel: HistoryPage; tabId: number }> {
  const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
  const panel = new HistoryPage(await harness.openSidePanel(tabId));
  await panel.finishOnboarding();
  return { panel, tabId };
}

export async function importFixtureRuns(panel: HistoryPage): Promise<void> {
  await panel.openTab('History');
  await panel.importFile(await writeTempFile('runs.json', exportBundle()));
  const outcome = panel.importOutcome();
  await outcome.waitFor({ timeout: 15_000 });
  const text = await outcome.textContent();
  if (!/Imported \d+/.test(text ?? '')) throw new Error(`Import failed: ${text}`);
}
