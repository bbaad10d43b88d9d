import { CHALLENGE_WHAT, shortcutSentence } from '@/lib/presentation/challenge-words';
import { useChallengeShortcut } from './use-challenge-shortcut';

/** How to challenge one statement, with the shortcut as bound now (onboarding and Settings). */
export function ChallengeShortcut() {
  const shortcut = useChallengeShortcut();
  const bound = shortcutSentence(shortcut, import.meta.env.FIREFOX);
  return (
    <p data-testid="challenge-help">
      {CHALLENGE_WHAT}{' '}
      {bound && (
        <span data-testid="challenge-shortcut" data-bound={shortcut ? 'yes' : 'no'}>
          {bound}
        </span>
      )}
    </p>
  );
}
