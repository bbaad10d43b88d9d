import { fieldProblems } from '@/lib/settings/provider-descriptor';
import {
  SEARCH_PROVIDER_IDS,
  fieldLink,
  fieldValues,
  searchProvider,
} from '@/lib/settings/provider-registry';
import { searchPatch, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { ExternalLink } from '../components/external-link';
import { useFactIndexState } from '../components/fact-index-offer';
import { hasOpenAlexKey, searchLabels } from '../components/use-keyless-situation';
import { hintFor } from './field-hint';
import { TextSetting } from './text-setting';

/** Search providers from the registry: each on/off, with its key or URL once it is on. */
export function SearchSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const factIndex = useFactIndexState();
  return (
    <section className="card" aria-labelledby="settings-search">
      <h2 id="settings-search">Search providers</h2>
      <p className="muted" data-testid="search-in-use">
        {searchInUse([
          ...searchLabels(settings),
          ...(factIndex?.served ? ['the local fact-check index'] : []),
        ])}
      </p>
      {SEARCH_PROVIDER_IDS.map((id) => {
        const provider = searchProvider(id);
        const section = settings.search[id];
        const values = fieldValues(provider, section);
        const problems = fieldProblems(provider, values);
        const fields = Object.entries(provider.fields).filter(([, spec]) => !spec.hidden);
        return (
          <div key={id} className="provider" data-provider={id}>
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
            {id === 'openalex' && !section.enabled && !hasOpenAlexKey(settings) && (
              <p className="muted" data-testid="openalex-key-offer">
                OpenAlex needs a free key since February 2026.{' '}
                <ExternalLink href={fieldLink('openalex')?.url ?? ''}>Add a free OpenAlex key</ExternalLink>,
                then turn OpenAlex on and paste it here.
              </p>
            )}
            {section.enabled &&
              fields.map(([key, spec]) =>
                spec.link && values[key] === '' ? (
                  <p key={`${key}-link`} className="muted">
                    <ExternalLink href={spec.link.url}>{spec.link.text}</ExternalLink>
                  </p>
                ) : null,
              )}
          </div>
        );
      })}
    </section>
  );
}

/** "Checks search Wikipedia and Europe PMC." — what is on now, keys or not. */
function searchInUse(labels: readonly string[]): string {
  if (labels.length === 0) return 'No search provider is on: checks cannot search until you turn one on.';
  return `Checks search ${labels.length === 1 ? labels[0] : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`}.`;
}
