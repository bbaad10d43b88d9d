import { fieldProblems } from '@/lib/settings/provider-descriptor';
import { SEARCH_PROVIDER_IDS, fieldValues, searchProvider } from '@/lib/settings/provider-registry';
import { searchPatch, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { hintFor } from './field-hint';
import { TextSetting } from './text-setting';

/** Search providers from the registry: each on/off, with its key or URL once it is on. */
export function SearchSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  return (
    <section className="card" aria-labelledby="settings-search">
      <h2 id="settings-search">Search providers</h2>
      {SEARCH_PROVIDER_IDS.map((id) => {
        const provider = searchProvider(id);
        const section = settings.search[id];
        const values = fieldValues(provider, section);
        const problems = fieldProblems(provider, values);
        const fields = Object.entries(provider.fields).filter(([, spec]) => !spec.hidden);
        return (
          <div key={id} className="provider">
            <label className="choice">
              <input
                type="checkbox"
                checked={section.enabled}
                onChange={(e) => save(searchPatch(id, { enabled: e.target.checked }))}
              />
              {provider.hint ? `${provider.label} (${provider.hint})` : provider.label}
            </label>
            {section.enabled &&
              fields.map(([key, spec]) => (
                <TextSetting
                  key={key}
                  label={spec.label}
                  type={spec.input}
                  value={values[key] ?? ''}
                  {...(spec.placeholder ? { placeholder: spec.placeholder } : {})}
                  {...hintFor(problems, key)}
                  onSave={(value) => save(searchPatch(id, { [key]: value }))}
                />
              ))}
          </div>
        );
      })}
    </section>
  );
}
