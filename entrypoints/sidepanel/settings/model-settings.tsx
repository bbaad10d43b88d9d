import { useRef, useState } from 'react';
import { KEY_FIELD, keySlot } from '@/lib/settings/model-keys';
import { MODEL_PROVIDERS, fieldValues, modelProvider } from '@/lib/settings/provider-registry';
import { modelFieldPatch, settingsKey, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { fieldProblems } from '@/lib/settings/provider-descriptor';
import { TestConnection } from './test-connection';
import { costInputs } from '@/lib/settings/model-cost';
import { MODEL_VALUE_SENTENCE, costBeforeWords } from '@/lib/presentation/cost-words';
import { useEngineConfig } from '../components/engine-config-context';
import { hintFor } from './field-hint';
import { TextSetting } from './text-setting';
import { keySlotSentence } from '@/lib/settings/key-slot-sentence';

/** Model provider (from the registry), the chosen provider's fields, and "Test connection". */
export function ModelSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const { model } = settings;
  const config = useEngineConfig();
  const chosen = modelProvider(model.provider);
  const values = fieldValues(chosen, model);
  const problems = fieldProblems(chosen, values);
  // The fields as they are on screen when Test connection is clicked, saved or not (read from the inputs themselves,
  // so no late re-render can put an older value in their place).
  const fieldsBox = useRef<HTMLDivElement>(null);
  // The key on screen is sent only when it was typed: one shown for the saved base URL never goes to a URL typed since.
  const onScreen = (): Record<string, unknown> =>
    [...(fieldsBox.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])]
      .filter((input) => input.name !== KEY_FIELD || input.value.trim() !== model.apiKey)
      .reduce<Record<string, unknown>>(
        (current, input) => ({ ...current, ...(modelFieldPatch(input.name, input.value).model ?? {}) }),
        { provider: model.provider },
      );
  // Any change to a model setting (saved, or typed on screen) clears the last Test connection result.
  const [edits, setEdits] = useState(0);
  const testKey = `${settingsKey(model)}#${edits}`;
  const keyElsewhere = keySlotSentence(model, Object.keys(chosen.fields));

  return (
    <section className="card" aria-labelledby="settings-model">
      <h2 id="settings-model">Model</h2>
      <fieldset>
        <legend>Model provider</legend>
        {MODEL_PROVIDERS.map((provider) => (
          <label key={provider.id} className="choice">
            <input
              type="radio"
              name="provider"
              value={provider.id}
              checked={model.provider === provider.id}
              onChange={() => save({ model: { provider: provider.id } })}
            />
            <span>
              {provider.label} <small className="muted">— {provider.hint}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div ref={fieldsBox} onInput={() => setEdits((count) => count + 1)}>
        {Object.entries(chosen.fields)
          .filter(([, spec]) => !spec.hidden)
          .map(([key, spec]) => (
            <TextSetting
              // A key field belongs to one provider and base URL: another base URL shows another field.
              key={`${model.provider}-${key}${key === KEY_FIELD ? ` ${keySlot(model.provider, model.baseUrl)}` : ''}`}
              label={spec.label}
              type={spec.input}
              value={values[key] ?? ''}
              {...(spec.placeholder ? { placeholder: spec.placeholder } : {})}
              {...hintFor(problems, key)}
              onSave={(value) => save(modelFieldPatch(key, value))}
              name={key}
            />
          ))}
      </div>
      {keyElsewhere && (
        <p className="muted" data-testid="key-slot">
          {keyElsewhere}
        </p>
      )}
      <p className="muted" data-testid="model-value">
        {MODEL_VALUE_SENTENCE}
      </p>
      <p className="muted" data-testid="model-cost">
        {costBeforeWords(costInputs(settings, config.budgets))}
      </p>
      {model.provider !== 'none' && <TestConnection readFields={onScreen} settingsVersion={testKey} />}
    </section>
  );
}
