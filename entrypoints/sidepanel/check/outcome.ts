/** Search providers in the words the user knows from Settings: a failed provider's line. */
import type { ProviderFailure } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { SEARCH_LIST } from '@/lib/settings/provider-registry';

/** A search provider's name as the user knows it from Settings (the registry's label). */
function providerName(id: string): string {
  return SEARCH_LIST.find((provider) => provider.id === id)?.label ?? id;
}

/** "SearXNG: rate limited (3 failed searches)" for a failed provider. */
export function failureLine(failure: ProviderFailure): string {
  const times =
    failure.failures > 1 ? ` (${count(failure.failures, 'failed search', 'failed searches')})` : '';
  return `${providerName(failure.provider)}: ${failure.reason}${times}`;
}
