import { describe, expect, it } from 'vitest';
import {
  followupReads,
  type FollowupCandidate,
} from '../../../../../lib/engine/pipeline/stance/followup-reads';
import { fakeEvidence } from '../../../../builders';

const model = (stance: 'supports' | 'refutes' | 'mixed' | 'context', over = {}) =>
  fakeEvidence({ stance, heuristic: false, quoteVerified: stance !== 'context', ...over });
const c = (i: number, lexical: FollowupCandidate['lexical'], instructed = false): FollowupCandidate => ({
  i,
  lexical,
  instructed,
});

describe('followupReads: Quick’s model read per claim across hops', () => {
  it('sends nothing to the model when no new source contradicts what the model read before', () => {
    const plan = followupReads(
      [model('supports')],
      [c(0, 'supports'), c(1, 'context'), c(2, 'irrelevant')],
      1,
    );
    expect(plan.send).toEqual([]);
    expect(plan.why).toMatch(/read by rules/);
  });

  it('sends the best new source whose wording contradicts the earlier model read, and only that many', () => {
    const plan = followupReads(
      [model('supports')],
      [c(3, 'supports'), c(1, 'refutes'), c(2, 'mixed'), c(0, 'refutes')],
      1,
    );
    expect(plan.send).toEqual([1]);
    expect(followupReads([model('refutes')], [c(0, 'supports'), c(1, 'refutes')], 1).send).toEqual([0]);
  });

  it('sends the best honest source when no earlier model-read source took a side', () => {
    expect(followupReads([model('context')], [c(2, 'context'), c(0, 'supports')], 1).send).toEqual([2]);
    expect(followupReads([], [c(4, 'irrelevant')], 1).send).toEqual([4]);
    // A side read on a page carrying instructions counts like any model read (so the page cannot change how the
    // others are read), and a source contrary to it still goes to the model.
    const instructedOnly = [model('supports', { carriesInstructions: true })];
    expect(followupReads(instructedOnly, [c(1, 'supports')], 1).send).toEqual([]);
    expect(followupReads(instructedOnly, [c(1, 'refutes')], 1).send).toEqual([1]);
  });

  it('after a side taken only by a low-tier source, the best credible new source gets the model read', () => {
    const lowTier = [model('refutes', { url: 'https://www.valleyherald.com/homes' })];
    const credible = (e: { url: string }) => !e.url.includes('valleyherald');
    const plan = followupReads(
      lowTier,
      [
        { ...c(0, 'refutes'), credible: false },
        { ...c(1, 'context'), credible: true },
      ],
      1,
      credible,
    );
    expect(plan.send).toEqual([1]);
    expect(plan.why).toMatch(/no source of a credible tier/);
    // No second model read when the rules already read a credible new source on the low-tier side.
    const confirmed = followupReads(
      lowTier,
      [
        { ...c(0, 'context'), credible: true },
        { ...c(1, 'refutes'), credible: true },
      ],
      1,
      credible,
    );
    expect(confirmed.send).toEqual([]);
    expect(confirmed.why).toMatch(/a credible one already reads as the model read/);
    // A credible earlier side keeps the rule: a same-side new source is read by rules.
    expect(followupReads([model('refutes')], [c(0, 'context')], 1, credible).send).toEqual([]);
  });

  it('a page carrying instructions never takes an honest source’s slot, and is read alone only when contrary', () => {
    const plan = followupReads([model('supports')], [c(0, 'refutes', true), c(1, 'refutes')], 1);
    expect(plan.send).toEqual([1, 0]);
    expect(followupReads([model('supports')], [c(0, 'supports', true)], 1).send).toEqual([]);
  });
});
