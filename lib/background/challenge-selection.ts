/**
 * Challenge the selection: a single-claim run on the statement selected in a tab, with the page as context. Reached
 * from the context menu, the keyboard shortcut (the `challenge-selection` command) and the panel's button.
 */
import { EngineError } from '../engine/errors';
import { checkRestrictedUrl } from '../extraction/page-gate';
import { loadSettings, isBlockedSite } from '../settings/settings';
import type { BackgroundContext } from './background-context';
import { challengeContext } from './context-menu';
import { inspectTab } from './inspect-tab';
import { setFocus } from './focus';

/** The manifest's command name for the shortcut (wxt.config.ts `commands`). */
export const CHALLENGE_COMMAND = 'challenge-selection';

/** Said when the tab has no selection to challenge. */
const NOTHING_SELECTED =
  'Nothing is selected in the page: select the statement you want to challenge (a sentence or two), then try again.';

export interface ChallengeTab {
  id?: number;
  windowId?: number;
  url?: string;
  title?: string;
}

/** The page may be checked at all: not a browser page, not a site on the user's never-check list. */
async function refuseUncheckable(url: string): Promise<void> {
  const refused = checkRestrictedUrl(url);
  if (refused) throw new EngineError('input/invalid', refused.message);
  const settings = await loadSettings();
  if (isBlockedSite(url, settings.blockedSites)) {
    throw new EngineError(
      'input/invalid',
      'This site is on your list of sites never to check (Settings → Privacy).',
    );
  }
}

/**
 * The text selected in a tab (any of its frames; a selection inside a text field too), whitespace collapsed; '' when
 * nothing is selected. Refuses pages Cartographer may not read before it touches them.
 */
export async function readTabSelection(tab: ChallengeTab): Promise<string> {
  if (tab.id === undefined)
    throw new EngineError('input/invalid', 'This tab is gone: switch to the page and try again.');
  await refuseUncheckable(tab.url ?? '');
  let results: { result?: unknown }[];
  try {
    results = await browser.scripting.executeScript({
      target: { tabId: tab.id, allFrames: true },
      func: selectedText,
    });
  } catch (error) {
    throw new EngineError(
      'input/invalid',
      `Cartographer could not read the selection on this page (${error instanceof Error ? error.message : String(error)}): select the statement again, or right-click it and choose “Challenge this claim”.`,
    );
  }
  // The main frame answers first; a frame holding the selection wins over frames holding none.
  const texts = results.map((r) => (typeof r.result === 'string' ? r.result : '')).map(collapse);
  return texts.find((t) => t.length > 0) ?? '';
}

/** Runs in the page: the document's selection, or the selected part of a focused text field. */
function selectedText(): string {
  const field = document.activeElement;
  if (
    (field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) &&
    field.selectionStart !== null &&
    field.selectionEnd !== null &&
    field.selectionEnd > field.selectionStart
  ) {
    return field.value.slice(field.selectionStart, field.selectionEnd);
  }
  return document.getSelection()?.toString() ?? '';
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Starts the challenge of `selection` in `tab` and focuses it in the panel; throws a message a user can act on. */
export async function challengeSelection(
  ctx: BackgroundContext,
  selection: string,
  tab: ChallengeTab | undefined,
): Promise<string> {
  const url = tab?.url ?? '';
  await refuseUncheckable(url);
  const statement = collapse(selection);
  if (!statement) throw new EngineError('input/invalid', NOTHING_SELECTED);
  const settings = await loadSettings();
  const extraction =
    tab?.id !== undefined
      ? await inspectTab(tab.id, () => false)
      : ({ ok: false, reason: 'no-access', message: '' } as const);
  const article = challengeContext(statement, { url, title: tab?.title ?? '' }, extraction);
  const runId = await ctx.runner.start(
    {
      article,
      profile: settings.profile,
      kind: 'challenge',
      statement,
      ...(tab?.id !== undefined && extraction.ok ? { tabId: tab.id } : {}),
    },
    settings,
  );
  await setFocus(runId);
  return runId;
}
