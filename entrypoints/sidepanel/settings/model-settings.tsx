import { useState } from 'react';
import { sendMessage } from '@/lib/messaging/messenger';
import { MODEL_PROVIDERS, fieldValues, modelProvider } from '@/lib/settings/provider-registry';
import { modelFieldPatch, type Settings, type SettingsPatch } from '@/lib/settings/settings';
import { fieldProblems } from '@/lib/settings/provider-descriptor';
import { messagingError } from '../components/command-error';
import { hintFor } from './field-hint';
import { TextSetting } from './text-setting';

/** Model provider (from the registry), the chosen provider's fields, and "Test connection". */
export function ModelSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const { model } = settings;
  const chosen = modelProvider(model.provider);
  const values = fieldValues(chosen, model);
  const problems = fieldProblems(chosen, values);
  const [test, setTest] = useState<{ ok: boolean; message: string } | null>(null);
  const [testing, setTesting] = useState(false);

  async function testConnection() {
    setTesting(true);
    setTest(null);
    try {
      const result = await sendMessage('testConnection');
      setTest(
        result.ok ? { ok: true, message: result.message } : { ok: false, message: result.error.message },
      );
    } catch (caught) {
      setTest({ ok: false, message: messagingError(caught) });
    } finally {
      setTesting(false);
    }
  }

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
          />
        ))}
      {model.provider !== 'none' && (
        <div className="button-row">
          <button type="button" onClick={() => void testConnection()} disabled={testing}>
            {testing ? 'Testing…' : 'Test connection'}
          </button>
        </div>
      )}
      {test && (
        <p className={test.ok ? 'ok' : 'error'} role="status" data-testid="connection-result">
          {test.message}
        </p>
      )}
    </section>
  );
}
