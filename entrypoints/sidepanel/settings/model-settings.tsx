import { useRef } from 'react';
import { MODEL_PROVIDERS, fieldValues, modelProvider } from '@/lib/settings/provider-registry';
import { modelFieldPatch, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { fieldProblems } from '@/lib/settings/provider-descriptor';
import { TestConnection } from './test-connection';
import { hintFor } from './field-hint';
import { TextSetting } from './text-setting';

/** Model provider (from the registry), the chosen provider's fields, and "Test connection". */
export function ModelSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const { model } = settings;
  const chosen = modelProvider(model.provider);
  const values = fieldValues(chosen, model);
  const problems = fieldProblems(chosen, values);
  // The fields as they are on screen when Test connection is clicked, saved or not (read from the inputs themselves,
  // so no late re-render can put an older value in their place).
  const fieldsBox = useRef<HTMLDivElement>(null);
  const onScreen = (): Record<string, unknown> =>
    [...(fieldsBox.current?.querySelectorAll<HTMLInputElement>('input[name]') ?? [])].reduce<
      Record<string, unknown>
    >((current, input) => ({ ...current, ...(modelFieldPatch(input.name, input.value).model ?? {}) }), {
      ...model,
    });

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
      <div ref={fieldsBox}>
        {Object.entries(chosen.fields)
          .filter(([, spec]) => !spec.hidden)
          .map(([key, spec]) => (
            <TextSetting
              key={`${model.provider}-${key}`}
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
      {model.provider !== 'none' && <TestConnection readFields={onScreen} />}
    </section>
  );
}
