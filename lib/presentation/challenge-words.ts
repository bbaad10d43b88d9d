/** Words for challenging a selected statement: the panel's button, its shortcut as the browser has it bound. */

/** The panel's button. */
export const CHALLENGE_BUTTON = 'Challenge selection';

/** What a challenge is, in one sentence (onboarding and Settings). */
export const CHALLENGE_WHAT =
  'To check one statement instead of the whole article, select it in the page and press “Challenge selection”, use the keyboard shortcut, or right-click it and choose “Challenge this claim”.';

/**
 * The shortcut as bound now: "Keyboard shortcut: Alt+Shift+K." When none is bound (the user removed it, or the key
 * was taken by another extension), say so and where to set one. `undefined` while it is being read: nothing to say.
 */
export function shortcutSentence(shortcut: string | null | undefined, firefox = false): string | null {
  if (shortcut === undefined) return null;
  if (shortcut) return `Keyboard shortcut: ${shortcut}.`;
  return firefox
    ? 'No keyboard shortcut is set for it: set one in Add-ons and themes → the gear menu → Manage Extension Shortcuts.'
    : 'No keyboard shortcut is set for it: set one at chrome://extensions/shortcuts.';
}
