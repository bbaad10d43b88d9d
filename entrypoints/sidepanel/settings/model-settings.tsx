import { useState } from 'react';
import type { ModelProvider, Settings, SettingsPatch } from '@/lib/settings/settings';
import { TestConnection } from './test-connection';
import { TextSetting } from './text-setting';

const PROVIDERS: { id: ModelProvider; label: string; hint: string }[] = [
  {
    id: 'none',
    label: 'No model',
    hint: 'Heuristics only: works offline of any model, weaker claim and stance reading.',
  },
  { id: 'openai', label: 'OpenAI', hint: 'Needs an API key from platform.openai.com.' },
  {
    id: 'openai-compatible',
    label: 'OpenAI-compatible server',
    hint: 'Ollama, LM Studio, llama.cpp, vLLM, OpenRouter, Groq…',
  },
  {
    id: 'chrome-builtin',
    label: "Chrome's built-in model",
    hint: 'Runs on this computer where Chrome offers it.',
  },
];

/** Model provider, key, base URL, model and "Test connection". */
export function ModelSettings({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const { model } = settings;
  // What is typed in the fields, saved or not: Test connection uses exactly this.
  const [drafts, setDrafts] = useState<Partial<Record<'apiKey' | 'baseUrl' | 'model', string>>>({});
  const draft = (field: 'apiKey' | 'baseUrl' | 'model') => (value: string) =>
    setDrafts((current) => ({ ...current, [field]: value }));

  return (
    <section className="card" aria-labelledby="settings-model">
      <h2 id="settings-model">Model</h2>
      <fieldset>
        <legend>Model provider</legend>
        {PROVIDERS.map((provider) => (
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
      {model.provider === 'openai' && (
        <TextSetting
          label="OpenAI API key"
          type="password"
          value={model.apiKey}
          onSave={(apiKey) => save({ model: { apiKey } })}
          onDraft={draft('apiKey')}
        />
      )}
      {model.provider === 'openai-compatible' && (
        <>
          <TextSetting
            label="Base URL"
            type="url"
            value={model.baseUrl}
            placeholder="http://localhost:11434/v1"
            onSave={(baseUrl) => save({ model: { baseUrl } })}
            onDraft={draft('baseUrl')}
          />
          <TextSetting
            label="API key (if the server needs one)"
            type="password"
            value={model.apiKey}
            onSave={(apiKey) => save({ model: { apiKey } })}
            onDraft={draft('apiKey')}
          />
        </>
      )}
      {(model.provider === 'openai' || model.provider === 'openai-compatible') && (
        <TextSetting
          label="Model"
          value={model.model}
          onSave={(name) => save({ model: { model: name } })}
          onDraft={draft('model')}
        />
      )}
      {model.provider !== 'none' && <TestConnection fields={{ ...model, ...drafts }} />}
    </section>
  );
}
