import { describe, expect, it } from 'vitest';
import { ProviderBreaker } from '../../../../../lib/engine/pipeline/context/provider-breaker';
import type { ProviderFailure } from '../../../../../lib/engine/schemas';

const fail = (provider: string, reason = `${provider} is down`) => ({ provider, reason });

describe('ProviderBreaker', () => {
  it('stops a provider after the limit of failures in a row; an answer in between resets the count', () => {
    const run = { providerFailures: [] as ProviderFailure[] };
    const breaker = new ProviderBreaker(run, 3);
    breaker.record({ answered: ['wikipedia'], failures: [fail('brave')] });
    breaker.record({ answered: ['wikipedia'], failures: [fail('brave')] });
    breaker.record({ answered: ['wikipedia', 'brave'], failures: [] });
    breaker.record({ answered: [], failures: [fail('brave'), fail('wikipedia')] });
    breaker.record({ answered: [], failures: [fail('brave'), fail('wikipedia')] });
    expect(breaker.skipped().size).toBe(0);
    const tripped = breaker.record({ answered: [], failures: [fail('brave', 'Brave rate limit reached')] });
    expect(tripped.map((f) => f.provider)).toEqual(['brave']);
    expect([...breaker.skipped()]).toEqual(['brave']);
    expect(run.providerFailures).toEqual([
      { provider: 'brave', reason: 'Brave rate limit reached', failures: 5, stopped: true },
      { provider: 'wikipedia', reason: 'wikipedia is down', failures: 2, stopped: false },
    ]);
  });

  it('keeps a provider stopped across a resume (the run record is the durable state)', () => {
    const run = {
      providerFailures: [{ provider: 'searxng', reason: 'down', failures: 3, stopped: true }],
    };
    expect([...new ProviderBreaker(run, 3).skipped()]).toEqual(['searxng']);
  });
});
