/** How a run ended, in plain words: which end state, which budget stopped it, which providers failed. */
import type { PartialReason, ProviderFailure, Run } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { SEARCH_LIST } from '@/lib/settings/provider-registry';

/** A search provider's name as the user knows it from Settings (the registry's label). */
export function providerName(id: string): string {
  return SEARCH_LIST.find((provider) => provider.id === id)?.label ?? id;
}

const PARTIAL_WORDS: Record<PartialReason, string> = {
  'model-calls': 'it used all the model calls its budget allows',
  tokens: 'it used all the model tokens its budget allows',
  searches: 'it used all the searches its budget allows',
  time: 'it reached its time limit',
};

export type OutcomeTone = 'busy' | 'good' | 'warn' | 'bad' | 'none';

export interface RunOutcome {
  tone: OutcomeTone;
  /** One sentence: what happened ("Check stopped early: it reached its time limit."). */
  status: string;
  /** What to do about it, when there is something to do. */
  advice: string | null;
}

export function runOutcome(
  run: Pick<Run, 'status' | 'error' | 'partialReason' | 'providerFailures'>,
): RunOutcome {
  switch (run.status) {
    case 'queued':
      return { tone: 'busy', status: 'Waiting to start…', advice: null };
    case 'running':
      return { tone: 'busy', status: 'Checking…', advice: null };
    case 'done':
      return { tone: 'good', status: 'Check complete.', advice: null };
    case 'partial':
      return {
        tone: 'warn',
        status: run.partialReason
          ? `Check finished early because ${PARTIAL_WORDS[run.partialReason]}: the results below are partial.`
          : 'Check finished early: the results below are partial.',
        advice: run.partialReason
          ? 'A larger budget (Settings → Check) lets the next check go further.'
          : null,
      };
    case 'no-evidence':
      return {
        tone: 'bad',
        status: 'No evidence could be gathered: every search failed, so no claim could be weighed.',
        advice: noEvidenceAdvice(run.providerFailures),
      };
    case 'failed':
      return {
        tone: 'bad',
        status: run.error ? `Check failed: ${run.error.message}` : 'Check failed.',
        advice: null,
      };
    case 'cancelled':
      return { tone: 'none', status: 'Check cancelled: what was found so far is kept.', advice: null };
  }
}

function noEvidenceAdvice(failures: readonly ProviderFailure[]): string {
  const offline =
    failures.length > 0 &&
    failures.every((f) => /network|offline|fetch failed|ENOTFOUND|ECONNREFUSED|timed? ?out/i.test(f.reason));
  if (offline) return 'The search providers could not be reached: check your connection, then retry.';
  return 'Check the search providers in Settings (a key, a URL or a rate limit), then retry.';
}

/** "SearXNG: rate limited (3 failed searches)" for a failed provider. */
export function failureLine(failure: ProviderFailure): string {
  const times =
    failure.failures > 1 ? ` (${count(failure.failures, 'failed search', 'failed searches')})` : '';
  return `${providerName(failure.provider)}: ${failure.reason}${times}`;
}
