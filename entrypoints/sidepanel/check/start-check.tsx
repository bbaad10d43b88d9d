import { useState } from 'react';
import type { Article, Profile } from '@/lib/engine';
import { checkButtonWords } from '@/lib/presentation/check-button-words';
import { sendMessage } from '@/lib/messaging/messenger';
import { sendSurvivingRestart } from '@/lib/messaging/worker-restart';
import { commandError, messagingError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
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
  const { openRun } = usePanel();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    void saveSettings({ onboarded: true });
    setPending(true);
    setError(null);
    try {
      // A worker stopped while it read the article (a long PDF) lost the answer, not the check: ask the new one.
      const result = await sendSurvivingRestart(() => sendMessage('startCheck', { tabId, profile }));
      if (result?.ok) openRun(result.runId);
      setError(commandError(result));
    } catch (caught) {
      setError(messagingError(caught));
    } finally {
      setPending(false);
    }
  }

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
