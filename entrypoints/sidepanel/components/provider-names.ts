/** Search providers' names as Settings shows them, for the words of failed searches (lib/presentation takes the lookup). */
import { LOCAL_FACT_CHECKS } from '@/lib/engine';
import { SEARCH_PROVIDERS } from '@/lib/settings/provider-registry';

/** A search provider's label from its id (the id itself when it is not registered). */
export function providerName(id: string): string {
  if (id === LOCAL_FACT_CHECKS) return 'the local fact-check index';
  return SEARCH_PROVIDERS.find((provider) => provider.id === id)?.label ?? id;
}
