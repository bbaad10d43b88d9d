import { describe, expect, it } from 'vitest';
import { undecidedOf } from '../../../lib/presentation/undecided-words';
import type { Evidence, Stance } from '../../../lib/engine/schemas';

const claim = {
  id: 'c1',
  text: 'Antarctic sea ice grew to a record high extent in 2014, so polar ice is not declining.',
};
const run = { status: 'done' as const, model: 'none', profile: 'quick' as const, providerFailures: [] };
const unverified = { label: 'unverified' as const, counted: [], search: { queries: 4, answered: 4 } };

function reading(domain: string, stance: Stance, heuristic = true): Evidence {
  return {
    id: `${domain}-${stance}`,
    runId: 'r',
    claimId: 'c1',
    url: `https://${domain}/page`,
    domain,
    title: 't',
    passage: 'p',
    quote: '',
    stance,
    strength: 0.5,
    relevance: 0.5,
    publishedAt: null,
    quoteVerified: true,
    heuristic,
    queryId: null,
    rating: null,
    rationale: '',
  };
}

const threeSources = [
  reading('bbc.co.uk', 'irrelevant'),
  reading('politifact.com', 'irrelevant'),
  reading('wikipedia.org', 'context'),
  reading('wikipedia.org', 'irrelevant'),
];

describe('what an Unverified claim found, and what would help (issue 32 item 4)', () => {
  it('names the sources that discussed it and what they said, in one line', () => {
    const u = undecidedOf(claim, unverified, threeSources, run)!;
    expect(u.searched).toBe(true);
    expect(u.summary).toBe(
      '3 sources discuss it: 1 background (wikipedia.org), 2 on the topic only (bbc.co.uk, politifact.com); none confirms or denies it.',
    );
    expect(u.discussedBy).toEqual([
      { site: 'wikipedia.org', said: 'background' },
      { site: 'bbc.co.uk', said: 'off-topic' },
      { site: 'politifact.com', said: 'off-topic' },
    ]);
  });

  it('sources read only by the rules, none taking a side: a model helps most (Chrome’s when offered)', () => {
    expect(undecidedOf(claim, unverified, threeSources, run)?.nextStep?.id).toBe('model-key');
    const offered = { factIndex: false, openAlexKey: false, model: false, chromeModel: true };
    expect(undecidedOf(claim, unverified, threeSources, run, offered)?.nextStep?.id).toBe('chrome-model');
  });

  it('with a model and no source found: the keyless guidance’s step first, then Check deeper', () => {
    const withModel = { ...run, model: 'openai:gpt-4o-mini' };
    const noIndex = { factIndex: false, openAlexKey: true, model: true, chromeModel: false };
    const none = undecidedOf(claim, unverified, [], withModel, noIndex)!;
    expect(none.summary).toBe('The searches found no source that discusses it.');
    expect(none.nextStep?.id).toBe('download-fact-checks');
    const everything = { ...noIndex, factIndex: true };
    expect(undecidedOf(claim, unverified, [], withModel, everything)?.nextStep?.id).toBe('check-deeper');
    expect(
      undecidedOf(claim, unverified, [], { ...withModel, profile: 'deep' }, everything)?.nextStep,
    ).toBeNull();
  });

  it('a side taken too weakly to count is said so, with the same For and Against as the columns', () => {
    const weak = [reading('medium.com', 'supports'), reading('bbc.co.uk', 'context')];
    expect(undecidedOf(claim, unverified, weak, run)?.summary).toBe(
      '2 sources discuss it: 1 supports it (medium.com), 1 background (bbc.co.uk); none of those taking a side was strong or independent enough to count.',
    );
  });

  it('when every search failed it says so, instead of "not enough evidence", with the reason and what to do', () => {
    const failed = {
      ...run,
      status: 'no-evidence' as const,
      providerFailures: [
        { provider: 'wikipedia', reason: 'timeout', kind: 'timeout' as const, failures: 3, stopped: true },
      ],
    };
    const u = undecidedOf(claim, { ...unverified, search: { queries: 4, answered: 0 } }, [], failed)!;
    expect(u.searched).toBe(false);
    expect(u.notSearched?.why).toBe('searches-failed');
    expect(u.summary).toBe(
      'Not searched: every search for it failed (wikipedia did not answer in time). This is not a finding about the claim.',
    );
    expect(u.summary).not.toMatch(/not enough evidence/i);
    expect(u.nextStep?.id).toBe('search-settings');
  });

  it('a budget that ran out before its searches is named; a claim with a verdict has nothing to explain', () => {
    const partial = { ...run, status: 'partial' as const };
    const stopped = undecidedOf(claim, { ...unverified, search: { queries: 3, answered: 0 } }, [], partial)!;
    expect(stopped.summary).toMatch(/^Not searched: the check stopped \(its budget ran out\)/);
    expect(stopped.nextStep?.id).toBe('larger-budget');
    expect(undecidedOf(claim, { ...unverified, label: 'refuted' }, threeSources, run)).toBeNull();
    // A run stored before the search fact: searched, as it said then.
    expect(undecidedOf(claim, { label: 'unverified', counted: [] }, [], run)?.searched).toBe(true);
  });
});
