import { keylessCanDo } from '@/lib/presentation/keyless-guidance';
import { saveSettings } from '@/lib/settings/settings';
import { NextStep } from '../components/next-step';
import { BuiltinModelStatus } from '../settings/builtin-model-section';
import { usePanel } from '../components/panel-context';
import { useSettings } from '../components/use-settings';
import { ChallengeShortcut } from '../components/challenge-shortcut';
import { searchLabels, useKeylessSituation } from '../components/use-keyless-situation';

/** Where "Add a model key first" lands: the chosen provider's key field, else the provider choice to make first. */
const KEY_FIELD = ['input[name="apiKey"]', 'input[name="provider"]:checked'] as const;

/**
 * First run, short enough that "Check this article" stays on the first screen: what Cartographer does, that it works
 * without a key, and that nothing is sent before a check. The optional steps (the fact-check download, Chrome's
 * built-in model, what a key adds) fold under one line; every one stays a click away.
 */
export function Onboarding() {
  const { showTab } = usePanel();
  const settings = useSettings();
  const situation = useKeylessSituation(settings);
  const finish = (then?: () => void) => {
    void saveSettings({ onboarded: true }).then(then);
  };
  return (
    <section className="card onboarding" aria-labelledby="onboarding-title" data-testid="onboarding">
      <h2 id="onboarding-title">Welcome to Cartographer</h2>
      <p>
        It checks the article you are reading: it finds the claims worth checking, searches for evidence{' '}
        <em>against</em> them as hard as for them, and shows where credible sources disagree.
      </p>
      <p data-testid="keyless-can-do">
        <strong>It works without any key.</strong>{' '}
        {settings && situation ? keylessCanDo(situation, searchLabels(settings)) : null}
      </p>
      <p className="muted">
        Nothing is sent anywhere until you click “Check this article” below (or download the fact-checks).
      </p>
      <details className="onboarding-more" data-testid="onboarding-more">
        <summary>Optional: better checks (fact-check download, a model, a key)</summary>
        {/* Chrome's built-in model has its own block below: the next step does not offer it twice. */}
        {situation && <NextStep situation={{ ...situation, chromeModel: false }} />}
        {settings?.model.provider === 'none' && (
          <div data-testid="onboarding-builtin-model">
            <p>
              <strong>A model without a key:</strong> Chrome's built-in model reads each source on this
              computer, where Chrome offers it.
            </p>
            <BuiltinModelStatus onUse={() => void saveSettings({ model: { provider: 'chrome-builtin' } })} />
          </div>
        )}
        {settings?.model.provider === 'chrome-builtin' && (
          <p data-testid="onboarding-builtin-chosen">
            <strong>Chrome's built-in model is chosen:</strong> checks read with it on this computer.
          </p>
        )}
        <p>
          <strong>A model key adds</strong> sharper claims (pronouns resolved, opinions told apart), a real
          reading of each source's stance with quotes, follow-up searches where evidence is thin, and a
          written summary. Keys stay in this browser.
        </p>
        <ChallengeShortcut />
      </details>
      <div className="button-row">
        <button type="button" onClick={() => finish()}>
          Hide this welcome
        </button>
        <button type="button" onClick={() => finish(() => showTab('settings', KEY_FIELD))}>
          Add a model key first
        </button>
      </div>
    </section>
  );
}
