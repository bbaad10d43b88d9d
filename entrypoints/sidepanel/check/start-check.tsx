import type { Article, Profile } from '@/lib/engine';
import { checkButtonWords } from '@/lib/presentation/check-button-words';
import { sendMessage } from '@/lib/messaging/messenger';
import { useRunStarter } from '../components/use-run-starter';
import { useSettings } from '../components/use-settings';
import { saveSettings } from '@/lib/settings/settings';

/**
 * "Check this article" (or PDF, post, thread): starts a run of the tab's article and shows it. The first check also
 * closes the welcome: the check was what it led to.
 */
export function StartCheck({
  tabId,
  profile,
  disabled,
  article,
}: {
  tabId: number;
  profile: Profile;
  disabled: boolean;
  /** What the tab holds, when read: it names the button. */
  article?: Pick<Article, 'kind' | 'pages' | 'post'> | null;
}) {
  const settings = useSettings();
  const { start, pending, error } = useRunStarter(() => {
    // Only the first check closes the welcome: later checks write no settings while the worker reads them.
    if (settings && !settings.onboarded) void saveSettings({ onboarded: true });
    return sendMessage('startCheck', { tabId, profile });
  });

  return (
    <div className="start-check">
      <button type="button" className="primary" onClick={() => void start()} disabled={disabled || pending}>
        {pending ? 'Starting…' : checkButtonWords(article)}
      </button>
      {error && (
        <p className="error" role="alert" data-testid="start-error">
          {error}
        </p>
      )}
    </div>
  );
}
