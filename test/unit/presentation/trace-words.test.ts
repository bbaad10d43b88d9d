/** The reasoning trace reads as sentences from typed facts: no JSON, no ids, no "hop", failures said as failures. */
import { describe, expect, it } from 'vitest';
import { DECISIONS, TRACE_FACT_KINDS, type TraceFact } from '../../../lib/engine/schemas';
import { traceWords } from '../../../lib/presentation/trace-words';
import { fakeTrace } from '../../builders';

const entry = (fact: TraceFact, over: Partial<Parameters<typeof traceWords>[0]> = {}) =>
  traceWords({ kind: 'search', fact, outcome: 'ok', detail: '', ...over });

describe('traceWords', () => {
  it('says what each search, read and model call did', () => {
    expect(
      entry(
        { kind: 'search', intent: 'counter', hop: 1, text: 'mmr autism debunked' },
        { detail: '4 results' },
      ),
    ).toBe('Searched again for evidence against the claim: “mmr autism debunked”: 4 results.');
    expect(entry({ kind: 'search', intent: 'followup', hop: 2, text: 'mmr 2024' })).toBe(
      'Follow-up search for “mmr 2024”.',
    );
    expect(
      entry(
        { kind: 'search', intent: 'neutral', hop: 0, text: 'mmr autism' },
        { outcome: 'error', detail: 'SearXNG is unreachable' },
      ),
    ).toBe('Search for “mmr autism” failed: SearXNG is unreachable.');
    expect(
      entry(
        { kind: 'fetch-evidence', claimId: 'c-1' },
        { kind: 'fetch', outcome: 'cached', detail: 'https://www.who.int/news/x' },
      ),
    ).toBe('Read who.int (reused from an earlier check).');
    expect(
      entry({ kind: 'stance', claimIds: ['c-1'], passages: 3, oneSource: false }, { kind: 'model' }),
    ).toBe('Asked the model what 3 passages say about the claim.');
    expect(
      entry({ kind: 'stance', claimIds: ['c-1'], passages: 1, oneSource: false }, { kind: 'model' }),
    ).toBe('Asked the model what 1 passage says about the claim.');
  });

  it('words every decision and every kind, with no JSON and no claim ids', () => {
    for (const decision of DECISIONS) {
      const words = entry({ kind: 'decision', decision }, { kind: 'decision', detail: '{"claimId":"c-1"}' });
      expect(words).not.toMatch(/[{}]|c-1|\(s\)/);
      expect(words.toLowerCase()).not.toBe(`${decision}.`);
    }
    const kinds = new Set<string>(TRACE_FACT_KINDS);
    expect(kinds).toEqual(
      new Set([
        'extract-claims',
        'search',
        'fetch-evidence',
        'stance',
        'counter-argument',
        'write-summary',
        'progress',
        'decision',
        'legacy',
      ]),
    );
    expect(
      entry(
        { kind: 'progress', step: 'hop', hop: 1, decision: 'NEED_FOLLOWUP' },
        { kind: 'checkpoint', detail: 'only one source takes a side' },
      ),
    ).toBe('Progress saved: more searching needed (only one source takes a side).');
    // A model reading kept the moment it answered (a resumed check does not ask for it again).
    expect(
      entry(
        { kind: 'progress', step: 'reading', hop: 0, decision: null },
        { kind: 'checkpoint', detail: 'https://www.cdc.gov/measles' },
      ),
    ).toBe("Progress saved: the model's reading of a source (https://www.cdc.gov/measles).");
  });

  it('reads an entry saved before facts by what its purpose meant, or verbatim when unknown', () => {
    expect(traceWords(fakeTrace({ kind: 'model', purpose: 'stance for c-1 (3 passages)', detail: '' }))).toBe(
      'Asked the model what 3 passages say about the claim.',
    );
    expect(traceWords(fakeTrace({ kind: 'decision', purpose: 'checkpoint judged', detail: '' }))).toBe(
      'Checkpoint judged.',
    );
  });
});

describe('a failed search in the trace', () => {
  const search: TraceFact = { kind: 'search', intent: 'counter', hop: 0, text: 'measles hoax' };
  const names = (id: string) => (id === 'searxng' ? 'SearXNG' : id);

  it('is worded from its typed failures, not its recorded text', () => {
    const words = traceWords(
      {
        kind: 'search',
        fact: search,
        outcome: 'error',
        detail: 'No search provider answered (searxng: Could not reach SearXNG (127.0.0.1:8080)).',
        requestFailures: [{ provider: 'searxng', kind: 'refused' }],
      },
      names,
    );
    expect(words).toBe('Search for “measles hoax” failed: SearXNG refused the connection.');
  });

  it('keeps the recorded text of an entry saved before failures were typed', () => {
    expect(
      traceWords({ kind: 'search', fact: search, outcome: 'error', detail: 'SearXNG is down' }, names),
    ).toBe('Search for “measles hoax” failed: SearXNG is down.');
  });
});
