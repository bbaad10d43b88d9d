/**
 * Which search providers a query goes to (issue 23 item 2): its purpose (background, an existing fact-check, a
 * rebuttal, a follow-up) picks provider kinds from `search.routes`, and the providers of those kinds are asked; the
 * multi-search falls back to every provider that is on when none of them is on, up or answering.
 */
import type { EngineConfig, QueryPurpose } from '../../config';
import { COUNTER_WORDS } from './counter-words';
import type { Query } from '../../schemas';

/** The "fact check" words of every language, lower case ("fact check", "faktencheck", "vérification des faits" …). */
const FACT_CHECK_WORDS = [
  ...new Set(Object.values(COUNTER_WORDS).map((w) => w.factCheck.replace('{t}', '').trim().toLowerCase())),
].filter(Boolean);

/** What a query is for: a neutral query is background, a counter-query a fact-check search or a rebuttal. */
export function queryPurpose(query: Pick<Query, 'text' | 'intent' | 'hop'>): QueryPurpose {
  if (query.intent === 'followup' || query.hop > 0) return 'follow-up';
  if (query.intent !== 'counter') return 'background';
  const text = query.text.toLowerCase();
  return FACT_CHECK_WORDS.some((w) => text.includes(w)) || /fact-?check/u.test(text)
    ? 'fact-check'
    : 'rebuttal';
}

/** The ids of the providers suited to a query (by `search.providers` kinds and `search.routes`). */
export function suitedProviders(
  query: Pick<Query, 'text' | 'intent' | 'hop'>,
  config: EngineConfig,
): string[] {
  const kinds: readonly string[] = config.search.routes[queryPurpose(query)];
  return Object.entries(config.search.providers)
    .filter(([, provider]) => kinds.includes(provider.kind))
    .map(([id]) => id);
}
