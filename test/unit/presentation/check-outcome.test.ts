import { describe, expect, it } from 'vitest';
import { EXIT_CODES, checkOutcome, modelPart } from '../../../lib/presentation/check-outcome';
import { CacheUseSchema, ModelUseSchema, type Run } from '../../../lib/engine/schemas';
import { fakeRun } from '../../builders';

const MODEL = 'openai-compatible:sandbox-model';
const use = (over: Partial<Run['modelUse']>) => ModelUseSchema.parse(over);

describe('checkOutcome', () => {
  it('never calls a check "complete" in a success tone when the configured model failed', () => {
    const run = fakeRun({
      status: 'done',
      model: MODEL,
      modelUse: use({
        failures: 3,
        requests: 12,
        stopped: true,
        lastFailure: { code: 'llm/bad-key', message: 'Model server rejected the API key.' },
      }),
    });
    const outcome = checkOutcome(run);
    expect(outcome.kind).toBe('degraded');
    expect(outcome.tone).not.toBe('good');
    expect(outcome.status).not.toMatch(/complete/i);
    expect(outcome.status).toContain('the API key was rejected');
    expect(outcome.action).toBe('model-settings');
    expect(outcome.exitCode).toBe(EXIT_CODES.degraded);
    expect(outcome.model.short).toBe('rules only: the model failed');
  });

  it('says in words that the answers broke, with advice about the answers, not the address or key', () => {
    const run = fakeRun({
      status: 'done',
      model: MODEL,
      modelUse: use({
        unusable: 8,
        requests: 8,
        lastFailure: {
          code: 'llm/invalid-output',
          message:
            'sandbox (sandbox-model) twice answered "stance for c-36ea (1 passages)" with output that does not fit the expected format (Unterminated string in JSON at position 183). Try a more capable model.',
        },
      }),
    });
    const outcome = checkOutcome(run);
    expect(outcome.status).toBe(
      'Checked without the model: The model sandbox-model failed (its answers could not be read: they were cut off or not in the expected form), so the built-in rules read the claims and sources instead.',
    );
    expect(outcome.advice).toMatch(
      /^The connection worked; the answers did not\. Choose a model that follows instructions to answer in JSON/,
    );
    expect(outcome.advice).toMatch(/context window/);
    expect(outcome.advice).not.toMatch(/address|API key/);
    expect(`${outcome.status} ${outcome.advice}`).not.toMatch(/Unterminated|JSON at position|c-36ea/);
    // A rejected key is told to check the key, not the model's answers.
    const badKey = checkOutcome(
      fakeRun({
        status: 'done',
        model: MODEL,
        modelUse: use({ failures: 1, requests: 1, lastFailure: { code: 'llm/bad-key', message: '401' } }),
      }),
    );
    expect(badKey.advice).toBe('Check the API key in Settings → Model, then press Test connection.');
  });

  it('says how much of the check the model did when it failed on part of it', () => {
    const run = fakeRun({
      status: 'done',
      model: MODEL,
      modelUse: use({
        answers: 9,
        unusable: 1,
        failures: 2,
        requests: 14,
        lastFailure: { code: 'llm/timeout', message: 'did not answer within 60 s' },
      }),
    });
    const outcome = checkOutcome(run);
    expect(outcome.kind).toBe('degraded');
    expect(outcome.model.sentence).toBe(
      'The model sandbox-model failed on 3 of its 12 calls (the model did not answer in time): the built-in rules read those parts.',
    );
  });

  it('is clean with a model that answered, and with no model configured at all', () => {
    const used = checkOutcome(
      fakeRun({ status: 'done', model: MODEL, modelUse: use({ answers: 5, requests: 5 }) }),
    );
    expect(used).toMatchObject({ kind: 'clean', tone: 'good', status: 'Check complete.', exitCode: 0 });
    expect(used.model.sentence).toBe('Checked with the model sandbox-model.');
    const none = checkOutcome(fakeRun({ status: 'done', model: 'none' }));
    expect(none).toMatchObject({ kind: 'clean', exitCode: 0 });
    expect(none.model.state).toBe('none');
  });

  it('tells partial from degraded: a budget stop with a working model is partial, with a failing one degraded', () => {
    const partial = checkOutcome(
      fakeRun({
        status: 'partial',
        partialReason: 'time',
        model: MODEL,
        modelUse: use({ answers: 4, requests: 4 }),
      }),
    );
    expect(partial).toMatchObject({ kind: 'partial', exitCode: EXIT_CODES.partial });
    expect(partial.status).toContain('reached its time limit');
    const both = checkOutcome(
      fakeRun({
        status: 'partial',
        partialReason: 'model-calls',
        model: MODEL,
        modelUse: use({ failures: 40, requests: 40, lastFailure: { code: 'llm/unavailable', message: 'x' } }),
      }),
    );
    expect(both).toMatchObject({ kind: 'degraded', exitCode: EXIT_CODES.degraded });
    expect(both.status).toContain('could not be reached');
  });

  it('says why a run failed in its own words', () => {
    const failed = checkOutcome({
      status: 'failed',
      error: { code: 'store/quota', message: 'The browser storage is full.' },
      partialReason: null,
      model: 'none',
    });
    expect(failed).toMatchObject({ status: 'Check failed: The browser storage is full.', exitCode: 1 });
  });

  it('says what came from the caches, and when, instead of presenting it as new', () => {
    const at = Date.UTC(2026, 10, 26, 12, 1);
    const run = fakeRun({
      status: 'done',
      model: MODEL,
      modelUse: use({ cached: 6 }),
      cacheUse: CacheUseSchema.parse({ modelAnswers: 6, searches: 10, pages: 4, since: at }),
    });
    const outcome = checkOutcome(run);
    expect(outcome.cache).toBe(
      'Reused 6 model answers, 10 searches from a check at 2026-11-26 12:01 UTC instead of asking again. 4 pages were already read by an earlier check and were not fetched again.',
    );
    // A first check of an article whose pages another check read: no "reused from earlier checks" of this one.
    const pagesOnly = checkOutcome(
      fakeRun({ status: 'done', cacheUse: CacheUseSchema.parse({ pages: 7, since: null }) }),
    );
    expect(pagesOnly.cache).toBe('7 pages were already read by an earlier check and were not fetched again.');
    expect(outcome.model.state).toBe('cached');
    const fresh = checkOutcome(fakeRun({ status: 'done', cacheUse: CacheUseSchema.parse({ fresh: true }) }));
    expect(fresh.cache).toBe('Checked afresh: nothing was reused from earlier checks.');
  });

  it('reads runs stored before the model record existed as a model that was not asked', () => {
    const old = { status: 'done', error: null, partialReason: null, model: MODEL } as const;
    expect(modelPart(old).state).toBe('unused');
    expect(checkOutcome(old).kind).toBe('clean');
  });
});

describe('no evidence: the advice follows the typed failure kinds, never the error text', () => {
  const failed = (kind: 'dns' | 'refused' | 'bad-key' | undefined, reason: string) =>
    checkOutcome(
      fakeRun({
        status: 'no-evidence',
        providerFailures: [
          { provider: 'wikipedia', reason, failures: 3, stopped: true, ...(kind ? { kind } : {}) },
        ],
      }),
    ).advice;

  it('says the providers could not be reached only when every failure says so by its kind', () => {
    expect(failed('dns', 'Could not reach Wikipedia')).toMatch(/could not be reached: check your connection/);
    expect(failed('refused', 'Could not reach Wikipedia')).toMatch(/could not be reached/);
    // The message says "fetch failed", the kind says the key was rejected: the kind decides.
    expect(failed('bad-key', 'TypeError: fetch failed ENOTFOUND')).toMatch(
      /Check the search providers in Settings/,
    );
  });

  it('gives a run saved before kinds existed the general advice instead of parsing its text', () => {
    expect(failed(undefined, 'TypeError: fetch failed (getaddrinfo ENOTFOUND)')).toMatch(
      /Check the search providers in Settings/,
    );
  });
});
