import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { TextSetting } from './text-setting';

type Keyed = 'factcheck' | 'brave' | 'tavily';
const KEYED: { id: Keyed; label: string }[] = [
  { id: 'factcheck', label: 'Google Fact Check Tools (professional fact-checks)' },
  { id: 'brave', label: 'Brave Search' },
  { id: 'tavily', label: 'Tavily' },
];

/** Search providers: keyless ones on/off, keyed ones with their key, SearXNG with its instance URL. */
export function SearchSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const { search } = settings;
  return (
    <section className="card" aria-labelledby="settings-search">
      <h2 id="settings-search">Search providers</h2>
      <label className="choice">
        <input
          type="checkbox"
          checked={search.wikipedia}
          onChange={(e) => save({ search: { wikipedia: e.target.checked } })}
        />
        Wikipedia (no key)
      </label>
      <label className="choice">
        <input
          type="checkbox"
          checked={search.openalex}
          onChange={(e) => save({ search: { openalex: e.target.checked } })}
        />
        OpenAlex scholarly works (no key)
      </label>
      {KEYED.map(({ id, label }) => (
        <div key={id} className="provider">
          <label className="choice">
            <input
              type="checkbox"
              checked={search[id].enabled}
              onChange={(e) => save({ search: { [id]: { enabled: e.target.checked } } })}
            />
            {label}
          </label>
          {search[id].enabled && (
            <TextSetting
              label={`${label.split(' (')[0]} key`}
              type="password"
              value={search[id].key}
              onSave={(key) => save({ search: { [id]: { key } } })}
            />
          )}
        </div>
      ))}
      <div className="provider">
        <label className="choice">
          <input
            type="checkbox"
            checked={search.searxng.enabled}
            onChange={(e) => save({ search: { searxng: { enabled: e.target.checked } } })}
          />
          SearXNG
        </label>
        {search.searxng.enabled && (
          <TextSetting
            label="SearXNG instance URL"
            type="url"
            value={search.searxng.url}
            placeholder="https://searx.example.org"
            onSave={(url) => save({ search: { searxng: { url } } })}
          />
        )}
      </div>
    </section>
  );
}
