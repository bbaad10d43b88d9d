/** The background's message handlers; sender checks and payload parsing happen once, in `handleMessage`. */
import { handleMessage } from '../messaging/handle-message';
import { EngineError } from '../engine/errors';
import { importRuns } from '../db/history-import';
import { readSealKey } from '../settings/run-seal-key';
import { systemClock, testConnection, type EngineConfig, type Run } from '../engine';
import { createModel } from '../composition';
import { loadSettings, isBlockedSite, mergeSettings, type SettingsPatch } from '../settings/settings';
import { inspectTab } from './inspect-tab';
import { setFocus } from './focus';
import { openSidePanel } from './side-panel';
import { pushHighlights } from './highlights';
import { drawnRunOf } from './drawn-runs';
import { installNetworkRules, reinstallNetworkRules } from './network-rules';
import { challengeSelection, readTabSelection } from './challenge-selection';
import type { BackgroundContext } from './background-context';

export function registerMessageHandlers(ctx: BackgroundContext): void {
  handleMessage('inspectTab', async ({ tabId }) => {
    const settings = await loadSettings();
    return inspectTab(tabId, (url) => isBlockedSite(url, settings.blockedSites));
  });

  handleMessage('startCheck', async ({ tabId, profile, fresh }) => {
    const settings = await loadSettings();
    const extraction = await inspectTab(tabId, (url) => isBlockedSite(url, settings.blockedSites));
    if (!extraction.ok) throw new EngineError('input/invalid', extraction.message);
    const runId = await ctx.runner.start(
      {
        article: extraction.article,
        profile: profile ?? settings.profile,
        kind: 'article',
        tabId,
        ...(fresh ? { fresh } : {}),
      },
      settings,
    );
    await setFocus(runId);
    return { ok: true, runId };
  });

  // The panel's "Challenge selection": the same challenge as the menu and the shortcut, of the tab's selection.
  handleMessage('challengeSelection', async ({ tabId }) => {
    const tab = await browser.tabs.get(tabId).catch(() => undefined);
    if (!tab) throw new EngineError('input/invalid', 'This tab is gone: switch to the page and try again.');
    return { ok: true, runId: await challengeSelection(ctx, await readTabSelection(tab), tab) };
  });

  handleMessage('cancelRun', async ({ runId }) => {
    await ctx.cancel(runId);
    return { ok: true };
  });

  handleMessage('rerun', async ({ runId, moreClaims, fresh, rulesClaims, profile }) => {
    const run = await ctx.store.getRun(runId);
    if (!run) throw new EngineError('store/not-found', 'This run is no longer in History.');
    if (run.origin === 'imported') {
      // Its article text came from a file: re-checking it would pass a file's text off as this browser's check.
      throw new EngineError(
        'input/invalid',
        'This run was imported from a file, so it cannot be re-run: open the article and press Check this article.',
      );
    }
    if (moreClaims && !run.claimsNotChecked)
      throw new EngineError('input/invalid', 'Every claim this check found was already checked.');
    const tabId = ctx.runner.tabOf(runId);
    const next = await ctx.runner.start({
      article: run.article,
      profile: profile ?? run.profile,
      kind: run.kind,
      // The claims already checked come back from the caches at no cost; one more profile cap of claims is added.
      ...(moreClaims ? { claimLimit: moreClaimsLimit(run, ctx.config) } : {}),
      ...(fresh && !moreClaims ? { fresh: true } : {}),
      // The model found none: the built-in rules pick the claims (the model still reads the evidence).
      ...(rulesClaims ? { claimsBy: 'rules' as const } : {}),
      ...(run.statement ? { statement: run.statement } : {}),
      ...(tabId !== undefined ? { tabId } : {}),
    });
    await setFocus(next);
    return { ok: true, runId: next };
  });

  handleMessage('deleteRun', async ({ runId }) => {
    ctx.runner.cancel(runId);
    await ctx.store.deleteRun(runId);
    return { ok: true };
  });

  // The one message a content script may send: a click on a claim highlighted in its own tab.
  handleMessage('openClaim', async ({ runId, claimId }, sender) => {
    if ((await drawnRunOf(sender.tabId)) !== runId) {
      throw new EngineError(
        'input/refused',
        'Refused: that run is not highlighted in this tab. Nothing was done.',
      );
    }
    const claims = await ctx.store.listClaims(runId);
    if (!claims.some((claim) => claim.id === claimId)) {
      throw new EngineError('store/not-found', 'This claim is no longer in History.');
    }
    await Promise.all([setFocus(runId, claimId), openSidePanel(sender.tabId, sender.windowId)]);
    return { ok: true };
  });

  handleMessage('highlightRun', async ({ runId, tabId, enabled }) => {
    if (enabled && (await ctx.store.getRun(runId))?.origin === 'imported') {
      // Drawn into the page, a file's verdicts would look like a check of that page made here.
      throw new EngineError(
        'input/invalid',
        'This run was imported from a file, so its verdicts are not drawn into pages: check the page to highlight its claims.',
      );
    }
    return { ok: true, drawn: await pushHighlights(ctx.store, runId, tabId, enabled) };
  });

  // The panel sends a file's bundles as JSON text (cheap to pass; parsed here, off the panel's thread).
  handleMessage('importRuns', async ({ bundle }) => ({
    ok: true,
    ...(await importRuns(
      ctx.db,
      typeof bundle === 'string' ? parseBundle(bundle) : bundle,
      Date.now(),
      await readSealKey(),
    )),
  }));

  handleMessage('clearAllData', async () => {
    ctx.runner.cancelAll();
    await ctx.db.transaction('rw', ctx.db.tables, () => Promise.all(ctx.db.tables.map((t) => t.clear())));
    return { ok: true };
  });

  handleMessage('testConnection', async (payload) => {
    const onScreen = payload?.model;
    const saved = await loadSettings();
    // Exactly the fields on screen, saved or not (the user tests before saving).
    const settings = onScreen ? mergeSettings(saved, { model: onScreen } as SettingsPatch) : saved;
    // Only the model is tested: search providers (all off, or a missing key) do not matter here.
    const llm = createModel(settings.model, {
      fetch: (input, init) => fetch(input, init),
      clock: systemClock,
      limits: ctx.config.model,
    });
    if (!llm) {
      return {
        ok: true,
        model: 'none',
        message: 'No model configured: Cartographer runs in no-model mode.',
        works: true,
        steps: { reachable: 'unknown', key: 'unknown', model: 'unknown', structured: 'unknown' },
        latencyMs: null,
      } as const;
    }
    // The endpoint on screen may not be saved yet: the browser-side block lets it through for this test only.
    const allowed = onScreen ? await installNetworkRules(settings) : false;
    const report = await testConnection(llm).finally(async () => {
      if (allowed) await reinstallNetworkRules(loadSettings);
    });
    return {
      ok: true,
      model: report.model,
      message: report.message,
      works: report.ok,
      steps: report.steps,
      latencyMs: report.latencyMs,
    };
  });
}

/** The claim limit of a "Check N more" run: the run's own limit plus one more profile cap. */
function moreClaimsLimit(run: Run, config: EngineConfig): number {
  const cap = config.claims.checkLimit[run.profile];
  return (run.claimLimit ?? cap) + cap;
}

/** A bundle sent as JSON text, parsed; text that is not JSON is handed on as is (the importer says it is no export). */
function parseBundle(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
