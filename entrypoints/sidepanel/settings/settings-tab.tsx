import { BlockedSites } from './blocked-sites';
import { BuiltinModelSection } from './builtin-model-section';
import { CheckSettings } from './check-settings';
import { ChallengeSection } from './challenge-section';
import { ClearData } from './clear-data';
import { FactIndexSection } from './fact-index-section';
import { ModelSettings } from './model-settings';
import { PrivacySection } from './privacy-section';
import { SearchSettings } from './search-settings';
import { TierOverrides } from './tier-overrides';
import { useSettingsEditor } from './use-settings-editor';

/** The Settings tab: every change is saved at once (text fields when they lose focus). */
export function SettingsTab() {
  const { settings, save, status } = useSettingsEditor();
  if (!settings) return <p aria-live="polite">Loading settings…</p>;

  return (
    <div className="settings-tab">
      <p className="muted" role="status" data-testid="settings-status">
        {status}
      </p>
      <ModelSettings settings={settings} save={save} />
      <BuiltinModelSection
        chosen={settings.model.provider === 'chrome-builtin'}
        choose={() => save({ model: { provider: 'chrome-builtin' } })}
      />
      <SearchSettings settings={settings} save={save} />
      <FactIndexSection />
      <CheckSettings settings={settings} save={save} />
      <ChallengeSection />
      <TierOverrides settings={settings} save={save} />
      <BlockedSites settings={settings} save={save} />
      <PrivacySection settings={settings} />
      <ClearData />
    </div>
  );
}
