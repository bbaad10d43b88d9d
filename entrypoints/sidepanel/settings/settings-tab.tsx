import { useState } from 'react';
import { mergeSettings, saveSettings, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { useSettings } from '../components/use-settings';
import { BlockedSites } from './blocked-sites';
import { CheckSettings } from './check-settings';
import { ClearData } from './clear-data';
import { ModelSettings } from './model-settings';
import { PrivacySection } from './privacy-section';
import { SearchSettings } from './search-settings';
import { TierOverrides } from './tier-overrides';

/** The Settings tab: every change is saved at once (text fields when they lose focus). */
export function SettingsTab() {
  const stored = useSettings();
  // Shown at once while the save is under way (controlled inputs would otherwise snap back).
  const [optimistic, setOptimistic] = useState<Settings | null>(null);
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored !== stored) {
    setShownStored(stored);
    setOptimistic(null);
  }
  const [status, setStatus] = useState('');
  const settings = optimistic ?? stored;
  if (!settings) return <p aria-live="polite">Loading settings…</p>;

  const save = (patch: SettingsPatch) => {
    setOptimistic(mergeSettings(settings, patch));
    setStatus('Saving…');
    saveSettings(patch).then(
      () => setStatus('Saved.'),
      (error: unknown) =>
        setStatus(`Could not save: ${error instanceof Error ? error.message : String(error)}`),
    );
  };

  return (
    <div className="settings-tab">
      <p className="muted" role="status" data-testid="settings-status">
        {status}
      </p>
      <ModelSettings settings={settings} save={save} />
      <SearchSettings settings={settings} save={save} />
      <CheckSettings settings={settings} save={save} />
      <TierOverrides settings={settings} save={save} />
      <BlockedSites settings={settings} save={save} />
      <PrivacySection settings={settings} />
      <ClearData />
    </div>
  );
}
