import { ChallengeShortcut } from '../components/challenge-shortcut';

/** Where the browser lets a user change an extension's keyboard shortcuts (Chrome opens it for the extension). */
const SHORTCUTS_PAGE = 'chrome://extensions/shortcuts';

/** Settings → Challenge a statement: how, and the shortcut as the browser has it bound (changed in the browser). */
export function ChallengeSection() {
  return (
    <section className="card" aria-labelledby="settings-challenge" data-testid="settings-challenge">
      <h2 id="settings-challenge">Challenge a statement</h2>
      <ChallengeShortcut />
      {!import.meta.env.FIREFOX && (
        <button type="button" onClick={() => void browser.tabs.create({ url: SHORTCUTS_PAGE })}>
          Change the shortcut
        </button>
      )}
    </section>
  );
}
