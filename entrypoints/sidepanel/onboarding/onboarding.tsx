import { keylessCanDo } from '@/lib/presentation/keyless-guidance';
import { saveSettings } from '@/lib/settings/settings';
import { NextStep } from '../components/next-step';
import { usePanel } from '../components/panel-context';
import { useSettings } from '../components/use-settings';
import { ChallengeShortcut } from '../components/challenge-shortcut';
import { searchLabels, useKeylessSituation } from '../components/use-keyless-situation';

/** Where "Add a model key first" lands: the chosen provider's key field, else the provider choice to make first. */
const KEY_FIELD = ['input[name="apiKey"]', 'input[name="provider"]:checked'] as const;

/** First run: what Cartographer does, what it does without a key, the one step that helps most, and what a key adds. */
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
        Cartographer checks the article you are reading: it finds the claims worth checking, searches for
        evidence <em>against</em> them as hard as for them, weighs each source by what kind of source it is,
        and shows where credible sources disagree.
      </p>
      <p data-testid="keyless-can-do">
        <strong>It works without any key.</strong>{' '}
        {settings && situation ? keylessCanDo(situation, searchLabels(settings)) : null}
      </p>
      {situation && <NextStep situation={situation} />}
      <p>
        <strong>A model key adds</strong> sharper claims (pronouns resolved, opinions told apart), a real
        reading of each source's stance with quotes, follow-up searches where evidence is thin, and a written
        summary. Keys stay in this browser.
      </p>
      <ChallengeShortcut />
      <p className="muted">
        Nothing is sent anywhere until you click “Check this article” (or download the fact-checks).
      </p>
      <div className="button-row">
        <button type="button" className="primary" onClick={() => finish()}>
          Start
        </button>
        <button type="button" onClick={() => finish(() => showTab('settings', KEY_FIELD))}>
          Add a model key first
        </button>
      </div>
    </section>
  );
}
