/** The configured model's price, from Settings: the prices entered for the chosen provider, else OpenAI's list price. */
import { modelPrice, type ModelPrice } from '../engine/domain/cost/model-price';
import type { Budget, Profile } from '../engine/schemas';
import type { ModelSettings, Settings } from './settings-schema';

export function settingsPrice(model: ModelSettings): ModelPrice | null {
  if (model.provider === 'none' || model.provider === 'chrome-builtin') return null;
  return modelPrice(model.provider, model.model, model);
}

/** What the cost said before a check reads from Settings: the profile's budget with the user's overrides, the model, its price. */
export function costInputs(
  settings: Settings,
  budgets: Readonly<Record<Profile, Pick<Budget, 'maxModelCalls' | 'maxTokens'>>>,
) {
  const { model, profile } = settings;
  return {
    profile,
    // The user's overrides (only those set) on the profile's budget, as createRun merges them.
    budget: {
      ...budgets[profile],
      ...Object.fromEntries(Object.entries(settings.budget).filter(([, value]) => value !== undefined)),
    },
    model:
      model.provider === 'none'
        ? null
        : model.provider === 'chrome-builtin'
          ? "Chrome's built-in model"
          : model.model,
    price: settingsPrice(model),
    onDevice: model.provider === 'chrome-builtin',
  };
}
