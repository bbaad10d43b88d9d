/** Message handlers of the background: each validates its payload with zod and checks the sender. */
import { onMessage } from '../messaging/messenger';
import { PayloadSchemas, type CommandResult } from '../messaging/protocol';
import { EngineError, isEngineError, type EngineErrorData } from '../engine/errors';
import { importRuns } from '../db/history-queries';
import { testConnection } from '../composition/connection';
import { loadSettings, isBlockedSite, mergeSettings, type SettingsPatch } from '../settings/settings';
import { isFromThisExtension } from './sender';
import { inspectTab } from './inspect-tab';
import { setFocus } from './focus';
import { openSidePanel } from './side-panel';
import { pushHighlights } from './highlights';
import { engineFromSettings } from './engine-from-settings';
import { installNetworkRules } from './network-rules';
import type { BackgroundContext } from './background-context';

export function registerMessageHandlers(ctx: BackgroundContext): void {
  onMessage('inspectTab', async ({ data, sender }) => {
    refuseForeign(sender);
    const { tabId } = PayloadSchemas.inspectTab.parse(data);
    const settings = await loadSettings();
    return inspectTab(tabId, (url) => isBlockedSite(url, settings.blockedSites));
  });

  onMessage('startCheck', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { tabId, profile } = PayloadSchemas.startCheck.parse(data);
      const settings = await loadSettings();
      const extraction = await inspectTab(tabId, (url) => isBlockedSite(url, settings.blockedSites));
      if (!extraction.ok) throw new EngineError('input/invalid', extraction.message);
      const runId = await ctx.runner.start({
        article: extraction.article,
        profile: profile ?? settings.profile,
        kind: 'article',
        tabId,
      });
      await setFocus(runId);
      return { runId };
    }),
  );

  onMessage('cancelRun', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { runId } = PayloadSchemas.cancelRun.parse(data);
      await ctx.cancel(runId);
      return {};
    }),
  );

  onMessage('rerun', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { runId } = PayloadSchemas.rerun.parse(data);
      const run = await ctx.store.getRun(runId);
      if (!run) throw new EngineError('store/not-found', 'This run is no longer in History.');
      const tabId = ctx.runner.tabOf(runId);
      const next = await ctx.runner.start({
        article: run.article,
        profile: run.profile,
        kind: run.kind,
        ...(run.statement ? { statement: run.statement } : {}),
        ...(tabId !== undefined ? { tabId } : {}),
      });
      await setFocus(next);
      return { runId: next };
    }),
  );

  onMessage('deleteRun', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { runId } = PayloadSchemas.deleteRun.parse(data);
      ctx.runner.cancel(runId);
      await ctx.store.deleteRun(runId);
      return {};
    }),
  );

  onMessage('openClaim', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { runId, claimId } = PayloadSchemas.openClaim.parse(data);
      await Promise.all([setFocus(runId, claimId), openSidePanel(sender.tab?.id, sender.tab?.windowId)]);
      return {};
    }),
  );

  onMessage('highlightRun', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { runId, tabId, enabled } = PayloadSchemas.highlightRun.parse(data);
      return { drawn: await pushHighlights(ctx.store, runId, tabId, enabled) };
    }),
  );

  onMessage('importRuns', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const { bundle } = PayloadSchemas.importRuns.parse(data);
      return importRuns(ctx.db, bundle);
    }),
  );

  onMessage('clearAllData', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      PayloadSchemas.clearAllData.parse(data);
      ctx.runner.cancelAll();
      await ctx.db.transaction('rw', ctx.db.tables, () => Promise.all(ctx.db.tables.map((t) => t.clear())));
      return {};
    }),
  );

  onMessage('testConnection', ({ data, sender }) =>
    command(async () => {
      refuseForeign(sender);
      const onScreen = PayloadSchemas.testConnection.parse(data)?.model;
      const saved = await loadSettings();
      // Exactly the fields on screen, saved or not (the user tests before saving).
      const settings = onScreen ? mergeSettings(saved, { model: onScreen } as SettingsPatch) : saved;
      const deps = engineFromSettings(settings, ctx.store);
      if (!deps.llm) {
        return {
          model: 'none',
          message: 'No model configured: Cartographer runs in no-model mode.',
          works: true,
          steps: { reachable: 'unknown', key: 'unknown', model: 'unknown', structured: 'unknown' },
          latencyMs: null,
        } as const;
      }
      // The endpoint on screen may not be saved yet: the browser-side block lets it through for this test only.
      const allowed = onScreen ? await installNetworkRules(settings) : false;
      const report = await testConnection(deps.llm).finally(async () => {
        if (allowed) await installNetworkRules(await loadSettings());
      });
      return {
        model: report.model,
        message: report.message,
        works: report.ok,
        steps: report.steps,
        latencyMs: report.latencyMs,
      };
    }),
  );
}

function refuseForeign(sender: { id?: string } | undefined): void {
  if (!isFromThisExtension(sender)) throw new EngineError('input/invalid', 'Refused: not from Cartographer.');
}

/** Runs a command and turns any failure into data a user can read (errors lose their class over messaging). */
async function command<T extends object>(task: () => Promise<T>): Promise<CommandResult<T>> {
  try {
    return { ok: true, ...(await task()) };
  } catch (error) {
    return { ok: false, error: toErrorData(error) };
  }
}

function toErrorData(error: unknown): EngineErrorData {
  if (error instanceof EngineError) return error.toJSON();
  if (isEngineError(error)) return { code: error.code, message: error.message, retryable: false };
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'input/invalid', message: `Something went wrong: ${message}`, retryable: false };
}
