import { useState } from 'react';
import { CHALLENGE_BUTTON, shortcutSentence } from '@/lib/presentation/challenge-words';
import { sendMessage } from '@/lib/messaging/messenger';
import { sendSurvivingRestart } from '@/lib/messaging/worker-restart';
import { commandError, messagingError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
import { useChallengeShortcut } from '../components/use-challenge-shortcut';

/** "Challenge selection": checks the statement selected in the tab's page on its own, and shows that check. */
export function ChallengeSelection({ tabId }: { tabId: number }) {
  const { openRun } = usePanel();
  const shortcut = useChallengeShortcut();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function challenge() {
    setPending(true);
    setError(null);
    try {
      const result = await sendSurvivingRestart(() => sendMessage('challengeSelection', { tabId }));
      if (result?.ok) openRun(result.runId);
      setError(commandError(result));
    } catch (caught) {
      setError(messagingError(caught));
    } finally {
      setPending(false);
    }
  }

  const bound = shortcutSentence(shortcut, import.meta.env.FIREFOX);
  return (
    <div className="challenge-selection" data-testid="challenge-selection">
      <button
        type="button"
        onClick={() => void challenge()}
        disabled={pending}
        aria-describedby="challenge-selection-hint"
      >
        {pending ? 'Starting…' : CHALLENGE_BUTTON}
      </button>
      <p className="muted" id="challenge-selection-hint">
        Checks only the statement you selected in the page.{bound ? ` ${bound}` : ''}
      </p>
      {error && (
        <p className="error" role="alert" data-testid="challenge-error">
          {error}
        </p>
      )}
    </div>
  );
}
