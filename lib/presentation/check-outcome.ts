/**
 * What a check can honestly claim, in one place: how it ended, what the configured model did (and why not), what
 * came from the caches. The panel's header and status line, the badge, History rows, the reports and the CLI's exit
 * code all derive from `checkOutcome`.
 */
import { ModelUseSchema } from '../engine/schemas';
import type { CacheUse, ModelUse, PartialReason, ProviderFailure, Run } from '../engine/schemas';
import { count } from './plural';
import { BUILTIN_FAILURE_WORDS, builtinModelAdvice, isBuiltinModel } from './builtin-model-words';
import { noClaimsWords } from './no-claims-words';
import type { CheckTone } from './outcome-tone';

/** How a check ended, as a user must know it at a glance. */
export type CheckKind =
  | 'checking'
  /** Finished, and the configured model (if any) did its part. */
  | 'clean'
  /** Finished, but the configured model failed (wholly or in part): the built-in rules read what it did not. */
  | 'degraded'
  /** Stopped early (a budget ran out, or cancelled): what was found is kept. */
  | 'partial'
  | 'no-evidence'
  | 'failed';

/** What the configured model did in the check. */
type ModelState =
  /** No model configured: the rules did the reading, as asked. */
  | 'none'
  /** Every call answered with something the check could use. */
  | 'used'
  /** Every answer came from the cache of an earlier check (no request sent). */
  | 'cached'
  /** Some calls failed or gave unusable answers; the rules read those parts. */
  | 'partly-failed'
  /** No usable answer at all: the check rests on the rules. */
  | 'failed'
  /** Configured, but the check ended before it needed the model. */
  | 'unused';

interface ModelPart {
  state: ModelState;
  /** The configured model as the user named it ("gpt-4o-mini"), or null without one. */
  name: string | null;
  /** The error code of the last failure (`llm/bad-key` …), when the model failed. */
  failure: string | null;
  /** Plain words for why it failed ("the API key was rejected"), when it did. */
  reason: string | null;
  /** Short, for the line under the title and History rows ("gpt-4o-mini", "rules only: the model failed"). */
  short: string;
  /** One sentence on what the model did. */
  sentence: string;
}

interface CheckOutcome {
  kind: CheckKind;
  tone: CheckTone;
  /** One sentence: how the check ended. */
  status: string;
  model: ModelPart;
  /** What to do about it, when there is something to do. */
  advice: string | null;
  /** The screen that fixes it: Settings' model section (Test connection) or the search providers. */
  action: 'model-settings' | 'search-settings' | null;
  /** "Reused 12 model answers from a check at 26 Nov 2026, 12:01" when the check took anything from the caches. */
  cache: string | null;
  /** The CLI's exit code for this outcome (see EXIT_CODES). */
  exitCode: number;
}

/** The CLI's exit codes: documented in the README; 2 and 3 are the CLI's own (bad arguments, unreadable page). */
export const EXIT_CODES = {
  clean: 0,
  failed: 1,
  usage: 2,
  unreadable: 3,
  degraded: 4,
  partial: 5,
  'no-evidence': 6,
} as const;

/** Why a model failed, by error code, in words a user can act on. */
const FAILURE_WORDS: Record<string, string> = {
  'llm/unavailable': 'the model server could not be reached',
  'llm/bad-key': 'the API key was rejected',
  'llm/quota': 'the account is out of credit',
  'llm/rate-limited': 'the server kept refusing with "rate limit"',
  'llm/timeout': 'the model did not answer in time',
  'llm/invalid-output': 'its answers could not be read: they were cut off or not in the expected form',
  'llm/model-not-found': 'the server does not know that model name',
};

/**
 * What to do about a model server's failure, by error code: advice that fits what broke (the answers, the key, the
 * address), never "check the address" when the server answered.
 */
const FAILURE_ADVICE: Record<string, string> = {
  'llm/invalid-output':
    'The connection worked; the answers did not. Choose a model that follows instructions to answer in JSON, or, if its answers were cut off, give it more room: set the context window the server really runs with in Settings → Model. Test connection there tries one structured request.',
  'llm/bad-key': 'Check the API key in Settings → Model, then press Test connection.',
  'llm/quota': 'Add credit to the account, or choose another model in Settings → Model.',
  'llm/rate-limited':
    'Wait a minute and retry, or choose a model or plan with a higher rate limit in Settings → Model.',
  'llm/timeout':
    'The server may be busy or the model slow for this size of request: retry, or choose a faster model in Settings → Model.',
  'llm/unavailable':
    'Check that the server is running and its address in Settings → Model, then press Test connection.',
  'llm/model-not-found': 'Check the model name in Settings → Model, then press Test connection.',
};

const PARTIAL_WORDS: Record<PartialReason, string> = {
  'model-calls': 'it used all the model calls its budget allows',
  tokens: 'it used all the model tokens its budget allows',
  searches: 'it used all the searches its budget allows',
  time: 'it reached its time limit',
};

/** What a run stored before the model record existed did: nothing counted. */
const EMPTY_MODEL_USE: ModelUse = ModelUseSchema.parse({});

type OutcomeRun = Pick<Run, 'status' | 'error' | 'partialReason' | 'model' | 'noClaims' | 'claimsBy'> & {
  modelUse?: ModelUse;
  cacheUse?: CacheUse;
  providerFailures?: readonly ProviderFailure[];
};

/** "openai-compatible:sandbox-model" → "sandbox-model"; null for no model. */
function modelName(model: string): string | null {
  if (model === 'none') return null;
  const at = model.indexOf(':');
  return at >= 0 ? model.slice(at + 1) : model;
}

export function modelPart(run: Pick<OutcomeRun, 'model' | 'modelUse'>): ModelPart {
  const name = modelName(run.model);
  if (name === null)
    return {
      state: 'none',
      name,
      failure: null,
      reason: null,
      short: 'no model',
      sentence: 'No model is configured: the built-in rules read the claims and sources.',
    };
  const use = run.modelUse ?? EMPTY_MODEL_USE;
  const missed = use.failures + use.unusable;
  const usable = use.answers + use.cached;
  const failure = use.lastFailure?.code ?? null;
  // Chrome's built-in model runs on this computer: its reasons speak of no server, address or key.
  const words = isBuiltinModel(run.model) ? BUILTIN_FAILURE_WORDS : FAILURE_WORDS;
  const reason = failure ? (words[failure] ?? use.lastFailure?.message ?? null) : null;
  const why = reason ? ` (${reason})` : '';
  if (usable === 0 && missed > 0)
    return {
      state: 'failed',
      name,
      failure,
      reason,
      short: 'rules only: the model failed',
      sentence: `The model ${name} failed${why}, so the built-in rules read the claims and sources instead.`,
    };
  if (missed > 0 || use.stopped)
    return {
      state: 'partly-failed',
      name,
      failure,
      reason,
      short: `${name}, failed on ${missed} of ${missed + usable} calls`,
      sentence: `The model ${name} failed on ${missed} of its ${missed + usable} calls${why}${use.stopped ? ' and was not asked again' : ''}: the built-in rules read those parts.`,
    };
  if (usable === 0)
    return {
      state: 'unused',
      name,
      failure: null,
      reason: null,
      short: name,
      sentence: `The model ${name} was not asked anything in this check.`,
    };
  if (use.requests === 0)
    return {
      state: 'cached',
      name,
      failure: null,
      reason: null,
      short: `${name} (answers reused)`,
      sentence: `Every answer of the model ${name} was reused from an earlier check: no request was sent.`,
    };
  return {
    state: 'used',
    name,
    failure: null,
    reason: null,
    short: name,
    sentence: `Checked with the model ${name}.`,
  };
}

/** The ISO minute in UTC: the default when no locale formatter is given (reports, CLI). */
function isoMinute(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What the check took from the caches, in one sentence, or null when it took nothing (or was a fresh Re-run). */
function cacheSentence(
  cache: CacheUse | undefined,
  formatTime: (ms: number) => string = isoMinute,
): string | null {
  if (!cache) return null;
  const parts = [
    cache.modelAnswers > 0 ? count(cache.modelAnswers, 'model answer') : '',
    cache.searches > 0 ? count(cache.searches, 'search', 'searches') : '',
  ].filter(Boolean);
  // Pages are shared by every check (of any article) that read them: a first check of this article may reuse them,
  // so they are said as what happened, never as "reused from earlier checks" of this one.
  const pages =
    cache.pages > 0
      ? `${count(cache.pages, 'page')} ${cache.pages === 1 ? 'was' : 'were'} already read by an earlier check and ${cache.pages === 1 ? 'was' : 'were'} not fetched again.`
      : '';
  if (parts.length === 0 && !pages)
    return cache.fresh ? 'Checked afresh: nothing was reused from earlier checks.' : null;
  const since = cache.since !== null ? ` from a check at ${formatTime(cache.since)}` : ' from earlier checks';
  const reused = parts.length > 0 ? `Reused ${parts.join(', ')}${since} instead of asking again.` : '';
  return [reused, pages].filter(Boolean).join(' ');
}

export function checkOutcome(run: OutcomeRun, formatTime: (ms: number) => string = isoMinute): CheckOutcome {
  const model = modelPart(run);
  const cache = cacheSentence(run.cacheUse, formatTime);
  const modelFailed = model.state === 'failed' || model.state === 'partly-failed';
  const modelAdvice = !modelFailed
    ? null
    : isBuiltinModel(run.model)
      ? builtinModelAdvice(model.failure)
      : ((model.failure ? FAILURE_ADVICE[model.failure] : undefined) ??
        'Open Settings → Model and press Test connection to check the address, key and model name.');
  const base = { model, cache };
  switch (run.status) {
    case 'queued':
    case 'running':
      return {
        ...base,
        kind: 'checking',
        tone: 'busy',
        status: run.status === 'queued' ? 'Waiting to start…' : 'Checking…',
        advice: null,
        action: null,
        exitCode: EXIT_CODES.clean,
      };
    case 'failed':
      return {
        ...base,
        kind: 'failed',
        tone: 'bad',
        status: run.error ? `Check failed: ${run.error.message}` : 'Check failed.',
        advice: modelAdvice,
        action: modelFailed ? 'model-settings' : null,
        exitCode: EXIT_CODES.failed,
      };
    case 'no-evidence':
      return {
        ...base,
        kind: 'no-evidence',
        tone: 'bad',
        status: 'No evidence could be gathered: every search failed, so no claim could be weighed.',
        advice: noEvidenceAdvice(run.providerFailures ?? []),
        action: 'search-settings',
        exitCode: EXIT_CODES['no-evidence'],
      };
    case 'partial':
    case 'cancelled': {
      const stopped =
        run.status === 'cancelled'
          ? 'Check cancelled: what was found so far is kept.'
          : run.partialReason
            ? `Check finished early because ${PARTIAL_WORDS[run.partialReason]}: the results below are partial.`
            : 'Check finished early: the results below are partial.';
      return {
        ...base,
        kind: modelFailed ? 'degraded' : 'partial',
        tone: 'warn',
        status: modelFailed ? `${stopped} ${model.sentence}` : stopped,
        advice:
          modelAdvice ??
          (run.partialReason ? 'A larger budget (Settings → Check) lets the next check go further.' : null),
        action: modelFailed ? 'model-settings' : null,
        exitCode: modelFailed ? EXIT_CODES.degraded : EXIT_CODES.partial,
      };
    }
    case 'done':
      if (modelFailed)
        return {
          ...base,
          kind: 'degraded',
          tone: 'warn',
          status:
            model.state === 'failed'
              ? `Checked without the model: ${model.sentence}`
              : `Check finished, but not fully by the model: ${model.sentence}`,
          advice: modelAdvice,
          action: 'model-settings',
          exitCode: EXIT_CODES.degraded,
        };
      // Nothing to check is never "Check complete." (issue 31: no-claims-words.ts says what was found instead).
      const empty = noClaimsWords(run);
      const failedProviders = run.providerFailures?.length ?? 0;
      // A provider that failed leaves sources missing: said in the status, never in a success colour alone.
      if (!empty && failedProviders > 0)
        return {
          ...base,
          kind: 'clean',
          tone: 'warn',
          status: `Check complete, but searches failed at ${count(failedProviders, 'provider')}, so some sources may be missing.`,
          advice:
            'The evidence shown comes from the searches that worked. Check the failed providers in Settings, then retry.',
          action: 'search-settings',
          exitCode: EXIT_CODES.clean,
        };
      return {
        ...base,
        kind: 'clean',
        tone: empty ? 'warn' : 'good',
        status: empty?.status ?? 'Check complete.',
        advice: empty?.advice ?? null,
        action: null,
        exitCode: EXIT_CODES.clean,
      };
  }
}

/** Failures that mean the provider could not be reached at all (as opposed to a key, a URL or a rate limit). */
const UNREACHED = new Set(['dns', 'refused', 'unreachable', 'timeout']);

/** Advice from the providers' typed failure kinds; a run saved before kinds existed gets the general advice. */
function noEvidenceAdvice(failures: readonly ProviderFailure[]): string {
  const offline = failures.length > 0 && failures.every((f) => f.kind !== undefined && UNREACHED.has(f.kind));
  if (offline) return 'The search providers could not be reached: check your connection, then retry.';
  return 'Check the search providers in Settings (a key, a URL or a rate limit), then retry.';
}
