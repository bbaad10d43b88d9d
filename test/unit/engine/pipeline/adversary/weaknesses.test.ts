import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../../lib/engine/config';
import { findWeaknesses, snippetTerms } from '../../../../../lib/engine/pipeline/adversary/weaknesses';
import { ruleSufficiency } from '../../../../../lib/engine/pipeline/adversary/sufficiency';
import { independentSides } from '../../../../../lib/engine/pipeline/adversary/independent-sides';
import { fakeClaim, fakeEvidence, fakeQuery } from '../../../../builders';

const claim = fakeClaim({ id: 'c-1', text: 'Measles cases in the United States reached 1,274 in 2019.' });
const now = new Date('2026-11-22T00:00:00Z');
const options = { now, lang: 'en', outdatedDays: 730, config: ENGINE_CONFIG };
const counterRun = [fakeQuery({ claimId: 'c-1', intent: 'counter', executed: true })];
const ev = (over: Parameters<typeof fakeEvidence>[0]) =>
  fakeEvidence({
    claimId: 'c-1',
    stance: 'supports',
    quoteVerified: true,
    publishedAt: '2026-01-01T00:00:00Z',
    ...over,
  });
const kinds = (list: { kind: string }[]) => list.map((w) => w.kind).sort();

describe('findWeaknesses', () => {
  it('finds nothing to fix with two independent, recent, credible sources and a counter-query run', () => {
    const evidence = [
      ev({ url: 'https://www.cdc.gov/a', domain: 'cdc.gov' }),
      ev({ url: 'https://www.reuters.com/b', domain: 'reuters.com' }),
    ];
    expect(findWeaknesses(claim, evidence, counterRun, options)).toEqual([]);
    expect(ruleSufficiency(evidence, [], independentSides(evidence, null, ENGINE_CONFIG)).decision).toBe(
      'ENOUGH',
    );
  });

  it('flags a single low-tier source and builds follow-ups from its snippet', () => {
    const evidence = [
      ev({
        url: 'https://medium.com/@x/post',
        domain: 'medium.com',
        quote: 'The Centers for Disease Control counted 1,274 measles cases nationwide.',
      }),
    ];
    const weaknesses = findWeaknesses(claim, evidence, counterRun, options);
    expect(kinds(weaknesses)).toEqual(['low-tier', 'single-source']);
    const single = weaknesses.find((w) => w.kind === 'single-source')!;
    expect(single.followups[0]).toMatch(/measles/);
    expect(single.followups[0]).toMatch(/centers|disease|control|nationwide/);
    expect(
      ruleSufficiency(evidence, weaknesses, independentSides(evidence, null, ENGINE_CONFIG)).decision,
    ).toBe('NEED_FOLLOWUP');
  });

  it('calls sources low-tier exactly when the verdict would not count them as credible (verdict.credibleTiers)', () => {
    const newsOnly = [
      ev({ url: 'https://www.reuters.com/b', domain: 'reuters.com' }),
      ev({ url: 'https://www.bbc.co.uk/c', domain: 'bbc.co.uk' }),
    ];
    expect(kinds(findWeaknesses(claim, newsOnly, counterRun, options))).toEqual([]);
    const officialOnly = {
      ...ENGINE_CONFIG,
      verdict: { ...ENGINE_CONFIG.verdict, credibleTiers: ['A', "A'"] },
    };
    const strict = findWeaknesses(claim, newsOnly, counterRun, {
      ...options,
      config: officialOnly as EngineConfig,
    });
    expect(kinds(strict)).toEqual(['low-tier']);
  });

  it('flags outdated, conflicting and one-sided evidence', () => {
    const evidence = [
      ev({ url: 'https://www.cdc.gov/a', domain: 'cdc.gov', publishedAt: '2019-01-01T00:00:00Z' }),
      ev({
        url: 'https://www.bbc.co.uk/b',
        domain: 'bbc.co.uk',
        stance: 'refutes',
        publishedAt: '2020-01-01T00:00:00Z',
      }),
    ];
    const weaknesses = findWeaknesses(
      claim,
      evidence,
      [fakeQuery({ claimId: 'c-1', intent: 'neutral', executed: true })],
      options,
    );
    expect(kinds(weaknesses)).toEqual(['conflicting', 'one-sided', 'outdated']);
    expect(weaknesses.find((w) => w.kind === 'outdated')!.followups[0]).toContain('2026');
    expect(
      weaknesses.find((w) => w.kind === 'one-sided')!.followups.some((q) => /false|fact check/.test(q)),
    ).toBe(true);
  });

  it('does not count unverified quotes or context as taking a side', () => {
    const evidence = [ev({ quoteVerified: false }), ev({ stance: 'context' })];
    expect(kinds(findWeaknesses(claim, evidence, counterRun, options))).toEqual(['no-evidence']);
  });
});

describe('snippetTerms', () => {
  it('prefers names and numbers the claim does not already contain', () => {
    const terms = snippetTerms(
      'Measles cases reached a record',
      [fakeEvidence({ quote: 'The CDC reported 1,274 measles cases, mostly in New York.' })],
      ENGINE_CONFIG.search.onClaimOverlap,
    );
    expect(terms.split(' ')).toEqual(expect.arrayContaining(['cdc']));
    expect(terms).not.toMatch(/measles/);
  });
});
