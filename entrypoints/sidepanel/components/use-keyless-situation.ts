/** What this user has that the keyless guidance asks about: the fact-check index, an OpenAlex key, a model, Chrome's model. */
import { useEffect, useState } from 'react';
import { fieldValues, searchProvider, SEARCH_PROVIDER_IDS } from '@/lib/settings/provider-registry';
import type { Settings } from '@/lib/settings/settings';
import type { KeylessSituation } from '@/lib/presentation/keyless-guidance';
import { useFactIndexState } from './fact-index-offer';

interface PromptApi {
  availability(): Promise<string>;
}

/** True when Chrome's built-in model (Prompt API) is ready on this computer, false when not or not yet known. */
function useChromeModelOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    const api = (globalThis as { LanguageModel?: Partial<PromptApi> }).LanguageModel;
    if (typeof api?.availability !== 'function') return;
    let live = true;
    api
      .availability()
      // Offered once it is on this computer; before that, Settings and onboarding offer its Download.
      .then((availability) => live && setOffered(availability === 'available'))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return offered;
}

/** Whether a key field of the OpenAlex entry (its password field) is set. */
export function hasOpenAlexKey(settings: Settings): boolean {
  const provider = searchProvider('openalex');
  const values = fieldValues(provider, settings.search.openalex);
  return Object.entries(provider.fields).some(
    ([key, spec]) => spec.input === 'password' && values[key] !== '',
  );
}

/** The labels of the search providers a check would use (on, and not missing a key). */
export function searchLabels(settings: Settings): string[] {
  return SEARCH_PROVIDER_IDS.filter((id) => {
    const provider = searchProvider(id);
    const values = fieldValues(provider, settings.search[id]);
    const missing = Object.entries(provider.fields).some(
      ([key, spec]) => spec.required && !spec.fallback && values[key] === '',
    );
    return settings.search[id].enabled && !missing;
  }).map((id) => searchProvider(id).label);
}

/** The situation, or undefined while the index state loads. */
export function useKeylessSituation(
  settings: Settings | null,
): Omit<KeylessSituation, 'scienceClaims'> | undefined {
  const index = useFactIndexState();
  const chromeModel = useChromeModelOffered();
  if (!settings || !index) return undefined;
  return {
    factIndex: index.served !== null,
    openAlexKey: hasOpenAlexKey(settings),
    model: settings.model.provider !== 'none',
    chromeModel,
  };
}
