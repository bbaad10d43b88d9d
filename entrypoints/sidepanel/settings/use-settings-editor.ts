/**
 * Settings as the Settings tab edits them: every change saved at once and shown at once. Echoes of the tab's own
 * saves arrive late and out of step with typing; they never put an older value back on screen (which would reset a
 * field the user is typing in). A change saved elsewhere (another panel, Clear all data) is shown when it arrives.
 */
import { useState } from 'react';
import {
  mergeSettings,
  saveSettings,
  settingsKey,
  type Settings,
  type SettingsPatch,
} from '@/lib/settings/settings';
import { useSettings } from '../components/use-settings';

export function useSettingsEditor(): {
  settings: Settings | null;
  save(patch: SettingsPatch): void;
  status: string;
} {
  const stored = useSettings();
  const [optimistic, setOptimistic] = useState<Settings | null>(null);
  const [status, setStatus] = useState('');
  // What this tab wrote (as keys): a stored change that is one of them is an echo, not news.
  const [written, setWritten] = useState<readonly string[]>([]);
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored !== stored) {
    setShownStored(stored);
    if (stored && optimistic) {
      const key = settingsKey(stored);
      if (!written.includes(key) || key === settingsKey(optimistic)) {
        setOptimistic(null);
        setWritten([]);
      }
    }
  }
  const settings = optimistic ?? stored;

  const save = (patch: SettingsPatch) => {
    if (!settings) return;
    const next = mergeSettings(settings, patch);
    setOptimistic(next);
    setWritten((keys) => [...keys, settingsKey(next)]);
    setStatus('Saving…');
    saveSettings(patch).then(
      (saved) => {
        setWritten((keys) => [...keys, settingsKey(saved)]);
        setStatus('Saved.');
      },
      (error: unknown) => {
        setOptimistic(null);
        setStatus(`Could not save: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  return { settings, save, status };
}
