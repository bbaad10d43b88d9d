/** The reasoning trace reads as sentences: no JSON, no internal ids, failures said as failures. */
import { describe, expect, it } from 'vitest';
import { traceSentence } from '../../../entrypoints/sidepanel/check/trace-sentence';
import { fakeTrace } from '../../builders';

describe('traceSentence', () => {
  it('says what each search, read and model call did, without ids', () => {
    expect(
      traceSentence(
        fakeTrace({
          kind: 'search',
          purpose: 'counter query (hop 1): mmr autism debunked',
          claimId: 'c-1',
          detail: '4 results',
        }),
      ),
    ).toBe('Searched for counter-evidence for “mmr autism debunked” (look 1): 4 results.');
    expect(
      traceSentence(
        fakeTrace({
          kind: 'search',
          purpose: 'neutral query: mmr autism',
          claimId: 'c-1',
          outcome: 'error',
          detail: 'SearXNG is unreachable',
        }),
      ),
    ).toBe('Search for “mmr autism” failed: SearXNG is unreachable.');
    expect(
      traceSentence(
        fakeTrace({
          kind: 'fetch',
          purpose: 'fetch evidence for c-1',
          claimId: 'c-1',
          detail: 'https://www.who.int/news/x',
          outcome: 'cached',
        }),
      ),
    ).toBe('Read who.int (reused from an earlier check).');
    expect(
      traceSentence(
        fakeTrace({ kind: 'model', purpose: 'stance for c-1 (3 passages)', claimId: 'c-1', detail: '' }),
      ),
    ).toBe('Asked the model what 3 passages say about the claim.');
  });

  it('never shows raw JSON and writes tiers as kinds of sources', () => {
    const checkpoint = traceSentence(
      fakeTrace({
        kind: 'decision',
        purpose: 'checkpoint judged',
        claimId: 'c-1',
        detail: '{"claimId":"c-1","stage":"judge"}',
      }),
    );
    expect(checkpoint).toBe('Checkpoint judged.');
    expect(
      traceSentence(
        fakeTrace({
          kind: 'decision',
          purpose: 'hop 1: conflicting sources',
          claimId: 'c-1',
          detail: 'tier A and tier D disagree',
        }),
      ),
    ).toBe('Hop 1: conflicting sources (official source and social account disagree).');
  });
});
