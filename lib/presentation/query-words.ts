/** How a search is named for a reader, the same in the panel and the reports ("looking for the opposite"). */
import type { Query } from '../engine/schemas';

/** The kind of a query in words: a plain search, one looking for the opposite, or a follow-up round. */
export function queryTag(query: Pick<Query, 'intent' | 'hop'>): string {
  if (query.intent === 'counter') return 'looking for the opposite';
  if (query.intent === 'followup') return `follow-up, round ${query.hop}`;
  return 'plain search';
}
