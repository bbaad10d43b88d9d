import { CHALLENGE_BUTTON, shortcutSentence } from '@/lib/presentation/challenge-words';
import { sendMessage } from '@/lib/messaging/messenger';
import { useRunStarter } from '../components/use-run-starter';
import { useChallengeShortcut } from '../components/use-challenge-shortcut';

/** "Challenge selection": checks the statement selected in the tab's page on its own, and shows that check. */
export function ChallengeSelection({ tabId }: { tabId: number }) {
  const shortcut = useChallengeShortcut();
  const {
    start: challenge,
    pending,
    error,
  } = useRunStarter(() => sendMessage('challengeSelection', { tabId }));

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
