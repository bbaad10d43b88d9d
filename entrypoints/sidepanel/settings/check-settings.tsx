import type { Budget } from '@/lib/engine';
import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { useEngineConfig } from '../components/engine-config-context';
import { TextSetting } from './text-setting';

const BUDGET_FIELDS: { key: keyof Budget; label: string }[] = [
  { key: 'maxModelCalls', label: 'Model calls' },
  { key: 'maxTokens', label: 'Tokens' },
  { key: 'maxSearches', label: 'Searches' },
  { key: 'maxSeconds', label: 'Seconds' },
];

/** A budget field's text to a value: blank means the profile's default. */
function parseBudget(text: string): number | undefined {
  const value = Number(text.trim());
  return text.trim() && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Profile (Quick/Deep), budget per run and in-page highlights. */
export function CheckSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const defaults = useEngineConfig().budgets[settings.profile];
  return (
    <section className="card" aria-labelledby="settings-check">
      <h2 id="settings-check">Checks</h2>
      <fieldset>
        <legend>Profile</legend>
        <label className="choice">
          <input
            type="radio"
            name="profile"
            checked={settings.profile === 'quick'}
            onChange={() => save({ profile: 'quick' })}
          />
          Quick — one extra round of searching
        </label>
        <label className="choice">
          <input
            type="radio"
            name="profile"
            checked={settings.profile === 'deep'}
            onChange={() => save({ profile: 'deep' })}
          />
          Deep — up to three rounds, slower and costlier
        </label>
      </fieldset>
      <fieldset className="budget">
        <legend>Budget per run (blank = profile default)</legend>
        {BUDGET_FIELDS.map(({ key, label }) => (
          <TextSetting
            key={key}
            label={label}
            type="number"
            value={settings.budget[key]?.toString() ?? ''}
            placeholder={String(defaults[key])}
            onSave={(text) => save({ budget: { ...settings.budget, [key]: parseBudget(text) } })}
          />
        ))}
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          checked={settings.highlights}
          onChange={(e) => save({ highlights: e.target.checked })}
        />
        Highlight claims in the page
      </label>
    </section>
  );
}
